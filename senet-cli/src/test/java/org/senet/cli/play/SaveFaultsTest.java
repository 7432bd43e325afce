package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.cli.Cli;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;
import org.senet.core.store.Disk;

/**
 * Saves that fail in the middle of a game, injected through a failing disk: the game stops at once with
 * one line on stderr naming the file and the cause, exit code 3, and the last good save untouched.
 */
class SaveFaultsTest {
    private static final String[] BOTS = {"--rules", "thibault", "--light", "random", "--dark", "easy", "--seed", "3"};

    @TempDir
    Path dir;

    private static String[] with(String[] args, String... more) {
        return Stream.concat(Stream.of(args), Stream.of(more)).toArray(String[]::new);
    }

    private static GameRecord read(Path file) throws IOException {
        return GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(file));
    }

    private List<String> leftovers() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(name -> name.startsWith(".")).toList();
        }
    }

    /** The steps of the game with these arguments played to the end on a working disk. */
    private GameRecord uninterrupted() throws IOException {
        Path whole = dir.resolve("whole/whole.senet");
        Cli.Run run = InProcess.play(Disk.SYSTEM, dir, "", with(BOTS, "--save", whole.toString()));
        assertEquals(0, run.status(), run.err());
        return read(whole);
    }

    /** Plays the bots' game into g.senet on {@code disk}: it must stop with exit 3 and the one line giving {@code cause}. */
    private Cli.Run stopped(FailingDisk disk, String cause) {
        Path save = dir.resolve("g.senet");
        Cli.Run run = InProcess.play(disk, dir, "", with(BOTS, "--save", save.toString()));
        assertEquals(3, run.status(), run.err());
        assertEquals(List.of("senet: cannot save the game to " + save + ": " + cause), run.errLines());
        return run;
    }

    @Test
    @DisplayName("a disk that fills mid-game stops the game at once: one line, exit 3, the last good save kept")
    void a_full_disk_stops_the_game() throws IOException {
        GameRecord whole = uninterrupted();
        Path save = dir.resolve("g.senet");
        FailingDisk disk = FailingDisk.fullAfter(40);
        Cli.Run run = stopped(disk, "no space left on device; the last good save is kept");
        assertEquals(41, disk.saves(), "no save is tried after the one that failed");
        assertFalse(run.out().contains("The game record is in"), "no success message after a failed save");
        assertFalse(run.out().contains("wins the game"), "the game stopped");
        GameRecord kept = read(save);
        assertEquals(39, kept.steps().size(), "the 40th save (the first is made before any step) holds 39 steps");
        assertEquals(whole.steps().subList(0, 39), kept.steps(), "an exact prefix of the game");
        assertEquals(List.of(), leftovers(), "no temporary file, no lock file left");
    }

    @Test
    @DisplayName("a folder made read-only mid-game: the message names the game file and the cause, not a temporary file")
    void a_read_only_folder_stops_the_game() throws IOException {
        stopped(new FailingDisk(10, FailingDisk.Step.CREATE_TEMP,
                new AccessDeniedException(dir.resolve(".g.senet.123.tmp").toString())),
                "permission denied; the last good save is kept");
        assertEquals(9, read(dir.resolve("g.senet")).steps().size());
    }

    @Test
    @DisplayName("a rename that fails leaves the last save and no temporary file")
    void a_failed_rename_leaves_the_last_save() throws IOException {
        stopped(new FailingDisk(5, FailingDisk.Step.REPLACE, new IOException("Input/output error")),
                "input/output error; the last good save is kept");
        assertEquals(4, read(dir.resolve("g.senet")).steps().size());
        assertEquals(List.of(), leftovers());
    }

    @Test
    @DisplayName("when the very first save fails, no game file is left and the game does not start")
    void the_first_save_fails() throws IOException {
        stopped(FailingDisk.fullAfter(0), "no space left on device");
        assertFalse(Files.exists(dir.resolve("g.senet")));
        assertEquals(List.of(), leftovers());
    }

    @Test
    @DisplayName("a resumed game whose save fails stops too, and the save it was resumed from is kept")
    void a_resumed_game_whose_save_fails() throws IOException {
        Path save = dir.resolve("g.senet");
        Cli.Run first = InProcess.play(FailingDisk.fullAfter(20), dir, "", with(BOTS, "--save", save.toString()));
        assertEquals(3, first.status());
        byte[] before = Files.readAllBytes(save);

        Cli.Run resumed = InProcess.play(FailingDisk.fullAfter(0), dir, "", "--save", save.toString());
        assertEquals(3, resumed.status(), resumed.err());
        assertEquals(1, resumed.errLines().size(), resumed.err());
        assertTrue(Jar.flat(resumed.out()).startsWith("Loaded " + save), resumed.out());
        assertEquals(new String(before), Files.readString(save), "untouched");
    }

    @Test
    @DisplayName("a person's game from the menu stops too when its save fails, with the same line")
    void a_menu_game_whose_save_fails() throws IOException {
        // title, A, name, opponent 1 (random bot), Marco starts, then Enter throws: the save after the throw fails
        Cli.Run run = InProcess.play(FailingDisk.fullAfter(1), dir, "\nA\n\n\nMarco\n1\n1\n\n\n\n", "--seed", "3");
        assertEquals(3, run.status(), run.err());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().startsWith("senet: cannot save the game to " + dir.resolve("saves")), run.err());
        assertTrue(run.err().endsWith(": no space left on device; the last good save is kept" + System.lineSeparator()),
                run.err());
        assertFalse(run.out().contains("Game saved in"), "no success message after a failed save");
    }
}
