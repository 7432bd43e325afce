package org.senet.core.store;

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

import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSets;

/**
 * The file a game is played into, held from the moment it is opened until it is closed.
 *
 * <ul>
 *   <li><b>Links are followed</b>: saving through a symbolic link writes its target, in the target's
 *       folder; a link loop, or a link into a folder that does not exist, is refused.</li>
 *   <li><b>One process per game</b>: the game is locked ({@link FileChannel#tryLock}) through a lock
 *       file beside the target, {@code .<name>.lock}; a second process that opens the same game is
 *       refused at once, and so is a second opening in the same process. The system releases the
 *       lock of a process that dies, so a killed game never blocks the next run; a process that
 *       closes its game deletes the lock file.</li>
 *   <li><b>Atomic saves</b>: a save goes through the {@link SafeWriter}, so the file holds the last
 *       save or the one before, never a broken one, and keeps its permissions. Temporary files left
 *       by a killed save ({@code .<name>.<digits>.tmp}) are removed when the game is opened
 *       again.</li>
 *   <li><b>A failed save changes nothing</b>: {@link #write} throws the cause, and the last good
 *       save is untouched.</li>
 * </ul>
 */
public final class GameFile implements AutoCloseable {
    /** The lock files this process holds. */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path given;
    private final Path target;
    private final Disk disk;
    private final Path lockFile;
    private FileChannel lockChannel;
    private boolean open;

    private GameFile(Path given, Path target, Disk disk) {
        this.given = given;
        this.target = target;
        this.disk = disk;
        this.lockFile = lockFile(target);
    }

    /**
     * Opens the game in {@code file}: follows its links, checks that what is there is a regular file,
     * locks the game and removes the temporary files a killed save left.
     *
     * @param file the game's file, which need not exist yet (a new game)
     * @param disk the file operations of the saves
     * @return the game file, open: close it to release the game
     * @throws GameFileException when the game is open elsewhere, a link cannot be followed, the file is
     *                           a folder, a device or a pipe or cannot be read, or the lock file cannot
     *                           be written beside it (nothing could be saved there)
     */
    public static GameFile open(Path file, Disk disk) {
        Path target = target(file);
        try {
            BasicFileAttributes attributes = Files.readAttributes(target, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                throw new GameFileException(file, GameFileException.Reason.NOT_A_FILE, "",
                        "cannot play " + file + ": " + RecordFile.notRegular(attributes));
            }
            if (!Files.isReadable(target)) {
                throw new GameFileException(file, GameFileException.Reason.UNREADABLE, "",
                        "cannot read " + file + ": permission denied");
            }
        } catch (NoSuchFileException e) {
            // a new game
        } catch (IOException e) {
            throw new GameFileException(file, GameFileException.Reason.UNREADABLE, "",
                    "cannot read " + file + ": " + IoProblem.cause(e));
        }
        GameFile game = new GameFile(file, target, disk);
        game.lock();
        game.removeLeftovers();
        return game;
    }

    /**
     * The file that {@code file} names once its links are followed.
     *
     * @param file a game file
     * @return its target, absolute
     * @throws GameFileException for a link loop or a link into a folder that does not exist
     */
    public static Path target(Path file) {
        try {
            return SafeWriter.target(file);
        } catch (UnsafeTargetException e) {
            throw new GameFileException(file, GameFileException.Reason.LINK, "",
                    "cannot follow the link " + file + ": " + e.getReason());
        }
    }

    /** The lock file of the game in {@code target}: {@code .<name>.lock} beside it. */
    static Path lockFile(Path target) {
        return target.resolveSibling("." + target.getFileName() + ".lock");
    }

    /** {@return the file as the player named it} */
    public Path path() {
        return given;
    }

    /** {@return the file written: {@link #path()} with its links followed} */
    public Path target() {
        return target;
    }

    /** {@return whether the file holds a game already (to be resumed)} */
    public boolean exists() {
        return Files.exists(target, LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * Reads the game in the file.
     *
     * @param registry where the rule set the record names is found
     * @return the game
     * @throws org.senet.core.record.RecordException when it cannot be read or is not a game
     */
    public GameRecord read(RuleSets registry) {
        return RecordFile.read(registry, target);
    }

    /**
     * Saves {@code text} through the {@link SafeWriter}: a temporary file beside the target, forced
     * to the disk, renamed over the target. A new game is readable by its owner alone; a game saved
     * again keeps the permissions it has.
     *
     * @param text the whole record
     * @throws IOException when it cannot be saved; the last save is then untouched
     * @throws GameFileException when the game is closed
     */
    public void write(String text) throws IOException {
        if (!open) {
            throw new GameFileException(given, GameFileException.Reason.CLOSED, "",
                    "the game file " + given + " is closed");
        }
        new SafeWriter(disk).ownerOnly().write(target, Content.of(text.getBytes(StandardCharsets.UTF_8)));
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

    /**
     * {@return the file for messages: as given, and the target when a link leads there, e.g.
     * {@code g.senet (a link to /home/ann/games/g.senet)}}
     */
    public String named() {
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
                throw new GameFileException(given, GameFileException.Reason.LOCK_UNWRITABLE, "",
                        "cannot play " + named() + ": " + IoProblem.cause(e) + " (the game is locked with "
                                + lockFile + ", which cannot be written)");
            }
        }
    }

    private GameFileException inUse(String holder) {
        return new GameFileException(given, GameFileException.Reason.IN_USE, holder, "cannot play " + given
                + ": the game is open in another senet process" + (holder.isEmpty() ? "" : " (process " + holder + ")")
                + "; finish or quit it there first");
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

    /**
     * Whether {@code name} is a temporary file of a save named {@code prefix} without its digits.
     *
     * @param name   a file name
     * @param prefix {@code .<game file name>.}
     * @return true for {@code <prefix><digits>.tmp}
     */
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
