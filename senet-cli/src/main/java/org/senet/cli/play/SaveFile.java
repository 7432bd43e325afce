package org.senet.cli.play;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.senet.cli.command.BadInputException;
import org.senet.cli.command.IoProblem;
import org.senet.cli.command.RecordFile;
import org.senet.core.record.GameRecord;

/**
 * The file a game is played into, held from the moment the game is opened until it is closed.
 *
 * <ul>
 *   <li><b>Links are followed</b>: saving through a symbolic link writes its target, in the target's
 *       folder; a link loop, or a link into a folder that does not exist, is refused.</li>
 *   <li><b>One process per game</b>: the game is locked ({@link FileChannel#tryLock}) through a lock
 *       file beside the target, {@code .<name>.lock}; a second process that opens the same game is
 *       refused at once. The system releases the lock of a process that dies, so a killed game never
 *       blocks the next run; a process that closes its game deletes the lock file.</li>
 *   <li><b>Atomic saves</b>: a save writes a temporary file beside the target
 *       ({@code .<name>.<digits>.tmp}), forces it to the disk and renames it over the target, so the
 *       file holds the last save or the one before, never a broken one. Temporary files left by a
 *       killed save are removed when the game is opened again.</li>
 *   <li><b>A failed save stops the game</b>: {@link #write} throws {@link SaveFailedException},
 *       naming the file and the cause; the last good save is untouched.</li>
 * </ul>
 */
final class SaveFile implements AutoCloseable {
    /** The most links followed from the path given to the file. */
    private static final int MAX_LINKS = 40;
    /** The lock files this process holds. */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path given;
    private final Path target;
    private final SaveDisk disk;
    private final Path lockFile;
    private FileChannel lockChannel;
    private boolean open;

    private SaveFile(Path given, Path target, SaveDisk disk) {
        this.given = given;
        this.target = target;
        this.disk = disk;
        this.lockFile = target.resolveSibling("." + target.getFileName() + ".lock");
    }

