package org.senet.bots.learning;

import org.senet.core.SenetException;

/**
 * A value network that cannot be read or used: a file that is not a network, is damaged, or was
 * trained for another rule set or other options; or training settings out of range.
 */
public class NetworkException extends SenetException {
    private static final long serialVersionUID = 1L;

    /**
     * An exception with a message for the user.
     *
     * @param message what is wrong, in words a user understands
     */
    public NetworkException(String message) {
        super(message);
    }

    /**
     * An exception with a message for the user and the failure behind it.
     *
     * @param message what is wrong, in words a user understands
     * @param cause   the failure behind it
     */
    public NetworkException(String message, Throwable cause) {
        super(message, cause);
    }
}
