package org.senet.bots.study;

import java.util.List;
import java.util.Objects;

import org.senet.bots.Bot;
import org.senet.bots.Bots;
import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.SenetException;
import org.senet.core.rules.RuleSet;
import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;

/**
 * The reconstruction study of one rule set (with its options): how its games go under random play
 * and under strong self-play, and how much skill counts. Four simulations, each seeded with the
 * study's seed, played one after the other:
 *
 * <ol>
 *   <li><b>random play</b>: {@code random} against {@code random}, seats not swapped: exactly the games of
 *       {@code senet simulate --rules <id> --games <randomGames> --seed <seed>}, so its figures are
 *       those;</li>
 *   <li><b>strong self-play</b>: {@code hard} against {@code hard}, {@code strongGames} games, with the
 *       verdicts of the strongest evaluation there is for the rule set
 *       ({@link ValueNetwork#strongest}: the shipped network, exact where the user's endgame tables hold
 *       the position; the hand-written formula for options the network was not trained for);</li>
 *   <li><b>skill gap</b>: {@code hard} against {@code random}, then against {@code easy},
 *       {@code strongGames} games each, seats swapped every other game.</li>
 * </ol>
 *
 * <p>Every figure follows from the rule set, the game counts and the seed alone, whatever the number
 * of threads ({@link Simulation} plays game {@code i} from {@code (seed, i)}; the study's observers
 * keep their figures per game index).
 *
 * <pre>{@code
 * StudyResult result = Study.builder(rules).randomGames(20_000).strongGames(200).seed(1).threads(2).build().run();
 * double advantage = result.strong().starter().rate();
 * }</pre>
 */
public final class Study {
    /** The most games of one part: the per-game figures are kept in arrays. */
    public static final long MAX_GAMES = 100_000_000;

    private final RuleSet rules;
    private final long randomGames;
    private final long strongGames;
    private final long seed;
    private final int threads;

    private Study(Builder builder) {
        this.rules = builder.rules;
        this.randomGames = builder.randomGames;
        this.strongGames = builder.strongGames;
        this.seed = builder.seed;
        this.threads = builder.threads;
    }

    /**
     * A study of 1,000 random games and 200 strong ones, seed 0, one thread; change it with the builder.
     *
     * @param rules the rule set with its options
     * @return a builder of the study
     * @throws NullPointerException if {@code rules} is null
     */
    public static Builder builder(RuleSet rules) {
        return new Builder(rules);
    }

    /** {@return the rule set studied} */
    public RuleSet rules() {
        return rules;
    }

    /** {@return every game the study plays: the random ones, then three times the strong ones} */
    public long games() {
        return randomGames + 3 * strongGames;
    }

    /**
     * Plays the whole study on this thread (and the simulations' threads).
     *
     * @return its figures
     */
    public StudyResult run() {
        return run(null);
    }

    /**
     * Plays the whole study, telling {@code progress} from the calling thread how many of its
     * {@link #games()} are finished, about five times a second ({@link Simulation#run(Simulation.Progress)}).
     *
     * @param progress hears how far the study has come, as finished games of {@link #games()}; null for none
     * @return its figures
     * @throws IllegalStateException if the calling thread is interrupted while it waits
     */
    public StudyResult run(Simulation.Progress progress) {
        Play random = randomPlay(List.of(randomBlock(0, randomGames, progress)));
        Evaluation evaluation = ValueNetwork.strongest(rules, EndgameTables.user());
        GameTallies strongTallies = new GameTallies(rules, (int) strongGames, evaluation);
        SimulationResult selfPlay = play(Bots.HARD, Bots.HARD, 0, strongGames, false, strongTallies, randomGames,
                progress);
        SimulationResult againstRandom = play(Bots.HARD, Bots.RANDOM, 0, strongGames, true, null,
                randomGames + strongGames, progress);
        SimulationResult againstEasy = play(Bots.HARD, Bots.EASY, 0, strongGames, true, null,
                randomGames + 2 * strongGames, progress);
        return new StudyResult(rules, seed, random, play("hard vs hard", selfPlay, strongTallies),
                new SkillGap(WinRate.of(againstRandom, againstRandom.firstWins()),
                        WinRate.of(againstEasy, againstEasy.firstWins())));
    }

