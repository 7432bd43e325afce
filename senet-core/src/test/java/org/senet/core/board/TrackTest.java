package org.senet.core.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TrackTest {
    @Test
    void C1_the_track_is_drawn_boustrophedon() {
        StringBuilder drawn = new StringBuilder();
        for (int row = 1; row <= 3; row++) {
            for (int column = 0; column < 10; column++) {
                drawn.append(String.format("%3d", Track.squareAt(row, column)));
            }
            drawn.append('\n');
        }
        assertEquals("  1  2  3  4  5  6  7  8  9 10\n"
                + " 20 19 18 17 16 15 14 13 12 11\n"
                + " 21 22 23 24 25 26 27 28 29 30\n", drawn.toString());
        for (int square = 1; square <= 30; square++) {
            assertEquals(square, Track.squareAt(Track.row(square), Track.column(square)));
        }
    }

    @Test
    void C2_adjacent_means_consecutive_on_the_track() {
        assertTrue(Track.isAdjacent(10, 11));
        assertTrue(Track.isAdjacent(20, 21));
        assertFalse(Track.isAdjacent(1, 20), "1 and 20 only touch across rows");
        assertFalse(Track.isAdjacent(30, 31));
        assertEquals(Track.bit(10) | Track.bit(12), Track.neighbours(Track.bit(11)));
        assertEquals(Track.bit(29), Track.neighbours(Track.bit(30)), "nothing beyond 30");
    }

    @Test
    void C3_named_houses() {
        assertEquals(15, House.SECOND_LIFE.square());
        assertEquals(26, House.BEAUTY.square());
        assertEquals(27, House.WATER.square());
        assertEquals("III", House.THREE_JUDGES.mark());
        assertEquals(House.HORUS, House.at(30).orElseThrow());
        assertTrue(House.at(14).isEmpty());
    }

    @Test
    void masks() {
        assertEquals(0b111, Track.rangeMask(1, 3));
        assertEquals(0, Track.rangeMask(5, 4));
        assertEquals(Track.ALL, Track.ROW_1 | Track.ROW_2 | Track.ROW_3);
        assertEquals(Track.bit(12) | Track.bit(13), Track.between(14, 11));
        assertEquals(3, Track.lowest(Track.bit(3) | Track.bit(9)));
        assertEquals(30, Track.highest(Track.bit(3) | Track.bit(30)));
    }

    @Test
    void squares_and_the_squares_between() {
        assertFalse(Track.isSquare(0));
        assertTrue(Track.isSquare(1));
        assertTrue(Track.isSquare(30));
        assertFalse(Track.isSquare(31));
        assertEquals(Track.bit(12) | Track.bit(13), Track.between(11, 14));
        assertEquals(0, Track.between(5, 6));
        assertEquals(0, Track.between(6, 5));
        assertEquals(0, Track.between(5, 5));
        assertEquals(Track.bit(6), Track.between(7, 5));
        assertEquals("House of Horus", House.HORUS.displayName());
    }
}
