package org.senet.core.simulation;

import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.Playouts.Playout;
import org.senet.core.rules.RuleSet;

/**
 * A game played position by position, through {@link RuleSet#actions} and {@link RuleSet#apply}: for rule
 * sets that cannot play in place, for players that look at the position, and for games someone watches.
 */
final class SteppingPlayout implements Playout {
    private final RuleSet rules;
    private Position position;

    /**
     * A game from {@code start}.
     *
     * @param rules the rule set
     * @param start the position the game starts from
     */
    SteppingPlayout(RuleSet rules, Position start) {
        this.rules = rules;
        this.position = start;
    }

    @Override
    public int actions(int throwValue, int[] buffer) {
        return rules.actions(position, throwValue, buffer);
    }

    @Override
    public void apply(int throwValue, int action) {
        position = rules.apply(position, throwValue, action);
    }

    @Override
    public Side toMove() {
        return position.toMove();
    }

    @Override
    public Position position() {
        return position;
    }
}
