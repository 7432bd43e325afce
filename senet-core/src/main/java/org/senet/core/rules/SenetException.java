package org.senet.core.rules;

/**
 * The one family of exceptions the engine throws for bad input: an illegal action, bad notation,
 * an unknown rule set or option. The message is written for a player (RULES.md P8): it says what
 * is wrong, and nothing has changed.
 */
public class SenetException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An exception with a player-readable message. */
    public SenetException(String message) {
        super(message);
    }

    /** An exception with a player-readable message and a cause. */
    public SenetException(String message, Throwable cause) {
        super(message, cause);
    }
}
