package org.senet.cli.play;

import java.io.IOException;
import java.nio.file.Path;

import org.senet.cli.command.BadInputException;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;
import org.senet.core.store.Disk;
import org.senet.core.store.GameFile;
import org.senet.core.store.GameFileException;
import org.senet.core.store.IoProblem;

/**
 * The file a game is played into ({@link GameFile}: held by one process, links followed, saved
 * atomically), with the command line's exits: a file that cannot be played is bad input (exit 2), a
 * save that fails stops the game ({@link SaveFailedException}, exit 3).
 */
final class SaveFile implements AutoCloseable {
    private final GameFile file;

    private SaveFile(GameFile file) {
        this.file = file;
    }

    /**
     * Opens the game in {@code file} ({@link GameFile#open}).
     *
     * @throws BadInputException when the game is open in another process, a link cannot be followed,
     *                           the file is a folder, a device or a pipe or cannot be read, or the lock
     *                           file cannot be written beside it
     */
    static SaveFile open(Path file, Disk disk) {
        return held(() -> GameFile.open(file, disk));
    }

    /** The game file {@code opening} opens, its refusal as bad input. */
    static SaveFile held(java.util.function.Supplier<GameFile> opening) {
        try {
            return new SaveFile(opening.get());
        } catch (GameFileException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /** The file as the player named it. */
    Path path() {
        return file.path();
    }

    /** The file written: {@link #path()} with its links followed. */
    Path target() {
        return file.target();
    }

    /** Whether the file holds a game already (to be resumed). */
    boolean exists() {
        return file.exists();
    }

    /**
     * Reads the game in the file.
     *
     * @throws org.senet.core.record.RecordException when it cannot be read or is not a game
     */
    GameRecord read() {
        return file.read(RuleSetOptions.REGISTRY);
    }

    /**
     * Saves {@code text} atomically.
     *
     * @throws SaveFailedException naming the file and the cause; the last save is then untouched
     */
    void write(String text) {
        try {
            file.write(text);
        } catch (IOException e) {
            throw new SaveFailedException("cannot save the game to " + file.named() + ": " + IoProblem.cause(e)
                    + (exists() ? "; the last good save is kept" : ""));
        }
    }

    /** Releases the game. */
    @Override
    public void close() {
        file.close();
    }
}
