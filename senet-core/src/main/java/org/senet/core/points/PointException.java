package org.senet.core.points;

import org.senet.core.SenetException;

/**
 * A point of the settings that is not known, a value a point does not take, or points set on a rule set
 * that has none: the message names the points or the values there are, in one line.
 */
public class PointException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong, naming what would do, in one line */
    public PointException(String message) {
        super(message);
    }
}
