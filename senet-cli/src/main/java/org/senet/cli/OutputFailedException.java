package org.senet.cli;

import java.io.IOException;

import org.senet.core.store.IoProblem;

/**
 * Standard output or error could not be written (a full disk, a closed pipe, {@code /dev/full}): the
 * command stops at once; exit code {@value Main#IO_FAILURE}.
 */
public class OutputFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param cause the failed write */
    public OutputFailedException(IOException cause) {
        super("cannot write the output: " + IoProblem.cause(cause), cause);
    }
}
