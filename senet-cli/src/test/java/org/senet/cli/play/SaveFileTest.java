package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.senet.cli.command.BadInputException;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.RecordException;
import org.senet.core.store.Disk;
import org.senet.core.store.IoProblem;
import org.senet.core.store.RecordFile;

/** The game file: one process per game, links followed, temporary files removed, only regular files read. */
class SaveFileTest {
    private static final String GAME = "a game\n";

    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("a game open in one place is refused at once in another; closed, it opens again, and no lock file is left")
    void one_player_per_game() throws IOException {
        Path file = dir.resolve("g.senet");
        try (SaveFile first = SaveFile.open(file, Disk.SYSTEM)) {
            first.write(GAME);
            assertEquals(List.of(".g.senet.lock", "g.senet"), names());
            assertEquals(ProcessHandle.current().pid() + "\n", Files.readString(dir.resolve(".g.senet.lock")),
                    "the lock file names the process that holds it");
            BadInputException refused = assertThrows(BadInputException.class,
                    () -> SaveFile.open(file, Disk.SYSTEM));
            assertEquals("cannot play " + file + ": the game is open in another senet process (process "
                    + ProcessHandle.current().pid() + "); finish or quit it there first", refused.getMessage());
            first.write(GAME + GAME);
            assertEquals(GAME + GAME, Files.readString(file), "the refusal changed nothing");
        }
        assertEquals(List.of("g.senet"), names(), "the lock file is gone with the lock");
        try (SaveFile again = SaveFile.open(file, Disk.SYSTEM)) {
            assertTrue(again.exists());
        }
    }

    @Test
    @DisplayName("a lock file left by a process that died does not block the next one")
    void a_dead_process_lock_file_does_not_block() throws IOException {
        Path file = dir.resolve("g.senet");
        Files.writeString(dir.resolve(".g.senet.lock"), "99999999\n");
        try (SaveFile save = SaveFile.open(file, Disk.SYSTEM)) {
            save.write(GAME);
        }
        assertEquals(List.of("g.senet"), names());
    }

    @Test
    @DisplayName("two links to one game are the same game: the second is refused")
    void two_links_one_game() throws IOException {
        Path target = dir.resolve("target.senet");
        Path one = Files.createSymbolicLink(dir.resolve("one.senet"), target.getFileName());
        Path two = Files.createSymbolicLink(dir.resolve("two.senet"), target);
        try (SaveFile first = SaveFile.open(one, Disk.SYSTEM)) {
            assertThrows(BadInputException.class, () -> SaveFile.open(two, Disk.SYSTEM));
            assertThrows(BadInputException.class, () -> SaveFile.open(target, Disk.SYSTEM));
        }
    }

