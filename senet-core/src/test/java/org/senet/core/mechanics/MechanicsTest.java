package org.senet.core.mechanics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    @DisplayName("C2 a neighbour protects across the row ends (10/11) but not across rows (1/20)")
    void adjacent_friend() {
        assertTrue(Mechanics.hasAdjacentFriend(squares(4), 5));
        assertTrue(Mechanics.hasAdjacentFriend(squares(6), 5));
        assertTrue(Mechanics.hasAdjacentFriend(squares(11), 10));
        assertFalse(Mechanics.hasAdjacentFriend(squares(7), 5));
        assertFalse(Mechanics.hasAdjacentFriend(squares(20), 1));
    }

    @Test
    @DisplayName("JP4, AS6 walls: three in a row block a move passing all three, either way; two do not")
    void walls() {
        assertEquals(squares(3), Mechanics.wallStarts(squares(3, 4, 5, 9, 10)));
        assertEquals(squares(10, 11), Mechanics.wallStarts(squares(10, 11, 12, 13)));
        int wall = squares(10, 11, 12);
        assertTrue(Mechanics.passesWall(wall, 9, 13));
        assertTrue(Mechanics.passesWall(wall, 13, 9));
        assertFalse(Mechanics.passesWall(wall, 9, 12), "landing on the wall does not pass it");
        assertFalse(Mechanics.passesWall(wall, 10, 14), "a move from the wall's own square passes only two");
        assertFalse(Mechanics.passesWall(squares(10, 11), 9, 13));
    }

    @Test
    @DisplayName("JP7, TH9e: the first free square up from 1, or down from 15; 0 when there is none")
    void first_free_squares() {
        assertEquals(1, Mechanics.firstFreeUpFrom(0, 1));
        assertEquals(3, Mechanics.firstFreeUpFrom(squares(1, 2), 1));
        assertEquals(0, Mechanics.firstFreeUpFrom(squares(29, 30), 29));
        assertEquals(15, Mechanics.firstFreeDownFrom(0, 15));
        assertEquals(13, Mechanics.firstFreeDownFrom(squares(14, 15), 15));
        assertEquals(0, Mechanics.firstFreeDownFrom(squares(1, 2), 2));
        assertEquals(15, Mechanics.secondLifeSquare(squares(16)));
        assertEquals(14, Mechanics.secondLifeSquare(squares(15)));
        assertEquals(16, Mechanics.secondLifeSquare(Track.rangeMask(1, 15)));
        assertEquals(0, Mechanics.secondLifeSquare(Track.ALL));
    }

    @Test
    @DisplayName("TH4, K5 exact landing on 26; TH5, TH6, K7 bearing off by the exact count; JP8 the last row")
    void exact_counts() {
        assertEquals(squares(24, 25), Mechanics.passingOver(26, 3));
        assertEquals(0, Mechanics.passingOver(26, 1));
        assertTrue(Mechanics.passesOver(24, 27, 26));
        assertTrue(Mechanics.passesOver(28, 24, 26));
        assertFalse(Mechanics.passesOver(26, 28, 26));
        assertFalse(Mechanics.passesOver(24, 26, 26));
        assertEquals(squares(26), Mechanics.bearingOffExactly(5));
        assertEquals(0, Mechanics.bearingOffExactly(4), "27 bears off only as the drowning piece's own rule");
        assertEquals(squares(28), Mechanics.bearingOffExactly(3));
        assertEquals(squares(30), Mechanics.bearingOffExactly(1));
        assertTrue(Mechanics.bearsOffExactly(27, 4));
        assertFalse(Mechanics.bearsOffExactly(27, 3));
        assertTrue(Mechanics.allOnLastRow(squares(21, 30)));
        assertTrue(Mechanics.allOnLastRow(0));
        assertFalse(Mechanics.allOnLastRow(squares(20, 21)));
    }

    @Test
    @DisplayName("TH8, TH9g a knock drops the piece into 27; one already there goes to 15 or below")
    void knock_into_water() {
        assertEquals(squares(5, 27), Mechanics.knockIntoWater(squares(5), squares(28)));
        assertEquals(squares(5, 15, 27), Mechanics.knockIntoWater(squares(5, 27), squares(28)));
        assertEquals(squares(5, 14, 27), Mechanics.knockIntoWater(squares(5, 27), squares(15, 28)));
    }

    @Test
    @DisplayName("ThrowAgain: exactly the values named give another throw; 0 and 31 are not throws")
    void throw_again() {
        ThrowAgain again = ThrowAgain.on(1, 4, 5);
        assertTrue(again.after(1) && again.after(4) && again.after(5));
        assertFalse(again.after(2) || again.after(3) || again.after(6));
        assertFalse(ThrowAgain.NEVER.after(1));
        assertTrue(ThrowAgain.on(30).after(30));
        assertThrows(IllegalArgumentException.class, () -> ThrowAgain.on(0));
        assertThrows(IllegalArgumentException.class, () -> ThrowAgain.on(31));
    }

    private static String after(Position position, int action, Trap trap) {
        Position next = Mechanics.afterMove(position, action, trap, Side.DARK, 0);
        return next.boardText() + " wait=" + next.lightWaiting() + "," + next.darkWaiting() + " off=" + next.off(Side.LIGHT)
                + "," + next.off(Side.DARK) + " " + next.toMove().letter();
    }

    @Test
    @DisplayName("afterMove: a plain move, a swap (C6), a knock (TH8) and a bear-off")
    void after_move_on_the_board() {
        Position position = Position.of(squares(5, 26), squares(9, 28), 2, Side.LIGHT);
        assertEquals("......W.B................W.B.. wait=0,0 off=0,0 B",
                after(position, ActionCode.move(5, 7, 0), Trap.START));
        assertEquals("....B...W................W.B.. wait=0,0 off=0,0 B",
                after(position, ActionCode.move(5, 9, MoveEffect.SWAP.bit()), Trap.START));
        assertEquals("....W...B.................BW.. wait=0,0 off=0,0 B",
                after(position, ActionCode.move(26, 28, MoveEffect.KNOCK.bit()), Trap.START));
        assertEquals("....W...B..................B.. wait=0,0 off=1,0 B",
                after(position, ActionCode.move(26, Track.OFF, MoveEffect.BEAR_OFF.bit()), Trap.START));
    }

    @Test
    @DisplayName("afterMove: the trap sends the piece to 1 and on (JP7), to 15 and below (RB6), or off to wait (TA6)")
    void after_move_into_the_trap() {
        Position position = new Position(squares(24), squares(1, 15), 0, 0, 1, 2, Side.LIGHT, 0);
        int trapped = ActionCode.move(24, Track.WATER, MoveEffect.TRAP.bit());
        assertEquals("BW............B............... wait=0,0 off=0,0 B", after(position, trapped, Trap.START));
        assertEquals("B............WB............... wait=0,0 off=0,0 B", after(position, trapped, Trap.SECOND_LIFE));
        assertEquals("B.............B............... wait=1,0 off=0,0 B", after(position, trapped, Trap.WAIT));
    }

    @Test
    @DisplayName("afterMove: entering (TA5, BE3) and hitting (TA4, BE4) change the waiting pieces")
    void after_move_with_waiting_pieces() {
        Position position = new Position(squares(10), squares(4, 13), 1, 0, 2, 2, Side.LIGHT, 0);
        assertEquals("...B.W...W..B................. wait=0,0 off=0,0 B",
                after(position, ActionCode.move(Track.ENTRY, 6, MoveEffect.ENTER.bit()), Trap.WAIT));
        assertEquals("...W.....W..B................. wait=0,1 off=0,0 B",
                after(position, ActionCode.move(Track.ENTRY, 4, MoveEffect.ENTER.bit() | MoveEffect.HIT.bit()), Trap.WAIT));
        assertEquals("...B........W................. wait=1,1 off=0,0 B",
                after(position, ActionCode.move(10, 13, MoveEffect.HIT.bit()), Trap.WAIT));
        assertEquals("...B........B................. wait=2,0 off=0,0 B",
                after(position, ActionCode.move(10, Track.WATER, MoveEffect.TRAP.bit()), Trap.WAIT));
    }
}
