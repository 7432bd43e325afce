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
import org.senet.core.rules.RuleSetConfigurationException;

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

    /** Light to move, with light on {@code light}, dark on {@code dark}, and waiting pieces. */
    private static Position light(int light, int dark, int lightWaiting, int darkWaiting) {
        return new Position(light, dark, lightWaiting, darkWaiting, 10, 10, Side.LIGHT, 0);
    }

    private static Position after(Position position, int from, int to, MoveEffect... effects) {
        return after(position, Trap.SECOND_LIFE, from, to, effects);
    }

    private static Position after(Position position, Trap trap, int from, int to, MoveEffect... effects) {
        int bits = 0;
        for (MoveEffect effect : effects) {
            bits |= effect.bit();
        }
        return Mechanics.afterMove(position, ActionCode.move(from, to, bits), trap, Side.DARK, 7);
    }

    @Test
    @DisplayName("afterMove: a plain move, a bear-off, and the next side and flags as given")
    void after_plain_move_and_bear_off() {
        Position moved = after(light(squares(3, 28), squares(9), 1, 2), 3, 5);
        assertEquals(squares(5, 28), moved.light());
        assertEquals(squares(9), moved.dark());
        assertEquals(1, moved.lightWaiting());
        assertEquals(2, moved.darkWaiting());
        assertEquals(Side.DARK, moved.toMove());
        assertEquals(7, moved.flags());
        Position before = light(squares(3, 28), squares(9), 0, 0);
        Position off = after(before, 28, Track.OFF, MoveEffect.BEAR_OFF);
        assertEquals(squares(3), off.light());
        assertEquals(before.off(Side.LIGHT) + 1, off.off(Side.LIGHT));
    }

    @Test
    @DisplayName("afterMove C6: a swap puts the opponent piece on the square the mover left")
    void after_swap() {
        Position swapped = after(light(squares(3), squares(5), 0, 0), 3, 5, MoveEffect.SWAP);
        assertEquals(squares(5), swapped.light());
        assertEquals(squares(3), swapped.dark());
    }

    @Test
    @DisplayName("afterMove TH8, TH9g: a knocked piece drops into 27; one of its side already there goes to 15")
    void after_knock() {
        Position knocked = after(light(squares(25), squares(28), 0, 0), 25, 28, MoveEffect.KNOCK);
        assertEquals(squares(28), knocked.light());
        assertEquals(squares(Track.WATER), knocked.dark());
        Position again = after(light(squares(25), squares(28, Track.WATER, 15), 0, 0), 25, 28, MoveEffect.KNOCK);
        assertEquals(squares(Track.WATER, 15, 14), again.dark(), "15 taken: the first free square before it");
    }

    @Test
    @DisplayName("afterMove TA4, TA5: a hit sends the opponent piece to wait; an entry takes a waiting piece")
    void after_hit_and_entry() {
        Position hit = after(light(squares(3), squares(5), 0, 1), 3, 5, MoveEffect.HIT);
        assertEquals(squares(5), hit.light());
        assertEquals(0, hit.dark());
        assertEquals(2, hit.darkWaiting());
        Position entered = after(light(0, squares(4), 2, 0), Track.ENTRY, 4, MoveEffect.ENTER, MoveEffect.HIT);
        assertEquals(squares(4), entered.light());
        assertEquals(1, entered.lightWaiting());
        assertEquals(1, entered.darkWaiting());
    }

    @Test
    @DisplayName("afterMove: the trap sends the mover to 15 and below, to 1 and after, or off to wait")
    void after_trap() {
        Position start = light(squares(1, 2, 15, 24), squares(14), 0, 0);
        assertEquals(squares(1, 2, 15, 13), after(start, Trap.SECOND_LIFE, 24, Track.WATER, MoveEffect.TRAP).light());
        assertEquals(squares(1, 2, 15, 3), after(start, Trap.START, 24, Track.WATER, MoveEffect.TRAP).light());
        Position waiting = after(start, Trap.WAIT, 24, Track.WATER, MoveEffect.TRAP);
        assertEquals(squares(1, 2, 15), waiting.light());
        assertEquals(1, waiting.lightWaiting());
        assertEquals(squares(14), waiting.dark(), "the trap takes nothing from the opponent");
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
    @DisplayName("TH2, JP2: the throws that give another throw")
    void throw_again() {
        ThrowAgain again = ThrowAgain.on(1, 4, 5);
        assertTrue(again.after(1));
        assertTrue(again.after(5));
        assertFalse(again.after(2));
        assertFalse(again.after(6));
        assertFalse(ThrowAgain.NEVER.after(1));
        assertThrows(RuleSetConfigurationException.class, () -> ThrowAgain.on(0));
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
