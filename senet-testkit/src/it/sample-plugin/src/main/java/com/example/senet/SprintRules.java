package com.example.senet;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Landing;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.mechanics.ThrowAgain;
import org.senet.core.mechanics.Trap;
import org.senet.core.position.Position;
import org.senet.core.mechanics.RaceRuleSet;
import org.senet.core.rules.RefusalReason;
import org.senet.core.sticks.ThrowTable;

/**
 * Sprint, a small third-party rule set: three pieces a side on squares 1..6 (light on the odd
 * squares, light first), the sticks counting 5 for no white side; a piece moves forward by the throw,
 * never onto an own piece, swaps with an opponent piece it lands on, and leaves the board with the
 * throw that takes it exactly one square past 30. A throw with no move is lost; after a 4 or a 5 the same side
 * throws again. The first side with all its pieces off wins.
 *
 * <p>It is built from the engine's public blocks: {@link RaceRuleSet} lists the actions and explains
 * refusals from the one per-piece function {@link #forward}; {@link Landing} decides what landing on
 * a square does; {@link Mechanics#afterMove} gives the board after a move.
 *
 * <p>The class is open on purpose: its tests derive rule sets with one planted bug each by
 * overriding one method ({@link #id()}, {@link #actions}, {@link #apply}, {@link #play}), so that the
 * contract kit can be shown to catch them.
 */
public class SprintRules extends RaceRuleSet {
    /** Pieces per side. */
    public static final int PIECES = 3;
    /** Landing on an opponent piece swaps the two; nothing is protected. */
    private static final Landing LANDING = Landing.swapping();
    /** Another throw after a 4 or a 5. */
    private static final ThrowAgain THROW_AGAIN = ThrowAgain.on(4, 5);

    /** Sprint with its defaults (it has no options). */
    public SprintRules() {
    }

    @Override
    public String id() {
        return "sprint";
    }

    @Override
    public String name() {
        return "Sprint";
    }

    @Override
    public String summary() {
        return "three pieces a side race to bear off, swapping with the pieces they land on";
    }

    @Override
    public int piecesPerSide() {
        return PIECES;
    }

    @Override
    public ThrowTable throwTable() {
        return ThrowTable.FIVE;
    }

    @Override
    public long throwBound() {
        return 300;
    }

    @Override
    public Position start() {
        return alternatingStart(PIECES, Side.LIGHT);
    }

    /** A piece moves forward by the throw; exactly one square past 30 bears it off. */
    @Override
    protected int forward(Position position, int from, int throwValue) {
        int to = from + throwValue;
        if (to == Track.OFF) {
            return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
        }
        return to > Track.OFF ? RefusalReason.ILLEGAL_DESTINATION.code(to) : LANDING.land(position, from, to, 0);
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        if (action == ActionCode.PASS) {
            return position.withTurn(side.opponent(), 0);
        }
        Side next = THROW_AGAIN.after(throwValue) ? side : side.opponent();
        return Mechanics.afterMove(position, action, Trap.START, next, 0);
    }
}