    @Test
    @DisplayName("saving through a link writes its target, atomically, in the target's folder; the link stays a link")
    void saving_through_a_link_writes_the_target() throws IOException {
        Path targets = Files.createDirectories(dir.resolve("elsewhere"));
        Path target = targets.resolve("target.senet");
        Files.writeString(target, "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.senet"), Path.of("elsewhere/target.senet"));
        FailingDisk disk = new FailingDisk(Integer.MAX_VALUE, FailingDisk.Step.WRITE, new IOException());
        try (SaveFile save = SaveFile.open(link, disk)) {
            assertTrue(save.exists());
            save.write(GAME);
            assertEquals(target, save.target());
        }
        assertTrue(Files.isSymbolicLink(link), "still a link");
        assertEquals(GAME, Files.readString(target));
        assertEquals(List.of(targets), disk.tempFolders(), "the temporary file is made beside the target");
        assertEquals(List.of("target.senet"), Files.list(targets).map(p -> p.getFileName().toString()).toList());
    }

    @Test
    @DisplayName("a link to a file not there yet (in a folder that is) makes the file; the link is kept")
    void a_dangling_link_is_followed() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("link.senet"), Path.of("new.senet"));
        try (SaveFile save = SaveFile.open(link, Disk.SYSTEM)) {
            assertFalse(save.exists());
            save.write(GAME);
        }
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(GAME, Files.readString(dir.resolve("new.senet")));
    }

    @Test
    @DisplayName("links that cannot be followed are refused with a clear message: a loop, a link into no folder")
    void links_that_cannot_be_followed() throws IOException {
        Path a = Files.createSymbolicLink(dir.resolve("a.senet"), Path.of("b.senet"));
        Files.createSymbolicLink(dir.resolve("b.senet"), Path.of("a.senet"));
        assertEquals("cannot follow the link " + a + ": too many levels of symbolic links (a link loop)",
                assertThrows(BadInputException.class, () -> SaveFile.open(a, Disk.SYSTEM)).getMessage());
        Path nowhere = Files.createSymbolicLink(dir.resolve("c.senet"), Path.of("no/such/folder/c.senet"));
        assertEquals("cannot follow the link " + nowhere + ": it points to " + dir.resolve("no/such/folder/c.senet")
                + ", in a folder that does not exist",
                assertThrows(BadInputException.class, () -> SaveFile.open(nowhere, Disk.SYSTEM)).getMessage());
        assertEquals(List.of("a.senet", "b.senet", "c.senet"), names(), "nothing was written");
    }

    @Test
    @DisplayName("temporary files left by a killed save are removed when the game is opened, and never listed")
    void leftovers_are_removed() throws IOException {
        Path file = dir.resolve("g.senet");
        Files.writeString(file, GAME);
        for (String name : List.of(".g.senet.123456789.tmp", ".g.senet.42.tmp", ".g.senet.abc.tmp",
                ".other.senet.1.tmp", "g.senet.1.tmp")) {
            Files.writeString(dir.resolve(name), "half a save");
        }
        assertEquals(List.of("g.senet"), new SaveStore(dir).list().stream()
                .map(e -> e.file().getFileName().toString()).toList(), "only games are listed");
        try (SaveFile save = SaveFile.open(file, Disk.SYSTEM)) {
            assertEquals(List.of(".g.senet.abc.tmp", ".g.senet.lock", ".other.senet.1.tmp", "g.senet", "g.senet.1.tmp"),
                    names(), "only this game's temporary files go");
        }
    }

    @Test
    @DisplayName("devices, pipes and folders are refused at once; only regular files are read, at most 32 MB")
    @Timeout(60) // a guard only: a pipe opened for reading would wait for a writer forever
    void only_regular_files_are_read() throws Exception {
        for (Path device : List.of(Path.of("/dev/zero"), Path.of("/dev/null"))) {
            if (Files.exists(device)) {
                RecordException e = assertThrows(RecordException.class, () -> RecordFile.read(RuleSetOptions.REGISTRY, device));
                assertEquals("it is not a regular file (a device, a pipe or the like), so not a saved game",
                        e.getMessage());
                BadInputException open = assertThrows(BadInputException.class,
                        () -> SaveFile.open(device, Disk.SYSTEM));
                assertEquals("cannot play " + device + ": it is not a regular file (a device, a pipe or the like), so"
                        + " not a saved game", open.getMessage());
            }
        }
        Path fifo = dir.resolve("fifo.senet");
        boolean made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        assumeTrue(made, "mkfifo is needed for the pipe");
        assertThrows(RecordException.class, () -> RecordFile.read(RuleSetOptions.REGISTRY, fifo));
        assertThrows(BadInputException.class, () -> SaveFile.open(fifo, Disk.SYSTEM));

        Path folder = Files.createDirectories(dir.resolve("folder.senet"));
        assertEquals("it is a folder, not a saved game",
                assertThrows(RecordException.class, () -> RecordFile.read(RuleSetOptions.REGISTRY, folder)).getMessage());

        Path huge = dir.resolve("huge.senet");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength((32L << 20) + 1);
        }
        assertEquals("the file is too large to be a Senet game record (more than 32 MB)",
                assertThrows(RecordException.class, () -> RecordFile.read(RuleSetOptions.REGISTRY, huge)).getMessage());
        List<String> problems = new SaveStore(dir).list().stream().map(SaveStore.Entry::problem).toList();
        assertEquals(3, problems.size(), "listed with their problem, none read: " + problems);
    }

    @Test
    @DisplayName("every 'cannot read/write' message gives the cause")
    void causes_in_words() {
        assertEquals("permission denied", IoProblem.cause(new AccessDeniedException("/x/.g.senet.1.tmp")));
        assertEquals("no space left on device",
                IoProblem.cause(new FileSystemException("/x/g.senet", null, "No space left on device")));
        assertEquals("read-only file system",
                IoProblem.cause(new FileSystemException("/x/g.senet", null, "Read-only file system")));
        assertEquals("broken pipe", IoProblem.cause(new IOException("Broken pipe")));
        assertEquals("IOException", IoProblem.cause(new IOException()));
    }
}
