package org.senet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plugin jars played from {@code java -jar senet.jar}: the sample plugin in the plugins folder of
 * {@code $SENET_HOME} or named with {@code --plugin}, and broken copies of it, each one line on
 * stderr while every other rule set loads.
 */
class PluginsIT {
    private static final String START = "WBWBWB........................ W";
    private static final List<String> SPRINT_MOVES = List.of(
            "1->2 BWWBWB........................ B",
            "3->4 WBBWWB........................ B",
            "5->6 WBWBBW........................ B");

    @TempDir
    static Path build;
    static SamplePlugin sample;

    @TempDir
    Path home;

    /** What a run of the jar gave. */
    record Result(int exit, List<String> out, List<String> err) {
    }

    @BeforeAll
    static void buildTheSamplePlugin() throws IOException {
        sample = SamplePlugin.build(build);
    }

    private static Result run(Path home, String... args) throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("senet.jar", "target/senet.jar"));
        assertTrue(Files.isRegularFile(jar), "build the jar first (mvn package): " + jar.toAbsolutePath());
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.language=en", "-jar", jar.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(home, "out", ".txt");
        Path err = Files.createTempFile(home, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(home.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("SENET_HOME", home.toString());
        builder.environment().put("XDG_DATA_HOME", home.resolve("data").toString());
        Process process = builder.start();
        process.getOutputStream().close();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the run did not end: " + command);
        Result result = new Result(process.exitValue(), Files.readAllLines(out), Files.readAllLines(err));
        Files.delete(out);
        Files.delete(err);
        return result;
    }

    private Path plugins() throws IOException {
        return Files.createDirectories(home.resolve("plugins"));
    }

    private static void assertClean(Result result) {
        assertEquals(0, result.exit(), result.err().toString());
        assertEquals(List.of(), result.err());
    }

    @Test
    void the_sample_plugin_in_the_plugins_folder_is_listed_with_its_jar_and_the_other_lines_kept()
            throws IOException, InterruptedException {
        Result before = run(home, "variants");
        assertClean(before);
        Path jar = sample.jar(plugins().resolve("senet-sprint.jar"));

        Result after = run(home, "variants");
        assertClean(after);
        List<String> added = new ArrayList<>(after.out());
        assertTrue(added.removeAll(before.out()) && added.size() == 1, after.out().toString());
        assertEquals("sprint         Sprint: three pieces a side race to bear off, swapping with the pieces they land "
                + "on  [plugin " + jar + "]", added.get(0));
        assertEquals(after.out().stream().sorted().toList(), after.out(), "sorted by id");

        Result origins = run(home, "variants", "--origin");
        assertClean(origins);
        assertTrue(origins.out().contains("sprint         " + jar), origins.out().toString());
        assertTrue(origins.out().contains("thibault       built in"), origins.out().toString());
    }

    @Test
    void the_sample_plugin_is_played_by_every_command() throws IOException, InterruptedException {
        sample.jar(plugins().resolve("senet-sprint.jar"));

        Result moves = run(home, "moves", "--rules", "sprint", "--position", START, "--throw", "1");
        assertClean(moves);
        assertEquals(SPRINT_MOVES, moves.out());

        Result rules = run(home, "rules", "--rules", "sprint");
        assertClean(rules);
        assertEquals("Sprint: the rules in short", rules.out().get(0));

        Result settings = run(home, "rules", "sprint", "--settings");
        assertClean(settings);
        assertEquals("rules: sprint", settings.out().get(0));
        assertTrue(settings.out().get(2).startsWith("start: "), settings.out().toString());
        assertTrue(settings.out().get(3).startsWith("throw bound: "), settings.out().toString());
        assertEquals("points: none (a rule set written against RuleSet, not made of settings)", settings.out().get(4));
        Result set = run(home, "simulate", "--rules", "sprint", "--set", "sticks=6", "--games", "10");
        assertEquals(2, set.exit());
        assertEquals(List.of("senet: the rule set 'sprint' is not made of settings (it is a plugin written against RuleSet),"
                + " so it has no points to set"), set.err());

        Result hint = run(home, "hint", "--rules", "sprint", "--position", START, "--throw", "2", "--bot", "easy");
        assertClean(hint);
        assertTrue(hint.out().get(0).startsWith("5->7 "), hint.out().toString());

        Result simulate = run(home, "simulate", "--rules", "sprint", "--games", "100", "--seed", "1");
        assertClean(simulate);
        assertTrue(simulate.out().contains("games: 100"), simulate.out().toString());

        Result study = run(home, "study", "--rules", "sprint", "--games", "100", "--strong-games", "2", "--seed", "1");
        assertClean(study);
        assertTrue(study.out().stream().anyMatch(line -> line.contains("sprint")), study.out().toString());

        Result ladder = run(home, "ladder", "--rules", "sprint", "--bots", "random,easy", "--games", "4", "--seed", "1");
        assertClean(ladder);

        Result game = run(home, "--rules", "sprint", "--light", "random", "--dark", "random", "--seed", "1");
        assertClean(game);
        assertTrue(game.out().stream().anyMatch(line -> line.contains("wins the game")), game.out().toString());
        List<Path> saves;
        try (Stream<Path> files = Files.list(home.resolve("saves"))) {
            saves = files.filter(file -> file.toString().endsWith("-sprint.senet")).toList();
        }
        assertEquals(1, saves.size(), "the saved game of sprint");

        Result review = run(home, "analyze", saves.get(0).toString(), "--depth", "1", "--brief");
        assertClean(review);
    }

    @Test
    void the_guide_variant_of_kendall_in_the_plugins_folder_is_played_with_kendalls_option()
            throws IOException, InterruptedException {
        String guide = Files.readString(Path.of("..", "docs", "variants.md"));
        java.util.regex.Matcher block = java.util.regex.Pattern.compile(
                "```java\n(package com\\.example\\.senet;[^`]*?public class KendallFifteenSafe\\b[^`]*?)```")
                .matcher(guide);
        assertTrue(block.find(), "docs/variants.md has the KendallFifteenSafe block");
        Path source = Files.createDirectories(build.resolve("variant/src/com/example/senet")).resolve("KendallFifteenSafe.java");
        Files.writeString(source, block.group(1));
        Path classes = Files.createDirectories(build.resolve("variant/classes"));
        int compiled = java.util.spi.ToolProvider.findFirst("javac").orElseThrow().run(System.out, System.err,
                "-proc:none", "-d", classes.toString(), "-cp", System.getProperty("java.class.path"), source.toString());
        assertEquals(0, compiled, "the guide's variant compiles against the published jars");
        Path jar = plugins().resolve("kendall-15-safe.jar");
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new java.util.jar.JarEntry("com/example/senet/KendallFifteenSafe.class"));
            out.write(Files.readAllBytes(classes.resolve("com/example/senet/KendallFifteenSafe.class")));
            out.putNextEntry(new java.util.jar.JarEntry("META-INF/services/org.senet.core.rules.RuleSet"));
            out.write("com.example.senet.KendallFifteenSafe\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }

        Result variants = run(home, "variants");
        assertClean(variants);
        assertTrue(variants.out().stream().anyMatch(line -> line.startsWith("kendall-15-safe ")
                && line.endsWith("[plugin " + jar + "]")), variants.out().toString());
        String lone = "...........W..B............... W pieces=1,1";
        Result kendall = run(home, "moves", "--rules", "kendall", "--position", lone, "--throw", "3");
        Result variant = run(home, "moves", "--rules", "kendall-15-safe", "--position", lone, "--throw", "3");
        assertClean(variant);
        assertEquals(List.of("12->15 ...........B..W............... B pieces=1,1"), kendall.out());
        assertEquals(List.of("12->9 ........W.....B............... B pieces=1,1"), variant.out(), "15 is safe");
        Result robinson = run(home, "moves", "--rules", "kendall-15-safe", "--option", "robinson=true",
                "--position", ".......................W...B.. W pieces=1,1", "--throw", "2");
        assertClean(robinson);
        assertEquals(List.of("24->26 .........................W.B.. W pieces=1,1 must=26"), robinson.out(),
                "Kendall's robinson: the piece on 26 moves again");
        Result full = run(home, "rules", "--rules", "kendall-15-safe", "--full");
        assertClean(full);
        assertTrue(full.out().stream().anyMatch(line -> line.contains("KS1")), "the variant's clause is printed");
        Result simulate = run(home, "simulate", "--rules", "kendall-15-safe", "--option", "robinson=true",
                "--games", "200", "--seed", "1");
        assertClean(simulate);
        assertTrue(simulate.out().contains("games: 200"), simulate.out().toString());
    }

    @Test
    void a_plugin_named_with_the_option_is_played_wherever_the_option_stands()
            throws IOException, InterruptedException {
        Path jar = sample.jar(home.resolve("elsewhere/senet-sprint.jar"));
        String[] moves = {"moves", "--rules", "sprint", "--position", START, "--throw", "1"};

        Result without = run(home, moves);
        assertEquals(2, without.exit());
        assertEquals(List.of("senet: unknown rules 'sprint'; available: assignment, bell, jequier-pusch, kendall, "
                + "rebirth, tait, thibault"), without.err());

        for (List<String> args : List.of(
                List.of("--plugin", jar.toString(), "moves", "--rules", "sprint", "--position", START, "--throw", "1"),
                List.of("moves", "--plugin=" + jar, "--rules", "sprint", "--position", START, "--throw", "1"),
                List.of("--plugin", "elsewhere/senet-sprint.jar", "--plugin", jar.toString(), "moves", "--rules",
                        "sprint", "--position", START, "--throw", "1"))) {
            Result named = run(home, args.toArray(String[]::new));
            assertClean(named);
            assertEquals(SPRINT_MOVES, named.out(), args.toString());
        }

        Files.writeString(home.resolve("args.txt"), "--plugin " + jar + "\n");
        Result inFile = run(home, "@args.txt", "variants");
        assertEquals(2, inFile.exit());
        assertEquals(List.of("senet: the plugin " + jar + " was not loaded: --plugin is read from the command line "
                + "itself, not from an @file"), inFile.err());
    }

    @Test
    void each_broken_jar_is_one_line_on_stderr_and_every_other_rule_set_loads()
            throws IOException, InterruptedException {
        Path plugins = plugins();
        Path good = sample.jar(plugins.resolve("senet-sprint.jar"));
        Path notAJar = Files.writeString(plugins.resolve("notes.jar"), "the rules of sprint, on paper\n");
        Path typo = sample.jar(plugins.resolve("typo.jar"), List.of("com.example.senet.SprintRulez"),
                entry -> entry.startsWith("com/example/senet/Sprint"));
        Path missingClass = sample.jar(plugins.resolve("missing-class.jar"), List.of(SamplePlugin.RELAY),
                entry -> entry.equals(SamplePlugin.entry(SamplePlugin.RELAY)));
        Path throwing = sample.jarProviding(plugins.resolve("throwing.jar"), SamplePlugin.THROWING);
        Path clashing = sample.jarProviding(plugins.resolve("kendall.jar"), SamplePlugin.KENDALL);

        Result variants = run(home, "variants", "--origin");
        assertEquals(0, variants.exit());
        assertEquals(List.of(
                "senet: plugin " + missingClass + ": a provider needs the class "
                        + "com.example.senet.SprintRules, which is missing; not loaded",
                "senet: plugin " + notAJar + ": it is not a jar file (zip END header not found); nothing is loaded "
                        + "from it",
                "senet: plugin " + throwing + ": Provider com.example.senet.broken.ThrowingSprint could not be "
                        + "instantiated: it threw java.lang.IllegalStateException: the sticks are lost; not loaded",
                "senet: plugin " + typo + ": Provider com.example.senet.SprintRulez not found; not loaded",
                "senet: plugin " + clashing + ": the rule set 'kendall' of com.example.senet.broken.KendallSprint has "
                        + "the id of the built-in org.senet.variants.kendall.Kendall, which is kept; not loaded"),
                variants.err());
        assertEquals(List.of("assignment     built in", "bell           built in", "jequier-pusch  built in",
                "kendall        built in", "rebirth        built in", "sprint         " + good,
                "tait           built in", "thibault       built in"), variants.out());

        Result moves = run(home, "moves", "--rules", "sprint", "--position", START, "--throw", "1");
        assertEquals(0, moves.exit());
        assertEquals(SPRINT_MOVES, moves.out());
        assertEquals(variants.err(), moves.err(), "the same lines before every command");
    }

    @Test
    void two_versions_of_a_plugin_are_both_reported_and_neither_is_played() throws IOException, InterruptedException {
        Path first = sample.jar(plugins().resolve("senet-sprint-1.0.jar"));
        Path second = sample.jar(plugins().resolve("senet-sprint-1.1.jar"), List.of(SamplePlugin.SPRINT, "# 1.1"),
                entry -> !entry.startsWith("com/example/senet/broken/"));

        Result moves = run(home, "moves", "--rules", "sprint", "--position", START, "--throw", "1");
        assertEquals(2, moves.exit());
        assertEquals(List.of(
                "senet: plugin " + first + ": the rule set 'sprint' of com.example.senet.SprintRules has the id of "
                        + "com.example.senet.SprintRules in " + second + "; neither is loaded",
                "senet: plugin " + second + ": the rule set 'sprint' of com.example.senet.SprintRules has the id of "
                        + "com.example.senet.SprintRules in " + first + "; neither is loaded",
                "senet: unknown rules 'sprint'; available: assignment, bell, jequier-pusch, kendall, rebirth, tait, "
                        + "thibault"),
                moves.err());
    }

    @Test
    void one_jar_in_the_plugins_folder_and_named_with_the_option_is_played_once_with_a_note()
            throws IOException, InterruptedException {
        Path inFolder = sample.jar(plugins().resolve("senet-sprint.jar"));
        Path named = Files.copy(inFolder, home.resolve("senet-sprint.jar"));
        Result moves = run(home, "--plugin", named.toString(), "moves", "--rules", "sprint", "--position", START,
                "--throw", "1");
        assertEquals(0, moves.exit(), moves.err().toString());
        assertEquals(SPRINT_MOVES, moves.out());
        assertEquals(List.of("senet: plugin " + named + ": the same jar as " + inFolder + ", which is loaded; this copy"
                + " is not"), moves.err());
    }
}
