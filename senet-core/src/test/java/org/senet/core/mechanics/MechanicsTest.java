package org.senet.core.mechanics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Track;

/** The shared mechanics on masks, with masks worked out by hand. */
class MechanicsTest {

    private static int squares(int... squares) {
        int mask = 0;
        for (int square : squares) {
            mask |= Track.bit(square);
        }
        return mask;
    }

    @Test
    @DisplayName("landingOutside forward: 1->4 lands, 5->8 is blocked, 28->31 leaves the board")
    void landing_outside_forward() {
        assertEquals(squares(1), Mechanics.landingOutside(squares(1, 5, 28), 3, squares(8)));
    }

    @Test
    @DisplayName("landingOutside backward: 10->7 lands, 6->3 is blocked, 2 cannot go below 1")
    void landing_outside_backward() {
        assertEquals(squares(10), Mechanics.landingOutside(squares(2, 6, 10), -3, squares(3)));
    }

    @Test
    @DisplayName("landingOutside: a move to 30 stays on the board")
    void landing_outside_reaches_thirty() {
        assertEquals(squares(24), Mechanics.landingOutside(squares(24, 25), 6, 0));
    }

    @Test
    @DisplayName("JP4: wall starts and passing a wall, both ways, strictly between the squares")
    void walls() {
        int wall = squares(5, 6, 7);
        assertEquals(squares(5), Mechanics.wallStarts(wall));
        assertEquals(squares(5, 6), Mechanics.wallStarts(wall | squares(8)));
        assertEquals(0, Mechanics.wallStarts(squares(5, 6, 8)));
        assertTrue(Mechanics.passesWall(wall, 4, 8));
        assertTrue(Mechanics.passesWall(wall, 8, 4));
        assertFalse(Mechanics.passesWall(wall, 5, 8), "a move from the wall's own first square does not pass it");
        assertFalse(Mechanics.passesWall(wall, 4, 7), "landing on the wall is not passing it");
    }

    @Test
    @DisplayName("JP7, TH9e: free squares up from 1 and down from 15, and the second-life square")
    void free_squares() {
        assertEquals(3, Mechanics.firstFreeUpFrom(squares(1, 2), 1));
        assertEquals(0, Mechanics.firstFreeUpFrom(Track.ALL, 1));
        assertEquals(13, Mechanics.firstFreeDownFrom(squares(14, 15), 15));
        assertEquals(0, Mechanics.firstFreeDownFrom(Track.rangeMask(1, 15), 15));
        assertEquals(15, Mechanics.secondLifeSquare(0));
        assertEquals(16, Mechanics.secondLifeSquare(Track.rangeMask(1, 15)), "1..15 full: the first free after 15");
        assertEquals(0, Mechanics.secondLifeSquare(Track.ALL));
    }

    @Test
    @DisplayName("TH4–TH6, K5, K7: exact counts to 26 and past 30")
    void exact_counts() {
        assertEquals(squares(23, 24, 25), Mechanics.passingOver(Track.BEAUTY, 4));
        assertEquals(0, Mechanics.passingOver(Track.BEAUTY, 1));
        assertEquals(squares(26), Mechanics.bearingOffExactly(5));
        assertEquals(squares(28), Mechanics.bearingOffExactly(3));
        assertEquals(squares(30), Mechanics.bearingOffExactly(1));
        assertEquals(0, Mechanics.bearingOffExactly(4), "27 on a 4 is the water's rule, not this mask");
        assertTrue(Mechanics.bearsOffExactly(27, 4));
        assertFalse(Mechanics.bearsOffExactly(27, 3));
        assertTrue(Mechanics.passesOver(24, 28, 26));
        assertTrue(Mechanics.passesOver(28, 24, 26));
        assertFalse(Mechanics.passesOver(24, 26, 26));
        assertTrue(Mechanics.allOnLastRow(squares(21, 30)));
        assertFalse(Mechanics.allOnLastRow(squares(20, 30)));
        assertTrue(Mechanics.hasAdjacentFriend(squares(10, 11), 10));
        assertFalse(Mechanics.hasAdjacentFriend(squares(10, 12), 10));
    }

    @Test
    void passing_over_a_square_is_neither_starting_nor_landing_on_it() {
        assertTrue(Mechanics.passesOver(5, 9, 7));
        assertTrue(Mechanics.passesOver(9, 5, 7));
        assertFalse(Mechanics.passesOver(5, 9, 5));
        assertFalse(Mechanics.passesOver(5, 9, 9));
        assertFalse(Mechanics.passesOver(9, 5, 9));
        assertFalse(Mechanics.passesOver(9, 5, 5));
        assertFalse(Mechanics.passesOver(5, 9, 10));
    }
}
