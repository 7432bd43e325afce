package org.senet.cli.play;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;

/**
 * Where saved games live and how they are written: the folder {@code $SENET_HOME/saves} (system
 * property {@code senet.home} first; default {@code ~/.senet}), files named
 * {@code <date>-<time>-<rules>.senet}. A save writes a temporary file in the same folder, forces it
 * to disk and renames it over the old file in one atomic step (DESIGN.md §5), so a crash leaves the
 * old save or the new one, never a broken one. Reading never writes.
 */
final class SaveStore {
    /** The extension of saved games. */
    static final String EXTENSION = ".senet";
    private static final long MAX_BYTES = 32L << 20;
    private static final DateTimeFormatter FILE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss");

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
     * Writes {@code text} to {@code file} atomically: temporary file beside it, fsync, rename over.
     *
     * @throws IOException if it cannot be written; the old file is then unchanged
     */
    static void write(Path file, String text) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Reads a saved game, checking every step; the file is only read.
     *
     * @throws RecordException saying what is wrong (damaged, foreign, unreadable)
     */
    static GameRecord read(Path file) {
        byte[] bytes;
        try {
            if (Files.isDirectory(file)) {
                throw new RecordException(0, file + " is a folder, not a saved game");
            }
            if (Files.size(file) > MAX_BYTES) {
                throw new RecordException(0, "the file is too large to be a Senet game record");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new RecordException(0, "there is no file " + file);
        } catch (IOException e) {
            throw new RecordException(0, "cannot read " + file + ": " + e.getMessage());
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

    /** One saved game in the folder: its file and either the record or why it cannot be read. */
    record Entry(Path file, GameRecord record, String problem) {
    }

    /** The saved games in the folder, newest first; damaged ones are listed with their problem. */
    List<Entry> list() {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder, "*" + EXTENSION)) {
                stream.forEach(files::add);
            } catch (IOException e) {
                return List.of();
            }
        }
        files.sort(Comparator.comparing((Path p) -> p.getFileName().toString()).reversed());
        List<Entry> entries = new ArrayList<>();
        for (Path file : files) {
            try {
                entries.add(new Entry(file, read(file), null));
            } catch (RecordException e) {
                entries.add(new Entry(file, null, e.getMessage()));
            }
        }
        return entries;
    }
}
