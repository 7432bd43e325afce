package org.senet.bots.tables;

import org.senet.core.SenetException;

/**
 * An endgame table that cannot be built for a rule set, or a table file that cannot be read: damaged,
 * of another rule set or options, or of another format.
 */
public class TableException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong, naming the rule set or the file */
    public TableException(String message) {
        super(message);
    }

    /**
     * @param message what is wrong, naming the rule set or the file
     * @param cause   the exception that revealed it
     */
    public TableException(String message, Throwable cause) {
        super(message, cause);
    }
}
