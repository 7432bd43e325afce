package org.senet.bots.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

import org.senet.bots.evaluation.Evaluation;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * Expectiminimax search over the decision points and chance events of a game, for any
 * {@link RuleSet}.
 *
 * <p>Values are light's chance of winning, in [0, 1]: light maximises, dark minimises, whoever is
 * to move at a decision point (after a move the next decision may be the same side's again, for an
 * extra throw, or the opponent's). A chance node (a throw of the sticks) is the weighted mean of the
 * decision points that follow each outcome of the {@link org.senet.core.sticks.ThrowTable}, with its
 * exact probabilities. Leaves are {@link Evaluation} estimates, or exactly 1 or 0 when the game is
 * over.
 *
 * <p>Pruning: alpha-beta at the decision points and Star1 at the chance nodes (Ballard 1983): since
 * every value lies in [0, 1], the outcomes still to be searched bound a chance node's value, and an
 * outcome's search gets the window that would make the node fail high or low; decision points
 * search moves in the order of their evaluation, best first, which makes the cut-offs come early.
 * Star2 at the deeper chance nodes: the side that chooses after a throw is the side to move, so
 * searching one move per outcome first (a probe) bounds every outcome from one side, which may settle
 * the node before any full search and narrows the windows of the searches that follow. Chance nodes'
 * values (exact or bounds) are kept in a transposition table for the decision. None of this changes
 * a value: {@code SearchExactnessTest} compares the search with a plain expectimax.
 *
 * <p>This class is the root of a decision, searched level after level (iterative deepening) until
 * the budget runs out. Below the root, each idea is a class of this package's own: the search with
 * its pruning ({@code StarSearch}), the order of the moves ({@code MoveOrder}), the transposition
 * table ({@code ChanceTable}) and the count of the nodes against the budget ({@code NodeBudget}).
 *
 * <p>Budget and determinism: see {@link Budget}. The search is deterministic given its inputs; a
 * searcher is not thread-safe (one per player).
 */
public final class Expectiminimax {
    private static final double TIE = 1e-9;

    /** One root action with the mover's estimated chance of winning after it. */
    public record Estimate(int action, Position result, double winProbability) {
    }

    private final RuleSet rules;
    private final Evaluation evaluation;
    private final Budget budget;
    private final NodeBudget nodes;
    private final ChanceTable table = new ChanceTable();
    private final StarSearch search;
    private int completedDepth;

    /**
     * A searcher for {@code rules} with this evaluation and budget.
     *
     * @param rules      the rule set to search
     * @param evaluation estimates the mover's chance of winning where the search stops
     * @param budget     the nodes, depth and time the search may use
     */
    public Expectiminimax(RuleSet rules, Evaluation evaluation, Budget budget) {
        this.rules = rules;
        this.evaluation = evaluation;
        this.budget = budget;
        this.nodes = new NodeBudget(budget);
        this.search = new StarSearch(rules, evaluation, nodes, table, budget.maxDepth());
    }

    /** {@return the evaluation the search ends in} */
    public Evaluation evaluation() {
        return evaluation;
    }

    /** {@return the budget of a search} */
    public Budget budget() {
        return budget;
    }

    /** {@return the number of nodes the last search visited} */
    public long nodes() {
        return nodes.nodes();
    }

    /** {@return the depth of the last search's answer (the deepest level that finished)} */
    public int completedDepth() {
        return completedDepth;
    }

    /**
     * The mover's estimated chance of winning after each action, searched within the budget.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} before the throw
     * @param actions    the action codes to value, as {@link RuleSet#actions} lists them
     * @param count      how many of {@code actions} to value
     * @param exact whether every value must be exact; if not, an action that cannot be the best (or
     *              tied with the best) may get only an upper bound on its value, which is enough to
     *              choose
     * @return one value per action, in the order of {@code actions}
     */
    public double[] values(Position position, int throwValue, int[] actions, int count, boolean exact) {
        table.clear();
        nodes.start();
        double[] result = root(position, throwValue, actions, count, 0, exact);
        completedDepth = 0;
        nodes.cap();
        for (int depth = 1; depth <= budget.maxDepth(); depth++) {
            try {
                result = root(position, throwValue, actions, count, depth, exact);
                completedDepth = depth;
            } catch (NodeBudget.Abort abort) {
                break;
            }
        }
        table.clear();
        boolean light = position.toMove() == Side.LIGHT;
        if (!light) {
            for (int i = 0; i < count; i++) {
                result[i] = 1.0 - result[i];
            }
        }
        return result;
    }

    /**
     * The legal actions of a decision point, best first, with the mover's estimated chance of winning
     * after each (exact values within the budget; ties keep the order of the rule set's listing).
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} before the throw
     * @return the actions with their estimates, best first
     */
    public List<Estimate> rank(Position position, int throwValue) {
        int[] actions = new int[RuleSet.MAX_ACTIONS];
        int count = rules.actions(position, throwValue, actions);
        double[] values = values(position, throwValue, actions, count, true);
        List<Estimate> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Position result = StarSearch.isChance(actions[i], throwValue) ? position
                    : rules.apply(position, throwValue, actions[i]);
            list.add(new Estimate(actions[i], result, values[i]));
        }
        list.sort(Comparator.comparingDouble(Estimate::winProbability).reversed());
        return Collections.unmodifiableList(list);
    }

    /** Indexes of the actions whose value is within a hair of the best. */
    static int[] best(double[] values, int count) {
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            max = Math.max(max, values[i]);
        }
        int ties = 0;
        int[] indexes = new int[count];
        for (int i = 0; i < count; i++) {
            if (values[i] >= max - TIE) {
                indexes[ties++] = i;
            }
        }
        return Arrays.copyOf(indexes, ties);
    }

    /**
     * One level of the root (light's view): every action searched to {@code depth}, in the order of
     * the evaluation, the mover's best first; past the first, within a window that only asks whether
     * it beats the best so far, unless every value must be {@code exact}.
     */
    private double[] root(Position position, int throwValue, int[] actions, int count, int depth, boolean exact) {
        int rootDepth = throwValue == RuleSet.NO_THROW ? depth + 1 : depth;
        boolean max = position.toMove() == Side.LIGHT;
        double[] values = new double[count];
        Position[] kids = new Position[count];
        Integer[] order = new Integer[count];
        double[] key = new double[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
            kids[i] = StarSearch.isChance(actions[i], throwValue) ? position
                    : rules.apply(position, throwValue, actions[i]);
            key[i] = evaluation.lightWins(kids[i]);
        }
        Arrays.sort(order, (a, b) -> max ? Double.compare(key[b], key[a]) : Double.compare(key[a], key[b]));
        double best = max ? -1 : 2;
        for (int k = 0; k < count; k++) {
            int i = order[k];
            double alpha = 0;
            double beta = 1;
            if (!exact && k > 0) {
                if (max) {
                    alpha = Math.max(0, best - 2 * TIE);
                } else {
                    beta = Math.min(1, best + 2 * TIE);
                }
            }
            double v = search.child(position, throwValue, actions[i], kids[i], rootDepth, alpha, beta, 0);
            values[i] = v;
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return values;
    }
}
