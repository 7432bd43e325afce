package org.senet.bots.study;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Optional;

import org.senet.bots.evaluation.Evaluation;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.simulation.GameLengths;
import org.senet.core.simulation.GameObserver;

/**
 * Watches the games of one simulation and keeps, per game index, its throws, turns and choices and,
 * with an evaluation, the measures of its trace ({@link TraceMetrics}). The figures are summed in the
 * order of the games, so they do not depend on the threads that played them.
 *
 * <p>The tallies of a block of games (games {@code first} to {@code first + games - 1} of a run) are
 * serializable, to travel from the machine that played them; {@link #absorb} copies them into the
 * tallies of the whole run, which then give exactly the figures of one run of all the games.
 */
final class GameTallies implements GameObserver, Serializable {
    private static final long serialVersionUID = 1L;

    /** Needed while the games are played, not after. */
    private final transient RuleSet rules;
    private final transient Evaluation evaluation;
    /** What {@link Verdicts#evaluator()} says; null without an evaluation. */
    private final String evaluator;
    private final long first;
    private final int[] throwsOf;
    private final int[] turnsOf;
    private final long[] actionsOf;
    private final int[] forcedOf;
    private final int[] passesOf;
    private final boolean[] finished;
    private final double[] leadChanges;
    private final double[] drama;
    private final double[] winnerBehind;
    private final double[] decisiveness;

    /**
     * Tallies for {@code games} games of {@code rules}, from game 0.
     *
     * @param evaluation measures the verdicts along each game with it; null to measure none
     */
    GameTallies(RuleSet rules, int games, Evaluation evaluation) {
        this(rules, 0, games, evaluation);
    }

    /**
     * Tallies for games {@code first} to {@code first + games - 1} of a run of {@code rules}.
     *
     * @param evaluation measures the verdicts along each game with it; null to measure none
     */
    GameTallies(RuleSet rules, long first, int games, Evaluation evaluation) {
        this(rules, first, games, evaluation, evaluation == null ? null
                : (evaluation.estimator().isPresent() ? "network" : "formula")
                + (evaluation.table().isPresent() ? " + tables" : ""));
    }

    /**
     * Tallies for games {@code first} to {@code first + games - 1} of a run of {@code rules}, whose verdicts are
     * measured with an evaluation of this name (the tallies of a study's strong self-play).
     *
     * @param evaluation measures the verdicts along each game with it
     * @param evaluator  its name ({@link Verdicts#evaluator()}), to which {@code + tables} is added where the
     *                   evaluation has an endgame table
     * @return the tallies
     */
    static GameTallies measured(RuleSet rules, long first, int games, Evaluation evaluation, String evaluator) {
        return new GameTallies(rules, first, games, evaluation,
                evaluator + (evaluation.table().isPresent() ? " + tables" : ""));
    }

    /**
     * Empty tallies of games 0 to {@code games - 1}, which take the figures of blocks ({@link #absorb}) and watch
     * no game themselves.
     *
     * @param evaluator what the blocks' evaluation was ({@link Verdicts#evaluator()}); null where they measured
     *                  no verdicts
     */
    static GameTallies merged(int games, String evaluator) {
        return new GameTallies(null, 0, games, null, evaluator);
    }

    private GameTallies(RuleSet rules, long first, int games, Evaluation evaluation, String evaluator) {
        this.rules = rules;
        this.evaluation = evaluation;
        this.evaluator = evaluator;
        this.first = first;
        throwsOf = new int[games];
        turnsOf = new int[games];
        actionsOf = new long[games];
        forcedOf = new int[games];
        passesOf = new int[games];
        finished = new boolean[games];
        int traced = evaluator == null ? 0 : games;
        leadChanges = new double[traced];
        drama = new double[traced];
        winnerBehind = new double[traced];
        decisiveness = new double[traced];
    }

    @Override
    public Tally watch(long gameIndex, Position start) {
        return new Tally((int) (gameIndex - first));
    }

    /** {@return the number of the first game tallied} */
    long first() {
        return first;
    }

    /** {@return what the evaluation of the verdicts was, {@link Verdicts#evaluator()}; null without one} */
    String evaluator() {
        return evaluator;
    }

    /** {@return the number of games tallied} */
    int games() {
        return throwsOf.length;
    }

    /**
     * Copies the figures of a block of the same run into these tallies, at its games.
     *
     * @param block the tallies of games within these, measured the same way (both with verdicts or neither)
     */
    void absorb(GameTallies block) {
        int at = (int) (block.first - first);
        System.arraycopy(block.throwsOf, 0, throwsOf, at, block.throwsOf.length);
        System.arraycopy(block.turnsOf, 0, turnsOf, at, block.turnsOf.length);
        System.arraycopy(block.actionsOf, 0, actionsOf, at, block.actionsOf.length);
        System.arraycopy(block.forcedOf, 0, forcedOf, at, block.forcedOf.length);
        System.arraycopy(block.passesOf, 0, passesOf, at, block.passesOf.length);
        System.arraycopy(block.finished, 0, finished, at, block.finished.length);
        if (block.evaluator == null) {
            return;
        }
        System.arraycopy(block.leadChanges, 0, leadChanges, at, block.leadChanges.length);
        System.arraycopy(block.drama, 0, drama, at, block.drama.length);
        System.arraycopy(block.winnerBehind, 0, winnerBehind, at, block.winnerBehind.length);
        System.arraycopy(block.decisiveness, 0, decisiveness, at, block.decisiveness.length);
    }

