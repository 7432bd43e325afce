package org.senet.bots.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.search.Budget;
import org.senet.bots.search.Expectiminimax;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.SenetException;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Step;
import org.senet.core.position.Position;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

/**
 * Reviews played games, as a backgammon program analyses a match: every decision is compared with
 * the best one by the evaluator, and every throw of the sticks is given its luck.
 *
 * <p>Values are the chooser's chance of winning, found by {@link Expectiminimax} to a fixed depth
 * over an {@link Evaluation}; {@link #strongest} uses the learned network and, where the user has
 * built them, the exact endgame tables, so that a review of a tabled endgame is exact. The depth
 * alone bounds the search (no node or time budget), so a review gives the same figures on every
 * machine.
 *
 * <p>A throw's luck ({@link ThrowLuck}) is the thrower's chance after the throw, playing the best
 * action, minus the mean of that over all the values the sticks can give; the same search values the
 * decision that follows, so the error of a move and the luck of the throw before it come from one
 * set of values. A reviewer is not thread-safe (its search is not).
 *
 * <pre>{@code
 * GameReviewer reviewer = GameReviewer.strongest(rules, EndgameTables.user(), GameReviewer.DEFAULT_DEPTH);
 * GameReview review = reviewer.review(record);
 * review.light().mistakes();
 * }</pre>
 */
public final class GameReviewer {
    /** The depth reviews use unless told otherwise: two throws beyond each decision, as the top bot searches. */
    public static final int DEFAULT_DEPTH = 2;
    /** The deepest search a review may ask for; each level costs several times the one before. */
    public static final int MAX_DEPTH = 4;
    /** A safety cap per search, far beyond what the depths above take, so that it never decides a value. */
    private static final long TIME_CAP_MILLIS = 600_000;

    private final RuleSet rules;
    private final int depth;
    private final Expectiminimax search;
    private final List<ThrowOutcome> outcomes;
    private final int[] buffer = new int[RuleSet.MAX_ACTIONS];

