package org.senet.core.position;

import org.senet.core.SenetException;

/**
 * A position that cannot be: two pieces on one square, a square off the board, more pieces on the
 * board and waiting than a side has, or a start position that its rule set cannot play.
 */
public class PositionException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong with the position, naming the square or the count */
    public PositionException(String message) {
        super(message);
    }
}
