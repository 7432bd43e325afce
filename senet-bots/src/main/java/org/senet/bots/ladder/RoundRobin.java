package org.senet.bots.ladder;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.senet.core.SenetException;
import org.senet.core.rules.RuleSet;
import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;

/**
 * Every pair of a list of entrants plays the same number of games on one rule set, through
 * {@link Simulation}, seats swapped every other game. The entrant earlier in the list is the
 * simulation's first player.
 *
 * <p>Each pair plays with its own seed, {@link #pairSeed}, drawn from the run's seed and the two
 * places alone: a pair's games do not depend on the order the pairs are played in, on the other
 * entrants, or on the number of threads ({@link Simulation} guarantees the last). Entrants added at
 * the end of the list leave the games of the pairs before them as they were.
 *
 * <pre>{@code
 * RoundRobinResult result = RoundRobin.builder(rules, entrants).gamesPerPair(400).seed(1).threads(2)
 *         .build().play();
 * }</pre>
 */
public final class RoundRobin {
    private final RuleSet rules;
    private final List<Entrant> entrants;
    private final long gamesPerPair;
    private final long seed;
    private final int threads;

    private RoundRobin(Builder builder) {
        this.rules = builder.rules;
        this.entrants = builder.entrants;
        this.gamesPerPair = builder.gamesPerPair;
        this.seed = builder.seed;
        this.threads = builder.threads;
    }

    /**
     * A round robin of 400 games a pair, seed 0, one thread; change it with the builder.
     *
     * @param rules    the rule set every game is played on
     * @param entrants the players, at least two, with different names
     * @return a builder of the round robin
     * @throws NullPointerException if a part is null
     * @throws SenetException       if there are fewer than two entrants or two with the same name
     */
    public static Builder builder(RuleSet rules, List<Entrant> entrants) {
        return new Builder(rules, entrants);
    }

    /**
     * The seed of the games between the entrants at places {@code one} and {@code other} in a round
     * robin seeded with {@code seed}: the same whichever place is named first, and whatever the
     * other entrants.
     *
     * @param seed  the seed of the round robin
     * @param one   the place of one entrant, from 0
     * @param other the place of another entrant
     * @return the seed of their pair's {@link Simulation}
     * @throws SenetException if a place is negative or both are the same
     */
    public static long pairSeed(long seed, int one, int other) {
        if (one < 0 || other < 0 || one == other) {
            throw new SenetException("a pair needs two different places, not " + one + " and " + other);
        }
        long first = Math.min(one, other);
        long second = Math.max(one, other);
        // The pairs numbered (0, 1), (0, 2), (1, 2), (0, 3), ...: a number that does not depend on the entrants after them.
        return Simulation.gameSeed(seed, second * (second - 1) / 2 + first);
    }

    /** {@return the rule set every game is played on} */
    public RuleSet rules() {
        return rules;
    }

    /** {@return the entrants, in the order of their places} */
    public List<Entrant> entrants() {
        return entrants;
    }

    /** {@return the games each pair plays} */
    public long gamesPerPair() {
        return gamesPerPair;
    }

    /** {@return the games of the whole round robin: the pairs times the games of each} */
    public long games() {
        long pairs = (long) entrants.size() * (entrants.size() - 1) / 2;
        return pairs * gamesPerPair;
    }

    /**
     * Plays every pair, one after the other: {@code (0, 1), (0, 2), ..., (1, 2), ...}.
     *
     * @return the results of every pair
     */
    public RoundRobinResult play() {
        return play(Progress.NONE);
    }

    /**
     * Plays every pair, one after the other, telling {@code progress} how many games are done from
     * time to time (about five times a second while a pair plays, and after each pair), from the
     * thread that called this method. With a progress other than {@link Progress#NONE}, each pair's
     * simulation runs in a thread of its own while this one reports.
     *
     * @param progress hears how far the round robin has come
     * @return the results of every pair
     * @throws IllegalStateException if the thread is interrupted while it waits for a pair (its
     *                               interrupt flag set again)
     */
    public RoundRobinResult play(Progress progress) {
        Objects.requireNonNull(progress, "progress");
        List<PairResult> pairs = new ArrayList<>();
        long done = 0;
        for (int first = 0; first < entrants.size(); first++) {
            for (int second = first + 1; second < entrants.size(); second++) {
                long pairSeed = pairSeed(seed, first, second);
                Simulation simulation = Simulation.builder(rules).first(entrants.get(first).player())
                        .second(entrants.get(second).player()).seed(pairSeed).games(gamesPerPair).threads(threads)
                        .swapSeats(true).build();
                SimulationResult games = progress == Progress.NONE ? simulation.run()
                        : run(simulation, done, progress);
                pairs.add(new PairResult(first, second, pairSeed, games));
                done += gamesPerPair;
                progress.update(done, games());
            }
        }
        return new RoundRobinResult(entrants.stream().map(Entrant::name).toList(), pairs);
    }

    /** Runs one pair's simulation in a thread of its own, reporting its finished games from this one. */
    private SimulationResult run(Simulation simulation, long doneBefore, Progress progress) {
        return simulation.run((finished, pairGames) -> progress.update(doneBefore + finished, games()));
    }

    /** Hears how far a round robin has come, e.g. to draw a progress bar. */
    @FunctionalInterface
    public interface Progress {
        /** Hears nothing. */
        Progress NONE = (done, total) -> {
        };

        /**
         * Called from time to time while the round robin plays, from the thread that plays it.
         *
         * @param done  the games finished so far, over all pairs
         * @param total the games of the whole round robin
         */
        void update(long done, long total);
    }

    /** Settings of a round robin. */
    public static final class Builder {
        private final RuleSet rules;
        private final List<Entrant> entrants;
        private long gamesPerPair = 400;
        private long seed;
        private int threads = 1;

        private Builder(RuleSet rules, List<Entrant> entrants) {
            this.rules = Objects.requireNonNull(rules, "rules");
            this.entrants = List.copyOf(entrants);
            if (this.entrants.size() < 2) {
                throw new SenetException("a round robin needs at least two entrants, not " + this.entrants.size());
            }
            Set<String> names = new HashSet<>();
            for (Entrant entrant : this.entrants) {
                if (!names.add(entrant.name())) {
                    throw new SenetException("two entrants are named '" + entrant.name() + "'");
                }
            }
        }

        /**
         * How many games each pair plays, at least 1; an even number gives each entrant of a pair
         * each seat equally often.
         *
         * @param games the games of each pair
         * @return this builder
         * @throws SenetException if {@code games} is less than 1
         */
        public Builder gamesPerPair(long games) {
            if (games < 1) {
                throw new SenetException("games per pair must be at least 1, not " + games);
            }
            this.gamesPerPair = games;
            return this;
        }

        /**
         * The seed of the whole round robin, from which each pair's is drawn ({@link #pairSeed}).
         *
         * @param seed the seed; the same seed gives the same games
         * @return this builder
         */
        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        /**
         * How many threads play each pair's games, at least 1; the results are the same for any number.
         *
         * @param threads the number of threads
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
         * The round robin, ready to {@link RoundRobin#play()}.
         *
         * @return the round robin
         */
        public RoundRobin build() {
            return new RoundRobin(this);
        }
    }
}
