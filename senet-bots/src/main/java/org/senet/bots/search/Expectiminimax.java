package org.senet.bots.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.senet.bots.evaluation.Evaluation;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

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
 * <p>Budget and determinism: see {@link Budget}. The search is deterministic given its inputs; a
 * searcher is not thread-safe (one per player).
 */
public final class Expectiminimax {
    private static final double TIE = 1e-9;
    /**
     * Chance nodes at least this deep are probed (Star2). Shallower probes cost about what they save;
     * from 3 on they save: 15–18% of the nodes of depth-3 searches (thibault, kendall), 28% at depth 4.
     */
    private static final int STAR2_DEPTH = 3;

    /** One root action with the mover's estimated chance of winning after it. */
    public record Estimate(int action, Position result, double winProbability) {
    }

    private final RuleSet rules;
    private final Evaluation evaluation;
    private final Budget budget;
    private final int[] throwValues;
    private final double[] throwProbabilities;
    private final Map<Position, Entry> table = new HashMap<>();
    private int[][] buffers;
    private Position[][] children;
    private double[][] keys;
    private double[][] probes;
    private int[][] orders;
    private long nodes;
    private long nodeLimit;
    private long deadline;
    private int completedDepth;
    /** Whether the budget's caps apply (depth 0 always finishes). */
    private boolean capped;

    private record Entry(int depth, double lower, double upper) {
    }

