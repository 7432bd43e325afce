package org.senet.cli.play;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The file operations of a save, one method each, so that a test can make any of them fail as a
 * full disk or a folder made read-only would.
 */
interface SaveDisk {
    /** The real file system. */
    SaveDisk SYSTEM = new SaveDisk() {
    };

    /** Creates an empty temporary file in {@code folder}, named {@code <prefix><digits>.tmp}. */
    default Path createTemp(Path folder, String prefix) throws IOException {
        return Files.createTempFile(folder, prefix, ".tmp");
    }

    /** Writes {@code bytes} to {@code file} and forces them to the disk. */
    default void write(Path file, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(true);
        }
    }

    /** Renames {@code from} over {@code to} in one step, then forces the folder's entry to the disk. */
    default void replace(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
        try (FileChannel folder = FileChannel.open(to.getParent(), StandardOpenOption.READ)) {
            folder.force(true);
        } catch (IOException e) {
            // not every system can open or force a folder; the rename itself is done
        }
    }

    /** Deletes {@code file} if it is there. */
    default void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
    }
}
