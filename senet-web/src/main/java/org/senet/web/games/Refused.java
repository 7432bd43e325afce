package org.senet.web.games;

import org.senet.core.SenetException;

/**
 * A request the server refuses, with the HTTP status it answers and a message a player understands; nothing
 * was changed.
 */
public final class Refused extends SenetException {
    private static final long serialVersionUID = 1L;

    /** The request is malformed or names something that does not exist in it (400). */
    public static final int BAD_REQUEST = 400;
    /** The seat's token is missing or not one of the game's (403). */
    public static final int FORBIDDEN = 403;
    /** No such game (404). */
    public static final int NOT_FOUND = 404;
    /** The game is not in the state the request expects: moved on, not this seat's turn, held elsewhere (409). */
    public static final int CONFLICT = 409;
    /** The server holds as many live games as it may (503). */
    public static final int UNAVAILABLE = 503;

    /** The HTTP status of the answer. */
    private final int status;

    /**
     * A refusal.
     *
     * @param status  the HTTP status, 4xx (or 503 for a limit)
     * @param message why, in words a player understands
     */
    public Refused(int status, String message) {
        super(message);
        this.status = status;
    }

    /** {@return the HTTP status of the answer} */
    public int status() {
        return status;
    }
}
