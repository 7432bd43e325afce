package org.senet.core.store;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.rules.RuleSets;

/**
 * Where saved games live: a folder of files named {@code <date>-<time>-<rules>.senet}, by default
 * {@code $SENET_HOME/saves} (the system property {@code senet.home} first; else {@code ~/.senet}).
 * Reading never writes; a {@link GameFile} writes, one process per game.
 *
 * <ul>
 *   <li>{@link #create} names a new game and holds it: two processes that start a game in the same
 *       second get two names ({@code ...-thibault.senet}, {@code ...-thibault-2.senet}), and a finished
 *       game of that name is never written over.</li>
 *   <li>{@link #list} reads every game of the folder; a file that cannot be read, whatever is wrong
 *       with it, is listed with its problem, and the others are read all the same.</li>
 *   <li>{@link #delete} deletes a saved game, unless another process holds it: it is then refused
 *       with the message an opening gets.</li>
 * </ul>
 */
public final class GameStore {
    /** The extension of saved games. */
    public static final String EXTENSION = ".senet";

    private static final DateTimeFormatter FILE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss");
    /** The most names tried for a new game started in one second. */
    private static final int MAX_NAMES = 10_000;

    private final Path folder;

    /**
     * The store of a folder, which need not exist yet.
     *
     * @param folder the folder of saved games
     */
    public GameStore(Path folder) {
        this.folder = Objects.requireNonNull(folder, "folder");
    }

    /**
     * The store of the user's saves folder: {@code <home>/saves}, in the {@link #home()}.
     *
     * @return the store
     * @throws FileNameException if the home's name cannot be represented on this system (a locale
     *                           without the characters of its name)
     */
    public static GameStore standard() {
        return new GameStore(home().resolve("saves"));
    }

    /**
     * The folder of the user's senet files (saves, plugins): the system property {@code senet.home},
     * else the environment variable {@code SENET_HOME}, else {@code ~/.senet}.
     *
     * @return the folder, which need not exist
     * @throws FileNameException if its name cannot be represented on this system (a locale without
     *                           the characters of its name)
     */
    public static Path home() {
        String home = System.getProperty("senet.home");
        String what = "the senet home (-Dsenet.home)";
        if (home == null || home.isBlank()) {
            home = System.getenv("SENET_HOME");
            what = "the senet home (SENET_HOME)";
        }
        return home == null || home.isBlank()
                ? FileNames.path(System.getProperty("user.home"), "the home folder (user.home)").resolve(".senet")
                : FileNames.path(home, what);
    }

    /** {@return the folder of saved games} */
    public Path folder() {
        return folder;
    }

    /**
     * Opens a new game of {@code rulesId} started at {@code time}, under a name no other game has:
     * {@code <date>-<time>-<rules>.senet}, or with {@code -2}, {@code -3} ... before the extension
     * where that name is taken by a saved game or held by another process.
     *
     * @param rulesId the rule set's id
     * @param time    when the game starts (to the second)
     * @param disk    the file operations of its saves
     * @return the game file, open and not yet written
     * @throws GameFileException if the folder cannot hold games (the lock file cannot be written)
     */
    public GameFile create(String rulesId, LocalDateTime time, Disk disk) {
        String base = FILE_TIME.format(time) + "-" + rulesId;
        for (int n = 1; n <= MAX_NAMES; n++) {
            Path file = folder.resolve(base + (n == 1 ? "" : "-" + n) + EXTENSION);
            if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            GameFile game;
            try {
                game = GameFile.open(file, disk);
            } catch (GameFileException e) {
                if (e.reason() == GameFileException.Reason.IN_USE) {
                    continue;
                }
                throw e;
            }
            if (!game.exists()) {
                return game;
            }
            game.close(); // saved by another process between the look and the lock
        }
        throw new GameFileException(folder.resolve(base + EXTENSION), GameFileException.Reason.IN_USE, "",
                "cannot start a game in " + folder + ": " + MAX_NAMES + " games of " + rulesId + " started in the"
                        + " same second");
    }

    /**
     * One saved game in the folder: its file, when it was last saved, and either the record or why it
     * cannot be read.
     *
     * @param file     the file
     * @param modified when it was last saved (the file's time)
     * @param record   the game, when it can be read
     * @param problem  why it cannot be read, when it cannot
     */
    public record Entry(Path file, FileTime modified, Optional<GameRecord> record, Optional<String> problem) {
    }

    /**
     * The saved games in the folder, the last saved first (by the time of the file). A file that
     * cannot be read as a game, for whatever reason (damaged, foreign, too deep for the reader, too
     * large for the memory), is listed with its problem; the others are read all the same.
     *
     * @param registry where the rule sets the records name are found
     * @return the games; empty when the folder does not exist or cannot be listed
     */
    public List<Entry> list(RuleSets registry) {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder, "*" + EXTENSION)) {
                stream.forEach(files::add);
            } catch (IOException | RuntimeException e) {
                return List.of();
            }
        }
        List<Entry> entries = new ArrayList<>();
        for (Path file : files) {
            entries.add(entry(registry, file));
        }
        entries.sort(Comparator.comparing(Entry::modified).reversed()
                .thenComparing(entry -> entry.file().getFileName().toString(), Comparator.reverseOrder()));
        return entries;
    }

    /** One file of the folder, read; whatever goes wrong is its problem, not the list's. */
    private static Entry entry(RuleSets registry, Path file) {
        FileTime modified = modified(file);
        try {
            return new Entry(file, modified, Optional.of(RecordFile.read(registry, file)), Optional.empty());
        } catch (RecordException e) {
            return new Entry(file, modified, Optional.empty(), Optional.of(e.getMessage()));
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return new Entry(file, modified, Optional.empty(), Optional.of("it cannot be read as a game ("
                    + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")"));
        }
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    /**
     * Deletes a saved game (and nothing else: only a regular file with the extension), holding it as
     * an opening does while it is deleted.
     *
     * @param file the saved game
     * @throws GameFileException saying why it could not be deleted: not a saved game; open in another
     *                           process (with the message an opening gets); the cause of a failure
     */
    public void delete(Path file) {
        if (!file.getFileName().toString().endsWith(EXTENSION)
                || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new GameFileException(file, GameFileException.Reason.NOT_A_SAVED_GAME, "",
                    "cannot delete " + file + ": it is not a saved game");
        }
        try (GameFile held = GameFile.open(file, Disk.SYSTEM)) {
            Files.delete(held.target());
        } catch (IOException e) {
            throw new GameFileException(file, GameFileException.Reason.UNREADABLE, "",
                    "cannot delete " + file + ": " + IoProblem.cause(e));
        }
    }
}
