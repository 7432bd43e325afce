package org.senet.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class IoProblemTest {
    @Test
    @DisplayName("every 'cannot read/write' message gives the cause in a person's words")
    void causes_in_words() {
        assertEquals("permission denied", IoProblem.cause(new AccessDeniedException("/x/.g.senet.1.tmp")));
        assertEquals("no such file or folder", IoProblem.cause(new NoSuchFileException("/x")));
        assertEquals("a part of the path is not a folder", IoProblem.cause(new NotDirectoryException("/x")));
        assertEquals("/x is in the way (a file where a folder is needed)",
                IoProblem.cause(new FileAlreadyExistsException("/x")));
        assertEquals("too many levels of symbolic links (a link loop)",
                IoProblem.cause(new FileSystemLoopException("/x")));
        assertEquals("no space left on device",
                IoProblem.cause(new FileSystemException("/x/g.senet", null, "No space left on device")));
        assertEquals("read-only file system",
                IoProblem.cause(new FileSystemException("/x/g.senet", null, "Read-only file system")));
        assertEquals("/x", IoProblem.cause(new FileSystemException("/x")));
        assertEquals("broken pipe", IoProblem.cause(new IOException("Broken pipe")));
        assertEquals("EOF reached", IoProblem.cause(new IOException("EOF reached")));
        assertEquals("X", IoProblem.cause(new IOException("X")));
        assertEquals("first line", IoProblem.cause(new IOException("  First line\nsecond")));
        assertEquals("IOException", IoProblem.cause(new IOException()));
        assertEquals("IOException", IoProblem.cause(new IOException(" ")));
        assertEquals("file too large", IoProblem.cause(new IOException("I/O error writing PNG file!",
                new IOException("File too large"))), "the disk's cause under a writer's wrapping");
        assertEquals("no space left on device", IoProblem.cause(new FileSystemException("/x", null,
                "No space left on device") {
            @Override
            public synchronized Throwable getCause() {
                return new IOException("other");
            }
        }), "a file system's own reason first");
    }
}
