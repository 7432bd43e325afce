package org.senet.cli.play;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.LinkOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.ZoneId;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.senet.cli.command.BadInputException;
import org.senet.cli.command.IoProblem;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;

/**
 * Where saved games live and how they are read: the folder {@code $SENET_HOME/saves} (system
 * property {@code senet.home} first; default {@code ~/.senet}), files named
 * {@code <date>-<time>-<rules>.senet}. Only regular files are read, at most 32 MB of them, so a
 * device or a pipe is refused at once. Reading never writes; {@link SaveFile} writes.
 */
final class SaveStore {
    /** The extension of saved games. */
    static final String EXTENSION = ".senet";
    private static final int MAX_BYTES = 32 << 20;
    private static final DateTimeFormatter FILE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss");
    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private final Path folder;

    SaveStore(Path folder) {
        this.folder = folder;
    }

    /** The store of the default folder. */
    static SaveStore standard() {
        String home = System.getProperty("senet.home");
        if (home == null || home.isBlank()) {
            home = System.getenv("SENET_HOME");
        }
        Path base = home == null || home.isBlank() ? Path.of(System.getProperty("user.home"), ".senet") : Path.of(home);
        return new SaveStore(base.resolve("saves"));
    }

    /** The folder of saved games. */
    Path folder() {
        return folder;
    }

    /** A new file name for a game of {@code rules} started at {@code time} (not yet written). */
    Path newFile(String rulesId, LocalDateTime time) {
        Path file = folder.resolve(FILE_TIME.format(time) + "-" + rulesId + EXTENSION);
        for (int n = 2; Files.exists(file); n++) {
            file = folder.resolve(FILE_TIME.format(time) + "-" + rulesId + "-" + n + EXTENSION);
        }
        return file;
    }

    /**
     * Reads a saved game, checking every step; the file is only read.
     *
     * @throws RecordException saying what is wrong (damaged, foreign, unreadable)
     */
    static GameRecord read(Path file) {
        byte[] bytes;
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                throw new RecordException(0, notRegular(attributes));
            }
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readNBytes(MAX_BYTES + 1);
            }
            if (bytes.length > MAX_BYTES) {
                throw new RecordException(0, "the file is too large to be a Senet game record (more than "
                        + (MAX_BYTES >> 20) + " MB)");
            }
        } catch (NoSuchFileException e) {
            throw new RecordException(0, "there is no file " + file);
        } catch (IOException e) {
            throw new RecordException(0, "cannot read " + file + ": " + IoProblem.cause(e));
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new RecordException(0, "this is not a text file, so not a Senet game record");
        }
        return GameRecord.parse(RuleSetOptions.REGISTRY, text);
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    /** Why a file that is not a regular file is not read as a game. */
    static String notRegular(BasicFileAttributes attributes) {
        if (attributes.isDirectory()) {
            return "it is a folder, not a saved game";
        }
        return "it is not a regular file (a device, a pipe or the like), so not a saved game";
    }

    /**
     * One saved game in the folder: its file, when it was last saved, and either the record or why it
     * cannot be read.
     */
    record Entry(Path file, FileTime modified, GameRecord record, String problem) {
    }

    /** When a game was last saved, as the list shows it: {@code 2025-03-07 14:05}. */
    static String shown(FileTime time) {
        return SHOWN.format(LocalDateTime.ofInstant(time.toInstant(), ZoneId.systemDefault()));
    }

    /**
     * Deletes a saved game (and nothing else: only a regular file of the folder with the extension).
     *
     * @throws BadInputException saying why it could not be deleted
     */
    void delete(Path file) {
        try {
            if (!file.getFileName().toString().endsWith(EXTENSION)
                    || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                throw new BadInputException("cannot delete " + file + ": " + "it is not a saved game");
            }
            Files.delete(file);
        } catch (IOException e) {
            throw new BadInputException("cannot delete " + file + ": " + IoProblem.cause(e));
        }
    }

    /**
     * The saved games in the folder, the last saved first (by the time of the file); damaged ones are
     * listed with their problem.
     */
    List<Entry> list() {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder, "*" + EXTENSION)) {
                stream.forEach(files::add);
            } catch (IOException e) {
                return List.of();
            }
        }
        List<Entry> entries = new ArrayList<>();
        for (Path file : files) {
            FileTime modified = modified(file);
            try {
                entries.add(new Entry(file, modified, read(file), null));
            } catch (RecordException e) {
                entries.add(new Entry(file, modified, null, e.getMessage()));
            }
        }
        entries.sort(Comparator.comparing(Entry::modified).reversed()
                .thenComparing(entry -> entry.file().getFileName().toString(), Comparator.reverseOrder()));
        return entries;
    }
}
