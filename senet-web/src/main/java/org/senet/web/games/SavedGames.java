package org.senet.web.games;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;

import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.Disk;
import org.senet.core.store.GameFile;
import org.senet.core.store.GameFileException;
import org.senet.core.store.GameStore;
import org.senet.core.store.RecordFile;
import org.senet.web.games.Refused.Code;

/**
 * The server's games in their files of the {@link GameStore} (the console's saves): a new game's file, a saved
 * game held to play it on or read for a review, the list, deleting one. What cannot be done is a
 * {@link Refused} that says why.
 */
final class SavedGames {
    private final RuleSets registry;
    private final GameStore store;
    private final Disk disk;

    /**
     * A saved game held by this server, to be played on.
     *
     * @param file   its file, open and held
     * @param record the game read from it
     */
    record Held(GameFile file, GameRecord record) {
    }

    /**
     * The saved games of a store.
     *
     * @param registry the rule sets the games are read with
     * @param store    where games are saved
     * @param disk     the file operations the games' files are written with
     */
    SavedGames(RuleSets registry, GameStore store, Disk disk) {
        this.registry = registry;
        this.store = store;
        this.disk = disk;
    }

    /**
     * Names and holds the file of a new game.
     *
     * @param rules the game's rule set, whose id begins the name
     * @param now   when the game is started
     * @return the file, held
     * @throws Refused 500 when it cannot be made
     */
    GameFile create(RuleSet rules, LocalDateTime now) {
        try {
            return store.create(rules.id() + "-" + GameIds.randomPart(), now, disk);
        } catch (GameFileException e) {
            throw new Refused(500, Code.SAVE_FAILED, e.getMessage());
        }
    }

    /**
     * Holds a saved game's file (refused when another process, the console say, plays it) and reads it.
     *
     * @param id the game's id
     * @return the file, held, and the game
     * @throws Refused 409 when it is held elsewhere or cannot be read (the file is then let go)
     */
    Held hold(String id) {
        GameFile held = null;
        try {
            held = GameFile.open(GameIds.file(store.folder(), id), disk);
            Held game = new Held(held, held.read(registry));
            held = null;
            return game;
        } catch (GameFileException e) {
            throw refused(e, id);
        } catch (RecordException e) {
            throw new Refused(Refused.CONFLICT, Code.UNREADABLE_SAVE, "cannot load " + id + ": " + e.getMessage()
                    + " (the file was left as it is)", id);
        } finally {
            if (held != null) {
                held.close();
            }
        }
    }

    /**
     * The saved games, the last saved first.
     *
     * @return the entries of the store
     */
    List<GameStore.Entry> list() {
        return store.list(registry);
    }

    /**
     * Reads a saved game without holding it.
     *
     * @param id the game's id
     * @return its record
     * @throws Refused 400 for a bad id, 404 for no such game, 409 when it cannot be read
     */
    GameRecord read(String id) {
        Path file = file(id);
        try {
            return RecordFile.read(registry, file);
        } catch (RecordException e) {
            throw new Refused(Refused.CONFLICT, Code.UNREADABLE_SAVE, "cannot read " + id + ": " + e.getMessage(), id);
        }
    }

    /**
     * Deletes a saved game's file, unless another process holds it.
     *
     * @param file the file, from {@link #file}
     * @param id   the game's id
     * @throws Refused 409 when it is held elsewhere or cannot be deleted
     */
    void delete(Path file, String id) {
        try {
            store.delete(file);
        } catch (GameFileException e) {
            throw refused(e, id);
        }
    }

    /**
     * The file of a saved game.
     *
     * @param id the game's id
     * @return its file, there
     * @throws Refused 400 for a bad id, 404 for no such game
     */
    Path file(String id) {
        Path file = GameIds.file(store.folder(), id);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new Refused(Refused.NOT_FOUND, Code.NO_SAVED_GAME, "there is no saved game " + id, id);
        }
        return file;
    }

    /** A saved game's file that cannot be used: {@code game-held} by another program, or {@code file-…} why not. */
    private static Refused refused(GameFileException e, String id) {
        Code code = e.reason() == GameFileException.Reason.IN_USE ? Code.GAME_HELD
                : Code.valueOf("FILE_" + e.reason().name());
        return new Refused(Refused.CONFLICT, code, e.getMessage(), id);
    }
}
