package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.store.Disk;
import org.senet.core.store.GameFile;
import org.senet.core.store.GameStore;

/**
 * The faults of issue-tracker reports made for real with the packaged jar: special files as targets,
 * the file being read as the target, locales that cannot name a path, records with very long lines,
 * blank and endless batch lines, a heap too small, a full disk, a folder that takes no table, a game
 * held by another process, two games started in the same second.
 */
class ProcessFaultsIT {
    @TempDir
    Path dir;

    /** A game of bots, finished, saved before each test. */
    private Path game;

    @BeforeEach
    void game() throws Exception {
        game = dir.resolve("a.senet");
        Jar.Result played = run(List.of(), Map.of(), "", "--light", "random", "--dark", "random", "--seed", "3",
                "--save", game.toString());
        assertEquals(0, played.exit(), played.err());
    }

    /**
     * Runs the jar with JVM options {@code jvm} and the environment changed by {@code env} (a null value
     * removes the variable; saves under {@code dir/home}, tables under {@code dir/data} unless set).
     */
    private Jar.Result run(List<String> jvm, Map<String, String> env, String input, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-XX:-UsePerfData", "-Duser.language=en", "-Duser.country=US"));
        command.addAll(jvm);
        command.addAll(List.of("-jar", Jar.jarFile().toString()));
        command.addAll(List.of(args));
        return runCommand(command, env, input);
    }