    /** {@return the percentiles of the games' lengths in throws, as the simulation that played them counts them} */
    GameLengths lengths() {
        int longest = 0;
        for (int count : throwsOf) {
            longest = Math.max(longest, count);
        }
        long[] histogram = new long[longest + 1];
        for (int count : throwsOf) {
            histogram[count]++;
        }
        return GameLengths.of(histogram);
    }

    /** {@return the lengths and choices of the games watched} */
    GameShape shape() {
        long throwsMade = 0;
        long actions = 0;
        long forced = 0;
        long passes = 0;
        for (int game = 0; game < throwsOf.length; game++) {
            throwsMade += throwsOf[game];
            actions += actionsOf[game];
            forced += forcedOf[game];
            passes += passesOf[game];
        }
        return new GameShape(Distribution.of(throwsOf), Distribution.of(turnsOf), share(actions, throwsMade),
                share(forced, throwsMade), share(passes, throwsMade));
    }

    /** {@return the verdicts along the finished games; empty without an evaluation} */
    Optional<Verdicts> verdicts() {
        if (evaluator == null) {
            return Optional.empty();
        }
        long games = 0;
        double[] sums = new double[4];
        for (int game = 0; game < finished.length; game++) {
            if (finished[game]) {
                games++;
                sums[0] += leadChanges[game];
                sums[1] += drama[game];
                sums[2] += winnerBehind[game];
                sums[3] += decisiveness[game];
            }
        }
        return Optional.of(new Verdicts(evaluator, games, mean(sums[0], games), mean(sums[1], games),
                mean(sums[2], games), mean(sums[3], games)));
    }

    private static double share(long part, long whole) {
        return whole == 0 ? 0 : part / (double) whole;
    }

    private static double mean(double sum, long games) {
        return games == 0 ? 0 : sum / games;
    }

    /** The watcher of one game: counts as the game goes, writes its figures at the end. */
    final class Tally implements GameObserver.Watcher {
        private final int game;
        private int throwsMade;
        private int turns;
        private long actions;
        private int forced;
        private int passes;
        private Side lastThrower;
        private double[] trace = new double[evaluation == null ? 0 : 256];

        private Tally(int game) {
            this.game = game;
        }

        /** Reads the positions only to judge them, in strong self-play: random play is played in place. */
        @Override
        public boolean readsPositions() {
            return evaluation != null;
        }

        @Override
        public void decision(Side toMove, int throwValue, int[] codes, int count, int chosen) {
            if (throwValue != RuleSet.NO_THROW) {
                count(toMove, count, chosen);
                throwsMade++;
            }
        }

        @Override
        public void decision(Position position, int throwValue, int[] codes, int count, int chosen) {
            if (throwValue == RuleSet.NO_THROW) {
                return;
            }
            count(position.toMove(), count, chosen);
            if (evaluation != null) {
                if (throwsMade == trace.length) {
                    trace = Arrays.copyOf(trace, trace.length * 2);
                }
                trace[throwsMade] = evaluation.lightWins(position);
            }
            throwsMade++;
        }

        /** Counts a decision after a throw: a new turn when the thrower changes, its actions, forced moves, passes. */
        private void count(Side thrower, int count, int chosen) {
            if (thrower != lastThrower) {
                turns++;
                lastThrower = thrower;
            }
            actions += count;
            if (count == 1) {
                int kind = ActionCode.kind(chosen);
                if (kind == ActionCode.KIND_MOVE) {
                    forced++;
                } else if (kind == ActionCode.KIND_PASS) {
                    passes++;
                }
            }
        }

        @Override
        public void end(Position last, long throwsTold) {
            throwsOf[game] = throwsMade;
            turnsOf[game] = turns;
            actionsOf[game] = actions;
            forcedOf[game] = forced;
            passesOf[game] = passes;
            finished[game] = rules.isOver(last);
            if (evaluation != null && finished[game]) {
                Side winner = rules.winner(last).orElseThrow();
                double[] lightChances = Arrays.copyOf(trace, throwsMade);
                leadChanges[game] = TraceMetrics.leadChanges(lightChances);
                drama[game] = TraceMetrics.drama(lightChances, winner);
                winnerBehind[game] = TraceMetrics.winnerBehind(lightChances, winner);
                decisiveness[game] = TraceMetrics.decisiveness(lightChances, winner);
            }
        }
    }
}
