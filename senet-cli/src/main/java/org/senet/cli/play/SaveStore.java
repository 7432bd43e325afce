package org.senet.cli.play;

import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.senet.cli.command.BadInputException;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;
import org.senet.core.store.Disk;
import org.senet.core.store.GameFileException;
import org.senet.core.store.GameStore;

/**
 * The saved games ({@link GameStore}) as the console shows them: the list with the time of each
 * save, refusals as bad input.
 */
final class SaveStore {
    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private final GameStore store;

    SaveStore(Path folder) {
        this(new GameStore(folder));
    }

    private SaveStore(GameStore store) {
        this.store = store;
    }

    /** The store of the default folder ({@link GameStore#standard}). */
    static SaveStore standard() {
        return new SaveStore(GameStore.standard());
    }

    /** The folder of saved games. */
    Path folder() {
        return store.folder();
    }

    /**
     * Opens a new game of {@code rules} started at {@code time} under a name no other game has.
     *
     * @throws BadInputException when the folder cannot hold games
     */
    SaveFile create(String rulesId, LocalDateTime time, Disk disk) {
        return SaveFile.held(() -> store.create(rulesId, time, disk));
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
     * Deletes a saved game, unless another process holds it.
     *
     * @throws BadInputException saying why it could not be deleted
     */
    void delete(Path file) {
        try {
            store.delete(file);
        } catch (GameFileException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /** The saved games in the folder, the last saved first; damaged ones are listed with their problem. */
    List<Entry> list() {
        return store.list(RuleSetOptions.REGISTRY).stream().map(entry -> new Entry(entry.file(), entry.modified(),
                entry.record().orElse(null), entry.problem().orElse(null))).toList();
    }
}
