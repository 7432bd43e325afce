package org.senet.bots.evaluation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.WeakHashMap;

import org.senet.bots.tables.EndgameTable;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bots' static evaluation: an estimate of light's chance of winning a position, in
 * {@code [0, 1]}, computed from the masks and counts so that it serves every rule set.
 *
 * <p><b>Progress</b> is measured in turns, from a table the evaluation works out for each rule set
 * through the SPI alone: {@code turns[s]} is the expected number of turns a lone light piece on
 * square {@code s} needs to finish (be borne off, or reach the goal of a rule set such as Bell's),
 * playing its best, with no opposing piece in the way ({@code turns[0]}: a piece waiting to enter).
 * It is found by value iteration over the positions a lone piece can reach, with the exact throw
 * probabilities; the turn passes when the rule set gives the move to the opponent. So the table
 * knows, for every rule set alike, that the water of square 27 is costly where it is, that 26 must be
 * hit exactly, that 28..30 wait for an exact throw, and in which direction the pieces run. Each side
 * gets a score in turns:
 *
 * <pre>
 * need(S)  = sum over S's pieces on the board of turns[square] + turns[0] * waiting(S)
 *            + EXPOSED_PENALTY * exposed(S) - OFF_BONUS * off(S) - (S to move ? TEMPO : 0)
 * light's estimate = 1 / (1 + exp(-(need(dark) - need(light)) / scale))
 * scale    = SCALE_BASE + SCALE_SQRT * sqrt(need(light) + need(dark))
 * </pre>
 *
 * <ul>
 *   <li><b>progress</b>: the turns the side's pieces still need, as above. Hits are rewarded through
 *       it: a swapped piece needs the turns of the square it is sent back to, a piece hit off the
 *       board those of a piece waiting to enter.</li>
 *   <li><b>pieces borne off</b>: {@link #OFF_BONUS} turns per piece borne off (a piece home can no
 *       longer be hit, trapped or blocked).</li>
 *   <li><b>safety</b>: {@link #EXPOSED_PENALTY} turns per <i>exposed</i> piece: one with no own piece
 *       on an adjacent square (C2) and an opposing piece within one throw of it, on either side.</li>
 *   <li><b>tempo</b>: {@link #TEMPO} turns for the side about to throw.</li>
 * </ul>
 *
 * <p>The scale grows with the square root of the turns still needed (the spread of a race's
 * length), so that a lead means little at the start and much near the end. A finished game is
 * exactly 1 or 0 (the winner by {@link RuleSet#winner}).
 *
 * <p>Properties the tests check: the estimate is in [0, 1]; swapping the colours of a position gives
 * 1 minus the estimate; one more piece borne off, everything else equal, evaluates higher for that
 * side; the table decreases along the track in a forward game.
 *
 * <p>If a rule set's lone-piece positions cannot be explored (the rule set throws an exception on
 * them, they are too many, or no square has a way home), the table falls back to the distance along
 * the track divided by the mean throw; the reason is logged (SLF4J, logger
 * {@code org.senet.bots.evaluation.Evaluation}: a warning with the exception when the rule set
 * threw, else at debug level).
 *
 * <p>The tables are cached per rule-set instance, which the cache holds weakly: a rule set that the
 * application no longer uses is collected with its table. Evaluations are immutable and
 * thread-safe.
 */
public final class Evaluation {
    /** Turns credited per piece borne off, besides its progress. */
    public static final double OFF_BONUS = 0.3;
    /** Turns charged per exposed piece. */
    public static final double EXPOSED_PENALTY = 0.4;
    /** Turns credited to the side about to throw. */
    public static final double TEMPO = 0.5;
    /** Scale of the logistic at the end of a game, in turns. */
    public static final double SCALE_BASE = 0.8;
    /** Growth of the scale with the square root of the turns both sides still need. */
    public static final double SCALE_SQRT = 0.45;

    private static final Logger LOG = LoggerFactory.getLogger(Evaluation.class);
    private static final int STATE_LIMIT = 20_000;
    /**
     * The tables of turns by rule set (as its {@code equals} compares: the shipped ones by identity).
     * The key is held weakly and the value, a table of numbers, does not refer to it, so an entry goes
     * when its rule set is no longer used elsewhere. The tables are never changed once made.
     */
    private static final Map<RuleSet, double[]> TABLES = new WeakHashMap<>();
    private static final double UNREACHABLE = 1_000;

    private final RuleSet rules;
    private final double[] turns;
    private final int reach;
    private final EndgameTable table;
    private final WinEstimator estimator;

    private Evaluation(RuleSet rules, double[] turns, EndgameTable table, WinEstimator estimator) {
        this.rules = rules;
        this.turns = turns;
        this.reach = rules.throwTable().maxValue();
        this.table = table;
        this.estimator = estimator;
    }

    /**
     * This evaluation, exact wherever {@code table} holds the position: there it gives the table's
     * probability of winning with best play, elsewhere the estimate as before.
     *
     * @param table an endgame table of the same rule set, with the same options
     * @return the evaluation that looks positions up in the table first
     * @throws org.senet.core.SenetException if the table is of another rule set or other options
     */
    public Evaluation withTable(EndgameTable table) {
        Objects.requireNonNull(table, "table");
        if (!table.rules().id().equals(rules.id()) || !table.rules().options().equals(rules.options())) {
            throw new org.senet.core.SenetException("the endgame table of " + table.rules().id() + " "
                    + table.rules().options() + " cannot evaluate " + rules.id() + " " + rules.options());
        }
        return new Evaluation(rules, turns, table, estimator);
    }

    /** {@return the endgame table this evaluation looks positions up in, if any} */
    public Optional<EndgameTable> table() {
        return Optional.ofNullable(table);
    }

    /**
     * This evaluation, estimating with {@code estimator} (for example a learned
     * {@code org.senet.bots.learning.ValueNetwork}) instead of the hand-written formula wherever the
     * game is not over and no endgame table holds the position.
     *
     * @param estimator the estimate of the mover's chance, for the same rule set and options
     * @return the evaluation that asks {@code estimator}
     */
    public Evaluation withEstimator(WinEstimator estimator) {
        Objects.requireNonNull(estimator, "estimator");
        return new Evaluation(rules, turns, table, estimator);
    }

    /** {@return the estimator this evaluation asks instead of the hand-written formula, if any} */
    public Optional<WinEstimator> estimator() {
        return Optional.ofNullable(estimator);
    }

    /** {@return the rule set this evaluation is for} */
    public RuleSet rules() {
        return rules;
    }

    /**
     * The evaluation for a rule set, with its table of turns worked out (tens of milliseconds, once
     * per rule-set instance while that instance is in use: the table is cached).
     *
     * @param rules the rule set
     * @return its evaluation
     * @throws NullPointerException if {@code rules} is null
     */
    public static Evaluation of(RuleSet rules) {
        Objects.requireNonNull(rules, "rules");
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
        return new Evaluation(rules, table, null, null);
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
     * The expected turns a lone piece needs to finish, by square (index 0: waiting to enter; 1..30
     * the squares). A copy.
     *
     * @return the expected number of turns, by square
     */
    public double[] turnsTable() {
        return turns.clone();
    }

    /**
     * Light's estimated chance of winning, in [0, 1]; exactly 1 or 0 once the game is over, and the
     * exact chance with best play where the endgame table ({@link #withTable}) holds the position.
     *
     * @param position the position
     * @return light's chance of winning, estimated
     */
    public double lightWins(Position position) {
        if (rules.isOver(position)) {
            return rules.winner(position).orElse(Side.LIGHT) == Side.LIGHT ? 1.0 : 0.0;
        }
        if (table != null) {
            OptionalDouble exact = table.winProbability(position);
            if (exact.isPresent()) {
                return position.toMove() == Side.LIGHT ? exact.getAsDouble() : 1 - exact.getAsDouble();
            }
        }
        if (estimator != null) {
            double mover = estimator.moverWins(position);
            return position.toMove() == Side.LIGHT ? mover : 1 - mover;
        }
        return 1.0 / (1.0 + Math.exp(-formulaLogit(position)));
    }

    /**
     * The hand-written formula's estimate for light as a logit, {@code ln(p / (1 - p))}, whatever
     * table or estimator this evaluation has: the race in turns, pieces borne off, safety and tempo
     * (the class comment). A learned estimator may take it as one of its inputs. For a position that
     * is not over.
     *
     * @param position a position that is not over
     * @return light's logit by the formula
     */
    public double formulaLogit(Position position) {
        double light = need(position, Side.LIGHT);
        double dark = need(position, Side.DARK);
        if (position.toMove() == Side.LIGHT) {
            light -= TEMPO;
        } else {
            dark -= TEMPO;
        }
        double scale = SCALE_BASE + SCALE_SQRT * Math.sqrt(Math.max(0, light) + Math.max(0, dark));
        return (dark - light) / scale;
    }

    /**
     * The turns {@code side} still needs by the formula: the turns of its pieces on the board and
     * waiting, plus the safety charge, less the bonus for pieces borne off (tempo not counted).
     *
     * @param position the position
     * @param side     the side
     * @return the side's need, in turns
     */
    public double need(Position position, Side side) {
        return need(position.mask(side), position.mask(side.opponent()), position.waiting(side), position.off(side));
    }

    /**
     * The estimate for {@code side}: {@link #lightWins} or its complement.
     *
     * @param position the position
     * @param side     the side whose chance is asked
     * @return its chance of winning, estimated
     */
    public double wins(Position position, Side side) {
        double light = lightWins(position);
        return side == Side.LIGHT ? light : 1.0 - light;
    }

    private double need(int own, int opponent, int waiting, int off) {
        double sum = turns[0] * waiting - OFF_BONUS * off + EXPOSED_PENALTY * exposed(own, opponent);
        for (int m = own; m != 0; m &= m - 1) {
            sum += turns[Integer.numberOfTrailingZeros(m) + 1];
        }
        return sum;
    }

    /** Own pieces with no own neighbour and an opposing piece within one throw on either side. */
    private int exposed(int own, int opponent) {
        int lonely = own & ~Track.neighbours(own);
        int near = 0;
        for (int k = 1; k <= reach; k++) {
            near |= (opponent << k) | (opponent >>> k);
        }
        return Integer.bitCount(lonely & near & Track.ALL);
    }

    // ------------------------------------------------------------------ the table of turns

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
