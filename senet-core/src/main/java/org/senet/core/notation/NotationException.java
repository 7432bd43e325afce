package org.senet.core.notation;

import org.senet.core.SenetException;

/** Position notation that cannot be read, or describes a position the rule set cannot have. */
public class NotationException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong, naming the field */
    public NotationException(String message) {
        super(message);
    }
}
