package org.senet.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.record.RecordException;

/** A game held by one process: the lock, its refusals as values, the saves through the writer. */
class GameFileTest {
    private static final String PID = Long.toString(ProcessHandle.current().pid());

    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("a game is held from open to close: a second opening is refused with the holder, then it opens again")
    void one_holder() throws IOException {
        Path file = dir.resolve("g.senet");
        try (GameFile game = GameFile.open(file, Disk.SYSTEM)) {
            assertFalse(game.exists());
            game.write(Games.record(1));
            assertTrue(game.exists());
            assertEquals(Games.record(1), Files.readString(file));
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)),
                    "a new game is readable by its owner alone");
            assertEquals(PID + "\n", Files.readString(dir.resolve(".g.senet.lock")));
            GameFileException e = assertThrows(GameFileException.class, () -> GameFile.open(file, Disk.SYSTEM));
            assertEquals(GameFileException.Reason.IN_USE, e.reason());
            assertEquals(PID, e.holder());
            assertEquals(file, e.file());
            assertEquals("cannot play " + file + ": the game is open in another senet process (process " + PID
                    + "); finish or quit it there first", e.getMessage());
            assertEquals(Games.RACE, game.read(Games.REGISTRY).rules());
        }
        assertEquals(List.of("g.senet"), names(), "no lock file left");
        try (GameFile again = GameFile.open(file, Disk.SYSTEM)) {
            assertTrue(again.exists());
            assertEquals(file, again.path());
            assertEquals(file, again.target());
            assertEquals(file.toString(), again.named());
        }
    }

    /** The files this process has open whose path is {@code file} (deleted or not), where the system tells. */
    private static List<String> openDescriptors(Path file) throws IOException {
        Path fds = Path.of("/proc/self/fd");
        List<String> open = new java.util.ArrayList<>();
        try (Stream<Path> links = Files.list(fds)) {
            for (Path link : links.toList()) {
                try {
                    String target = Files.readSymbolicLink(link).toString();
                    if (target.equals(file.toString()) || target.equals(file + " (deleted)")) {
                        open.add(target);
                    }
                } catch (IOException e) {
                    // closed meanwhile
                }
            }
        }
        return open;
    }

    @Test
    @DisplayName("a lock held by another process refuses the game with that process's id; nothing stays open here")
    void another_process_holds_the_lock() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "a system that lists a process's open files");
        Path holder = Files.writeString(dir.resolve("Hold.java"), """
                import java.nio.ByteBuffer;
                import java.nio.channels.FileChannel;
                import java.nio.file.Path;
                import java.nio.file.StandardOpenOption;

                public class Hold {
                    public static void main(String[] args) throws Exception {
                        FileChannel lock = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE,
                                StandardOpenOption.READ, StandardOpenOption.WRITE);
                        lock.lock();
                        lock.write(ByteBuffer.wrap(args[1].getBytes()));
                        System.out.println("locked");
                        System.out.flush();
                        System.in.read();
                    }
                }
                """);
        Path file = dir.resolve("g.senet");
        Path lockFile = dir.resolve(".g.senet.lock");
        for (String written : List.of("4242\n", "not a process id")) {
            Files.deleteIfExists(lockFile);
            Process other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    holder.toString(), lockFile.toString(), written).redirectErrorStream(true).start();
            try {
                assertEquals("locked", new java.io.BufferedReader(new java.io.InputStreamReader(other.getInputStream()))
                        .readLine());
                GameFileException e = assertThrows(GameFileException.class, () -> GameFile.open(file, Disk.SYSTEM));
                assertEquals(GameFileException.Reason.IN_USE, e.reason());
                assertEquals(written.strip().matches("[0-9]+") ? written.strip() : "", e.holder());
                assertEquals(List.of(), openDescriptors(lockFile), "the refused opening closed its lock file");
            } finally {
                other.getOutputStream().close();
                other.waitFor();
            }
        }
        try (GameFile game = GameFile.open(file, Disk.SYSTEM)) {
            assertEquals(1, openDescriptors(lockFile).size(), "held");
        }
        assertEquals(List.of(), openDescriptors(lockFile), "a closed game lets go of its lock file");
    }

    @Test
    @DisplayName("a closed game file cannot be saved to, and closing twice is harmless")
    void closed() throws IOException {
        GameFile game = GameFile.open(dir.resolve("g.senet"), Disk.SYSTEM);
        game.close();
        game.close();
        GameFileException e = assertThrows(GameFileException.class, () -> game.write("x"));
        assertEquals(GameFileException.Reason.CLOSED, e.reason());
        assertEquals("", e.holder());
        assertFalse(Files.exists(dir.resolve("g.senet")));
    }

    @Test
    @DisplayName("a link is followed and named; a folder, a device and a broken link are refused with their reason")
    void refusals() throws Exception {
        Path target = Files.writeString(dir.resolve("target.senet"), Games.record(2));
        Path link = Files.createSymbolicLink(dir.resolve("link.senet"), target.getFileName());
        try (GameFile game = GameFile.open(link, Disk.SYSTEM)) {
            assertEquals(target, game.target());
            assertEquals(link + " (a link to " + target + ")", game.named());
            game.write(Games.record(3));
        }
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(Games.record(3), Files.readString(target));

        Path folder = Files.createDirectory(dir.resolve("folder.senet"));
        GameFileException notFile = assertThrows(GameFileException.class, () -> GameFile.open(folder, Disk.SYSTEM));
        assertEquals(GameFileException.Reason.NOT_A_FILE, notFile.reason());
        assertEquals("cannot play " + folder + ": it is a folder, not a saved game", notFile.getMessage());
        if (Files.exists(Path.of("/dev/zero"))) {
            assertEquals(GameFileException.Reason.NOT_A_FILE, assertThrows(GameFileException.class,
                    () -> GameFile.open(Path.of("/dev/zero"), Disk.SYSTEM)).reason());
        }
        Path loop = Files.createSymbolicLink(dir.resolve("loop.senet"), Path.of("loop.senet"));
        GameFileException linkLoop = assertThrows(GameFileException.class, () -> GameFile.open(loop, Disk.SYSTEM));
        assertEquals(GameFileException.Reason.LINK, linkLoop.reason());
        assertEquals("cannot follow the link " + loop + ": too many levels of symbolic links (a link loop)",
                linkLoop.getMessage());
        Path inTheWay = Files.writeString(dir.resolve("in-the-way"), "x");
        assertEquals(GameFileException.Reason.UNREADABLE, assertThrows(GameFileException.class,
                () -> GameFile.open(inTheWay.resolve("g.senet"), Disk.SYSTEM)).reason());
        Path lockFolder = Files.createDirectory(dir.resolve(".n.senet.lock"));
        GameFileException noLock = assertThrows(GameFileException.class,
                () -> GameFile.open(dir.resolve("n.senet"), Disk.SYSTEM));
        assertEquals(GameFileException.Reason.LOCK_UNWRITABLE, noLock.reason());
        assertTrue(noLock.getMessage().startsWith("cannot play " + dir.resolve("n.senet") + ": "), noLock.getMessage());
        assertTrue(noLock.getMessage().endsWith("(the game is locked with " + lockFolder + ", which cannot be written)"),
                noLock.getMessage());
        assertThrows(RecordException.class, () -> {
            try (GameFile damaged = GameFile.open(Files.writeString(dir.resolve("d.senet"), "x\n"), Disk.SYSTEM)) {
                damaged.read(Games.REGISTRY);
            }
        });
        assumeTrue(!"root".equals(System.getProperty("user.name")), "root reads files without permission");
        Path unreadable = Files.writeString(dir.resolve("u.senet"), "x");
        Files.setPosixFilePermissions(unreadable, PosixFilePermissions.fromString("-w-------"));
        GameFileException e = assertThrows(GameFileException.class, () -> GameFile.open(unreadable, Disk.SYSTEM));
        assertEquals(GameFileException.Reason.UNREADABLE, e.reason());
        assertEquals("cannot read " + unreadable + ": permission denied", e.getMessage());
    }

    @Test
    @DisplayName("opening removes this game's temporary files left by a killed save, and nothing else")
    void leftovers() throws IOException {
        Path file = Files.writeString(dir.resolve("g.senet"), Games.record(4));
        for (String name : List.of(".g.senet.123456789.tmp", ".g.senet.42.tmp", ".g.senet.abc.tmp", ".g.senet..tmp",
                ".g.senet.1.tmpx", ".other.senet.1.tmp", "g.senet.1.tmp")) {
            Files.writeString(dir.resolve(name), "half a save");
        }
        Files.createDirectory(dir.resolve(".g.senet.7.tmp"));
        try (GameFile game = GameFile.open(file, Disk.SYSTEM)) {
            assertEquals(List.of(".g.senet..tmp", ".g.senet.1.tmpx", ".g.senet.7.tmp", ".g.senet.abc.tmp",
                    ".g.senet.lock", ".other.senet.1.tmp", "g.senet", "g.senet.1.tmp"), names());
        }
        assertTrue(GameFile.isLeftover(".g.senet.0.tmp", ".g.senet."));
        assertFalse(GameFile.isLeftover(".g.senet.0.tmp", ".h.senet."));
        assertFalse(GameFile.isLeftover(".g.senet.0.tm", ".g.senet."));
    }

    @Test
    @DisplayName("a lock file left by a process that died blocks nothing, and a lock file's holder is read only if a pid")
    void stale_lock_files() throws IOException {
        Path file = dir.resolve("g.senet");
        Files.writeString(dir.resolve(".g.senet.lock"), "99999999\n");
        try (GameFile game = GameFile.open(file, Disk.SYSTEM)) {
            game.write(Games.record(5));
        }
        assertEquals(List.of("g.senet"), names());
        assertEquals(dir.resolve(".g.senet.lock"), GameFile.lockFile(file));
    }
}
