package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;

/**
 * The faults around saved games and output, made for real with the packaged jar: a second process on
 * the same game, SIGKILL at random moments, a person quitting at random steps, devices and pipes, links,
 * leftover temporary files, {@code /dev/full} and a reader that goes away.
 */
class FaultsIT {
    @TempDir
    Path diskDir;

    /** Saves go to memory where the machine has it, as in {@link ConsoleGameIT}: a save forces the file to disk. */
    private Path dir;

    @BeforeEach
    void dir() throws IOException {
        Path shm = Path.of("/dev/shm");
        dir = Files.isDirectory(shm) && Files.isWritable(shm) ? Files.createTempDirectory(shm, "senet-faults-")
                : diskDir;
    }

    @AfterEach
    void cleanUp() throws IOException {
        if (!dir.equals(diskDir)) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            }
        }
    }

    private static GameRecord read(Path file) throws IOException {
        return GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(file));
    }

    private List<String> hidden() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".")).sorted().toList();
        }
    }

    /** Waits until the output holds {@code text} {@code count} times, or the program has ended. */
    private static void waitForOutput(Jar jar, String text, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (jar.output().split(Pattern.quote(text), -1).length - 1 < count && jar.process().isAlive()
                && System.nanoTime() < deadline) {
            Thread.sleep(2);
        }
    }

    @Test
    @DisplayName("a second process on a game in play is refused at once (exit 2); a killed player's lock blocks nothing")
    void one_process_per_game() throws Exception {
        Path save = dir.resolve("g.senet");
        Jar first = Jar.start(dir, "--light", "human", "--dark", "random", "--seed", "4", "--save", save.toString());
        waitForOutput(first, "press <Enter> to throw the sticks", 1);
        assertTrue(first.process().isAlive(), first.output());

        for (String[] args : new String[][] {{"--save", save.toString()},
                {"--light", "random", "--dark", "random", "--save", save.toString()}}) {
            Jar.Result second = Jar.run(dir, "", args);
            assertEquals(2, second.exit(), second.out());
            assertEquals("senet: cannot play " + save + ": the game is open in another senet process (process "
                    + first.process().pid() + "); finish or quit it there first", second.err().strip());
            assertEquals("", second.out());
        }
        Jar.Result menu = Jar.run(dir, "\nB\n" + save + "\n\nD\n");
        assertTrue(Jar.shows(menu.out(), "Cannot play " + save + ": the game is open in another senet process"),
                menu.out());

        first.process().destroyForcibly();
        first.await(10);
        assertEquals(List.of(".g.senet.lock"), hidden(), "a killed process leaves its lock file");
        Jar.Result after = Jar.run(dir, "", "--save", save.toString());
        assertEquals(0, after.exit(), after.err());
        assertTrue(Jar.flat(after.out()).startsWith("Loaded " + save), after.out());
        assertEquals(List.of(), hidden(), "taken over and removed");
    }

    @Test
    @DisplayName("SIGKILL at random moments: every save loads and is a prefix; the resumed game is the uninterrupted one")
    void killed_again_and_again() throws Exception {
        String[] game = {"--rules", "assignment", "--light", "random", "--dark", "random", "--seed", "1"};
        Path whole = dir.resolve("whole.senet");
        Jar.Result uninterrupted = Jar.run(dir, "", with(game, "--save", whole.toString()));
        assertEquals(0, uninterrupted.exit(), uninterrupted.err());
        String wholeText = Files.readString(whole);
        GameRecord wholeGame = read(whole);

        Path save = dir.resolve("killed.senet");
        SplittableRandom random = new SplittableRandom(1);
        int kills = 0;
        int seen = 0;
        Jar jar = Jar.start(dir, with(game, "--save", save.toString()));
        while (kills < 10) {
            waitForOutput(jar, " has thrown ", 10 + random.nextInt(100));
            if (!jar.process().isAlive()) {
                break;
            }
            jar.process().destroyForcibly();
            jar.await(10);
            kills++;
            GameRecord killed = read(save);
            assertTrue(killed.steps().size() >= seen, "no step lost");
            seen = killed.steps().size();
            assertEquals(wholeGame.steps().subList(0, seen), killed.steps(), "an exact prefix after kill " + kills);
            jar = Jar.start(dir, "--save", save.toString());
        }
        Jar.Result last = jar.await(60);
        assertEquals(0, last.exit(), last.err());
        assertTrue(kills >= 5, "killed " + kills + " times");
        GameRecord resumed = read(save);
        assertEquals(wholeGame.steps(), resumed.steps(), "the same game as without the kills");
        assertEquals(wholeText.replace(wholeGame.date(), resumed.date()), Files.readString(save), "the same record");
        assertFalse(hidden().stream().anyMatch(n -> n.startsWith(".killed.senet.")), "no temporary file left");
    }

    @Test
    @DisplayName("a person who quits at random steps and comes back plays the game the same seed gives without stops")
    void a_person_quits_and_resumes() throws Exception {
        String[] game = {"--rules", "thibault", "--light", "human", "--dark", "easy", "--seed", "31"};
        Path whole = dir.resolve("whole.senet");
        Jar.Result uninterrupted = Jar.start(dir, with(game, "--save", whole.toString()))
                .converse(prompt -> answer(prompt, -1, new int[1]), 120);
        assertEquals(0, uninterrupted.exit(), uninterrupted.err());

        Path save = dir.resolve("stopped.senet");
        SplittableRandom random = new SplittableRandom(31);
        String[] args = with(game, "--save", save.toString());
        for (int stops = 0; stops < 100; stops++) {
            int[] answered = new int[1];
            int quitAfter = 1 + random.nextInt(60);
            Jar.Result run = Jar.start(dir, args).converse(prompt -> answer(prompt, quitAfter, answered), 120);
            assertEquals(0, run.exit(), run.err());
            args = new String[] {"--save", save.toString()};
            if (read(save).rules().isOver(read(save).position())) {
                break;
            }
        }
        assertEquals(read(whole).steps(), read(save).steps());
    }

    /** A person who takes the first piece offered, and types q after {@code quitAfter} answers (never when negative). */
    private static String answer(String prompt, int quitAfter, int[] answered) {
        if (quitAfter >= 0 && answered[0]++ == quitAfter) {
            return "q";
        }
        return ConsoleGameIT.answerInGame(prompt, new ArrayDeque<>());
    }

    @Test
    @DisplayName("devices, pipes and folders are refused at once, with --save and in the menu; nothing is created")
    void devices_and_pipes_are_refused() throws Exception {
        Path fifo = dir.resolve("fifo.senet");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo is needed");
        for (Path file : List.of(Path.of("/dev/zero"), fifo, dir)) {
            Jar.Result direct = Jar.run(dir, "", "--save", file.toString());
            assertEquals(2, direct.exit(), direct.out());
            assertEquals(1, direct.err().lines().count(), direct.err());
            assertTrue(direct.err().startsWith("senet: cannot play " + file + ": it is "), direct.err());
            Jar.Result menu = Jar.run(dir, "\nB\n" + file + "\n\nD\n");
            assertEquals(0, menu.exit(), menu.err());
            assertTrue(Jar.shows(menu.out(), "Cannot play " + file + ": it is "), menu.out());
        }
        assertEquals(List.of(), hidden(), "no lock file beside a device or a pipe");
    }

    @Test
    @DisplayName("a game saved through a link writes the target; left temporary files go when the game is resumed")
    void links_and_leftovers() throws Exception {
        Path target = dir.resolve("target.senet");
        Path link = Files.createSymbolicLink(dir.resolve("link.senet"), target.getFileName());
        Jar.Result game = Jar.run(dir, "", "--light", "random", "--dark", "random", "--seed", "2", "--save",
                link.toString());
        assertEquals(0, game.exit(), game.err());
        assertTrue(Files.isSymbolicLink(link));
        assertTrue(read(target).rules().isOver(read(target).position()));

        Files.writeString(dir.resolve(".target.senet.1234567.tmp"), "half");
        Jar.Result resumed = Jar.run(dir, "", "--save", link.toString());
        assertEquals(0, resumed.exit(), resumed.err());
        assertEquals(List.of(), hidden());

        Files.createSymbolicLink(dir.resolve("loop.senet"), Path.of("loop.senet"));
        Jar.Result loop = Jar.run(dir, "", "--light", "random", "--dark", "random", "--save",
                dir.resolve("loop.senet").toString());
        assertEquals(2, loop.exit());
        assertTrue(loop.err().contains("too many levels of symbolic links"), loop.err());
    }

    @Test
    @DisplayName("output into /dev/full: every command exits 3 with one line on stderr")
    void output_into_dev_full() throws Exception {
        File full = new File("/dev/full");
        assumeTrue(full.exists(), "/dev/full is needed");
        for (String[] args : new String[][] {{"variants"}, {"rules"}, {"--help"}, {"simulate", "--games", "5"},
                {"ladder", "--bots", "random,easy", "--games", "2"},
                {"moves", "--position", "WBWBWBWBWB.................... W", "--throw", "2"},
                {"--light", "random", "--dark", "random", "--save", dir.resolve("full.senet").toString()}}) {
            Process process = command(args).redirectOutput(full).start();
            process.getOutputStream().close();
            String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(process.waitFor(60, TimeUnit.SECONDS));
            assertEquals(3, process.exitValue(), String.join(" ", args) + ": " + err);
            assertEquals("senet: cannot write the output: no space left on device", err.strip());
        }
    }

    @Test
    @DisplayName("a batch whose reader goes away stops at once instead of computing the rest")
    void a_batch_stops_when_its_reader_goes() throws Exception {
        Process process = command("moves", "--batch").start();
        Thread feeder = new Thread(() -> {
            byte[] line = "WBWBWBWBWB.................... W\t2\n".getBytes(StandardCharsets.UTF_8);
            try (OutputStream in = process.getOutputStream()) {
                for (int i = 0; i < 5_000_000; i++) {
                    in.write(line);
                }
            } catch (IOException e) {
                // the batch ended
            }
        });
        feeder.setDaemon(true);
        feeder.start();
        InputStream out = process.getInputStream();
        byte[] first = new byte[40];
        assertEquals(40, out.readNBytes(first, 0, 40));
        out.close();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the batch went on after its reader had gone");
        assertEquals(3, process.exitValue());
    }

    @Test
    @DisplayName("--help of every command: no framework warning on stderr")
    void help_without_warnings() throws Exception {
        for (String command : List.of("play", "variants", "rules", "moves", "simulate", "hint", "ladder")) {
            Jar.Result help = Jar.run(dir, "", command, "--help");
            assertEquals(0, help.exit());
            assertEquals("", help.err(), command);
        }
    }

    private ProcessBuilder command(String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", Jar.jarFile().toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("SENET_HOME", dir.toString());
        return builder;
    }

    private static String[] with(String[] args, String... more) {
        return Stream.concat(Stream.of(args), Stream.of(more)).toArray(String[]::new);
    }
}
