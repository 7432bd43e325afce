package org.senet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

/**
 * The sample plugin of {@code senet-testkit/src/it/sample-plugin} (the rule set {@code sprint}), built
 * from its sources with the JDK's compiler, as a jar, and broken copies of that jar. The broken ones
 * add classes of {@code com.example.senet.broken}, compiled with it.
 */
public final class SamplePlugin {
    /** The sample's rule set, as its services file names it. */
    public static final String SPRINT = "com.example.senet.SprintRules";
    /** A sprint whose constructor throws. */
    public static final String THROWING = "com.example.senet.broken.ThrowingSprint";
    /** A sprint with the id of a built-in rule set, {@code kendall}. */
    public static final String KENDALL = "com.example.senet.broken.KendallSprint";
    /** A sprint with an id of its own, {@code relay}, needing the class {@link #SPRINT}. */
    public static final String RELAY = "com.example.senet.broken.RelaySprint";

    private static final String SERVICES = "META-INF/services/org.senet.core.rules.RuleSet";
    private static final String BROKEN = "com/example/senet/broken/";
    private static final Map<String, String> BROKEN_SOURCES = Map.of(
            THROWING, "public ThrowingSprint() { throw new IllegalStateException(\"the sticks are lost\"); }",
            KENDALL, "@Override public String id() { return \"kendall\"; }",
            RELAY, "@Override public String id() { return \"relay\"; }");

    private final Path classes;

    private SamplePlugin(Path classes) {
        this.classes = classes;
    }

    /**
     * Compiles the sample plugin and the broken classes into {@code dir}, and copies the sample's
     * resources beside them. The sample is found at {@code ../senet-testkit/src/it/sample-plugin}
     * from the module's folder, or where the system property {@code senet.sample.plugin} says.
     */
    public static SamplePlugin build(Path dir) throws IOException {
        Path sample = Path.of(System.getProperty("senet.sample.plugin", "../senet-testkit/src/it/sample-plugin"));
        Path main = sample.resolve("src/main");
        assertTrue(Files.isDirectory(main), "the sample plugin's sources: " + main.toAbsolutePath());
        Path classes = Files.createDirectories(dir.resolve("classes"));
        List<String> args = new ArrayList<>(List.of("-proc:none", "-encoding", "UTF-8", "-d", classes.toString(),
                "-cp", System.getProperty("java.class.path")));
        args.addAll(files(main.resolve("java")).stream().filter(file -> file.toString().endsWith(".java"))
                .map(Path::toString).toList());
        for (Map.Entry<String, String> source : BROKEN_SOURCES.entrySet()) {
            String simpleName = source.getKey().substring(source.getKey().lastIndexOf('.') + 1);
            Path file = dir.resolve("src").resolve(source.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, "package com.example.senet.broken;\npublic class " + simpleName + " extends "
                    + SPRINT + " {\n    " + source.getValue() + "\n}\n");
            args.add(file.toString());
        }
        StringWriter out = new StringWriter();
        int code = ToolProvider.findFirst("javac").orElseThrow()
                .run(new PrintWriter(out), new PrintWriter(out), args.toArray(String[]::new));
        assertEquals(0, code, out::toString);
        Path resources = main.resolve("resources");
        for (Path file : files(resources)) {
            Path copy = classes.resolve(resources.relativize(file).toString());
            Files.createDirectories(copy.getParent());
            Files.copy(file, copy);
        }
        return new SamplePlugin(classes);
    }

    /** The sample plugin's jar, as its own build makes it: its classes, its description and its services file. */
    public Path jar(Path file) throws IOException {
        return jar(file, null, entry -> !entry.startsWith(BROKEN));
    }

    /**
     * A copy of the sample plugin's jar with other classes and services file.
     *
     * @param file     the jar to write
     * @param services the lines of its services file, instead of the sample's; null: the sample's
     * @param include  which entries of the compiled classes and resources it holds (by their path in the jar)
     */
    public Path jar(Path file, List<String> services, Predicate<String> include) throws IOException {
        Files.createDirectories(file.getParent());
        try (OutputStream bytes = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(bytes)) {
            for (Path entry : files(classes)) {
                String name = classes.relativize(entry).toString().replace('\\', '/');
                if (include.test(name) && !(services != null && name.equals(SERVICES))) {
                    jar.putNextEntry(new JarEntry(name));
                    jar.write(Files.readAllBytes(entry));
                }
            }
            if (services != null) {
                jar.putNextEntry(new JarEntry(SERVICES));
                jar.write((String.join("\n", services) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        return file;
    }

    /** A copy of the sample plugin's jar that provides the broken class {@code provider} instead of its rule set. */
    public Path jarProviding(Path file, String provider) throws IOException {
        return jar(file, List.of(provider), entry -> !entry.startsWith(BROKEN) || entry.equals(entry(provider)));
    }

    /** The entry of a class in a jar: {@code com/example/senet/SprintRules.class}. */
    public static String entry(String className) {
        return className.replace('.', '/') + ".class";
    }

    private static List<Path> files(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
