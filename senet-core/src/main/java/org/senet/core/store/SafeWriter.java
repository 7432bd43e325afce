package org.senet.core.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one way the programs write a file: a saved game, a chart, a report, a network, an endgame table.
 *
 * <ul>
 *   <li><b>Links are followed</b>: writing through a symbolic link writes its target, in the
 *       target's folder, and the link stays a link; a link loop, or a link into a folder that does
 *       not exist, is refused.</li>
 *   <li><b>Only regular files are replaced</b>: a target that is a folder, a device
 *       ({@code /dev/null}), a pipe or a socket is refused and left as it is.</li>
 *   <li><b>A file being read is not written over</b>: a target that is the same file as one of the
 *       files named as read (compared as files, so through links and other names too) is
 *       refused.</li>
 *   <li><b>All or nothing</b>: the content goes to a temporary file beside the target,
 *       {@code .<name>.<digits>.tmp}, which is forced to the disk and renamed over the target in one
 *       step; a crash at any moment leaves the old file or the whole new one. The temporary file is
 *       removed when the write fails.</li>
 *   <li><b>Permissions are kept</b>: the new file has the permissions of the file it replaces (a
 *       file readable by its owner alone stays so); a new file has those a file created the plain way
 *       gets, or is readable by its owner alone when the writer is {@link #ownerOnly()} (saved
 *       games).</li>
 * </ul>
 *
 * <p>Missing folders of the target are created. Safe to share between threads; two writes of one
 * file at once leave one of the two whole.
 */
public final class SafeWriter {
    /** The writer on the real file system. */
    public static final SafeWriter SYSTEM = new SafeWriter(Disk.SYSTEM);

    /** The most links followed from the path given. */
    private static final int MAX_LINKS = 40;

    private static final Logger LOG = LoggerFactory.getLogger(SafeWriter.class);

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    private final Disk disk;
    private final boolean ownerOnly;

    /**
     * A writer whose file operations go to {@code disk}.
     *
     * @param disk the file operations ({@link Disk#SYSTEM}, or a failing one in tests)
     */
    public SafeWriter(Disk disk) {
        this(disk, false);
    }

    private SafeWriter(Disk disk, boolean ownerOnly) {
        this.disk = Objects.requireNonNull(disk, "disk");
        this.ownerOnly = ownerOnly;
    }

    /**
     * This writer, but the new files it writes are readable and writable by their owner alone
     * ({@code rw-------} where the file system has POSIX permissions); a file it replaces keeps its
     * permissions all the same.
     *
     * @return the writer for private files
     */
    public SafeWriter ownerOnly() {
        return new SafeWriter(disk, true);
    }

    /**
     * Writes {@code content} to {@code file}.
     *
     * @param file    where it goes
     * @param content what goes there
     * @return the file written: {@code file} with its links followed, absolute
     * @throws UnsafeTargetException if the target is refused (see the class comment); nothing is written
     * @throws IOException           if the file cannot be written; it is then as it was
     */
    public Path write(Path file, Content content) throws IOException {
        return write(file, List.of(), content);
    }

    /**
     * Writes {@code content} to {@code file}, which must not be any of the files {@code reading}.
     *
     * @param file    where it goes
     * @param reading the files the content is made from, which it must not replace
     * @param content what goes there
     * @return the file written: {@code file} with its links followed, absolute
     * @throws UnsafeTargetException if the target is refused (see the class comment); nothing is written
     * @throws IOException           if the file cannot be written; it is then as it was
     */
    public Path write(Path file, Collection<Path> reading, Content content) throws IOException {
        Objects.requireNonNull(content, "content");
        Path target = check(file, reading);
        Path folder = target.getParent();
        Files.createDirectories(folder);
        Path temp = disk.createTemp(folder, "." + target.getFileName() + ".");
        try {
            if (!keepPermissions(target, temp) && ownerOnly) {
                setPermissions(temp, OWNER_ONLY);
            }
            disk.write(temp, content);
            disk.replace(temp, target);
            temp = null;
        } finally {
            if (temp != null) {
                try {
                    disk.delete(temp);
                } catch (IOException e) {
                    // a leftover beside the target; a game file removes its own when opened
                }
            }
        }
        return target;
    }