    /**
     * A reviewer for games of {@code rules}.
     *
     * @param rules      the rule set, with its options
     * @param evaluation the evaluation the search ends in
     * @param depth      the search depth, 0 (each action judged by the evaluation of its result) to
     *                   {@link #MAX_DEPTH}
     * @throws SenetException if the depth is out of range, or the evaluation is of another rule set
     */
    public GameReviewer(RuleSet rules, Evaluation evaluation, int depth) {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new SenetException("the review depth must be 0 to " + MAX_DEPTH + ", not " + depth);
        }
        if (!evaluation.rules().equals(rules)) {
            throw new SenetException("the evaluation is of " + evaluation.rules().id() + ", the games of "
                    + rules.id());
        }
        this.rules = rules;
        this.depth = depth;
        this.search = new Expectiminimax(rules, evaluation, Budget.depth(depth, TIME_CAP_MILLIS));
        this.outcomes = rules.throwTable().outcomes();
    }

    /**
     * A reviewer with the strongest evaluation there is for {@code rules}
     * ({@link ValueNetwork#strongest}): exact where a table in {@code tables} holds the position.
     *
     * @param rules  the rule set, with its options
     * @param tables where endgame tables are looked for, e.g. {@link EndgameTables#user()}
     * @param depth  the search depth, 0 to {@link #MAX_DEPTH}
     * @return the reviewer
     * @throws SenetException if the depth is out of range
     */
    public static GameReviewer strongest(RuleSet rules, EndgameTables tables, int depth) {
        return new GameReviewer(rules, ValueNetwork.strongest(rules, tables), depth);
    }

    /** Hears how far a review has come, e.g. to draw a progress bar; called from the reviewing thread. */
    @FunctionalInterface
    public interface Progress {
        /** Hears nothing. */
        Progress NONE = (reviewed, total) -> {
        };

        /**
         * Called after each step of the game is reviewed.
         *
         * @param reviewed the steps reviewed so far
         * @param total    the steps of the game
         */
        void reviewed(int reviewed, int total);
    }

    /** {@return the evaluation the reviews end in} */
    public Evaluation evaluation() {
        return search.evaluation();
    }

    /** {@return the search depth of the reviews} */
    public int depth() {
        return depth;
    }

    /**
     * What judges the games, in one English sentence: the evaluation, its endgame table, the depth, e.g.
     * {@code Judged by the learned network, 2 throws deep; no endgame table built.}
     *
     * @return the sentence
     */
    public String judge() {
        Evaluation evaluation = evaluation();
        String by = evaluation.estimator().isPresent() ? "the learned network" : "the hand-written evaluation";
        String tables = evaluation.table().map(table -> "; exact in the endgame table (up to " + table.maxPieces()
                + " pieces a side)").orElse("; no endgame table built");
        return "Judged by " + by + ", " + depth + (depth == 1 ? " throw" : " throws") + " deep" + tables + ".";
    }

    /**
     * Reviews a recorded game, finished or not.
     *
     * @param record the game; its rule set must be this reviewer's
     * @return the review
     * @throws SenetException if the record is of another rule set or options
     */
    public GameReview review(GameRecord record) {
        return review(record, Progress.NONE);
    }

    /**
     * Reviews a recorded game, finished or not, telling {@code progress} after each step.
     *
     * @param record   the game; its rule set must be this reviewer's
     * @param progress hears how many steps are reviewed
     * @return the review
     * @throws SenetException if the record is of another rule set or options
     */
    public GameReview review(GameRecord record, Progress progress) {
        if (!record.rules().equals(rules)) {
            throw new SenetException("this reviewer is for " + rules.id() + " " + rules.options() + ", the game is "
                    + record.rules().id() + " " + record.rules().options());
        }
        return review(record.start(), record.steps(), progress);
    }

    /**
     * Reviews the steps of a game from its start.
     *
     * @param start the position the game started from
     * @param steps its steps, oldest first, as {@link org.senet.core.game.Game#steps()} gives them
     * @return the review
     * @throws SenetException if a step is not legal where it stands
     */
    public GameReview review(Position start, List<Step> steps) {
        return review(start, steps, Progress.NONE);
    }

    /**
     * Reviews the steps of a game from its start, telling {@code progress} after each step.
     *
     * @param start    the position the game started from
     * @param steps    its steps, oldest first
     * @param progress hears how many steps are reviewed
     * @return the review
     * @throws SenetException if a step is not legal where it stands
     */
    public GameReview review(Position start, List<Step> steps, Progress progress) {
        List<ReviewLine> lines = new ArrayList<>();
        Position position = start;
        int pending = RuleSet.NO_THROW;
        ThrowLuck carried = null;
        Outcome carriedOutcome = null;
        double startChance = Double.NaN;
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            Side side = position.toMove();
            if (step.isThrow()) {
                int count = rules.actions(position, pending, buffer);
                if (count > 1) {
                    Decision decision = decide(position, pending, count, ActionCode.THROW, null);
                    startChance = firstChance(startChance, side, decision.bestChance());
                    lines.add(new ReviewLine(i + 1, side, Optional.ofNullable(carried), Optional.of(decision),
                            light(side, decision.playedChance())));
                } else if (carried != null) {
                    lines.add(new ReviewLine(i + 1, side, Optional.of(carried), Optional.of(
                            new Decision(1, "throw", "throw", carried.after(), carried.after())),
                            light(side, carried.after())));
                }
                Position from = step.after();
                double before = 0;
                Outcome thrown = null;
                for (ThrowOutcome outcome : outcomes) {
                    Outcome valued = outcome(from, outcome.value());
                    before += outcome.probability() * valued.best();
                    if (outcome.value() == step.throwValue()) {
                        thrown = valued;
                    }
                }
                if (thrown == null) {
                    throw new SenetException("step " + (i + 1) + ": the sticks cannot throw " + step.throwValue());
                }
                startChance = firstChance(startChance, side, before);
                carried = new ThrowLuck(step.throwValue(), before, thrown.best());
                carriedOutcome = thrown;
                position = from;
                pending = step.throwValue();
            } else {
                int count = rules.actions(position, pending, buffer);
                Decision decision = decide(position, pending, count, step.action().code(),
                        pending == RuleSet.NO_THROW ? null : carriedOutcome);
                startChance = firstChance(startChance, side, decision.bestChance());
                lines.add(new ReviewLine(i + 1, side, Optional.ofNullable(carried), Optional.of(decision),
                        light(side, decision.playedChance())));
                carried = null;
                carriedOutcome = null;
                position = step.after();
                pending = RuleSet.NO_THROW;
            }
            progress.reviewed(i + 1, steps.size());
        }
        if (carried != null) {
            Side side = position.toMove();
            lines.add(new ReviewLine(steps.size(), side, Optional.of(carried), Optional.empty(),
                    light(side, carried.after())));
        }
        if (Double.isNaN(startChance)) {
            startChance = rules.isOver(start) ? (rules.winner(start).orElseThrow() == Side.LIGHT ? 1 : 0)
                    : light(start.toMove(), beforeThrow(start));
        }
        Side winner = rules.isOver(position) ? rules.winner(position).orElseThrow() : null;
        List<SideSummary> summaries = SideSummary.of(lines, winner);
        return new GameReview(rules, depth, startChance, lines, summaries.get(0), summaries.get(1),
                Optional.ofNullable(winner));
    }

    /**
     * The mover's chance of winning at a decision point before the throw, where throwing is the only
     * action: the mean over the throw's values of the best action after each.
     */
    private double beforeThrow(Position position) {
        double before = 0;
        for (ThrowOutcome outcome : outcomes) {
            before += outcome.probability() * outcome(position, outcome.value()).best();
        }
        return before;
    }

    /** The actions after throwing {@code value} from {@code from}, with the thrower's chance after each. */
    private Outcome outcome(Position from, int value) {
        int count = rules.actions(from, value, buffer);
        int[] actions = java.util.Arrays.copyOf(buffer, count);
        double[] values = search.values(from, value, actions, count, true);
        return new Outcome(actions, values);
    }

    /**
     * The decision at {@code (position, throwValue)} where {@code played} was chosen; the values come
     * from {@code known} when the throw's outcome was valued already.
     */
    private Decision decide(Position position, int throwValue, int count, int played, Outcome known) {
        Outcome valued = known != null ? known : outcome(position, throwValue);
        if (valued.actions().length != count) {
            throw new SenetException("the reviewer's actions differ from the rule set's at " + position);
        }
        int playedIndex = valued.indexOf(played);
        if (playedIndex < 0) {
            throw new SenetException(ActionCode.toText(played) + " is not a legal action at " + position
                    + " with throw " + throwValue);
        }
        int bestIndex = playedIndex;
        for (int k = 0; k < count; k++) {
            if (valued.values()[k] > valued.values()[bestIndex] + 1e-12) {
                bestIndex = k;
            }
        }
        return new Decision(count, ActionCode.toText(valued.actions()[playedIndex]),
                ActionCode.toText(valued.actions()[bestIndex]), valued.values()[playedIndex],
                valued.values()[bestIndex]);
    }

    private static double firstChance(double known, Side mover, double moverChance) {
        return Double.isNaN(known) ? light(mover, moverChance) : known;
    }

    private static double light(Side mover, double moverChance) {
        return mover == Side.LIGHT ? moverChance : 1 - moverChance;
    }

    /** The legal actions of one decision point with the mover's chance after each. */
    private record Outcome(int[] actions, double[] values) {
        double best() {
            double best = Double.NEGATIVE_INFINITY;
            for (double value : values) {
                best = Math.max(best, value);
            }
            return best;
        }

        int indexOf(int code) {
            for (int k = 0; k < actions.length; k++) {
                if (actions[k] == code) {
                    return k;
                }
            }
            for (int k = 0; k < actions.length; k++) {
                if (ActionCode.sameText(actions[k], code)) {
                    return k;
                }
            }
            return -1;
        }
    }
}
