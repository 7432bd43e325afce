package org.senet.core.store;

import java.nio.file.FileSystemException;

/**
 * A file the {@link SafeWriter} refuses to write, left as it is: a folder, a device, a pipe or the
 * like; the file being read; a link that cannot be followed. {@link #getReason()} says which, in a
 * person's words.
 */
public class UnsafeTargetException extends FileSystemException {
    private static final long serialVersionUID = 1L;

    /**
     * @param file   the file as given
     * @param reason why it is refused, in lower case
     */
    public UnsafeTargetException(String file, String reason) {
        super(file, null, reason);
    }
}
