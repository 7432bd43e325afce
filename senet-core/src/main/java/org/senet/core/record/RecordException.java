package org.senet.core.record;

import org.senet.core.SenetException;

/**
 * A game record that cannot be read: damaged, edited into an impossible game, or not a Senet game
 * record at all. The message says what is wrong and on which line.
 */
public class RecordException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** The line (1-based) where the problem is, or 0 when it concerns the whole file. */
    private final int line;

    /**
     * A record refused on a line, or as a whole.
     *
     * @param line    the line (1-based) where the problem is, or 0 when it concerns the whole file
     * @param message what is wrong, in a player's words
     */
    public RecordException(int line, String message) {
        super(line > 0 ? "line " + line + ": " + message : message);
        this.line = line;
    }

    /** {@return the line (1-based) where the problem is, or 0 when it concerns the whole file} */
    public int line() {
        return line;
    }
}
