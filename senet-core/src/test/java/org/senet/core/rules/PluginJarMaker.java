package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.spi.ToolProvider;

/**
 * Plugin jars for the registry's tests: classes compiled from source by the JDK's compiler against
 * the test class path, and jars of some of them with a services file of any content.
 */
final class PluginJarMaker {
    private final Path classes;

    /**
     * Compiles {@code sources} (fully qualified class name to source) into a folder of {@code dir}.
     */
    PluginJarMaker(Path dir, Map<String, String> sources) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src"));
        classes = Files.createDirectories(dir.resolve("classes"));
        List<String> args = new ArrayList<>(List.of("-proc:none", "-d", classes.toString(),
                "-cp", System.getProperty("java.class.path")));
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = src.resolve(source.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
            args.add(file.toString());
        }
        StringWriter out = new StringWriter();
        int code = ToolProvider.findFirst("javac").orElseThrow()
                .run(new PrintWriter(out), new PrintWriter(out), args.toArray(String[]::new));
        assertEquals(0, code, out::toString);
    }

    /**
     * The class loader of an application whose one built-in rule set is {@link RaceRules} ({@code race}),
     * listed in a services file in {@code dir}.
     */
    static ClassLoader application(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("META-INF/services"));
        Files.write(dir.resolve(PluginJar.SERVICES_FILE), List.of(RaceRules.class.getName()));
        return new URLClassLoader(new URL[] {dir.toUri().toURL()}, PluginJarMaker.class.getClassLoader());
    }

    /**
     * A jar holding the named compiled classes and, unless null, a services file of these lines.
     */
    Path jar(Path file, List<String> services, String... classNames) throws IOException {
        try (OutputStream bytes = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(bytes)) {
            if (services != null) {
                jar.putNextEntry(new JarEntry(PluginJar.SERVICES_FILE));
                jar.write(String.join("\n", services).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            }
            for (String name : classNames) {
                String entry = name.replace('.', '/') + ".class";
                jar.putNextEntry(new JarEntry(entry));
                jar.write(Files.readAllBytes(classes.resolve(entry)));
            }
        }
        return file;
    }
}
