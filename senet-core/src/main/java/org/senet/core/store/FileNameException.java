package org.senet.core.store;

import org.senet.core.SenetException;

/**
 * A text that cannot name a file on this system: it holds a NUL character, or characters that the
 * system's encoding of file names (set by the locale: {@code LC_ALL}, {@code LC_CTYPE}, {@code LANG})
 * cannot represent, such as any accented letter under {@code LC_ALL=C}.
 */
public class FileNameException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** @param message what cannot be named and what to do, in one line */
    public FileNameException(String message) {
        super(message);
    }
}
