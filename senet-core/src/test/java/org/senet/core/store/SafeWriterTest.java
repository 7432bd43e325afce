package org.senet.core.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one writer of files: what it refuses, what it keeps, and that a failure leaves the file as it was. */
class SafeWriterTest {
    @TempDir
    Path dir;

    private static Content text(String text) {
        return Content.of(text.getBytes(StandardCharsets.UTF_8));
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static boolean made(String... command) throws IOException, InterruptedException {
        return new ProcessBuilder(command).start().waitFor() == 0;
    }

    @Test
    @DisplayName("a file is written whole, in new folders too, and nothing else is left beside it")
    void writes_a_file() throws IOException {
        Path file = dir.resolve("a/b/chart.png");
        assertEquals(file, SafeWriter.SYSTEM.write(file, text("one")));
        assertEquals("one", Files.readString(file));
        assertEquals(file, SafeWriter.SYSTEM.write(file, out -> {
            out.write("two".getBytes(StandardCharsets.UTF_8));
            out.close(); // a content that closes its stream still gets forced to the disk
        }));
        assertEquals("two", Files.readString(file));
        assertEquals(List.of("chart.png"), Files.list(file.getParent()).map(p -> p.getFileName().toString()).toList());
    }

    @Test
    @DisplayName("a file readable by its owner alone stays so; a new file gets the permissions of a plain one,"
            + " or rw------- from a private writer")
    void keeps_permissions() throws IOException {
        Path plain = Files.writeString(dir.resolve("plain"), "x");
        Path secret = Files.writeString(dir.resolve("secret.senet"), "x");
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-------"));
        SafeWriter.SYSTEM.write(secret, text("y"));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(secret)));
        Path shared = Files.writeString(dir.resolve("shared.png"), "x");
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rw-rw-r--"));
        SafeWriter.SYSTEM.write(shared, text("y"));
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(shared)));
        Path fresh = SafeWriter.SYSTEM.write(dir.resolve("new.png"), text("y"));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(fresh),
                "as a file created the plain way, not a temporary file's rw-------");
        Path game = SafeWriter.SYSTEM.ownerOnly().write(dir.resolve("new.senet"), text("y"));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(game)),
                "a new private file");
        SafeWriter.SYSTEM.ownerOnly().write(shared, text("z"));
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(shared)),
                "a private writer keeps the permissions of the file it replaces");
    }

    @Test
    @DisplayName("a folder, a pipe, a device and a socket are refused and left as they are")
    void refuses_what_is_not_a_regular_file() throws Exception {
        List<Path> targets = new ArrayList<>(List.of(Files.createDirectory(dir.resolve("folder.png"))));
        Path fifo = dir.resolve("fifo.png");
        if (made("mkfifo", fifo.toString())) {
            targets.add(fifo);
        }
        Path device = dir.resolve("nul");
        // a null device of our own where we may make one (as root, who could replace the system's);
        // the system's /dev/null only where we may not, and so could not replace it either
        if (made("mknod", device.toString(), "c", "1", "3")) {
            targets.add(device);
        } else if (Files.exists(Path.of("/dev/null"))) {
            targets.add(Path.of("/dev/null"));
        }
        Path socket = dir.resolve("socket.png");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            targets.add(socket);
            for (Path target : targets) {
                boolean folder = Files.isDirectory(target);
                boolean regularBefore = Files.isRegularFile(target);
                UnsafeTargetException e = assertThrows(UnsafeTargetException.class,
                        () -> SafeWriter.SYSTEM.write(target, text("x")), target.toString());
                assertEquals(folder ? "it is a folder; it is left as it is"
                        : "it is not a regular file (a device, a pipe or the like); it is left as it is", e.getReason());
                assertEquals(target.toString(), e.getFile());
                assertEquals(regularBefore, Files.isRegularFile(target), "left as it was: " + target);
                assertThrows(UnsafeTargetException.class, () -> SafeWriter.check(target, List.of()));
            }
        }
        assertTrue(targets.size() >= 3, "the folder, the socket and more: " + targets);
        assertTrue(Files.isDirectory(dir.resolve("folder.png")));
        if (Files.exists(fifo)) {
            assertFalse(Files.isRegularFile(fifo), "still a pipe");
        }
        if (Files.exists(device)) {
            assertFalse(Files.isRegularFile(device), "still a device");
        }
        assertTrue(names().stream().noneMatch(name -> name.endsWith(".tmp")), names().toString());
    }

    @Test
    @DisplayName("the file being read is not written over: by its name, through a link, or by another name of it")
    void refuses_the_file_being_read() throws IOException {
        Path game = Files.writeString(dir.resolve("a.senet"), "the game");
        Files.setPosixFilePermissions(game, PosixFilePermissions.fromString("rw-------"));
        Path link = Files.createSymbolicLink(dir.resolve("chart.png"), game.getFileName());
        Path hard = Files.createLink(dir.resolve("hard.png"), game);
        for (Path target : List.of(game, link, hard, dir.resolve(".").resolve("a.senet"))) {
            UnsafeTargetException e = assertThrows(UnsafeTargetException.class,
                    () -> SafeWriter.SYSTEM.write(target, List.of(game), text("png")), target.toString());
            assertTrue(e.getReason().endsWith("being read; it is left as it is"), e.getReason());
        }
        assertEquals("it is the file being read; it is left as it is", assertThrows(UnsafeTargetException.class,
                () -> SafeWriter.check(game, List.of(game))).getReason());
        assertEquals("it is " + game + ", the file being read; it is left as it is",
                assertThrows(UnsafeTargetException.class, () -> SafeWriter.check(link, List.of(game))).getReason());
        assertEquals("the game", Files.readString(game));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(game)));
        assertTrue(Files.isSymbolicLink(link));
        SafeWriter.SYSTEM.write(dir.resolve("other.png"), List.of(game, dir.resolve("missing")), text("png"));
        assertEquals("png", Files.readString(dir.resolve("other.png")), "another file is written");
    }

    @Test
    @DisplayName("links are followed: the target is written in its folder and the link stays; loops and dead ends are refused")
    void follows_links() throws IOException {
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Path link = Files.createSymbolicLink(dir.resolve("link.png"), Path.of("elsewhere/target.png"));
        assertEquals(elsewhere.resolve("target.png"), SafeWriter.SYSTEM.write(link, text("x")));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("x", Files.readString(elsewhere.resolve("target.png")));
        Path chain = Files.createSymbolicLink(dir.resolve("chain.png"), link.getFileName());
        assertEquals(elsewhere.resolve("target.png"), SafeWriter.target(chain));

        Path loop = Files.createSymbolicLink(dir.resolve("loop.png"), Path.of("loop.png"));
        assertEquals("too many levels of symbolic links (a link loop)",
                assertThrows(UnsafeTargetException.class, () -> SafeWriter.SYSTEM.write(loop, text("x"))).getReason());
        Path dead = Files.createSymbolicLink(dir.resolve("dead.png"), Path.of("no/such/folder/x.png"));
        assertEquals("it points to " + dir.resolve("no/such/folder/x.png") + ", in a folder that does not exist",
                assertThrows(UnsafeTargetException.class, () -> SafeWriter.SYSTEM.write(dead, text("x"))).getReason());
        assertFalse(Files.exists(dir.resolve("no")));
        assertEquals(dir.resolve("plain.png"), SafeWriter.target(dir.resolve("x/../plain.png")), "not a link: as named");
    }

    @Test
    @DisplayName("a write that fails at any step leaves the old file and no temporary file, and says the cause")
    void a_failed_write_changes_nothing() throws IOException {
        Path file = Files.writeString(dir.resolve("table"), "old");
        for (String step : List.of("create", "write", "replace")) {
            Disk failing = new Disk() {
                @Override
                public Path createTemp(Path folder, String prefix) throws IOException {
                    failAt("create");
                    return Disk.super.createTemp(folder, prefix);
                }

                @Override
                public void write(Path temp, Content content) throws IOException {
                    Disk.super.write(temp, out -> out.write("ne".getBytes(StandardCharsets.UTF_8)));
                    failAt("write");
                    Disk.super.write(temp, content);
                }

                @Override
                public void replace(Path from, Path to) throws IOException {
                    failAt("replace");
                    Disk.super.replace(from, to);
                }

                private void failAt(String at) throws IOException {
                    if (at.equals(step)) {
                        throw new IOException("No space left on device");
                    }
                }
            };
            IOException e = assertThrows(IOException.class, () -> new SafeWriter(failing).write(file, text("new")));
            assertEquals("no space left on device", IoProblem.cause(e), step);
            assertEquals("old", Files.readString(file), step);
            assertEquals(List.of("table"), names(), step);
        }
        assertEquals(file, new SafeWriter(Disk.SYSTEM).write(file, text("new")));
        assertArrayEquals("new".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file));
    }

    @Test
    @DisplayName("checkWritable finds before any work a folder that takes no file, and leaves nothing but the folder")
    void check_writable() throws IOException {
        Path inNewFolder = dir.resolve("new/chart.png");
        assertEquals(inNewFolder, SafeWriter.SYSTEM.checkWritable(inNewFolder, List.of()));
        assertEquals(List.of(), Files.list(dir.resolve("new")).toList(), "the folder made, empty");
        Path inTheWay = Files.writeString(dir.resolve("file"), "x");
        assertThrows(IOException.class, () -> SafeWriter.SYSTEM.checkWritable(inTheWay.resolve("chart.png"),
                List.of()));
        assertThrows(UnsafeTargetException.class, () -> SafeWriter.SYSTEM.checkWritable(dir, List.of()));
        assumeTrue(!"root".equals(System.getProperty("user.name")), "root writes into read-only folders");
        Path readOnly = Files.createDirectory(dir.resolve("read-only"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            IOException e = assertThrows(IOException.class,
                    () -> SafeWriter.SYSTEM.checkWritable(readOnly.resolve("t.table"), List.of()));
            assertEquals("permission denied", IoProblem.cause(e));
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }
}
