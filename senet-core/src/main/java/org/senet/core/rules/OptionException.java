package org.senet.core.rules;

import org.senet.core.SenetException;

/** A rule-set option that is unknown, has a bad value, or cannot be combined with the others. */
public class OptionException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong with the option */
    public OptionException(String message) {
        super(message);
    }
}
