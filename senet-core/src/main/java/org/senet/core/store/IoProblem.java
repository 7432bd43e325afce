package org.senet.core.store;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;

/**
 * The cause of a failed read or write in a person's words: "permission denied", "no space left on
 * device". A failure that wraps another (an image writer's "I/O error writing PNG file!") gives the
 * cause underneath.
 */
public final class IoProblem {
    private IoProblem() {
    }

    /**
     * What went wrong, in lower case, without the file name that the message around it gives.
     *
     * @param e the failure
     * @return the cause, one line
     */
    public static String cause(IOException e) {
        if (e.getCause() instanceof IOException underneath && !(e instanceof FileSystemException)) {
            return cause(underneath);
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof NotDirectoryException) {
            return "a part of the path is not a folder";
        }
        if (e instanceof FileAlreadyExistsException f) {
            return f.getFile() + " is in the way (a file where a folder is needed)";
        }
        if (e instanceof FileSystemLoopException) {
            return "too many levels of symbolic links (a link loop)";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return lowerFirst(f.getReason());
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : lowerFirst(message);
    }

    private static String lowerFirst(String text) {
        String line = text.strip().lines().findFirst().orElse("");
        return line.length() > 1 && Character.isUpperCase(line.charAt(0)) && !Character.isUpperCase(line.charAt(1))
                ? line.substring(0, 1).toLowerCase(Locale.ROOT) + line.substring(1) : line;
    }
}
