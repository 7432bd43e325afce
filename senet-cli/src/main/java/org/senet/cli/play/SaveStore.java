package org.senet.cli.play;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.LinkOption;
import java.nio.file.attribute.FileTime;
import java.time.ZoneId;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.senet.cli.command.BadInputException;
import org.senet.cli.command.IoProblem;
import org.senet.cli.command.RecordFile;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;

/**
 * Where saved games live and how they are read: the folder {@code $SENET_HOME/saves} (system
 * property {@code senet.home} first; default {@code ~/.senet}), files named
 * {@code <date>-<time>-<rules>.senet}, read by {@link RecordFile}. Reading never writes; {@link SaveFile} writes.
 */
final class SaveStore {
    /** The extension of saved games. */
    static final String EXTENSION = ".senet";
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

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
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
                entries.add(new Entry(file, modified, RecordFile.read(file), null));
            } catch (RecordException e) {
                entries.add(new Entry(file, modified, null, e.getMessage()));
            }
        }
        entries.sort(Comparator.comparing(Entry::modified).reversed()
                .thenComparing(entry -> entry.file().getFileName().toString(), Comparator.reverseOrder()));
        return entries;
    }
}