    /** Runs {@code command} (a shell, a terminal around the jar) as {@link #run} runs the jar. */
    private Jar.Result runCommand(List<String> command, Map<String, String> env, String input)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        builder.environment().put("SENET_HOME", dir.resolve("home").toString());
        builder.environment().put("XDG_DATA_HOME", dir.resolve("data").toString());
        env.forEach((key, value) -> {
            if (value == null) {
                builder.environment().remove(key);
            } else {
                builder.environment().put(key, value);
            }
        });
        Process process = builder.start();
        CompletableFuture<String> out = read(process.getInputStream());
        CompletableFuture<String> err = read(process.getErrorStream());
        try (OutputStream in = process.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // the program ended before reading everything
        }
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("did not end: " + command);
        }
        return new Jar.Result(process.exitValue(), out.join(), err.join());
    }

    private static CompletableFuture<String> read(InputStream stream) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "";
            }
        });
    }

    private static boolean made(String... command) throws IOException, InterruptedException {
        return new ProcessBuilder(command).start().waitFor() == 0;
    }

    private static void oneLine(Jar.Result result) {
        assertEquals(1, result.err().lines().count(), result.err());
        assertTrue(result.err().startsWith("senet: "), result.err());
        assertFalse(result.err().contains("Exception") || result.err().contains("\tat "), result.err());
    }

    @Test
    @DisplayName("a pipe, a device, /dev/null or a folder as --chart or --out is refused (exit 2) and left as it is")
    void special_files_are_not_replaced() throws Exception {
        List<Path> targets = new ArrayList<>(List.of(Files.createDirectory(dir.resolve("d.png"))));
        Path fifo = dir.resolve("fifo.png");
        if (made("mkfifo", fifo.toString())) {
            targets.add(fifo);
        }
        Path device = dir.resolve("nul");
        // a null device of our own where we may make one (as root, who could replace the system's);
        // the system's /dev/null only where we may not, and so could not replace it either
        targets.add(made("mknod", device.toString(), "c", "1", "3") ? device : Path.of("/dev/null"));
        assertTrue(targets.size() >= 3, "mkfifo or mknod is needed: " + targets);
        for (Path target : targets) {
            boolean folder = Files.isDirectory(target);
            Jar.Result chart = run(List.of(), Map.of(), "", "analyze", game.toString(), "--depth", "0", "--chart",
                    target.toString());
            assertEquals(2, chart.exit(), target + ": " + chart.err());
            oneLine(chart);
            assertTrue(chart.err().contains("cannot write the chart to " + target + ": it is "), chart.err());
            assertEquals("", chart.out(), "refused before the review");
            Jar.Result network = run(List.of(), Map.of(), "", "train", "--rules", "kendall", "--games", "10",
                    "--checkpoint", "5", "--out", target.toString());
            assertEquals(2, network.exit(), target + ": " + network.err());
            oneLine(network);
            assertFalse(Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS), "still what it was: " + target);
            assertEquals(folder, Files.isDirectory(target));
        }
        assertTrue(Files.exists(Path.of("/dev/null")) && !Files.isRegularFile(Path.of("/dev/null")));
    }

    @Test
    @DisplayName("the game being reviewed is never its own chart: --chart on it, or a game named x.png; a 0600 file stays 0600")
    void the_game_is_not_its_chart() throws Exception {
        Files.setPosixFilePermissions(game, PosixFilePermissions.fromString("rw-------"));
        byte[] before = Files.readAllBytes(game);
        Jar.Result same = run(List.of(), Map.of(), "", "analyze", game.toString(), "--depth", "0", "--chart",
                game.toString());
        assertEquals(2, same.exit(), same.err());
        oneLine(same);
        assertTrue(same.err().contains("it is the file being read"), same.err());
        Path png = Files.copy(game, dir.resolve("x.png"));
        Jar.Result named = run(List.of(), Map.of(), "", "analyze", png.toString(), "--depth", "0");
        assertEquals(2, named.exit(), named.err());
        assertTrue(named.err().contains("cannot write the chart to " + png + ": it is the file being read"), named.err());
        Path link = Files.createSymbolicLink(dir.resolve("link.png"), game.getFileName());
        assertEquals(2, run(List.of(), Map.of(), "", "analyze", game.toString(), "--depth", "0", "--chart",
                link.toString()).exit());
        for (Path file : List.of(game, png)) {
            assertEquals(new String(before, StandardCharsets.UTF_8), Files.readString(file), "the game is untouched");
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
        Path chart = Files.writeString(dir.resolve("chart.png"), "an old chart");
        Files.setPosixFilePermissions(chart, PosixFilePermissions.fromString("rw-------"));
        Jar.Result written = run(List.of(), Map.of(), "", "analyze", game.toString(), "--depth", "0", "--chart",
                chart.toString());
        assertEquals(0, written.exit(), written.err());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(chart)));
        assertFalse(Files.readString(chart, StandardCharsets.ISO_8859_1).startsWith("an old"), "replaced");
    }

    @Test
    @DisplayName("LC_ALL=C or LANG=C and a home, a data folder and a game named in UTF-8: every command works"
            + " as under a UTF-8 locale")
    void any_locale() throws Exception {
        Path accented = Files.createDirectories(dir.resolve("dé"));
        for (String[] locale : new String[][] {{"LC_ALL", "C"}, {"LANG", "C"}}) {
            Map<String, String> env = cLocale(locale[0], locale[1]);
            env.put("XDG_DATA_HOME", accented.toString());
            env.put("SENET_HOME", accented.toString());
            Jar.Result variants = run(List.of(), env, "", "variants");
            assertEquals(0, variants.exit(), variants.err());
            assertTrue(variants.out().contains("thibault"), variants.out());
            Jar.Result list = run(List.of(), env, "", "tables", "list");
            assertEquals(0, list.exit(), list.err());
            assertTrue(list.out().contains("folder: " + accented.resolve("senet")), list.out());
            Files.createDirectories(accented.resolve("saves"));
            List<Path> before;
            try (Stream<Path> saves = Files.list(accented.resolve("saves"))) {
                before = saves.toList();
            }
            Jar.Result play = run(List.of(), env, "", "--light", "random", "--dark", "random", "--seed", "1");
            assertEquals(0, play.exit(), play.err());
            Path saved;
            try (Stream<Path> saves = Files.list(accented.resolve("saves"))) {
                saved = saves.filter(save -> !before.contains(save)).findFirst().orElseThrow();
            }
            assertTrue(play.out().replace("\n", "").contains(saved.toString()), play.out());
            Jar.Result analyze = run(List.of(), env, "", "analyze", saved.toString(), "--depth", "0", "--brief");
            assertEquals(0, analyze.exit(), analyze.err());
            Jar.Result unknown = run(List.of(), env, "", "moves", "--rules", "nope");
            assertEquals(2, unknown.exit(), "the exit code of the run under UTF-8 is the program's");
        }
        Map<String, String> env = cLocale("LC_ALL", "C");
        env.put("XDG_DATA_HOME", accented.toString());
        Jar.Result build = run(List.of(), env, "", "tables", "build", "--rules", "kendall", "--pieces", "1");
        assertEquals(0, build.exit(), build.err());
        try (Stream<Path> tables = Files.list(accented.resolve("senet/tables"))) {
            assertEquals(1, tables.count(), "the table is in the accented data folder");
        }
    }

    @Test
    @DisplayName("where the program cannot run again under UTF-8, a name the locale cannot represent is refused"
            + " with what to do, no trace")
    void any_locale_refused_where_it_cannot_restart() throws Exception {
        Path accented = Files.createDirectories(dir.resolve("dé"));
        Map<String, String> env = cLocale("LC_ALL", "C");
        env.put("SENET_UTF8_RESTART", "1"); // as on a system without /proc or bash
        env.put("XDG_DATA_HOME", accented.toString());
        Jar.Result hint = run(List.of(), env, "", "hint", "--rules", "kendall", "--position",
                "....W..............B.......... W", "--throw", "2", "--bot", "hard");
        assertEquals(0, hint.exit(), hint.err());
        assertFalse(hint.err().contains("Exception"), hint.err());
        Jar.Result list = run(List.of(), env, "", "tables", "list");
        assertEquals(2, list.exit(), list.err());
        oneLine(list);
        assertTrue(list.err().contains("the data folder (XDG_DATA_HOME)") && list.err().contains("LC_ALL=C.UTF-8"),
                list.err());
        env.put("SENET_HOME", accented.toString());
        Jar.Result play = run(List.of(), env, "", "--light", "random", "--dark", "random");
        assertEquals(2, play.exit(), play.err());
        oneLine(play);
        assertTrue(play.err().contains("the senet home (SENET_HOME)"), play.err());
    }

    /** The environment of the tests with every locale variable removed but {@code name=value}. */
    private static Map<String, String> cLocale(String name, String value) {
        Map<String, String> env = new HashMap<>();
        for (String key : System.getenv().keySet()) {
            if (key.startsWith("LC_") || key.equals("LANG") || key.equals("LANGUAGE")) {
                env.put(key, null);
            }
        }
        env.put(name, value);
        return env;
    }

    @Test
    @DisplayName("the saved-games list: a record with a 5 KB header line is listed and loads; a file too large for "
            + "the heap is listed as damaged")
    void long_lines_in_the_saves_folder() throws Exception {
        Path saves = Files.createDirectories(dir.resolve("home/saves"));
        String record = Files.readString(game);
        String longName = "Ann " + "x".repeat(5_000);
        Files.writeString(saves.resolve("long.senet"), record.replace("[Light \"random\"]", "[Light \"" + longName
                + "\"]"));
        Files.writeString(saves.resolve("huge.senet"), record.replace("[Dark \"random\"]", "[Dark \""
                + "y".repeat(30 << 20) + "\"]"));
        Jar.Result analyze = run(List.of(), Map.of(), "", "analyze", saves.resolve("long.senet").toString(), "--depth",
                "0", "--no-chart");
        assertEquals(0, analyze.exit(), analyze.err());
        Jar.Result menu = run(List.of("-Xmx48m"), Map.of(), "\nB\n\nD\n");
        assertEquals(0, menu.exit(), menu.err());
        assertEquals("", menu.err());
        String shown = Jar.flat(menu.out()).replaceAll("x{100,}", "x...");
        assertTrue(shown.matches("(?s).*huge\\.senet +\\[cannot be loaded: it cannot be read as a game"
                + " \\(OutOfMemoryError: Java heap space\\)].*"), shown);
        assertTrue(shown.matches("(?s).*thibault, Ann x.* won +long\\.senet.*"), shown);
        assertTrue(shown.endsWith("Goodbye. "), shown);
    }

    @Test
    @DisplayName("moves --batch answers every line: a blank one, one with a bare CR, a CR LF one, one of 64 MB on a small heap")
    void batch_lines() throws Exception {
        String position = "WBWBWBWBWB.................... W";
        String input = position + "\t2\n\n" + position + "\r" + position + "\t2\n" + position + "\t2\r\n"
                + "x".repeat(64 << 20) + "\n" + position + "\tpre";
        Jar.Result batch = run(List.of("-Xmx32m"), Map.of(), input, "moves", "--batch");
        assertEquals(2, batch.exit(), batch.err());
        assertEquals("", batch.err());
        List<String> lines = batch.out().lines().toList();
        assertEquals(List.of("9->11 WBWBWBWB.BW................... B", "",
                "error: the line is empty; expected '<position><TAB><throw or pre>'", "",
                lines.get(4), "",
                "9->11 WBWBWBWB.BW................... B", "",
                "error: the line is longer than 4096 characters; a line reads '<position><TAB><throw or pre>'", "",
                "throw", ""), lines);
        assertTrue(lines.get(4).startsWith("error: "), "one answer for a line with a CR in it: " + lines.get(4));
    }

    @Test
    @DisplayName("out of memory: one line and exit 1, the stack trace only with --verbose")
    void out_of_memory() throws Exception {
        Path huge = Files.writeString(dir.resolve("huge.senet"), Files.readString(game).replace("[Dark \"random\"]",
                "[Dark \"" + "y".repeat(30 << 20) + "\"]"));
        Jar.Result plain = run(List.of("-Xmx16m"), Map.of(), "", "analyze", huge.toString(), "--depth", "0");
        assertEquals(1, plain.exit(), plain.err());
        oneLine(plain);
        assertTrue(plain.err().startsWith("senet: out of memory (Java heap space): give Java more with -Xmx"),
                plain.err());
        Jar.Result verbose = run(List.of("-Xmx16m"), Map.of(), "", "--verbose", "analyze", huge.toString());
        assertEquals(1, verbose.exit());
        assertTrue(verbose.err().startsWith("senet: out of memory"), verbose.err());
        assertTrue(verbose.err().contains("java.lang.OutOfMemoryError") && verbose.err().contains("\tat "),
                verbose.err());
    }

    @Test
    @DisplayName("a chart on a full disk says why (file too large here), not the image writer's 'I/O error'")
    void chart_on_a_full_disk() throws Exception {
        assumeTrue(made("sh", "-c", "ulimit -f 20"), "sh with ulimit is needed");
        Path chart = dir.resolve("full.png");
        List<String> command = List.of("sh", "-c", "ulimit -f 20; exec \"$0\" -XX:-UsePerfData -jar \"$1\" analyze"
                + " \"$2\" --depth 0 --chart \"$3\"", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                Jar.jarFile().toAbsolutePath().toString(), game.toString(), chart.toString());
        Jar.Result full = runCommand(command, Map.of(), "");
        assertEquals(3, full.exit(), full.err());
        assertEquals("senet: cannot write the chart to " + chart + ": file too large", full.err().strip());
        assertTrue(full.out().contains("luck-adjusted result"), "the review is printed before the chart");
        assertFalse(Files.exists(chart));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.filter(file -> file.getFileName().toString().endsWith(".tmp")).toList());
        }
    }

    @Test
    @DisplayName("tables build: the plan first; a folder that takes no file, or a heap too small, refused at once; "
            + "--threads capped")
    void tables_refused_before_the_work() throws Exception {
        Files.writeString(dir.resolve("data"), "a file where the data folder should be");
        long started = System.nanoTime();
        Jar.Result unwritable = run(List.of(), Map.of(), "", "tables", "build", "--rules", "thibault", "--pieces", "3");
        assertEquals(3, unwritable.exit(), unwritable.err());
        assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(60), "refused before minutes of work");
        List<String> lines = unwritable.err().lines().toList();
        assertEquals(2, lines.size(), unwritable.err());
        assertTrue(lines.get(0).matches("Building .*thibault-3\\.table: up to [0-9,]+ positions, about [0-9]+ MB of"
                + " memory \\(Java may use .*\\), a file of [0-9]+ MB, roughly .* with [0-9] threads?\\."), lines.get(0));
        assertTrue(lines.get(1).startsWith("senet: cannot write the table to " + dir.resolve("data/senet/tables")),
                lines.get(1));
        Files.delete(dir.resolve("data"));

        Jar.Result small = run(List.of("-Xmx64m"), Map.of(), "", "tables", "build", "--rules", "thibault", "--pieces",
                "3");
        assertEquals(2, small.exit(), small.err());
        assertTrue(small.err().contains("needs about") && small.err().contains("-Xmx"), small.err());
        assertFalse(Files.exists(dir.resolve("data/senet/tables/thibault-3.table")));

        Jar.Result many = run(List.of(), Map.of(), "", "tables", "build", "--rules", "kendall", "--pieces", "1",
                "--threads", "5000");
        assertEquals(0, many.exit(), many.err());
        int processors = Runtime.getRuntime().availableProcessors();
        assertTrue(many.err().contains("senet: note: --threads 5000 is more than the " + processors
                + " processors here; " + processors + " are used"), many.err());
    }

    @Test
    @DisplayName("a game held by another process is not deleted from the menu: the message an opening gets")
    void a_held_game_is_not_deleted() throws Exception {
        Path saves = Files.createDirectories(dir.resolve("home/saves"));
        Path held = saves.resolve("g.senet");
        Jar first = Jar.start(dir.resolve("home"), "--light", "human", "--dark", "random", "--seed", "4", "--save",
                held.toString());
        try {
            waitFor(() -> Files.exists(held) && first.output().contains("press <Enter>"), first);
            Jar.Result menu = run(List.of(), Map.of(), "\nB\nd 1\ny\n\n\nD\n");
            assertEquals(0, menu.exit(), menu.err());
            assertTrue(Jar.shows(menu.out(), "Cannot play " + held + ": the game is open in another senet process"
                    + " (process " + first.process().pid() + "); finish or quit it there first."), menu.out());
            assertTrue(Files.exists(held), "not deleted");
        } finally {
            first.process().destroyForcibly();
            first.await(10);
        }
        Jar.Result menu = run(List.of(), Map.of(), "\nB\nd 1\ny\n\n\nD\n");
        assertEquals(0, menu.exit(), menu.err());
        assertFalse(Files.exists(held), "deleted once no one holds it:\n" + menu.out());
    }

    @Test
    @DisplayName("a new game's name held by another process is not taken: the next name is")
    void new_names_never_collide() throws Exception {
        Path saves = Files.createDirectories(dir.resolve("home/saves"));
        LocalDateTime time = LocalDateTime.of(2025, 3, 7, 12, 0, 5);
        Path name = saves.resolve("2025-03-07-120005-thibault.senet");
        Jar other = Jar.start(dir.resolve("home"), "--light", "human", "--dark", "random", "--seed", "4", "--save",
                name.toString());
        try {
            waitFor(() -> Files.exists(name), other);
            try (GameFile mine = new GameStore(saves).create("thibault", time, Disk.SYSTEM)) {
                assertEquals(saves.resolve("2025-03-07-120005-thibault-2.senet"), mine.path());
            }
        } finally {
            other.process().destroyForcibly();
            other.await(10);
        }
        Jar.Result[] both = new Jar.Result[2];
        Thread second = new Thread(() -> {
            try {
                both[1] = run(List.of(), Map.of(), "", "--light", "random", "--dark", "random", "--seed", "2");
            } catch (IOException | InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        second.start();
        both[0] = run(List.of(), Map.of(), "", "--light", "random", "--dark", "random", "--seed", "1");
        second.join();
        assertEquals(0, both[0].exit(), both[0].err());
        assertEquals(0, both[1].exit(), both[1].err());
        try (Stream<Path> files = Files.list(saves)) {
            assertEquals(3, files.filter(file -> file.getFileName().toString().endsWith(".senet")).count());
        }
    }

    @Test
    @DisplayName("analyze draws its progress on a terminal only")
    void analyze_progress() throws Exception {
        assumeTrue(made("script", "-qec", "true", "/dev/null"), "script is needed for a terminal");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Jar.Result terminal = runCommand(List.of("script", "-qec", java + " -XX:-UsePerfData -jar "
                + Jar.jarFile().toAbsolutePath() + " analyze " + game + " --depth 0 --no-chart", "/dev/null"),
                Map.of(), "");
        assertEquals(0, terminal.exit(), terminal.out());
        assertTrue(terminal.out().contains(" steps reviewed"), terminal.out());
        Jar.Result piped = run(List.of(), Map.of(), "", "analyze", game.toString(), "--depth", "0", "--no-chart");
        assertEquals("", piped.err());
        assertFalse(piped.out().contains("steps reviewed"));
    }

    private static void waitFor(java.util.function.BooleanSupplier condition, Jar jar) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!condition.getAsBoolean()) {
            assertTrue(jar.process().isAlive() && System.nanoTime() < deadline, jar.output());
            Thread.sleep(20);
        }
    }
}
