package org.senet.bots.evaluation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The table of turns of a rule set, the measure of progress of {@link Evaluation}: {@code turns[s]}
 * is the expected number of turns a lone light piece on square {@code s} needs to finish, playing its
 * best, with no opposing piece in the way ({@code turns[0]}: a piece waiting to enter). Worked out
 * through the SPI alone by value iteration over the positions a lone piece can reach, with the exact
 * throw probabilities; the turn passes when the rule set gives the move to the opponent.
 *
 * <p>If a rule set's lone-piece positions cannot be explored (the rule set throws an exception on
 * them, they are too many, or no square has a way home), the table falls back to the distance along
 * the track divided by the mean throw; the reason is logged under {@link Evaluation}'s logger.
 *
 * <p>The tables are cached per rule-set instance, which the cache holds weakly.
 */
final class TurnsTable {
    /** The logger the class comment of {@link Evaluation} names. */
    private static final Logger LOG = LoggerFactory.getLogger(Evaluation.class);
    private static final int STATE_LIMIT = 20_000;
    /**
     * The tables of turns by rule set (as its {@code equals} compares: the shipped ones by identity).
     * The key is held weakly and the value, a table of numbers, does not refer to it, so an entry goes
     * when its rule set is no longer used elsewhere. The tables are never changed once made.
     */
    private static final Map<RuleSet, double[]> TABLES = new WeakHashMap<>();
    private static final double UNREACHABLE = 1_000;

    private TurnsTable() {
    }

    /**
     * The table of turns of {@code rules}, worked out on first use (tens of milliseconds) and cached
     * while the rule-set instance is in use. Never changed: callers must not write to it.
     */
    static double[] of(RuleSet rules) {
        double[] table;
        synchronized (TABLES) {
            table = TABLES.get(rules);
        }
        if (table == null) {
            // worked out outside the lock: two threads may both work it out, the first one stored wins
            double[] computed = turnsFor(rules);
            synchronized (TABLES) {
                table = TABLES.computeIfAbsent(rules, r -> computed);
            }
        }
        return table;
    }

    /** The table of turns by value iteration, or the linear fallback, with the reason logged. */
    private static double[] turnsFor(RuleSet rules) {
        double[] table;
        try {
            table = loneTurns(rules);
        } catch (RuntimeException e) {
            LOG.warn("rule set {}: the turns a lone piece needs cannot be worked out, because exploring its"
                    + " lone-piece positions threw {}; the bots measure progress by the distance along the"
                    + " track instead", rules.id(), e, e);
            return linearTurns(rules);
        }
        if (table == null) {
            LOG.debug("rule set {}: the lone-piece positions are more than {} or have no way home; the bots"
                    + " measure progress by the distance along the track", rules.id(), STATE_LIMIT);
            return linearTurns(rules);
        }
        return table;
    }

