package org.senet.bots.evaluation;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

import org.senet.bots.tables.EndgameTable;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

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
 *
 * <p>This class combines the estimates (the game's end, the endgame table, the estimator, the
 * formula) and publishes the formula's weights; the formula's features and the table of turns are
 * each a class of this package's own ({@code RaceFormula}, {@code TurnsTable}).
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

    private final RuleSet rules;
    private final RaceFormula formula;
    private final EndgameTable table;
    private final WinEstimator estimator;

    private Evaluation(RuleSet rules, RaceFormula formula, EndgameTable table, WinEstimator estimator) {
        this.rules = rules;
        this.formula = formula;
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
        return new Evaluation(rules, formula, table, estimator);
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
        return new Evaluation(rules, formula, table, estimator);
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
        return new Evaluation(rules, new RaceFormula(TurnsTable.of(rules), rules.throwTable().maxValue()), null, null);
    }

    /**
     * The expected turns a lone piece needs to finish, by square (index 0: waiting to enter; 1..30
     * the squares). A copy.
     *
     * @return the expected number of turns, by square
     */
    public double[] turnsTable() {
        return formula.turns();
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
        return formula.logit(position);
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
        return formula.need(position, side);
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
}
