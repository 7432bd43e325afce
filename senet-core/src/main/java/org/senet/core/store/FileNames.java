package org.senet.core.store;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.senet.core.text.Input;

/**
 * File names from text (an option, an environment variable, a player's answer), refused with a
 * message that says what to do where the system cannot represent them.
 */
public final class FileNames {
    private FileNames() {
    }

    /**
     * The path that {@code text} names.
     *
     * @param text the file name, as typed or set
     * @param what what the name is for, for the message: {@code "the saves folder (SENET_HOME)"}
     * @return the path
     * @throws FileNameException if {@code text} holds a NUL character, or characters the system's
     *                           encoding of file names cannot represent (the message names the
     *                           encoding and the locale to set)
     */
    public static Path path(String text, String what) {
        if (text.indexOf('\0') >= 0) {
            throw new FileNameException(what + " '" + Input.shown(text) + "' is not a file name: it holds a NUL"
                    + " character");
        }
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw new FileNameException(what + " '" + Input.shown(text) + "' cannot be used: its name has characters"
                    + " that the encoding of file names here (" + System.getProperty("sun.jnu.encoding", "?")
                    + ", set by the locale: LC_ALL, LC_CTYPE or LANG) cannot represent; run with a UTF-8 locale,"
                    + " e.g. LC_ALL=C.UTF-8");
        }
    }
}
