package org.senet.cli;

/** Input a command cannot use (a file that cannot be read, a bad argument value); exit code 2. */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong, in one line */
    public BadInputException(String message) {
        super(message);
    }
}
