package org.senet.cli.command;

/** Input a command cannot use (a file that cannot be read, a bad argument value); exit code 2. */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The exit code of a command refused for bad usage or bad input. */
    public static final int EXIT_CODE = 2;

    /** @param message what is wrong, in one line */
    public BadInputException(String message) {
        super(message);
    }
}
