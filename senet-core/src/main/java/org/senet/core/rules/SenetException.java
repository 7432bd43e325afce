package org.senet.core.rules;

/**
 * The one family of exceptions the engine throws for bad input: an illegal action, bad notation,
 * an unknown rule set or option. The message is written for a player (property P8): it says what
 * is wrong, and nothing has changed.
 */
public class SenetException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * An exception with a player-readable message.
     *
     * @param message what is wrong, in a player's words
     */
    public SenetException(String message) {
        super(message);
    }

    /**
     * An exception with a player-readable message and a cause.
     *
     * @param message what is wrong, in a player's words
     * @param cause   the exception that revealed the problem
     */
    public SenetException(String message, Throwable cause) {
        super(message, cause);
    }
}
