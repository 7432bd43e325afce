package com.example.senet;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.AbstractRuleSet;
import org.senet.core.sticks.ThrowTable;

/**
 * Sprint, a small third-party rule set: three pieces a side on squares 1..6 (light on the odd
 * squares, light first), the sticks counting 5 for no white side; a piece moves forward by the throw,
 * never onto an own piece, swaps with an opponent piece it lands on, and leaves the board with the
 * throw that takes it exactly one square past 30. A throw with no move is lost; after a 4 or a 5 the same side
 * throws again. The first side with all its pieces off wins.
 *
 * <p>The class is open on purpose: its tests derive rule sets with one planted bug each by
 * overriding one method ({@link #id()}, {@link #actions}, {@link #apply}, {@link #play}), so that the
 * contract kit can be shown to catch them.
 */
public class SprintRules extends AbstractRuleSet {
    /** Pieces per side. */
    public static final int PIECES = 3;

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

    @Override
    public int actions(Position position, int throwValue, int[] buffer) {
        if (isOver(position)) {
            return 0;
        }
        if (throwValue == NO_THROW) {
            buffer[0] = ActionCode.THROW;
            return 1;
        }
        Side side = position.toMove();
        int count = 0;
        for (int from = 1; from <= Track.SQUARES; from++) {
            int to = from + throwValue;
            if (!position.has(side, from) || to > Track.OFF) {
                continue;
            }
            if (to == Track.OFF) {
                buffer[count++] = ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
            } else if (position.isEmpty(to)) {
                buffer[count++] = ActionCode.move(from, to, 0);
            } else if (position.has(side.opponent(), to)) {
                buffer[count++] = ActionCode.move(from, to, MoveEffect.SWAP.bit());
            }
        }
        if (count == 0) {
            buffer[count++] = ActionCode.PASS;
        }
        return count;
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        Side next = throwValue >= 4 ? side : side.opponent();
        if (action == ActionCode.PASS) {
            return position.withTurn(side.opponent(), 0);
        }
        int from = Track.bit(ActionCode.from(action));
        int to = ActionCode.to(action) == Track.OFF ? 0 : Track.bit(ActionCode.to(action));
        int own = position.mask(side) & ~from | to;
        int opponent = position.mask(side.opponent());
        if (ActionCode.has(action, MoveEffect.SWAP)) {
            opponent = opponent & ~to | from;
        }
        return position.next(side, own, opponent, 0, 0, next, 0);
    }
}
