package org.senet.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class FileNamesTest {
    @Test
    @DisplayName("a name the system can represent is a path; one it cannot is refused with what to do")
    void names() {
        assertEquals(Path.of("/tmp/dé/x.senet"), FileNames.path("/tmp/dé/x.senet", "the game"));
        assertEquals("the game 'a?b' is not a file name: it holds a NUL character",
                assertThrows(FileNameException.class, () -> FileNames.path("a\0b", "the game")).getMessage());
        assertEquals("the game '?b' is not a file name: it holds a NUL character",
                assertThrows(FileNameException.class, () -> FileNames.path("\0b", "the game")).getMessage());
        // a lone surrogate: no encoding of file names represents it
        String message = assertThrows(FileNameException.class,
                () -> FileNames.path("/tmp/\uD800", "the senet home (SENET_HOME)")).getMessage();
        assertTrue(message.startsWith("the senet home (SENET_HOME) '/tmp/\uD800' cannot be used: its name has characters"
                + " that the encoding of file names here ("), message);
        assertTrue(message.endsWith("run with a UTF-8 locale, e.g. LC_ALL=C.UTF-8"), message);
        assertTrue(message.indexOf('\'', message.indexOf("cannot be used")) < 0,
                "no quote after the name: the command line quotes in pairs");
    }
}
