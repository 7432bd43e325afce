package org.senet.core.rules;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.sticks.ThrowTable;

/**
 * A minimal rule set for testing the core, written against the small SPI alone: two pieces a side race
 * forward, no captures, bear off by reaching past 30; a blocked throw is passed; 4 and 5 give another
 * throw.
 */
public class RaceRules implements RuleSet {
    public RaceRules() {
    }

    @Override
    public String id() {
        return "race";
    }

    @Override
    public String name() {
        return "Race";
    }

    @Override
    public String summary() {
        return "a test race";
    }

    @Override
    public int piecesPerSide() {
        return 2;
    }

    @Override
    public ThrowTable throwTable() {
        return ThrowTable.FIVE;
    }

    @Override
    public long throwBound() {
        return 200;
    }

    @Override
    public Position start() {
        return Position.alternating(2, Side.LIGHT);
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
        int count = 0;
        for (int pieces = position.mask(position.toMove()); pieces != 0; pieces &= pieces - 1) {
            int from = Track.lowest(pieces);
            int to = from + throwValue;
            if (to > Track.SQUARES) {
                buffer[count++] = ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
            } else if (position.isEmpty(to)) {
                buffer[count++] = ActionCode.move(from, to, 0);
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
        int own = position.mask(side) & ~Track.bit(ActionCode.from(action));
        if (ActionCode.to(action) != Track.OFF) {
            own |= Track.bit(ActionCode.to(action));
        }
        return position.next(side, own, position.mask(side.opponent()), 0, 0, next, 0);
    }
}
