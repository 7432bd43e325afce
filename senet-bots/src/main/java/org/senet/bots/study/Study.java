package org.senet.bots.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.senet.bots.Bots;
import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.search.ExpectiminimaxPlayer;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.SenetException;
import org.senet.core.game.PlayerFactory;
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
 *       the position; the hand-written formula for options the network was not trained for), or of the
 *       evaluation the builder was given ({@link Builder#evaluator}: the network of the rule set a variant
 *       varies, a network trained for it);</li>
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
    private final StrongEvaluator evaluator;

    private Study(Builder builder) {
        this.rules = builder.rules;
        this.randomGames = builder.randomGames;
        this.strongGames = builder.strongGames;
        this.seed = builder.seed;
        this.threads = builder.threads;
        this.evaluator = builder.evaluator;
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
        List<StudyBlock> blocks = new ArrayList<>();
        for (Part part : Part.values()) {
            blocks.add(block(part, 0, games(part), progress));
        }
        return result(blocks);
    }

    /**
     * The four parts of a study, in the order {@link #run()} plays them; each can be played in blocks of its
     * games ({@link #block}), anywhere, and merged ({@link #result}).
     */
    public enum Part {
        /** {@code random} against {@code random}, seats not swapped: the random games. */
        RANDOM,
        /** {@code hard} against {@code hard}, with the verdicts of the strongest evaluation: the strong games. */
        SELF_PLAY,
        /** {@code hard} against {@code random}, seats swapped every other game: as many as the strong games. */
        AGAINST_RANDOM,
        /** {@code hard} against {@code easy}, seats swapped every other game: as many as the strong games. */
        AGAINST_EASY
    }

    /**
     * How many games a part of the study plays.
     *
     * @param part the part
     * @return the random games for {@link Part#RANDOM}, the strong games for the others
     */
    public long games(Part part) {
        return part == Part.RANDOM ? randomGames : strongGames;
    }

    /**
     * Plays games {@code from} to {@code to - 1} of one part of the study: a block of it, played on this thread
     * (and the study's threads). The blocks that together hold every game of every part, played anywhere in any
     * order, give exactly the figures of {@link #run()} ({@link #result}): a sweep on a cluster splits the
     * study's games so.
     *
     * @param part the part
     * @param from the number of the block's first game, 0 or more
     * @param to   the number after its last game, more than {@code from} and at most the part's games
     * @return the figures of the block
     * @throws SenetException if the block is not within the part's games
     */
    public StudyBlock block(Part part, long from, long to) {
        return block(part, from, to, null);
    }

    private StudyBlock block(Part part, long from, long to, Simulation.Progress progress) {
        long games = games(part);
        if (from < 0 || to <= from || to > games) {
            throw new SenetException("games " + from + " to " + to + " are not a block of the " + games + " "
                    + part + " games");
        }
        StrongEvaluator strong = evaluator != null ? evaluator : StrongEvaluator.own(rules);
        GameTallies tallies = part == Part.SELF_PLAY
                ? GameTallies.measured(rules, from, (int) (to - from), strong.evaluation(rules, EndgameTables.user()),
                        strong.name())
                : new GameTallies(rules, from, (int) (to - from), null);
        // hard as Bots.HARD makes it, with the chosen evaluation, asked once per player
        PlayerFactory hard = ExpectiminimaxPlayer.factory(Bots.HARD.budget().orElseThrow(),
                game -> strong.evaluation(game, EndgameTables.user()));
        long doneBefore = part == Part.RANDOM ? 0 : randomGames + (part.ordinal() - 1) * strongGames;
        SimulationResult simulation = switch (part) {
            case RANDOM -> play(Bots.RANDOM, Bots.RANDOM, from, to - from, false, tallies, doneBefore, progress);
            case SELF_PLAY -> play(hard, hard, from, to - from, false, tallies, doneBefore, progress);
            case AGAINST_RANDOM -> play(hard, Bots.RANDOM, from, to - from, true, tallies, doneBefore, progress);
            case AGAINST_EASY -> play(hard, Bots.EASY, from, to - from, true, tallies, doneBefore, progress);
        };
        return StudyBlock.of(part, simulation, tallies);
    }

    /**
     * The figures of the study from blocks of its games ({@link #block}): exactly those of {@link #run()}, but for
     * the simulations' times, the sums of the blocks'.
     *
     * @param blocks blocks that together hold every game of every part, each once, in any order
     * @return the study's figures
     * @throws SenetException if the blocks leave out a game or hold one twice or one beyond its part's games
     */
    public StudyResult result(List<StudyBlock> blocks) {
        StudyBlock.Merged selfPlay = StudyBlock.merge(blocks, Part.SELF_PLAY, strongGames);
        SimulationResult againstRandom = StudyBlock.merge(blocks, Part.AGAINST_RANDOM, strongGames).simulation();
        SimulationResult againstEasy = StudyBlock.merge(blocks, Part.AGAINST_EASY, strongGames).simulation();
        return new StudyResult(rules, seed, randomPlay(blocks),
                play("hard vs hard", selfPlay.simulation(), selfPlay.tallies()),
                new SkillGap(WinRate.of(againstRandom, againstRandom.firstWins()),
                        WinRate.of(againstEasy, againstEasy.firstWins())));
    }

    /**
     * The random play of the study from blocks of its random games: exactly the {@link StudyResult#random()} of
     * {@link #run()}, but for the simulation's time, the sum of the blocks'. What a study of random play alone
     * needs: no strong game is played.
     *
     * @param blocks blocks that together hold the random games, each once, in any order; blocks of other parts
     *               are passed over
     * @return the figures of random play
     * @throws SenetException if the blocks leave out a game or hold one twice or one beyond the random games
     */
    public Play randomPlay(List<StudyBlock> blocks) {
        StudyBlock.Merged random = StudyBlock.merge(blocks, Part.RANDOM, randomGames);
        return play("random vs random", random.simulation(), random.tallies());
    }

    private SimulationResult play(PlayerFactory first, PlayerFactory second, long firstGame, long games, boolean swapSeats,
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
        private StrongEvaluator evaluator;

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
         * The evaluation of the strong play: {@code hard}'s and the verdicts'. By default
         * {@link StrongEvaluator#own}: the network shipped for exactly the rule set's settings, else the formula.
         *
         * @param strong the evaluation, e.g. {@link StrongEvaluator#best} of the rule set
         * @return this builder
         * @throws SenetException if its network was made for another rule set, options or points
         */
        public Builder evaluator(StrongEvaluator strong) {
            strong.check(rules);
            this.evaluator = strong;
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
