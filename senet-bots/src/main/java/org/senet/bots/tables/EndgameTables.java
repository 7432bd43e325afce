package org.senet.bots.tables;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import org.senet.core.rules.RuleSet;
import org.senet.core.store.FileNameException;
import org.senet.core.store.FileNames;
import org.senet.core.store.IoProblem;
import org.senet.core.store.SafeWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The endgame tables a user has built, in a folder: by default the user's data folder,
 * {@code $XDG_DATA_HOME/senet/tables} (else {@code ~/.local/share/senet/tables}) on Linux,
 * {@code ~/Library/Application Support/senet/tables} on macOS, {@code %APPDATA%\senet\tables} on
 * Windows; the system property {@code senet.tables} names another folder.
 *
 * <p>A table is read from its file the first time a bot asks for it, and kept: a rule set (with its
 * options) has at most one table in memory, the one with the most pieces found. A file that cannot be
 * read is reported once in the log and treated as absent. Safe to share between threads.
 */
public final class EndgameTables {
    private static final Logger LOG = LoggerFactory.getLogger(EndgameTables.class);

    /** The folder; null when the user's data folder cannot be named on this system ({@link #unusable}). */
    private final Path folder;
    /** Why there is no folder, or null. */
    private final String unusable;
    private final Map<String, Optional<EndgameTable>> loaded = new ConcurrentHashMap<>();
    /** Whether the log has said why there is no folder. */
    private final AtomicBoolean unusableSaid = new AtomicBoolean();

    /**
     * The tables of a folder.
     *
     * @param folder where the table files are
     */
    public EndgameTables(Path folder) {
        this.folder = Objects.requireNonNull(folder, "folder");
        this.unusable = null;
    }

    private EndgameTables(String unusable) {
        this.folder = null;
        this.unusable = unusable;
    }

    /** The user's tables, found the first time they are asked for. */
    private static final class User {
        static final EndgameTables TABLES = of(() -> new EndgameTables(defaultFolder()));

        /**
         * The tables {@code tables} gives; where their folder cannot be named on this system (its name
         * has characters the locale's encoding of file names cannot represent), tables with no folder:
         * a bot finds no table there (the log says why, once), and building or listing says why.
         */
        static EndgameTables of(Supplier<EndgameTables> tables) {
            try {
                return tables.get();
            } catch (FileNameException e) {
                return new EndgameTables(e.getMessage());
            }
        }
    }

    /**
     * The tables of the user's data folder (or of the folder the {@code senet.tables} property names),
     * found the first time they are asked for. Where that folder's name cannot be represented on this
     * system (a locale without its characters), a bot finds no table, and {@link #folder},
     * {@link #file} and {@link #build} throw a {@link TableException} that says what to do.
     *
     * @return the user's tables
     */
    public static EndgameTables user() {
        return User.TABLES;
    }

    /**
     * {@return the folder of the tables}
     *
     * @throws TableException if the user's data folder cannot be named on this system (see {@link #user})
     */
    public Path folder() {
        if (folder == null) {
            throw new TableException(unusable);
        }
        return folder;
    }

    /**
     * The file of the table of {@code rules} up to {@code maxPieces} pieces a side: its id, its
     * options where any differs from the default, and the pieces, e.g. {@code thibault-3.table}.
     *
     * @param rules     the rule set with its options
     * @param maxPieces the most pieces a side
     * @return the path of the file in this folder (which may not exist)
     */
    public Path file(RuleSet rules, int maxPieces) {
        String options = EndgameTable.optionsText(rules);
        String name = rules.id() + (options.equals("-") ? "" : "-" + Integer.toHexString(options.hashCode()))
                + "-" + maxPieces + ".table";
        return folder().resolve(name);
    }

    /**
     * The table of {@code rules} with the most pieces in this folder, read on first use.
     *
     * @param rules the rule set with its options
     * @return the table; empty if none is built (or its file cannot be read: see the log)
     */
    public Optional<EndgameTable> find(RuleSet rules) {
        String key = rules.id() + " " + EndgameTable.optionsText(rules);
        return loaded.computeIfAbsent(key, unused -> load(rules));
    }

    private Optional<EndgameTable> load(RuleSet rules) {
        if (folder == null) {
            if (!unusableSaid.getAndSet(true)) {
                LOG.warn("no endgame tables are used: {}", unusable);
            }
            return Optional.empty();
        }
        for (int pieces = 4; pieces >= 1; pieces--) {
            Path file = file(rules, pieces);
            if (Files.isRegularFile(file)) {
                try {
                    long started = System.nanoTime();
                    EndgameTable table = EndgameTable.read(rules, file);
                    LOG.debug("read {} in {} ms", file, (System.nanoTime() - started) / 1_000_000);
                    return Optional.of(table);
                } catch (IOException | TableException e) {
                    LOG.warn("the endgame table {} cannot be read, so it is not used: {}", file, e.getMessage());
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Builds the table of {@code rules} and writes it to this folder, replacing any table of the same
     * size; the next {@link #find} of a new instance reads it. Before any work, the table's file is
     * checked to be writable (the folder made if missing) and the memory it needs to fit.
     *
     * @param rules     the rule set with its options
     * @param maxPieces the most pieces a side, 1 to 4
     * @param threads   the threads to build with
     * @param progress  hears how far the building has come
     * @return the table built
     * @throws TableException       if the rule set cannot have tables, or the building would not fit
     *                              in the memory Java may use ({@link EndgameTable#build})
     * @throws UncheckedIOException if the file cannot be written, found before the building where it
     *                              can be (nothing is left half-written)
     */
    public EndgameTable build(RuleSet rules, int maxPieces, int threads, TableProgress progress) {
        Path file = file(rules, maxPieces);
        EndgameTable.size(rules, maxPieces).checkMemory();
        try {
            SafeWriter.SYSTEM.checkWritable(file, List.of());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the table to " + file + ": " + IoProblem.cause(e), e);
        }
        EndgameTable table = EndgameTable.build(rules, maxPieces, threads, progress);
        try {
            table.write(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the table to " + file + ": " + IoProblem.cause(e), e);
        }
        loaded.remove(rules.id() + " " + EndgameTable.optionsText(rules));
        return table;
    }

    private static Path defaultFolder() {
        String property = System.getProperty("senet.tables");
        if (property != null && !property.isBlank()) {
            return FileNames.path(property, "the tables folder (-Dsenet.tables)");
        }
        Path home = FileNames.path(System.getProperty("user.home"), "the home folder (user.home)");
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            String appData = System.getenv("APPDATA");
            return (appData == null ? home.resolve("AppData").resolve("Roaming")
                    : FileNames.path(appData, "the data folder (APPDATA)")).resolve("senet").resolve("tables");
        }
        if (os.contains("mac")) {
            return home.resolve("Library").resolve("Application Support").resolve("senet").resolve("tables");
        }
        String xdg = System.getenv("XDG_DATA_HOME");
        return (xdg == null || xdg.isBlank() ? home.resolve(".local").resolve("share")
                : FileNames.path(xdg, "the data folder (XDG_DATA_HOME)")).resolve("senet").resolve("tables");
    }
}