    /**
     * Plays random games {@code from} to {@code to - 1} of the study: a block of its random play, played on
     * this thread (and the study's threads). The blocks that together hold games 0 to
     * {@code randomGames - 1}, played anywhere in any order, give exactly the random play of
     * {@link #run()} ({@link #randomPlay}): a sweep on a cluster splits the study's games so.
     *
     * @param from the number of the block's first game, 0 or more
     * @param to   the number after its last game, more than {@code from} and at most the random games
     * @return the figures of the block
     * @throws SenetException if the block is not within the study's random games
     */
    public RandomBlock randomBlock(long from, long to) {
        return randomBlock(from, to, null);
    }

    private RandomBlock randomBlock(long from, long to, Simulation.Progress progress) {
        if (from < 0 || to <= from || to > randomGames) {
            throw new SenetException("games " + from + " to " + to + " are not a block of the " + randomGames
                    + " random games");
        }
        GameTallies tallies = new GameTallies(rules, from, (int) (to - from), null);
        SimulationResult simulation = play(Bots.RANDOM, Bots.RANDOM, from, to - from, false, tallies, 0, progress);
        return RandomBlock.of(simulation, tallies);
    }

    /**
     * The random play of the study from blocks of its games ({@link #randomBlock}): exactly the
     * {@link StudyResult#random()} of {@link #run()}, but for the simulation's time, the sum of the blocks'.
     *
     * @param blocks blocks that together hold games 0 to {@code randomGames - 1}, each once, in any order
     * @return the figures of random play
     * @throws SenetException if the blocks leave out a game or hold one twice or one beyond the random games
     */
    public Play randomPlay(List<RandomBlock> blocks) {
        GameTallies tallies = new GameTallies(rules, (int) randomGames, null);
        return play("random vs random", RandomBlock.merge(blocks, randomGames, tallies), tallies);
    }

    private SimulationResult play(Bot first, Bot second, long firstGame, long games, boolean swapSeats,
                                  GameTallies tallies, long doneBefore, Simulation.Progress progress) {
        Simulation simulation = Simulation.builder(rules).first(first).second(second).seed(seed).firstGame(firstGame)
                .games(games).threads(threads).swapSeats(swapSeats).observer(tallies).build();
        if (progress == null) {
            return simulation.run();
        }
        return simulation.run((finished, all) -> progress.update(doneBefore + finished, games()));
    }

    private static Play play(String players, SimulationResult simulation, GameTallies tallies) {
        WinRate starter = WinRate.of(simulation, simulation.lightStarterWins() + simulation.darkStarterWins());
        return new Play(players, simulation, starter, tallies.shape(), tallies.verdicts());
    }

    /** Settings of a study. */
    public static final class Builder {
        private final RuleSet rules;
        private long randomGames = 1_000;
        private long strongGames = 200;
        private long seed;
        private int threads = 1;

        private Builder(RuleSet rules) {
            this.rules = Objects.requireNonNull(rules, "rules");
        }

        /**
         * The games of random play.
         *
         * @param games 1 to {@link #MAX_GAMES}
         * @return this builder
         * @throws SenetException if {@code games} is out of range
         */
        public Builder randomGames(long games) {
            this.randomGames = checked("random games", games);
            return this;
        }

        /**
         * The games of strong self-play, and of each match of the skill gap.
         *
         * @param games 1 to {@link #MAX_GAMES}
         * @return this builder
         * @throws SenetException if {@code games} is out of range
         */
        public Builder strongGames(long games) {
            this.strongGames = checked("strong games", games);
            return this;
        }

        /**
         * The seed of every part of the study.
         *
         * @param seed the seed; the same seed gives the same figures
         * @return this builder
         */
        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        /**
         * How many threads play the games of each part.
         *
         * @param threads at least 1; the figures do not depend on it
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
         * The study, ready to {@link Study#run()}.
         *
         * @return the study
         */
        public Study build() {
            return new Study(this);
        }

        private static long checked(String what, long games) {
            if (games < 1 || games > MAX_GAMES) {
                throw new SenetException(what + " must be 1 to " + MAX_GAMES + ", not " + games);
            }
            return games;
        }
    }
}
