package org.senet.core.simulation;

import java.util.ArrayList;
import java.util.Arrays;
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
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.game.PlayerFactory;
import org.senet.core.game.RandomPlayer;
import org.senet.core.position.Position;
import org.senet.core.position.PositionException;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.Playouts.Playout;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowTable;

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
        long[] totals;
        if (threads <= 1) {
            totals = playRange(0, games);
        } else {
            totals = new long[TOTALS + histogramSize()];
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<long[]>> parts = new ArrayList<>();
                long chunk = (games + threads - 1) / threads;
                for (long from = 0; from < games; from += chunk) {
                    long lo = from;
                    long hi = Math.min(games, from + chunk);
                    parts.add(pool.submit(() -> playRange(lo, hi)));
                }
                for (Future<long[]> part : parts) {
                    long[] values = part.get();
                    for (int k = 0; k < totals.length; k++) {
                        totals[k] += values[k];
                    }
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
        long nanos = System.nanoTime() - startNanos;
        return new SimulationResult(games, totals[LIGHT_WINS], totals[DARK_WINS], totals[FIRST_WINS],
                totals[SECOND_WINS], totals[UNFINISHED], totals[THROWS], totals[MOVES], nanos, totals[LIGHT_STARTS],
                totals[DARK_STARTS], totals[LIGHT_STARTER_WINS], totals[DARK_STARTER_WINS],
                GameLengths.of(Arrays.copyOfRange(totals, TOTALS, totals.length)));
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

    private static final int LIGHT_WINS = 0;
    private static final int DARK_WINS = 1;
    private static final int FIRST_WINS = 2;
    private static final int SECOND_WINS = 3;
    private static final int UNFINISHED = 4;
    private static final int THROWS = 5;
    private static final int MOVES = 6;
    private static final int LIGHT_STARTS = 7;
    private static final int DARK_STARTS = 8;
    private static final int LIGHT_STARTER_WINS = 9;
    private static final int DARK_STARTER_WINS = 10;
    private static final int TOTALS = 11;

    /** Games between two updates of {@link #finishedGames()}, so that threads rarely share the counter. */
    private static final int PROGRESS_BATCH = 64;

    /** Game lengths 0 to the cap of throws, counted after the totals. */
    private int histogramSize() {
        return (int) Math.min(rules.throwBound() * 10, Integer.MAX_VALUE - TOTALS - 1) + 1;
    }

    private long[] playRange(long from, long to) {
        long[] totals = new long[TOTALS + histogramSize()];
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        int[] throwValues = throwValues(rules.throwTable());
        long throwCap = rules.throwBound() * 10;
        Playouts inPlace = rules.capability(Playouts.class).orElse(null);
        int pending = 0;
        for (long i = from; i < to; i++) {
            playGame(i, inPlace, totals, buffer, throwValues, throwCap);
            if (++pending == PROGRESS_BATCH) {
                finished.addAndGet(pending);
                pending = 0;
            }
        }
        finished.addAndGet(pending);
        return totals;
    }

    /**
     * Plays game {@code index} and adds its figures to {@code totals}: in place ({@link Playouts}) where the
     * rule set can and the players need no position (random players, nobody watching): the same games, made
     * without a new position at every step.
     */
    private void playGame(long index, Playouts inPlace, long[] totals, int[] buffer, int[] throwValues, long throwCap) {
        long gameSeed = gameSeed(seed, index);
        SplittableRandom random = new SplittableRandom(gameSeed);
        boolean firstIsDark = swapSeats && (index & 1) == 1;
        Player a = first.create(rules, random.nextLong());
        Player b = second.create(rules, random.nextLong());
        Position first = start != null ? start : FirstMoverDraw.start(rules, gameSeed);
        Side starter = first.toMove();
        totals[starter == Side.LIGHT ? LIGHT_STARTS : DARK_STARTS]++;
        long throwsBefore = totals[THROWS];
        GameObserver.Watcher watcher = observer == null ? null : observer.watch(index, first);
        Player light = firstIsDark ? b : a;
        Player dark = firstIsDark ? a : b;
        Playout game = inPlace != null && watcher == null && light instanceof RandomPlayer
                && dark instanceof RandomPlayer ? inPlace.playout(first) : new Stepping(rules, first);
        Position end = play(rules, game, light, dark, random, throwValues, throwCap, buffer, totals, watcher);
        if (watcher != null) {
            watcher.end(end, totals[THROWS] - throwsBefore);
        }
        totals[TOTALS + (int) (totals[THROWS] - throwsBefore)]++; // at most the cap of throws
        if (rules.isOver(end)) {
            Side winner = rules.winner(end).orElseThrow();
            totals[winner == Side.LIGHT ? LIGHT_WINS : DARK_WINS]++;
            if (winner == starter) {
                totals[winner == Side.LIGHT ? LIGHT_STARTER_WINS : DARK_STARTER_WINS]++;
            }
            boolean firstWon = (winner == Side.DARK) == firstIsDark;
            totals[firstWon ? FIRST_WINS : SECOND_WINS]++;
        } else {
            totals[UNFINISHED]++;
        }
    }

    /** A game played position by position, through {@link RuleSet#actions} and {@link RuleSet#apply}. */
    private static final class Stepping implements Playout {
        private final RuleSet rules;
        private Position position;

        Stepping(RuleSet rules, Position start) {
            this.rules = rules;
            this.position = start;
        }

        @Override
        public int actions(int throwValue, int[] buffer) {
            return rules.actions(position, throwValue, buffer);
        }

        @Override
        public void apply(int throwValue, int action) {
            position = rules.apply(position, throwValue, action);
        }

        @Override
        public Side toMove() {
            return position.toMove();
        }

        @Override
        public Position position() {
            return position;
        }
    }

    /**
     * Plays one game to its end (or the throw cap) and returns the last position; adds its throws and moves
     * to {@code totals}. A decision point with no actions is a finished game (RuleSet#actions), so the game's
     * end costs no separate {@code isOver} call per decision. {@code watcher}, if not null, hears every
     * decision.
     */
    private static Position play(RuleSet rules, Playout game, Player light, Player dark, SplittableRandom sticks,
                                 int[] throwValues, long throwCap, int[] buffer, long[] totals,
                                 GameObserver.Watcher watcher) {
        long throwsMade = 0;
        long moves = 0;
        while (throwsMade < throwCap) {
            int count = game.actions(RuleSet.NO_THROW, buffer);
            if (count == 0) {
                break;
            }
            Player player = game.toMove() == Side.LIGHT ? light : dark;
            int action = buffer[count == 1 ? 0 : choice(rules, game, player, RuleSet.NO_THROW, buffer, count)];
            if (watcher != null) {
                watcher.decision(game.position(), RuleSet.NO_THROW, buffer, count, action);
            }
            int value = RuleSet.NO_THROW;
            if (action == ActionCode.THROW) {
                value = throwValues[sticks.nextInt(16)];
                throwsMade++;
                count = game.actions(value, buffer);
                action = buffer[count == 1 ? 0 : choice(rules, game, player, value, buffer, count)];
                if (watcher != null) {
                    watcher.decision(game.position(), value, buffer, count, action);
                }
            }
            if (ActionCode.kind(action) == ActionCode.KIND_MOVE) {
                moves++; // after a throw, or with throws kept earlier in the turn (RuleSet#gatheredThrows)
            }
            game.apply(value, action);
        }
        totals[THROWS] += throwsMade;
        totals[MOVES] += moves;
        return game.position();
    }

    /** The player's choice among the actions: a random player's without making the position of a game in place. */
    private static int choice(RuleSet rules, Playout game, Player player, int throwValue, int[] actions, int count) {
        return player instanceof RandomPlayer random ? random.choose(count)
                : player.choose(rules, game.position(), throwValue, actions, count);
    }

    /** The throw value of each of the 16 equally likely ways four sticks fall (bit k: stick k white). */
    private static int[] throwValues(ThrowTable table) {
        int[] values = new int[16];
        for (int sticks = 0; sticks < 16; sticks++) {
            values[sticks] = table.value(Integer.bitCount(sticks));
        }
        return values;
    }

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
