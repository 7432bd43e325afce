package org.senet.core.store;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The file operations of a write, one method each, so that a test can make any of them fail as a
 * full disk or a folder made read-only would. {@link #SYSTEM} is the real file system.
 */
public interface Disk {
    /** The real file system. */
    Disk SYSTEM = new Disk() {
    };

    /**
     * Creates a new empty file in {@code folder} named {@code <prefix><digits>.tmp}, with the
     * permissions a file created there the plain way gets (the process's umask applies).
     *
     * @param folder the folder, which exists
     * @param prefix the start of the name
     * @return the file created
     * @throws IOException if it cannot be created
     */
    default Path createTemp(Path folder, String prefix) throws IOException {
        while (true) {
            Path temp = folder.resolve(prefix + Long.toUnsignedString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException taken) {
                // another name
            }
        }
    }

    /**
     * Writes {@code content} to {@code file}, an existing empty file, and forces it to the disk.
     *
     * @param file    the file
     * @param content what goes into it
     * @throws IOException if it cannot be written or forced
     */
    default void write(Path file, Content content) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            // buffered; closing it does nothing, so the channel stays open to be flushed and forced below
            BufferedOutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16) {
                @Override
                public void close() {
                }
            };
            content.writeTo(out);
            out.flush();
            channel.force(true);
        }
    }

    /**
     * Renames {@code from} over {@code to} in one step, then forces the folder's entry to the disk
     * where the system can.
     *
     * @param from the complete new file
     * @param to   the file it replaces, or a new name in the same folder
     * @throws IOException if it cannot be renamed
     */
    default void replace(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
        try (FileChannel folder = FileChannel.open(to.toAbsolutePath().getParent(), StandardOpenOption.READ)) {
            folder.force(true);
        } catch (IOException e) {
            // not every system can open or force a folder; the rename itself is done
        }
    }

    /**
     * Deletes {@code file} if it is there.
     *
     * @param file the file
     * @throws IOException if it is there and cannot be deleted
     */
    default void delete(Path file) throws IOException {
        Files.deleteIfExists(file);
    }
}
