package org.senet.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.record.RecordException;

/** Reading a game from a file: only a regular file of at most 32 MB of UTF-8 text. */
class RecordFileTest {
    @TempDir
    Path dir;

    private String refused(Path file) {
        return assertThrows(RecordException.class, () -> RecordFile.read(Games.REGISTRY, file)).getMessage();
    }

    @Test
    @DisplayName("a game is read; a folder, a device, a pipe, a missing, huge or binary file is refused with why")
    @Timeout(60) // a pipe opened for reading would wait for a writer forever
    void reads_only_games() throws Exception {
        Path game = Files.writeString(dir.resolve("g.senet"), Games.record(1));
        assertEquals(Games.record(1), RecordFile.read(Games.REGISTRY, game).format());
        assertEquals("it is a folder, not a saved game", refused(dir));
        if (Files.exists(Path.of("/dev/zero"))) {
            assertEquals("it is not a regular file (a device, a pipe or the like), so not a saved game",
                    refused(Path.of("/dev/zero")));
        }
        Path fifo = dir.resolve("fifo.senet");
        if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
            assertEquals("it is not a regular file (a device, a pipe or the like), so not a saved game", refused(fifo));
        }
        assertEquals("there is no file " + dir.resolve("none"), refused(dir.resolve("none")));
        Path huge = dir.resolve("huge.senet");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            file.setLength(RecordFile.MAX_BYTES + 1L);
        }
        assertEquals("the file is too large to be a Senet game record (more than 32 MB)", refused(huge));
        Path binary = Files.write(dir.resolve("b.senet"), new byte[] {(byte) 0xC3, 0x28, '\n'});
        assertEquals("this is not a text file, so not a Senet game record", refused(binary));
    }

    @Test
    @DisplayName("a record of exactly 32 MB is read to its end, its long header line too")
    void the_largest_record() throws IOException {
        String record = Games.record(2);
        int light = record.indexOf("Ann (human)");
        String padded = record.substring(0, light) + "x".repeat(RecordFile.MAX_BYTES - record.length())
                + record.substring(light);
        Path file = Files.writeString(dir.resolve("large.senet"), padded);
        assertEquals(RecordFile.MAX_BYTES, Files.size(file));
        assertEquals(padded, RecordFile.read(Games.REGISTRY, file).format());
    }
}
