package org.senet.core.record;

import java.util.List;
import java.util.Map;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.Opening;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowTable;

/**
 * A tiny test-only rule set: two pieces each (light on 1 and 3, dark on 2 and 4), forward moves
 * onto empty squares only, a piece that reaches 30 or beyond is borne off; 1, 4 and 5 throw again.
 */
final class RaceRules implements RuleSet {
    @Override public String id() { return "race"; }
    @Override public String name() { return "Race"; }
    @Override public String summary() { return "test rules"; }
    @Override public String description() { return "test rules"; }
    @Override public List<OptionSpec> optionSpecs() { return List.of(); }
    @Override public Map<String, String> options() { return Map.of(); }
    @Override public RuleSet withOptions(Map<String, String> options) { return this; }
    @Override public int piecesPerSide() { return 2; }
    @Override public ThrowTable throwTable() { return ThrowTable.FIVE; }
    @Override public Opening opening() { return Opening.LIGHT_FIRST; }
    @Override public List<FlagField> flags() { return List.of(); }
    @Override public boolean usesWaitingPieces() { return false; }
    @Override public long throwBound() { return 200; }

    @Override
    public Position start() {
        return Position.of(Track.bit(1) | Track.bit(3), Track.bit(2) | Track.bit(4), 2, Side.LIGHT);
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
            if (to >= Track.HORUS) {
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
        boolean again = throwValue == 1 || throwValue == 4 || throwValue == 5;
        if (action == ActionCode.PASS) {
            return position.withTurn(side.opponent(), 0);
        }
        int own = position.mask(side) & ~Track.bit(ActionCode.from(action));
        int to = ActionCode.to(action);
        if (to != Track.OFF) {
            own |= Track.bit(to);
        }
        return position.next(side, own, position.mask(side.opponent()), 0, 0, again ? side : side.opponent(), 0);
    }
}
