package org.senet.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.settings.Water.Fate;

/** The board after a move, for every rule set: swaps, knocks, hits, entries and the water's fates. */
class BoardsTest {

    /** Light to move, with light on {@code light}, dark on {@code dark}, and waiting pieces. */
    private static Position light(int light, int dark, int lightWaiting, int darkWaiting) {
        return new Position(light, dark, lightWaiting, darkWaiting, 10, 10, Side.LIGHT, 0);
    }

    private static Position after(Position position, int from, int to, MoveEffect... effects) {
        return after(position, Fate.TO_SECOND_LIFE, from, to, effects);
    }

    private static Position after(Position position, Fate trap, int from, int to, MoveEffect... effects) {
        int bits = 0;
        for (MoveEffect effect : effects) {
            bits |= effect.bit();
        }
        return Boards.afterMove(position, ActionCode.move(from, to, bits), trap, Fate.HELD, Side.DARK, 7);
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
        assertEquals(squares(1, 2, 15, 13), after(start, Fate.TO_SECOND_LIFE, 24, Track.WATER, MoveEffect.TRAP).light());
        assertEquals(squares(1, 2, 15, 3), after(start, Fate.BACK_TO_START, 24, Track.WATER, MoveEffect.TRAP).light());
        Position waiting = after(start, Fate.OFF_BOARD, 24, Track.WATER, MoveEffect.TRAP);
        assertEquals(squares(1, 2, 15), waiting.light());
        assertEquals(1, waiting.lightWaiting());
        assertEquals(squares(14), waiting.dark(), "the trap takes nothing from the opponent");
    }

    @Test
    @DisplayName("afterMove: a piece knocked off 29 drops into 27 (Fate.HELD), or goes where the knocked trap says")
    void after_move_sends_a_knocked_piece_where_asked() {
        Position position = new Position(squares(26), squares(1, 29), 0, 0, 5, 5, Side.LIGHT, 0);
        int knock = ActionCode.move(26, 29, MoveEffect.KNOCK.bit());
        Position water = Boards.afterMove(position, knock, Fate.HELD, Fate.HELD, Side.DARK, 0);
        assertEquals(squares(1, 27), water.dark());
        assertEquals(water, Boards.afterMove(position, knock, Fate.TO_SECOND_LIFE, Fate.HELD, Side.DARK, 0));
        Position start = Boards.afterMove(position, knock, Fate.BACK_TO_START, Fate.BACK_TO_START, Side.DARK, 0);
        assertEquals(squares(1, 2), start.dark());
        assertEquals(squares(29), start.light());
        Position waiting = Boards.afterMove(position, knock, Fate.OFF_BOARD, Fate.OFF_BOARD, Side.DARK, 0);
        assertEquals(squares(1), waiting.dark());
        assertEquals(1, waiting.darkWaiting());
        assertEquals(squares(1, 15), Boards.afterMove(position, knock, Fate.HELD, Fate.TO_SECOND_LIFE, Side.DARK, 0).dark());
    }

    @Test
    @DisplayName("afterMove with Fate.HELD: a piece falling into the trap stays on 27")
    void trap_water_keeps_the_piece_on_27() {
        Position position = new Position(squares(26), squares(5), 0, 0, 5, 5, Side.LIGHT, 0);
        Position after = Boards.afterMove(position, ActionCode.move(26, 27, MoveEffect.TRAP.bit()), Fate.HELD,
                Fate.HELD, Side.LIGHT, 0);
        assertEquals(squares(27), after.light());
    }

    private static int squares(int... squares) {
        int mask = 0;
        for (int square : squares) {
            mask |= Track.bit(square);
        }
        return mask;
    }
}
