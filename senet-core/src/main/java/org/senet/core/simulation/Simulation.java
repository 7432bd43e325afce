package org.senet.core.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

import org.senet.core.SenetException;
import org.senet.core.game.Game;
import org.senet.core.game.PlayerFactory;
import org.senet.core.game.RandomPlayer;
import org.senet.core.position.Position;
import org.senet.core.position.PositionException;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.RuleSet;

/**
 * Plays many games between two players for research: win rates, game lengths, speed. Game {@code i}
 * draws its sticks and its players' seeds from {@code (seed, i)} alone, so results do not depend on
 * the number of threads, and the same seed gives the same figures (property P5).
 *
 * <p>With {@code swapSeats}, the first player takes dark in every odd-numbered game, so that neither
 * player profits from the seat.
 *
 * <pre>{@code
 * SimulationResult r = Simulation.builder(rules).games(20_000).seed(1).run();
 * }</pre>
 */
public final class Simulation {
    private final RuleSet rules;
    private final PlayerFactory first;
    private final PlayerFactory second;
    private final long seed;
    private final long firstGame;
    private final long games;
    private final int threads;
    private final boolean swapSeats;
    private final Position start;
    private final GameObserver observer;
    private final AtomicLong finished = new AtomicLong();

    private Simulation(Builder builder) {
        this.rules = builder.rules;
        this.first = builder.first;
        this.second = builder.second;
        this.seed = builder.seed;
        this.firstGame = builder.firstGame;
        this.games = builder.games;
        this.threads = builder.threads;
        this.swapSeats = builder.swapSeats;
        this.start = builder.start;
        this.observer = builder.observer;
    }

    /**
     * A simulation of random players, one game, seed 0, one thread; change it with the builder.
     *
     * @param rules the rule set to play
     * @return a builder of the simulation
     * @throws NullPointerException if {@code rules} is null, naming it
     */
    public static Builder builder(RuleSet rules) {
        return new Builder(rules);
    }

    /** {@return the number of games finished so far (for a progress bar; may be read from another thread)} */
    public long finishedGames() {
        return finished.get();
    }

    /** {@return the number of games this simulation plays} */
    public long games() {
        return games;
    }

