package org.senet.bots.search;

import org.senet.bots.evaluation.Evaluation;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * The moves of each ply of a search in the order they are searched: the mover's best by the
 * evaluation first (ties keep the rule set's listing), which makes alpha-beta's cut-offs come early.
 * The arrays of each ply (actions, their results, the order, and the bounds of Star2's probes) are
 * kept from search to search, and grow when a search goes deeper than they reach.
 */
final class MoveOrder {
    private final RuleSet rules;
    private final Evaluation evaluation;
    private final int outcomes;
    private int[][] buffers;
    private Position[][] children;
    private double[][] keys;
    private double[][] probes;
    private int[][] orders;

    /**
     * The arrays for {@code plies} plies at first.
     *
     * @param outcomes the throw outcomes of the rule set (the length of a ply's probe bounds)
     */
    MoveOrder(RuleSet rules, Evaluation evaluation, int outcomes, int plies) {
        this.rules = rules;
        this.evaluation = evaluation;
        this.outcomes = outcomes;
        allocate(plies);
    }

    /**
     * Lists the legal actions of a decision point in {@link #actions}, their results in
     * {@link #children}, and in {@link #order} their indexes, the mover's best by the evaluation
     * first (ties keep the listing's order).
     *
     * @return their count: 0 when the game is over
     */
    int ordered(Position position, int throwValue, int ply) {
        if (rules.isOver(position)) {
            return 0;
        }
        int[] buffer = actions(ply);
        int count = rules.actions(position, throwValue, buffer);
        Position[] kids = children[ply];
        int[] order = orders[ply];
        double[] key = keys[ply];
        boolean max = position.toMove() == Side.LIGHT;
        for (int i = 0; i < count; i++) {
            kids[i] = StarSearch.isChance(buffer[i], throwValue) ? position : rules.apply(position, throwValue, buffer[i]);
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

    /** {@return the actions of ply {@code ply} (room for {@link RuleSet#MAX_ACTIONS})} */
    int[] actions(int ply) {
        if (ply >= buffers.length) {
            allocate(ply * 2 + 2);
        }
        return buffers[ply];
    }

    /** {@return the results of the actions {@link #ordered} listed at ply {@code ply}} */
    Position[] children(int ply) {
        return children[ply];
    }

    /** {@return the indexes of the actions {@link #ordered} listed at ply {@code ply}, best first} */
    int[] order(int ply) {
        return orders[ply];
    }

    /** {@return the bounds of Star2's probes at ply {@code ply}, one per throw outcome} */
    double[] probes(int ply) {
        actions(ply);
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
            pr[i] = i < old ? probes[i] : new double[outcomes];
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
