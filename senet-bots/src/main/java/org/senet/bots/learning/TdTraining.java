package org.senet.bots.learning;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.search.Expectiminimax;
import org.senet.bots.search.GreedyPlayer;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.RuleSet;
import org.senet.core.simulation.Simulation;

/**
 * Trains a {@link ValueNetwork} by self-play and temporal-difference learning, TD(0), in the manner
 * of TD-Gammon: the network plays both sides, choosing each action one decision ahead by its own
 * estimate (as {@link GreedyPlayer} does with the hand-written one), and after every step moves its
 * estimate of the position before the step towards its estimate of the position after it (towards 1
 * or 0 when the game has ended).
 *
 * <p><b>Both cores, one result.</b> Training runs in rounds. In a round each of {@link #LEARNERS}
 * learners starts from the same weights and plays {@link Plan#roundGames()} games alone, learning
 * after every step; at the end of the round the weights become the learners' mean. Game {@code n}
 * of a training seeded {@code s} throws the sticks of {@link Simulation#gameRandom}{@code (s, n)},
 * and a learner's games are fixed by the round, so the weights depend on the plan and the seed only:
 * not on the number of threads, nor on whether the training was stopped at a checkpoint and resumed.
 *
 * <p>The learning rate of a step is {@code rate * 0.5^(games played / rateHalfLife)}, never below
 * {@code rate / 10}.
 */
public final class TdTraining {
    /** The learners that play in parallel in each round (fixed, so that results do not depend on the cores). */
    public static final int LEARNERS = 2;
    private static final long THROW_CAP = 5_000;

    /**
     * What to train.
     *
     * @param games        the games to have played when training ends (counting those of a resumed network)
     * @param seed         the seed of the starting weights and of every game's throws
     * @param hidden       hidden units of a new network
     * @param rate         the learning rate at the start
     * @param rateHalfLife games after which the rate has halved
     * @param roundGames   games each learner plays between two averagings
     */
    public record Plan(long games, long seed, int hidden, double rate, long rateHalfLife, int roundGames) {
        /** The hidden units of a network unless told otherwise. */
        public static final int HIDDEN = 80;

        /**
         * Checks the plan.
         *
         * @param games        the games to have played when training ends
         * @param seed         the seed of the starting weights and of every game's throws
         * @param hidden       hidden units of a new network
         * @param rate         the learning rate at the start, in (0, 1]
         * @param rateHalfLife games after which the rate has halved
         * @param roundGames   games each learner plays between two averagings
         * @throws NetworkException if a number is out of range
         */
        public Plan {
            if (games < 1 || hidden < 1 || !(rate > 0 && rate <= 1) || rateHalfLife < 1 || roundGames < 1) {
                throw new NetworkException("a training plan needs at least one game, hidden unit, game per round"
                        + " and game of half-life, and a learning rate in (0, 1]");
            }
        }

        /**
         * The plan of the shipped networks for {@code games} games from {@code seed}: 80 hidden
         * units, rate 0.02 halving every 200,000 games, 500 games per learner and round.
         *
         * @param games the games to play
         * @param seed  the seed
         * @return the plan
         */
        public static Plan of(long games, long seed) {
            return new Plan(games, seed, HIDDEN, 0.02, 200_000, 500);
        }

        /**
         * This plan with another number of hidden units.
         *
         * @param units hidden units of a new network
         * @return the plan
         * @throws NetworkException if {@code units} is less than 1
         */
        public Plan withHidden(int units) {
            return new Plan(games, seed, units, rate, rateHalfLife, roundGames);
        }

        double rateAfter(long played) {
            return rate * Math.max(0.1, Math.pow(0.5, (double) played / rateHalfLife));
        }
    }

    /** What a training reports while it runs; both methods are called from the thread that called {@link #train}. */
    public interface Listener {
        /**
         * Games played so far, every few hundred milliseconds and at the end of each round.
         *
         * @param played the games played, those of a resumed network included
         * @param total  the games the training ends at
         */
        void progress(long played, long total);

        /**
         * The network at the end of a round: save it to resume from, if wanted.
         *
         * @param network the weights so far, with the games played in its {@link Provenance}
         */
        default void roundEnded(ValueNetwork network) {
        }
    }

    private TdTraining() {
    }

    /**
     * Trains a new network for {@code rules} by {@code plan}.
     *
     * @param rules    the rule set with its options
     * @param plan     games, seed and learning settings
     * @param threads  threads to play on (1 or more; the result is the same for any)
     * @param command  the command line to record in the network's {@link Provenance}
     * @param listener told of the progress and of each round's network
     * @return the trained network
     * @throws InterruptedException if the thread is interrupted; the training stops
     */
    public static ValueNetwork train(RuleSet rules, Plan plan, int threads, String command, Listener listener)
            throws InterruptedException {
        ValueNetwork start = ValueNetwork.untrained(rules, plan.hidden(), plan.seed());
        return resume(start, plan, threads, command, listener);
    }

