package org.senet.core.store;

import java.nio.file.Path;
import java.util.Objects;

import org.senet.core.SenetException;

/**
 * A game file that cannot be played, or a saved game that cannot be deleted; nothing was changed. The
 * message says why in one line; {@link #reason()} says it as a value, for an application that words
 * it in the player's language.
 */
public class GameFileException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** Why a game file cannot be used. */
    public enum Reason {
        /** Another process (or this one, elsewhere) holds the game: {@link #holder()} names it where known. */
        IN_USE,
        /** A folder, a device, a pipe or the like, not a regular file. */
        NOT_A_FILE,
        /** The file is there but cannot be read or deleted (see the message for the cause). */
        UNREADABLE,
        /** A symbolic link loops or leads into a folder that does not exist. */
        LINK,
        /** The lock file beside the game cannot be written, so nothing could be saved there. */
        LOCK_UNWRITABLE,
        /** A file that is not a saved game of the folder, asked to be deleted as one. */
        NOT_A_SAVED_GAME,
        /** The game file was closed, and is no longer held: it cannot be saved to. */
        CLOSED
    }

    /** The file as the player named it. */
    private final transient Path file;
    /** Why the file cannot be used. */
    private final Reason reason;
    /** The process id of the process that holds the game, or empty. */
    private final String holder;

    /**
     * @param file    the file as the player named it
     * @param reason  why it cannot be used
     * @param holder  the process id of the process that holds the game, or empty
     * @param message the whole message, one line
     */
    public GameFileException(Path file, Reason reason, String holder, String message) {
        super(message);
        this.file = Objects.requireNonNull(file, "file");
        this.reason = Objects.requireNonNull(reason, "reason");
        this.holder = Objects.requireNonNull(holder, "holder");
    }

    /** {@return the file as the player named it} */
    public Path file() {
        return file;
    }

    /** {@return why the file cannot be used} */
    public Reason reason() {
        return reason;
    }

    /** {@return the process id of the process that holds the game ({@link Reason#IN_USE}), or empty when not known} */
    public String holder() {
        return holder;
    }
}