    /**
     * Plays all the games and returns the figures.
     *
     * @return the figures of all the games
     */
    public SimulationResult run() {
        long startNanos = System.nanoTime();
        Tally tally;
        if (threads <= 1) {
            tally = runner().playRange(firstGame, firstGame + games, finished);
        } else {
            tally = new Tally(GameRunner.throwCap(rules));
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<Tally>> parts = new ArrayList<>();
                long chunk = (games + threads - 1) / threads;
                for (long from = 0; from < games; from += chunk) {
                    long lo = firstGame + from;
                    long hi = firstGame + Math.min(games, from + chunk);
                    parts.add(pool.submit(() -> runner().playRange(lo, hi, finished)));
                }
                for (Future<Tally> part : parts) {
                    tally.add(part.get());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("simulation interrupted", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("a simulated game failed: " + e.getCause(), e.getCause());
            } finally {
                pool.shutdownNow();
            }
        }
        return tally.result(games, System.nanoTime() - startNanos);
    }

    /** A runner of this simulation's games, for one thread. */
    private GameRunner runner() {
        return new GameRunner(rules, first, second, seed, swapSeats, start, observer);
    }

    /**
     * Plays all the games in a thread of its own, telling {@code progress} from the calling thread how
     * many are finished, about five times a second while they play and once at the end: for a progress
     * bar that the calling thread alone draws.
     *
     * @param progress hears how far the simulation has come
     * @return the figures of all the games, as {@link #run()} gives them
     * @throws IllegalStateException if the calling thread is interrupted while it waits (its interrupt
     *                               flag set again), or a game failed with a checked exception
     */
    public SimulationResult run(Progress progress) {
        Objects.requireNonNull(progress, "progress");
        FutureTask<SimulationResult> task = new FutureTask<>(this::run);
        Thread worker = new Thread(task, "simulation");
        worker.setDaemon(true);
        worker.start();
        while (true) {
            try {
                SimulationResult result = task.get(PROGRESS_PERIOD_MILLIS, TimeUnit.MILLISECONDS);
                progress.update(games, games);
                return result;
            } catch (TimeoutException e) {
                progress.update(finishedGames(), games);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("simulation interrupted", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException failure) {
                    throw failure;
                }
                if (e.getCause() instanceof Error error) {
                    throw error;
                }
                throw new IllegalStateException("a simulated game failed: " + e.getCause(), e.getCause());
            }
        }
    }

    /** Hears how far a simulation has come ({@link #run(Progress)}), e.g. to draw a progress bar. */
    @FunctionalInterface
    public interface Progress {
        /**
         * Called from time to time while the simulation plays, from the thread that called
         * {@link #run(Progress)}.
         *
         * @param finished the games finished so far
         * @param games    the games of the whole simulation
         */
        void update(long finished, long games);
    }

    /** How often, in milliseconds, {@link #run(Progress)} reports progress. */
    private static final long PROGRESS_PERIOD_MILLIS = 200;

    /**
     * The random source of game {@code index} of a run seeded with {@code seed}: player seeds first,
     * then the sticks. The draw of the first mover, where the opening has one, comes from
     * {@link #gameSeed} apart from it ({@link FirstMoverDraw}).
     *
     * @param seed  the seed of the run
     * @param index the number of the game in the run, from 0
     * @return the random source of that game
     */
    public static SplittableRandom gameRandom(long seed, long index) {
        return new SplittableRandom(gameSeed(seed, index));
    }

    /**
     * The seed of game {@code index} of a run seeded with {@code seed}, from which {@link #gameRandom}
     * starts.
     *
     * @param seed  the seed of the run
     * @param index the number of the game in the run, from 0
     * @return the seed of that game
     */
    public static long gameSeed(long seed, long index) {
        return mix(seed + 0x9E3779B97F4A7C15L * (index + 1));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Settings of a simulation. */
    public static final class Builder {
        private final RuleSet rules;
        private PlayerFactory first = RandomPlayer.FACTORY;
        private PlayerFactory second = RandomPlayer.FACTORY;
        private long seed;
        private long firstGame;
        private long games = 1;
        private int threads = 1;
        private boolean swapSeats;
        private Position start;
        private GameObserver observer;

        private Builder(RuleSet rules) {
            this.rules = Objects.requireNonNull(rules, "rules");
        }

        /**
         * The first player (light, unless seats are swapped).
         *
         * @param player makes the first player of each game
         * @return this builder
         */
        public Builder first(PlayerFactory player) {
            this.first = player;
            return this;
        }

        /**
         * The second player (dark, unless seats are swapped).
         *
         * @param player makes the second player of each game
         * @return this builder
         */
        public Builder second(PlayerFactory player) {
            this.second = player;
            return this;
        }

        /**
         * The position every game starts from, instead of the rule set's start (and of any draw of
         * the first mover): an endgame, a test position, a study.
         *
         * @param start a position of this rule set, at a decision point before a throw
         * @return this builder
         * @throws NullPointerException     if {@code start} is null
         * @throws PositionException if {@code start} cannot be a position of the rule set, saying why
         */
        public Builder start(Position start) {
            Objects.requireNonNull(start, "start");
            Game.problemAsStart(rules, start).ifPresent(problem -> {
                throw new PositionException("the start " + start + " is not a position of " + rules.id()
                        + ": " + problem);
            });
            this.start = start;
            return this;
        }

        /**
         * Who watches every game, decision by decision ({@link GameObserver}); none by default.
         *
         * @param observer the observer, or null for none
         * @return this builder
         */
        public Builder observer(GameObserver observer) {
            this.observer = observer;
            return this;
        }

        /**
         * The seed of the whole run.
         *
         * @param seed the seed; the same seed gives the same games
         * @return this builder
         */
        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        /**
         * How many games, at least 1.
         *
         * @param games the number of games
         * @return this builder
         * @throws SenetException if {@code games} is less than 1
         */
        public Builder games(long games) {
            if (games < 1) {
                throw new SenetException("games must be at least 1, not " + games);
            }
            this.games = games;
            return this;
        }

        /**
         * The number of the first game played: the simulation plays games {@code first} to
         * {@code first + games - 1} of the run seeded with {@link #seed}, each exactly as a simulation
         * from game 0 plays it ({@link Simulation#gameSeed}), so that a run split into blocks of games
         * (on the machines of a cluster, say) counts what the whole run counts. 0 by default.
         *
         * @param first the number of the first game, at least 0
         * @return this builder
         * @throws SenetException if {@code first} is negative
         */
        public Builder firstGame(long first) {
            if (first < 0) {
                throw new SenetException("the first game must be at least 0, not " + first);
            }
            this.firstGame = first;
            return this;
        }

        /**
         * How many threads, at least 1.
         *
         * @param threads the number of threads that play the games
         * @return this builder
         * @throws SenetException if {@code threads} is less than 1
         */
        public Builder threads(int threads) {
            if (threads < 1) {
                throw new SenetException("threads must be at least 1, not " + threads);
            }
            this.threads = threads;
            return this;
        }

        /**
         * Whether the first player takes dark in every odd-numbered game.
         *
         * @param swap true to swap the seats every other game
         * @return this builder
         */
        public Builder swapSeats(boolean swap) {
            this.swapSeats = swap;
            return this;
        }

        /**
         * The simulation, ready to {@link Simulation#run()}.
         *
         * @return the simulation
         */
        public Simulation build() {
            return new Simulation(this);
        }

        /**
         * Builds and runs.
         *
         * @return the figures of all the games
         */
        public SimulationResult run() {
            return build().run();
        }
    }
}
