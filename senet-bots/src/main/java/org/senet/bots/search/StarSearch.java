package org.senet.bots.search;

import java.util.Arrays;
import java.util.List;

import org.senet.bots.evaluation.Evaluation;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

/**
 * The search below the root of a decision, to a given depth within a window: values are light's
 * chance of winning, in [0, 1]; light maximises, dark minimises, whoever is to move at a decision
 * point. A chance node (a throw of the sticks) is the weighted mean of the decision points that
 * follow each outcome, with the throw table's exact probabilities; leaves are the evaluation's
 * estimates, or exactly 1 or 0 when the game is over.
 *
 * <p>Pruning: alpha-beta at the decision points, their moves in the {@link MoveOrder}; Star1 at the
 * chance nodes (Ballard 1983): since every value lies in [0, 1], the outcomes still to be searched
 * bound a chance node's value, and an outcome's search gets the window that would make the node
 * fail high or low. Star2 at the deeper chance nodes: the side that chooses after a throw is the side
 * to move, so searching one move per outcome first (a probe) bounds every outcome from one side,
 * which may settle the node before any full search and narrows the windows of the searches that
 * follow. Chance nodes' values (exact or bounds) are kept in the {@link ChanceTable}. Every node
 * visited is counted against the {@link NodeBudget}, which may abort the search.
 */
final class StarSearch {
    /**
     * Chance nodes at least this deep are probed (Star2). Shallower probes cost about what they save;
     * from 3 on they save: 15–18% of the nodes of depth-3 searches (thibault, kendall), 28% at depth 4.
     */
    private static final int STAR2_DEPTH = 3;

    private final RuleSet rules;
    private final Evaluation evaluation;
    private final NodeBudget budget;
    private final ChanceTable table;
    private final MoveOrder moves;
    private final int[] throwValues;
    private final double[] throwProbabilities;

    /**
     * A search of {@code rules} ending in {@code evaluation}, counting its nodes in {@code budget} and
     * keeping chance nodes in {@code table}; its arrays first sized for {@code maxDepth}.
     */
    StarSearch(RuleSet rules, Evaluation evaluation, NodeBudget budget, ChanceTable table, int maxDepth) {
        this.rules = rules;
        this.evaluation = evaluation;
        this.budget = budget;
        this.table = table;
        List<ThrowOutcome> outcomes = rules.throwTable().outcomes();
        throwValues = new int[outcomes.size()];
        throwProbabilities = new double[outcomes.size()];
        for (int i = 0; i < outcomes.size(); i++) {
            throwValues[i] = outcomes.get(i).value();
            throwProbabilities[i] = outcomes.get(i).probability();
        }
        this.moves = new MoveOrder(rules, evaluation, outcomes.size(), 2 * maxDepth + 8);
    }

    /**
     * Whether {@code action} is the throw of the sticks, a chance node: {@link ActionCode#THROW} before
     * a throw. After a throw, {@code THROW} keeps that throw (a rule set that gathers throws) and is
     * applied like a move; the chance node comes at the position it gives.
     */
    static boolean isChance(int action, int throwValue) {
        return action == ActionCode.THROW && throwValue == RuleSet.NO_THROW;
    }

    /**
     * The value after {@code action} at a decision point of depth {@code depth}. A decision before the
     * throw that is not the throw (a rescue, or a move with a throw kept earlier) uses up a level, so
     * that a turn of many kept throws still ends the search.
     *
     * @param next the position {@code action} gives ({@code position} itself for the throw)
     */
    double child(Position position, int throwValue, int action, Position next, int depth,
                 double alpha, double beta, int ply) {
        if (isChance(action, throwValue)) {
            return chance(position, depth, alpha, beta, ply + 1);
        }
        return beforeThrow(next, throwValue == RuleSet.NO_THROW ? depth - 1 : depth, alpha, beta, ply + 1);
    }

    /** A position before the throw: a chance node when throwing is the only action, else a decision. */
    private double beforeThrow(Position position, int depth, double alpha, double beta, int ply) {
        if (rules.isOver(position) || depth <= 0) {
            return leaf(position);
        }
        int[] buffer = moves.actions(ply);
        int count = rules.actions(position, RuleSet.NO_THROW, buffer);
        if (count == 1 && buffer[0] == ActionCode.THROW) {
            return chance(position, depth, alpha, beta, ply);
        }
        return decision(position, RuleSet.NO_THROW, depth, alpha, beta, ply);
    }