    /**
     * Goes on training {@code network} (a checkpoint of a training by the same plan) until
     * {@code plan.games()} games have been played: the result is the one an uninterrupted training would have
     * given.
     *
     * @param network  the network so far; its provenance says how many games it has played
     * @param plan     the plan it was trained by
     * @param threads  threads to play on
     * @param command  the command line to record
     * @param listener told of the progress and of each round's network
     * @return the trained network
     * @throws InterruptedException if the thread is interrupted; the training stops
     * @throws NetworkException     if the network was trained from another seed
     */
    public static ValueNetwork resume(ValueNetwork network, Plan plan, int threads, String command, Listener listener)
            throws InterruptedException {
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(command, "command");
        if (threads < 1) {
            throw new NetworkException("training needs at least one thread, not " + threads);
        }
        if (network.provenance().seed() != plan.seed()) {
            throw new NetworkException("the network was trained from seed " + network.provenance().seed()
                    + ", not " + plan.seed());
        }
        RuleSet rules = network.rules();
        Weights weights = network.weightsCopy();
        long played = network.provenance().games();
        AtomicLong progress = new AtomicLong(played);
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, LEARNERS), runnable -> {
            Thread thread = new Thread(runnable, "senet-training");
            thread.setDaemon(true);
            return thread;
        });
        try {
            while (played < plan.games()) {
                long roundStart = played;
                long roundSize = Math.min((long) LEARNERS * plan.roundGames(), plan.games() - played);
                Weights[] learned = new Weights[LEARNERS];
                List<Future<?>> running = new ArrayList<>();
                for (int learner = 0; learner < LEARNERS; learner++) {
                    long first = roundStart + roundSize * learner / LEARNERS;
                    long end = roundStart + roundSize * (learner + 1) / LEARNERS;
                    Weights own = weights.copy();
                    learned[learner] = own;
                    running.add(pool.submit(() -> new Learner(network.features(), own, plan, progress)
                            .play(first, end)));
                }
                for (Future<?> future : running) {
                    await(future, progress, plan, listener);
                }
                weights = Weights.mean(learned);
                played = roundStart + roundSize;
                listener.progress(played, plan.games());
                listener.roundEnded(new ValueNetwork(network.features(), weights.copy(),
                        new Provenance(played, plan.seed(), command)));
            }
        } finally {
            pool.shutdownNow();
        }
        return new ValueNetwork(network.features(), weights, new Provenance(played, plan.seed(), command));
    }

    private static void await(Future<?> future, AtomicLong progress, Plan plan, Listener listener)
            throws InterruptedException {
        while (true) {
            try {
                future.get(250, TimeUnit.MILLISECONDS);
                return;
            } catch (TimeoutException e) {
                listener.progress(progress.get(), plan.games());
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException failure) {
                    throw failure;
                }
                throw new IllegalStateException("a learner failed", e.getCause());
            }
        }
    }

    /** One learner: plays its games of a round with its own copy of the weights, learning after every step. */
    private static final class Learner {
        private final RuleSet rules;
        private final Features features;
        private final Weights weights;
        private final Plan plan;
        private final AtomicLong progress;
        private final int[] throwValues = new int[16];
        private final int[] buffer = new int[RuleSet.MAX_ACTIONS];
        private final double[] before;
        private final double[] after;
        private final double[] hidden;

        Learner(Features features, Weights weights, Plan plan, AtomicLong progress) {
            this.rules = features.rules();
            this.features = features;
            this.weights = weights;
            this.plan = plan;
            this.progress = progress;
            for (int sticks = 0; sticks < 16; sticks++) {
                throwValues[sticks] = rules.throwTable().value(Integer.bitCount(sticks));
            }
            this.before = new double[features.size()];
            this.after = new double[features.size()];
            this.hidden = new double[weights.hidden];
        }

        void play(long first, long end) {
            for (long game = first; game < end; game++) {
                playGame(game);
                progress.incrementAndGet();
            }
        }

        private void playGame(long game) {
            double rate = plan.rateAfter(game);
            ValueNetwork frozen = new ValueNetwork(features, weights.copy(), new Provenance(game, plan.seed(), ""));
            Expectiminimax chooser = new Expectiminimax(rules,
                    Evaluation.of(rules).withEstimator(frozen), GreedyPlayer.BUDGET);
            SplittableRandom random = Simulation.gameRandom(plan.seed(), game);
            Position position = FirstMoverDraw.start(rules, Simulation.gameSeed(plan.seed(), game));
            features.encode(position, before);
            for (long throwsMade = 0; throwsMade < THROW_CAP; ) {
                int count = rules.actions(position, RuleSet.NO_THROW, buffer);
                if (count == 0) {
                    return;
                }
                int action = buffer[choose(chooser, position, RuleSet.NO_THROW, count, random)];
                int value = RuleSet.NO_THROW;
                if (action == ActionCode.THROW) {
                    value = throwValues[random.nextInt(16)];
                    throwsMade++;
                    count = rules.actions(position, value, buffer);
                    action = buffer[choose(chooser, position, value, count, random)];
                }
                Position next = rules.apply(position, value, action);
                learn(position, next, rate);
                if (rules.isOver(next)) {
                    return;
                }
                position = next;
                System.arraycopy(after, 0, before, 0, before.length);
            }
        }

        /** Moves the estimate of {@code position} (encoded in {@code before}) towards that of {@code next}. */
        private void learn(Position position, Position next, double rate) {
            double target;
            if (rules.isOver(next)) {
                Side winner = rules.winner(next).orElse(null);
                target = winner == position.toMove() ? 1 : winner == null ? 0.5 : 0;
            } else {
                features.encode(next, after);
                double nextValue = weights.forward(after, hidden);
                target = next.toMove() == position.toMove() ? nextValue : 1 - nextValue;
            }
            double output = weights.forward(before, hidden);
            weights.learn(before, hidden, output, target, rate);
        }

        /** The index of the action with the best estimate for the mover; equal ones drawn from the game's random. */
        private int choose(Expectiminimax chooser, Position position, int throwValue, int count,
                           SplittableRandom random) {
            if (count == 1) {
                return 0;
            }
            double[] values = chooser.values(position, throwValue, buffer, count, false);
            int best = 0;
            int ties = 1;
            for (int i = 1; i < count; i++) {
                if (values[i] > values[best]) {
                    best = i;
                    ties = 1;
                } else if (values[i] == values[best] && random.nextInt(++ties) == 0) {
                    best = i;
                }
            }
            return best;
        }
    }
}