    private static final class Abort extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Abort() {
            super(null, null, false, false);
        }
    }

    private static final Abort ABORT = new Abort();

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
        List<ThrowOutcome> outcomes = rules.throwTable().outcomes();
        throwValues = new int[outcomes.size()];
        throwProbabilities = new double[outcomes.size()];
        for (int i = 0; i < outcomes.size(); i++) {
            throwValues[i] = outcomes.get(i).value();
            throwProbabilities[i] = outcomes.get(i).probability();
        }
        allocate(2 * budget.maxDepth() + 8);
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
        return nodes;
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
        nodes = 0;
        deadline = System.nanoTime() + budget.timeCapMillis() * 1_000_000L;
        nodeLimit = budget.maxNodes();
        capped = false;
        double[] result = root(position, throwValue, actions, count, 0, exact);
        completedDepth = 0;
        capped = true;
        for (int depth = 1; depth <= budget.maxDepth(); depth++) {
            try {
                result = root(position, throwValue, actions, count, depth, exact);
                completedDepth = depth;
            } catch (Abort abort) {
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
            Position result = isChance(actions[i], throwValue) ? position : rules.apply(position, throwValue, actions[i]);
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
        return java.util.Arrays.copyOf(indexes, ties);
    }

    // ------------------------------------------------------------------ search (light's view)

    private double[] root(Position position, int throwValue, int[] actions, int count, int depth, boolean exact) {
        int rootDepth = throwValue == RuleSet.NO_THROW ? depth + 1 : depth;
        boolean max = position.toMove() == Side.LIGHT;
        double[] values = new double[count];
        Position[] kids = new Position[count];
        Integer[] order = new Integer[count];
        double[] key = new double[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
            kids[i] = isChance(actions[i], throwValue) ? position : rules.apply(position, throwValue, actions[i]);
            key[i] = evaluation.lightWins(kids[i]);
        }
        java.util.Arrays.sort(order, (a, b) -> max ? Double.compare(key[b], key[a]) : Double.compare(key[a], key[b]));
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
            double v = child(position, throwValue, actions[i], kids[i], rootDepth, alpha, beta, 0);
            values[i] = v;
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return values;
    }

    /**
     * Whether {@code action} is the throw of the sticks, a chance node: {@link ActionCode#THROW} before
     * a throw. After a throw, {@code THROW} keeps that throw (a rule set that gathers throws) and is
     * applied like a move; the chance node comes at the position it gives.
     */
    private static boolean isChance(int action, int throwValue) {
        return action == ActionCode.THROW && throwValue == RuleSet.NO_THROW;
    }

    /**
     * The value after {@code action} at a decision point of depth {@code depth}. A decision before the
     * throw that is not the throw (a rescue, or a move with a throw kept earlier) uses up a level, so
     * that a turn of many kept throws still ends the search.
     */
    private double child(Position position, int throwValue, int action, Position next, int depth,
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
        int[] buffer = buffer(ply);
        int count = rules.actions(position, RuleSet.NO_THROW, buffer);
        if (count == 1 && buffer[0] == ActionCode.THROW) {
            return chance(position, depth, alpha, beta, ply);
        }
        return decision(position, RuleSet.NO_THROW, depth, alpha, beta, ply);
    }

    private double decision(Position position, int throwValue, int depth, double alpha, double beta, int ply) {
        count();
        int count = orderedMoves(position, throwValue, ply);
        if (count == 0) {
            return leaf(position);
        }
        int[] buffer = buffers[ply];
        Position[] kids = children[ply];
        if (count == 1) {
            return child(position, throwValue, buffer[0], kids[0], depth, alpha, beta, ply);
        }
        boolean max = position.toMove() == Side.LIGHT;
        int[] order = orders[ply];
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
        count();
        Entry entry = depth >= 2 ? table.get(position) : null;
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
        double[] bound = probes(ply);
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
                        return store(position, depth, alpha, beta, entry, probed);
                    }
                } else {
                    double childAlpha = (alpha - probed - unprobed) / p;
                    bound[i] = probe(position, throwValues[i], depth - 1, Math.max(0, childAlpha), 1, ply);
                    probed += p * bound[i];
                    if (bound[i] <= childAlpha) {
                        return store(position, depth, alpha, beta, entry, probed + unprobed);
                    }
                }
            }
            if (lightChooses) {
                lowerRest = probed;
            } else {
                upperRest = probed;
            }
        } else {
            java.util.Arrays.fill(bound, 0, throwValues.length, lightChooses ? 0 : 1);
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
        return store(position, depth, alpha, beta, entry, result);
    }

    /** Keeps a chance node's result in the table (a bound when it fell outside the window) and returns it. */
    private double store(Position position, int depth, double alpha, double beta, Entry entry, double result) {
        if (depth >= 2) {
            double lower = result > alpha ? result : 0;
            double upper = result < beta ? result : 1;
            if (entry == null || entry.depth() <= depth) {
                table.put(position, new Entry(depth, lower, upper));
            }
        }
        return result;
    }

    /**
     * Star2's probe of the decision after a throw: the value of its first move in the evaluation's
     * order, searched within {@code [alpha, beta]}. A lower bound on the decision's value when light
     * chooses (call it with {@code alpha = 0}), an upper bound when dark does ({@code beta = 1}); exact
     * when there is one move or none.
     */
    private double probe(Position position, int throwValue, int depth, double alpha, double beta, int ply) {
        count();
        int count = orderedMoves(position, throwValue, ply);
        if (count == 0) {
            return leaf(position);
        }
        int first = orders[ply][0];
        return child(position, throwValue, buffers[ply][first], children[ply][first], depth, alpha, beta, ply);
    }

    /**
     * The legal actions of a decision point in {@code buffers[ply]}, their results in
     * {@code children[ply]}, and in {@code orders[ply]} their indexes, the mover's best by the
     * evaluation first (ties keep the listing's order). Returns their count: 0 when the game is over.
     */
    private int orderedMoves(Position position, int throwValue, int ply) {
        if (rules.isOver(position)) {
            return 0;
        }
        int[] buffer = buffer(ply);
        int count = rules.actions(position, throwValue, buffer);
        Position[] kids = children[ply];
        int[] order = orders[ply];
        double[] key = keys[ply];
        boolean max = position.toMove() == Side.LIGHT;
        for (int i = 0; i < count; i++) {
            kids[i] = isChance(buffer[i], throwValue) ? position : rules.apply(position, throwValue, buffer[i]);
            order[i] = i;
            if (count > 1) {
                key[i] = max ? -evaluation.lightWins(kids[i]) : evaluation.lightWins(kids[i]);
            }
        }
        if (count > 1) {
            sortByKey(order, key, count);
        }
        return count;
    }

    private double leaf(Position position) {
        count();
        return evaluation.lightWins(position);
    }

    private void count() {
        nodes++;
        if (capped && (nodes > nodeLimit || ((nodes & 1023) == 0 && System.nanoTime() > deadline))) {
            throw ABORT;
        }
    }

    private int[] buffer(int ply) {
        if (ply >= buffers.length) {
            allocate(ply * 2 + 2);
        }
        return buffers[ply];
    }

    private double[] probes(int ply) {
        buffer(ply);
        return probes[ply];
    }

    private void allocate(int plies) {
        int old = buffers == null ? 0 : buffers.length;
        int[][] b = new int[plies][];
        Position[][] c = new Position[plies][];
        double[][] k = new double[plies][];
        int[][] o = new int[plies][];
        double[][] pr = new double[plies][];
        for (int i = 0; i < plies; i++) {
            b[i] = i < old ? buffers[i] : new int[RuleSet.MAX_ACTIONS];
            c[i] = i < old ? children[i] : new Position[RuleSet.MAX_ACTIONS];
            k[i] = i < old ? keys[i] : new double[RuleSet.MAX_ACTIONS];
            o[i] = i < old ? orders[i] : new int[RuleSet.MAX_ACTIONS];
            pr[i] = i < old ? probes[i] : new double[throwValues.length];
        }
        buffers = b;
        children = c;
        keys = k;
        orders = o;
        probes = pr;
    }

    /** Insertion sort of {@code order[0..count)} by ascending key (stable: ties keep the listing's order). */
    private static void sortByKey(int[] order, double[] key, int count) {
        for (int i = 1; i < count; i++) {
            int item = order[i];
            double k = key[item];
            int j = i - 1;
            while (j >= 0 && key[order[j]] > k) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = item;
        }
    }
}
