package org.senet.core.mechanics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;

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
    @DisplayName("afterMove: a piece knocked off 29 drops into 27 (Trap.WATER), or goes where the knocked trap says")
    void after_move_sends_a_knocked_piece_where_asked() {
        Position position = new Position(squares(26), squares(1, 29), 0, 0, 5, 5, Side.LIGHT, 0);
        int knock = ActionCode.move(26, 29, MoveEffect.KNOCK.bit());
        Position water = Mechanics.afterMove(position, knock, Trap.WATER, Side.DARK, 0);
        assertEquals(squares(1, 27), water.dark());
        assertEquals(water, Mechanics.afterMove(position, knock, Trap.SECOND_LIFE, Trap.WATER, Side.DARK, 0));
        Position start = Mechanics.afterMove(position, knock, Trap.START, Trap.START, Side.DARK, 0);
        assertEquals(squares(1, 2), start.dark());
        assertEquals(squares(29), start.light());
        Position waiting = Mechanics.afterMove(position, knock, Trap.WAIT, Trap.WAIT, Side.DARK, 0);
        assertEquals(squares(1), waiting.dark());
        assertEquals(1, waiting.darkWaiting());
        assertEquals(squares(1, 15), Mechanics.afterMove(position, knock, Trap.WATER, Trap.SECOND_LIFE, Side.DARK, 0).dark());
    }

    @Test
    @DisplayName("afterMove with Trap.WATER: a piece falling into the trap stays on 27")
    void trap_water_keeps_the_piece_on_27() {
        Position position = new Position(squares(26), squares(5), 0, 0, 5, 5, Side.LIGHT, 0);
        Position after = Mechanics.afterMove(position, ActionCode.move(26, 27, MoveEffect.TRAP.bit()), Trap.WATER,
                Side.LIGHT, 0);
        assertEquals(squares(27), after.light());
    }
}
