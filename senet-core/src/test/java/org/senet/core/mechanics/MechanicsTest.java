package org.senet.core.mechanics;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
