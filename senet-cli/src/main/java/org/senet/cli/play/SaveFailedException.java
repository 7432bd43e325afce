package org.senet.cli.play;

/**
 * A game could not be saved: the game stops at once, its last good save kept as it was; exit code
 * {@value Main#IO_FAILURE}.
 */
public class SaveFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message the file and the cause, in one line */
    public SaveFailedException(String message) {
        super(message);
    }
}
