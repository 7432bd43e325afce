package org.senet.core;

/**
 * The one family of exceptions for everything the library refuses: an illegal action
 * ({@link org.senet.core.rules.IllegalActionException}), bad notation
 * ({@link org.senet.core.notation.NotationException}), a damaged game record
 * ({@link org.senet.core.record.RecordException}), an impossible position
 * ({@link org.senet.core.position.PositionException}), an unknown rule set or option, a throw the
 * sticks cannot give, a rule set built wrong ({@link org.senet.core.rules.RuleSetConfigurationException}).
 * The message is written for a player (property P8): it says what is wrong, and nothing has changed.
 *
 * <p>One exception stands outside the family, as in the JDK: a {@code null} argument is refused with
 * a {@link NullPointerException} whose message names the parameter.
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
