package org.senet.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.search.Budget;
import org.senet.bots.search.ExpectiminimaxPlayer;
import org.senet.bots.search.GreedyPlayer;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.board.Side;
import org.senet.core.game.RandomPlayer;
import org.senet.core.simulation.Simulation;

/**
 * The shipped computer opponents, weakest first: {@link #RANDOM}, {@link #EASY}, {@link #MEDIUM},
 * {@link #CLASSIC}, {@link #HARD}. Each plays every rule set, the shipped ones and any plugin, through the
 * {@link org.senet.core.rules.RuleSet} interface alone.
 *
 * <p>Which to pick:
 * <ul>
 *   <li>{@link #RANDOM}: uniform among the legal actions. A baseline for measurements, a first
 *       opponent for a beginner, and the fastest way to play a game out.</li>
 *   <li>{@link #EASY} (alias {@code greedy}): one decision ahead by the evaluation. Clearly better
 *       than random, decides in microseconds; a casual opponent, or a fast stand-in for a player in
 *       simulations.</li>
 *   <li>{@link #MEDIUM}: expectiminimax one throw deeper than {@code easy}; a little stronger, still
 *       well under a millisecond per decision.</li>
 *   <li>{@link #CLASSIC}: expectiminimax with Star1 and Star2 pruning, deepening to three turn events
 *       within 60,000 nodes, with the hand-written evaluation; about a millisecond per decision. The
 *       former top level, kept as a yardstick.</li>
 *   <li>{@link #HARD}: expectiminimax with the rule set's learned evaluation (a value network trained
 *       by self-play, {@link org.senet.bots.learning}), exact where an endgame table holds the
 *       position; the strongest. The one to offer as "the computer" and to give hints with.</li>
 * </ul>
 *
 * <p>The levels are limited by depth and nodes, not time, so that a bot makes the same choices on
 * every machine for a given seed; their time caps are safety nets only (see {@link Budget}).
 * Measured strengths and decision times are in {@code senet-bots/BOTS.md}.
 *
 * <pre>{@code
 * Bot bot = Bots.find("hard").orElseThrow();
 * Player computer = bot.create(rules, seed);
 * }</pre>
 */
public final class Bots {
    private static final long LIGHT_SALT = 0x5DEECE66DL;
    private static final long DARK_SALT = 0x9E3779B97F4A7C15L;
    private static final Budget MEDIUM_BUDGET = new Budget(1, 20_000, 1_000);
    private static final Budget CLASSIC_BUDGET = new Budget(3, 60_000, 1_000);
    private static final Budget HARD_BUDGET = new Budget(2, 20_000, 1_000);

    /** Uniform among the legal actions; does not search. */
    public static final Bot RANDOM = new Bot("random", List.of(),
            "uniform among the legal actions: a baseline, and a beginner's first opponent",
            RandomPlayer.FACTORY, Optional.empty());
    /** One decision ahead by the evaluation ({@link GreedyPlayer}); also named {@code greedy}. */
    public static final Bot EASY = new Bot("easy", List.of("greedy"),
            "one decision ahead by the evaluation: a casual opponent, decides in microseconds",
            GreedyPlayer.FACTORY, Optional.of(GreedyPlayer.BUDGET));
    /** Expectiminimax one throw deeper than {@link #EASY}: depth 1, 20,000 nodes, 1 s cap. */
    public static final Bot MEDIUM = new Bot("medium", List.of(),
            "expectiminimax one throw deeper than easy: a little stronger, still fast",
            ExpectiminimaxPlayer.factory(MEDIUM_BUDGET), Optional.of(MEDIUM_BUDGET));
    /**
     * Expectiminimax deepening to depth 3 within 60,000 nodes (1 s cap) with the hand-written
     * evaluation: the strongest level before the learned evaluations, kept to measure against. Exact
     * in the endgame tables the user has built ({@link EndgameTables#user()}, looked for when a player is
     * made).
     */
    public static final Bot CLASSIC = new Bot("classic", List.of(),
            "expectiminimax to three turn events with the hand-written evaluation: the former top level,"
                    + " about 1 ms a decision",
            ExpectiminimaxPlayer.factory(CLASSIC_BUDGET, rules -> ExpectiminimaxPlayer.evaluation(rules,
                    EndgameTables.user())), Optional.of(CLASSIC_BUDGET));
    /**
     * The strongest level: expectiminimax to depth 2 within 20,000 nodes (1 s cap) with the rule set's
     * learned evaluation ({@link ValueNetwork#shipped}; the hand-written one for a rule set that ships
     * none), exact in the endgame tables the user has built ({@link EndgameTables#user()}): it plays
     * those endgames perfectly.
     */
    public static final Bot HARD = new Bot("hard", List.of(),
            "expectiminimax with the rule set's learned evaluation, exact in the endgame tables built:"
                    + " the strongest",
            ExpectiminimaxPlayer.factory(HARD_BUDGET, rules -> ValueNetwork.strongest(rules, EndgameTables.user())),
            Optional.of(HARD_BUDGET));

    private static final List<Bot> ALL = List.of(RANDOM, EASY, MEDIUM, CLASSIC, HARD);

    private Bots() {
    }

    /** {@return the shipped bots, weakest first: random, easy, medium, classic, hard} */
    public static List<Bot> all() {
        return ALL;
    }

    /**
     * {@return the names of the levels, weakest first, without aliases: random, easy, medium, classic, hard;
     * what a menu offers}
     */
    public static List<String> levels() {
        return ALL.stream().map(Bot::name).toList();
    }

    /**
     * {@return every name {@link #find} accepts: the levels weakest first, then the aliases
     * ({@code greedy})}
     */
    public static List<String> names() {
        List<String> names = new ArrayList<>(levels());
        for (Bot bot : ALL) {
            names.addAll(bot.aliases());
        }
        return List.copyOf(names);
    }

    /**
     * The bot with this name or alias, if there is one. Names are matched exactly (lower case).
     *
     * @param name a bot's name or alias, one of {@link #names()}
     * @return the bot; empty for an unknown name
     */
    public static Optional<Bot> find(String name) {
        return ALL.stream().filter(bot -> bot.isNamed(name)).findFirst();
    }

    /**
     * The seed of a bot's decision at one step of a game: drawn from the game's seed, the bot's side and the
     * step alone, so that a game stopped at any point and resumed (in the console or the browser) goes on as
     * it would have without the stop.
     *
     * @param gameSeed the game's seed, as its record keeps it
     * @param side     the bot's side
     * @param step     the number of the step about to be made (the steps so far)
     * @return the seed of the player made for that one decision
     */
    public static long decisionSeed(long gameSeed, Side side, int step) {
        return Simulation.gameSeed(gameSeed ^ (side == Side.LIGHT ? LIGHT_SALT : DARK_SALT), step);
    }
}