    private double decision(Position position, int throwValue, int depth, double alpha, double beta, int ply) {
        budget.count();
        int count = moves.ordered(position, throwValue, ply);
        if (count == 0) {
            return leaf(position);
        }
        int[] buffer = moves.actions(ply);
        Position[] kids = moves.children(ply);
        if (count == 1) {
            return child(position, throwValue, buffer[0], kids[0], depth, alpha, beta, ply);
        }
        boolean max = position.toMove() == Side.LIGHT;
        int[] order = moves.order(ply);
        double best = max ? -1 : 2;
        for (int k = 0; k < count; k++) {
            int i = order[k];
            double v = child(position, throwValue, buffer[i], kids[i], depth, alpha, beta, ply);
            if (max) {
                if (v > best) {
                    best = v;
                    if (best >= beta) {
                        return best;
                    }
                    alpha = Math.max(alpha, best);
                }
            } else if (v < best) {
                best = v;
                if (best <= alpha) {
                    return best;
                }
                beta = Math.min(beta, best);
            }
        }
        return best;
    }

    /** A throw of the sticks: the outcomes' values weighted by their probabilities, with Star1 and Star2 cut-offs. */
    private double chance(Position position, int depth, double alpha, double beta, int ply) {
        if (depth <= 0) {
            return leaf(position);
        }
        budget.count();
        ChanceTable.Entry entry = table.get(position, depth);
        if (entry != null && entry.depth() >= depth) {
            if (entry.lower() == entry.upper() || entry.lower() >= beta) {
                return entry.lower();
            }
            if (entry.upper() <= alpha) {
                return entry.upper();
            }
        }
        // Star2: one move per outcome bounds each outcome's value: from below when light chooses after
        // the throw, from above when dark does. The bounds may settle the node at once, and narrow the
        // windows of the full search below.
        boolean lightChooses = position.toMove() == Side.LIGHT;
        double[] bound = moves.probes(ply);
        double lowerRest = 0;
        double upperRest = 1;
        if (depth >= STAR2_DEPTH) {
            double probed = 0;
            double unprobed = 1;
            for (int i = 0; i < throwValues.length; i++) {
                double p = throwProbabilities[i];
                unprobed -= p;
                if (lightChooses) {
                    double childBeta = (beta - probed) / p;
                    bound[i] = probe(position, throwValues[i], depth - 1, 0, Math.min(1, childBeta), ply);
                    probed += p * bound[i];
                    if (bound[i] >= childBeta) {
                        return table.store(position, depth, alpha, beta, entry, probed);
                    }
                } else {
                    double childAlpha = (alpha - probed - unprobed) / p;
                    bound[i] = probe(position, throwValues[i], depth - 1, Math.max(0, childAlpha), 1, ply);
                    probed += p * bound[i];
                    if (bound[i] <= childAlpha) {
                        return table.store(position, depth, alpha, beta, entry, probed + unprobed);
                    }
                }
            }
            if (lightChooses) {
                lowerRest = probed;
            } else {
                upperRest = probed;
            }
        } else {
            Arrays.fill(bound, 0, throwValues.length, lightChooses ? 0 : 1);
        }
        // Star1: the outcomes not yet searched lie within their bounds (0 and 1 where not probed).
        double sum = 0;
        double result = Double.NaN;
        for (int i = 0; i < throwValues.length && Double.isNaN(result); i++) {
            double p = throwProbabilities[i];
            if (lightChooses) {
                lowerRest -= p * bound[i];
                upperRest -= p;
            } else {
                upperRest -= p * bound[i];
            }
            double childAlpha = (alpha - sum - upperRest) / p;
            double childBeta = (beta - sum - lowerRest) / p;
            if (childAlpha >= 1) {
                result = sum + p + upperRest;
                break;
            }
            if (childBeta <= 0) {
                result = sum + lowerRest;
                break;
            }
            double v = decision(position, throwValues[i], depth - 1, Math.max(0, childAlpha), Math.min(1, childBeta), ply);
            if (v >= childBeta) {
                result = sum + p * v + lowerRest;
            } else if (v <= childAlpha) {
                result = sum + p * v + upperRest;
            } else {
                sum += p * v;
            }
        }
        if (Double.isNaN(result)) {
            result = sum;
        }
        return table.store(position, depth, alpha, beta, entry, result);
    }

    /**
     * Star2's probe of the decision after a throw: the value of its first move in the evaluation's
     * order, searched within {@code [alpha, beta]}. A lower bound on the decision's value when light
     * chooses (call it with {@code alpha = 0}), an upper bound when dark does ({@code beta = 1}); exact
     * when there is one move or none.
     */
    private double probe(Position position, int throwValue, int depth, double alpha, double beta, int ply) {
        budget.count();
        int count = moves.ordered(position, throwValue, ply);
        if (count == 0) {
            return leaf(position);
        }
        int first = moves.order(ply)[0];
        return child(position, throwValue, moves.actions(ply)[first], moves.children(ply)[first], depth, alpha, beta,
                ply);
    }

    private double leaf(Position position) {
        budget.count();
        return evaluation.lightWins(position);
    }
}