    /**
     * Opens the game in {@code file}: follows its links, checks that what is there is a regular file,
     * locks the game and removes the temporary files a killed save left.
     *
     * @throws BadInputException when the game is open in another process, a link cannot be followed,
     *                           the file is a folder, a device or a pipe or cannot be read, or the lock
     *                           file cannot be written beside it (nothing could be saved there)
     */
    static SaveFile open(Path file, SaveDisk disk) {
        Path target = target(file);
        try {
            BasicFileAttributes attributes = Files.readAttributes(target, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                throw new BadInputException("cannot play " + file + ": " + RecordFile.notRegular(attributes));
            }
            if (!Files.isReadable(target)) {
                throw new BadInputException("cannot read " + file + ": permission denied");
            }
        } catch (NoSuchFileException e) {
            // a new game
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + IoProblem.cause(e));
        }
        SaveFile save = new SaveFile(file, target, disk);
        save.lock();
        save.removeLeftovers();
        return save;
    }

    /**
     * The file that {@code file} names once its links are followed.
     *
     * @throws BadInputException for a link loop or a link into a folder that does not exist
     */
    static Path target(Path file) {
        Path path = file.toAbsolutePath().normalize();
        for (int links = 0; Files.isSymbolicLink(path); links++) {
            if (links == MAX_LINKS) {
                throw new BadInputException("cannot follow the link " + file + ": too many levels of symbolic links"
                        + " (a link loop)");
            }
            try {
                path = path.resolveSibling(Files.readSymbolicLink(path)).normalize();
            } catch (IOException e) {
                throw new BadInputException("cannot follow the link " + file + ": " + IoProblem.cause(e));
            }
        }
        if (!path.equals(file.toAbsolutePath().normalize()) && !Files.isDirectory(path.getParent())) {
            throw new BadInputException("cannot follow the link " + file + ": it points to " + path
                    + ", in a folder that does not exist");
        }
        return path;
    }

    /** The file as the player named it. */
    Path path() {
        return given;
    }

    /** The file written: {@link #path()} with its links followed. */
    Path target() {
        return target;
    }

    /** Whether the file holds a game already (to be resumed). */
    boolean exists() {
        return Files.exists(target, LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * Reads the game in the file.
     *
     * @throws org.senet.core.record.RecordException when it cannot be read or is not a game
     */
    GameRecord read() {
        return RecordFile.read(target);
    }

    /**
     * Saves {@code text} atomically: a temporary file beside the target, forced to the disk, renamed
     * over the target.
     *
     * @throws SaveFailedException naming the file and the cause; the last save is then untouched
     */
    void write(String text) {
        if (!open) {
            throw new IllegalStateException("the game file " + given + " is closed");
        }
        Path temp = null;
        try {
            Files.createDirectories(target.getParent());
            temp = disk.createTemp(target.getParent(), "." + target.getFileName() + ".");
            keepPermissions(temp);
            disk.write(temp, text.getBytes(StandardCharsets.UTF_8));
            disk.replace(temp, target);
            temp = null;
        } catch (IOException e) {
            throw new SaveFailedException("cannot save the game to " + named() + ": " + IoProblem.cause(e)
                    + (exists() ? "; the last good save is kept" : ""));
        } finally {
            if (temp != null) {
                try {
                    disk.delete(temp);
                } catch (IOException e) {
                    // removed the next time the game is opened
                }
            }
        }
    }

    /** Gives the temporary file the permissions of the file it replaces, where there is one. */
    private void keepPermissions(Path temp) {
        try {
            if (Files.isRegularFile(target)) {
                Files.setPosixFilePermissions(temp, Files.getPosixFilePermissions(target));
            }
        } catch (IOException | UnsupportedOperationException e) {
            // the save keeps the temporary file's own permissions
        }
    }

    /** Releases the game: deletes the lock file and lets go of the lock. */
    @Override
    public void close() {
        if (!open) {
            return;
        }
        open = false;
        try {
            Files.deleteIfExists(lockFile);
        } catch (IOException e) {
            // an empty lock file left beside the game; the next run takes it over
        }
        try {
            lockChannel.close();
        } catch (IOException e) {
            // the system releases the lock when the process ends
        } finally {
            HELD.remove(lockFile);
        }
    }

    /** The file for messages: as given, and the target when a link leads there. */
    private String named() {
        return target.equals(given.toAbsolutePath().normalize()) ? given.toString()
                : given + " (a link to " + target + ")";
    }

    /**
     * Takes the lock. The lock file is deleted by the process that closes its game, so a process may
     * open the file just before it is deleted and lock it after: it then holds a lock that no one else
     * sees. So the lock counts only when the lock file's name leads to the same file before the opening
     * and after the locking; otherwise the lock is tried again. (The lock file is never opened a second
     * time by name: on POSIX systems closing any channel of a file drops the process's locks on it.)
     */
    private void lock() {
        if (!HELD.add(lockFile)) {
            // held in this process: opening the lock file again and closing it would drop the lock itself
            throw inUse(Long.toString(ProcessHandle.current().pid()));
        }
        try {
            lockOnce();
        } catch (RuntimeException e) {
            HELD.remove(lockFile);
            throw e;
        }
    }

    private void lockOnce() {
        for (int attempt = 0; ; attempt++) {
            FileChannel channel = null;
            try {
                Files.createDirectories(target.getParent());
                Object before = fileKey(lockFile);
                channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ,
                        StandardOpenOption.WRITE);
                FileLock lock;
                try {
                    lock = channel.tryLock();
                } catch (OverlappingFileLockException e) {
                    lock = null;
                }
                if (lock == null) {
                    String holder = holder(channel);
                    channel.close();
                    throw inUse(holder);
                }
                Object after = fileKey(lockFile);
                if (before != null ? before.equals(after) : after == null && Files.exists(lockFile)) {
                    channel.truncate(0);
                    channel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n")
                            .getBytes(StandardCharsets.UTF_8)), 0);
                    lockChannel = channel;
                    open = true;
                    return;
                }
                channel.close();
                if (attempt == 10) {
                    throw inUse("");
                }
            } catch (IOException e) {
                closeQuietly(channel);
                throw new BadInputException("cannot play " + named() + ": " + IoProblem.cause(e)
                        + " (the game is locked with " + lockFile + ", which cannot be written)");
            }
        }
    }

    private BadInputException inUse(String holder) {
        return new BadInputException("cannot play " + given + ": the game is open in another senet process"
                + (holder.isEmpty() ? "" : " (process " + holder + ")") + "; finish or quit it there first");
    }

    /** The identity of a file (device and inode), or null when there is none or the system has none. */
    private static Object fileKey(Path file) throws IOException {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /** The process id written in the lock file by the process that holds it, or empty. */
    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(32);
        channel.read(buffer, 0);
        String pid = new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
        return pid.matches("[0-9]{1,12}") ? pid : "";
    }

    /** Deletes the temporary files of this game that a killed save left: {@code .<name>.<digits>.tmp}. */
    private void removeLeftovers() {
        String prefix = "." + target.getFileName() + ".";
        try (DirectoryStream<Path> files = Files.newDirectoryStream(target.getParent(),
                file -> isLeftover(file.getFileName().toString(), prefix))) {
            for (Path file : files) {
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    disk.delete(file);
                }
            }
        } catch (IOException e) {
            // left for the next time; they are never listed as games
        }
    }

    /** Whether {@code name} is a temporary file of a save named {@code prefix} without its digits. */
    static boolean isLeftover(String name, String prefix) {
        if (!name.startsWith(prefix) || !name.endsWith(".tmp")) {
            return false;
        }
        String digits = name.substring(prefix.length(), name.length() - ".tmp".length());
        return !digits.isEmpty() && digits.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing more to do
            }
        }
    }
}
