package org.senet.bots.tables;

import java.util.List;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

/**
 * Best play by both sides, the {@link TableSolver}'s default backup: one value per position, the
 * chance that the side to move wins, the best action's value (before the throw: the expectation over
 * the throws of the best move's value), for every position that can start a game.
 */
final class BestPlay implements TableSolver.Backup {
    private final RuleSet rules;
    private final List<ThrowOutcome> outcomes;

    BestPlay(RuleSet rules) {
        this.rules = rules;
        this.outcomes = rules.throwTable().outcomes();
    }

    @Override
    public int width() {
        return 1;
    }

    @Override
    public boolean holds(Position position) {
        return Game.problemAsStart(rules, position).isEmpty();
    }

    @Override
    public TableSolver.Update update(TableSolver solver, TableSolver.Reader reader) {
        int[] before = new int[RuleSet.MAX_ACTIONS];
        int[] after = new int[RuleSet.MAX_ACTIONS];
        return (position, offset, values, at) -> {
            double value = best(position, before, after, reader);
            double change = Math.abs(value - values[at]);
            values[at] = value;
            return change;
        };
    }

    private double best(Position position, int[] before, int[] after, TableSolver.Reader reader) {
        Side mover = position.toMove();
        int count = rules.actions(position, RuleSet.NO_THROW, before);
        double best = 0;
        for (int i = 0; i < count; i++) {
            int action = before[i];
            double value;
            if (action == ActionCode.THROW) {
                value = 0;
                for (ThrowOutcome outcome : outcomes) {
                    int moves = rules.actions(position, outcome.value(), after);
                    double bestMove = 0;
                    for (int j = 0; j < moves; j++) {
                        bestMove = Math.max(bestMove, valueFor(mover, rules.apply(position, outcome.value(),
                                after[j]), reader));
                    }
                    value += outcome.probability() * bestMove;
                }
            } else {
                value = valueFor(mover, rules.apply(position, RuleSet.NO_THROW, action), reader);
            }
            best = Math.max(best, value);
        }
        return best;
    }

    /** The value for {@code mover} of {@code next}: from the values being solved, or the winner if over. */
    private double valueFor(Side mover, Position next, TableSolver.Reader reader) {
        if (rules.isOver(next)) {
            return rules.winner(next).orElseThrow() == mover ? 1 : 0;
        }
        double value = reader.value(next, 0);
        return next.toMove() == mover ? value : 1 - value;
    }
}
