package org.senet.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.senet.core.board.Track;

class SquaresTest {
    @Test
    void squares_are_written_as_the_squares_they_are() {
        assertEquals(Track.bit(26) | Track.bit(28) | Track.bit(29), Squares.of(26, 28, 29));
        assertEquals(Squares.NONE, Squares.of());
        assertEquals(Squares.of(26, 27, 28, 29, 30), Squares.from(26, 30));
        assertEquals(Squares.of(15), Squares.from(15, 15));
        assertEquals("squares are 1..30, not 31", assertThrows(SettingsException.class, () -> Squares.of(15, 31))
                .getMessage());
        assertThrows(SettingsException.class, () -> Squares.from(30, 26));
        assertThrows(SettingsException.class, () -> Squares.from(0, 3));
    }
}
