package org.senet.bots.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * The pruning of {@link Expectiminimax} (alpha-beta at decisions, Star1 and Star2 at throws, the
 * transposition table) must not change a value: with {@code exact} values and a depth it completes,
 * the search gives, for every action, what a plain expectimax without any pruning gives at the same
 * depth. The plain one is written here, from the depth rules of {@link Expectiminimax}, on decision
 * points of seeded random games of every rule set.
 */
class SearchExactnessTest {
    private static final double TOLERANCE = 1e-9;
    private static final int POINTS = 12;

    /** Every rule set's id, and Thibault gathering throws (T-ALT gather-throws: keeps and moves before a throw). */
    static Iterable<String> ruleSetIds() {
        List<String> ids = new ArrayList<>(RuleSets.discover().ids());
        ids.add("thibault gather-throws=true");
        return ids;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSetIds")
    @DisplayName("pruned search = plain expectimax at depths 1 to 3, action by action")
    void pruning_keeps_every_value(String id) {
        String[] words = id.split(" ");
        Map<String, String> options = new HashMap<>();
        for (int i = 1; i < words.length; i++) {
            options.put(words[i].substring(0, words[i].indexOf('=')), words[i].substring(words[i].indexOf('=') + 1));
        }
        RuleSet rules = RuleSets.discover().get(words[0], options);
        Evaluation evaluation = Evaluation.of(rules);
        int checked = 0;
        for (int sample = 0; checked < POINTS && sample < 400; sample++) {
            int depth = 1 + checked % 3;
            DecisionPoints.Point point = DecisionPoints.random(rules, 1000 + sample, 40 + 7 * sample);
            Position position = point.position();
            int throwValue = point.throwValue();
            int[] actions = new int[RuleSet.MAX_ACTIONS];
            int count = rules.actions(position, throwValue, actions);
            if (count < 2) {
                continue;
            }
            Expectiminimax search = new Expectiminimax(rules, evaluation, Budget.depth(depth, 600_000));
            double[] values = search.values(position, throwValue, actions, count, true);
            assertEquals(depth, search.completedDepth(), "the search finished its depth");
            Plain plain = new Plain(rules, evaluation);
            int rootDepth = throwValue == RuleSet.NO_THROW ? depth + 1 : depth;
            for (int i = 0; i < count; i++) {
                double light = plain.child(position, throwValue, actions[i], rootDepth);
                double expected = position.toMove() == Side.LIGHT ? light : 1 - light;
                assertEquals(expected, values[i], TOLERANCE, id + " depth " + depth + ": "
                        + ActionCode.toText(actions[i]) + " in " + Notation.format(rules, position) + " throw " + throwValue);
            }
            checked++;
        }
        assertEquals(POINTS, checked, id + ": decision points with a choice found");
    }

    /** Expectimax over the throws, light's view, no pruning, no table: the definition. */
    private record Plain(RuleSet rules, Evaluation evaluation) {
        double child(Position position, int throwValue, int action, int depth) {
            if (action == ActionCode.THROW && throwValue == RuleSet.NO_THROW) { // after a throw, THROW keeps it
                return chance(position, depth);
            }
            Position next = rules.apply(position, throwValue, action);
            return beforeThrow(next, throwValue == RuleSet.NO_THROW ? depth - 1 : depth);
        }

        double beforeThrow(Position position, int depth) {
            if (rules.isOver(position) || depth <= 0) {
                return evaluation.lightWins(position);
            }
            int[] actions = new int[RuleSet.MAX_ACTIONS];
            int count = rules.actions(position, RuleSet.NO_THROW, actions);
            if (count == 1 && actions[0] == ActionCode.THROW) {
                return chance(position, depth);
            }
            return decision(position, RuleSet.NO_THROW, depth);
        }

        double chance(Position position, int depth) {
            if (depth <= 0) {
                return evaluation.lightWins(position);
            }
            double sum = 0;
            for (int white = 0; white <= 4; white++) {
                double probability = binomial4(white) / 16.0;
                sum += probability * decision(position, rules.throwTable().value(white), depth - 1);
            }
            return sum;
        }

        double decision(Position position, int throwValue, int depth) {
            if (rules.isOver(position)) {
                return evaluation.lightWins(position);
            }
            int[] actions = new int[RuleSet.MAX_ACTIONS];
            int count = rules.actions(position, throwValue, actions);
            if (count == 0) {
                return evaluation.lightWins(position);
            }
            boolean light = position.toMove() == Side.LIGHT;
            double best = light ? -1 : 2;
            for (int i = 0; i < count; i++) {
                double v = child(position, throwValue, actions[i], depth);
                best = light ? Math.max(best, v) : Math.min(best, v);
            }
            return best;
        }

        private static int binomial4(int k) {
            return switch (k) {
                case 0, 4 -> 1;
                case 1, 3 -> 4;
                default -> 6;
            };
        }
    }
}