    /**
     * Checks, without writing anything, that {@link #write} would write {@code file}: so that a
     * command refuses a bad target before its work rather than after.
     *
     * @param file    where a content would go
     * @param reading the files it would be made from
     * @return the file that would be written: {@code file} with its links followed, absolute
     * @throws UnsafeTargetException if the target is refused (see the class comment)
     * @throws IOException           if the target cannot be examined
     */
    public static Path check(Path file, Collection<Path> reading) throws IOException {
        Path target = target(file);
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return target;
        }
        if (attributes.isDirectory()) {
            throw new UnsafeTargetException(file.toString(), "it is a folder; it is left as it is");
        }
        if (!attributes.isRegularFile()) {
            throw new UnsafeTargetException(file.toString(),
                    "it is not a regular file (a device, a pipe or the like); it is left as it is");
        }
        for (Path read : reading) {
            if (Files.exists(read) && Files.isSameFile(target, read)) {
                throw new UnsafeTargetException(file.toString(), "it is " + (read.equals(file) ? "the file"
                        : read + ", the file") + " being read; it is left as it is");
            }
        }
        return target;
    }

    /**
     * Checks that {@link #write} would write {@code file}, as {@link #check} does, and that the
     * target's folder takes a new file: the folder is created if missing, and a temporary file is
     * made in it and removed. For a command to fail before its work, not after.
     *
     * @param file    where a content would go
     * @param reading the files it would be made from
     * @return the file that would be written: {@code file} with its links followed, absolute
     * @throws UnsafeTargetException if the target is refused (see the class comment)
     * @throws IOException           if the folder cannot be made or takes no new file (read-only,
     *                               full, not a folder)
     */
    public Path checkWritable(Path file, Collection<Path> reading) throws IOException {
        Path target = check(file, reading);
        Files.createDirectories(target.getParent());
        disk.delete(disk.createTemp(target.getParent(), "." + target.getFileName() + "."));
        return target;
    }

    /**
     * The file that {@code file} names once its links are followed, absolute.
     *
     * @param file a file, which need not exist
     * @return the file a write goes to
     * @throws UnsafeTargetException for a link loop, or a link into a folder that does not exist
     */
    public static Path target(Path file) throws UnsafeTargetException {
        Path given = file.toAbsolutePath().normalize();
        Path path = given;
        for (int links = 0; Files.isSymbolicLink(path); links++) {
            if (links == MAX_LINKS) {
                throw new UnsafeTargetException(file.toString(), "too many levels of symbolic links (a link loop)");
            }
            try {
                path = path.resolveSibling(Files.readSymbolicLink(path)).normalize();
            } catch (IOException e) {
                throw new UnsafeTargetException(file.toString(), IoProblem.cause(e));
            }
        }
        if (!path.equals(given) && (path.getParent() == null || !Files.isDirectory(path.getParent()))) {
            throw new UnsafeTargetException(file.toString(), "it points to " + path + ", in a folder that does not exist");
        }
        return path;
    }

    /**
     * Gives the temporary file the permissions of the file it replaces, where there is one.
     *
     * @return whether there is a file to replace
     */
    private static boolean keepPermissions(Path target, Path temp) {
        if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try {
            setPermissions(temp, Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS));
        } catch (UnsupportedOperationException noPosix) {
            // a file system without POSIX permissions: there are none to keep
        } catch (IOException e) {
            LOG.warn("Cannot read the permissions of {} ({}): the new file has those it was created with", target,
                    IoProblem.cause(e));
        }
        return true;
    }

    /** Sets the permissions of a file, where the file system has POSIX permissions; a failure is logged. */
    private static void setPermissions(Path file, Set<PosixFilePermission> permissions) {
        try {
            Files.setPosixFilePermissions(file, permissions);
        } catch (UnsupportedOperationException noPosix) {
            // a file system without POSIX permissions: nothing to set
        } catch (IOException e) {
            LOG.warn("Cannot set the permissions of {} to {} ({})", file, PosixFilePermissions.toString(permissions),
                    IoProblem.cause(e));
        }
    }
}