    /**
     * Value iteration over the positions of a lone light piece (one piece a side, the dark one held
     * where it does not meet light's, see {@link #loneStart}). Light keeps the move; a move that gives the
     * turn away costs one turn and the position is handed back to light with no flags.
     */
    private static double[] loneTurns(RuleSet rules) {
        boolean waits = rules.usesWaitingPieces();
        List<Position> starts = new ArrayList<>();
        for (int square = 0; square <= Track.SQUARES; square++) {
            starts.add(loneStart(square, waits));
        }
        Map<Position, Integer> index = new HashMap<>();
        List<Position> states = new ArrayList<>();
        ArrayDeque<Position> queue = new ArrayDeque<>();
        for (Position start : starts) {
            if (start != null && index.putIfAbsent(start, states.size()) == null) {
                states.add(start);
                queue.add(start);
            }
        }
        List<ThrowOutcome> outcomes = rules.throwTable().outcomes();
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        // per state: pre-throw options (next state index, cost) and per outcome the move options
        List<int[][]> pre = new ArrayList<>();
        List<int[][][]> post = new ArrayList<>();
        while (!queue.isEmpty()) {
            Position state = queue.poll();
            int id = index.get(state);
            while (pre.size() <= id) {
                pre.add(null);
                post.add(null);
            }
            if (rules.isOver(state)) {
                continue;
            }
            int count = rules.actions(state, RuleSet.NO_THROW, buffer);
            int[][] choices = new int[count][];
            boolean canThrow = false;
            for (int i = 0; i < count; i++) {
                if (buffer[i] == ActionCode.THROW) {
                    canThrow = true;
                    choices[i] = new int[] {-1, 0};
                } else {
                    choices[i] = successor(rules.apply(state, RuleSet.NO_THROW, buffer[i]), index, states, queue);
                }
            }
            pre.set(id, choices);
            if (canThrow) {
                int[][][] moves = new int[outcomes.size()][][];
                for (int o = 0; o < outcomes.size(); o++) {
                    int value = outcomes.get(o).value();
                    int n = rules.actions(state, value, buffer);
                    int[] copy = Arrays.copyOf(buffer, n);
                    moves[o] = new int[n][];
                    for (int i = 0; i < n; i++) {
                        moves[o][i] = successor(rules.apply(state, value, copy[i]), index, states, queue);
                    }
                }
                post.set(id, moves);
            }
            if (states.size() > STATE_LIMIT) {
                return null;
            }
        }
        int n = states.size();
        double[] v = new double[n];
        boolean[] over = new boolean[n];
        for (int i = 0; i < n; i++) {
            over[i] = rules.isOver(states.get(i));
            v[i] = over[i] ? 0 : UNREACHABLE;
        }
        for (int iteration = 0; iteration < 2_000; iteration++) {
            double change = 0;
            for (int i = 0; i < n; i++) {
                if (over[i] || pre.get(i) == null) {
                    continue;
                }
                double best = UNREACHABLE;
                for (int[] choice : pre.get(i)) {
                    double value;
                    if (choice[0] < 0) {
                        value = 0;
                        int[][][] moves = post.get(i);
                        for (int o = 0; o < moves.length; o++) {
                            double bestMove = UNREACHABLE;
                            for (int[] move : moves[o]) {
                                bestMove = Math.min(bestMove, move[1] + v[move[0]]);
                            }
                            value += outcomes.get(o).probability() * bestMove;
                        }
                    } else {
                        value = choice[1] + v[choice[0]];
                    }
                    best = Math.min(best, value);
                }
                best = Math.min(best, UNREACHABLE);
                change = Math.max(change, Math.abs(best - v[i]));
                v[i] = best;
            }
            if (change < 1e-9) {
                break;
            }
        }
        double[] table = new double[Track.SQUARES + 1];
        for (int square = 0; square <= Track.SQUARES; square++) {
            Position start = starts.get(square);
            table[square] = start == null ? UNREACHABLE : v[index.get(start)];
        }
        if (!waits) {
            // square 1 holds the dark piece: extend the table's slope from squares 2 and 3
            table[1] = Math.max(table[2], 2 * table[2] - table[3]);
        }
        double finite = 0;
        for (int square = 1; square <= Track.SQUARES; square++) {
            if (table[square] < UNREACHABLE) {
                finite = Math.max(finite, table[square]);
            }
        }
        if (finite == 0) {
            return null;
        }
        for (int square = 0; square <= Track.SQUARES; square++) {
            // a square a lone piece cannot leave (or never stands on) counts as the worst finite one
            table[square] = Math.min(table[square], finite + 1);
        }
        return table;
    }

    /**
     * A lone light piece on {@code square} (0: waiting to enter). The dark piece must stay in the game
     * without meeting light's: waiting to enter where the rule set has waiting pieces, else on square 1
     * (so there is no start on square 1, nor a waiting one).
     */
    private static Position loneStart(int square, boolean waits) {
        if (waits) {
            return new Position(square == 0 ? 0 : Track.bit(square), 0, square == 0 ? 1 : 0, 1, 1, 1, Side.LIGHT, 0);
        }
        if (square <= 1) {
            return null;
        }
        return new Position(Track.bit(square), Track.bit(1), 0, 0, 1, 1, Side.LIGHT, 0);
    }

    /** The state after a move and its cost: 1 when the turn went to dark (then handed back), else 0. */
    private static int[] successor(Position next, Map<Position, Integer> index, List<Position> states,
                                   ArrayDeque<Position> queue) {
        int cost = 0;
        Position state = next;
        if (next.toMove() != Side.LIGHT) {
            cost = 1;
            state = next.withTurn(Side.LIGHT, 0);
        }
        Integer id = index.get(state);
        if (id == null) {
            id = states.size();
            index.put(state, id);
            states.add(state);
            queue.add(state);
        }
        return new int[] {id, cost};
    }

    /** Fallback: squares still to go divided by the mean throw (entering counts from square 0). */
    private static double[] linearTurns(RuleSet rules) {
        double mean = 0;
        for (ThrowOutcome outcome : rules.throwTable().outcomes()) {
            mean += outcome.probability() * outcome.value();
        }
        double[] table = new double[Track.SQUARES + 1];
        for (int square = 0; square <= Track.SQUARES; square++) {
            table[square] = (Track.SQUARES + 1 - square) / mean;
        }
        return table;
    }
}
