package org.senet.core.bot;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.senet.core.game.PlayerFactory;
import org.senet.core.game.RandomPlayer;

/**
 * The bots by name, as the command line offers them ({@code --light}, {@code --dark}, the menu).
 *
 * <ul>
 *   <li>{@code random}: uniform among the legal actions.</li>
 *   <li>{@code easy}, alias {@code greedy}: one decision ahead ({@link GreedyPlayer}).</li>
 *   <li>{@code medium}: expectiminimax one throw deeper than greedy ({@link #MEDIUM}).</li>
 *   <li>{@code hard}: expectiminimax, deepening up to {@link #HARD}'s depth within its node budget.</li>
 * </ul>
 *
 * <p>The levels are limited by depth and nodes, which give the same moves on every machine for a
 * seed; their time caps are safety nets only (see {@link Budget}).
 */
public final class Bots {
    /** The budget of {@code medium}. */
    public static final Budget MEDIUM = new Budget(1, 20_000, 1_000);
    /** The budget of {@code hard}. */
    public static final Budget HARD = new Budget(3, 60_000, 1_000);

    private static final Map<String, PlayerFactory> BY_NAME = new LinkedHashMap<>();
    private static final List<String> LEVELS = List.of("random", "easy", "medium", "hard");

    static {
        BY_NAME.put("random", RandomPlayer.FACTORY);
        BY_NAME.put("easy", GreedyPlayer.FACTORY);
        BY_NAME.put("medium", ExpectiminimaxPlayer.factory(MEDIUM));
        BY_NAME.put("hard", ExpectiminimaxPlayer.factory(HARD));
        BY_NAME.put("greedy", GreedyPlayer.FACTORY);
    }

    private Bots() {
    }

    /** {@return the bot names, weakest first ({@code greedy}, an alias of {@code easy}, last)} */
    public static List<String> names() {
        return List.copyOf(BY_NAME.keySet());
    }

    /**
     * {@return the levels a player chooses from, weakest first, without aliases: random, easy,
     * medium, hard}
     */
    public static List<String> levels() {
        return LEVELS;
    }

    /**
     * The bot with this name, if there is one.
     *
     * @param name a bot name, one of {@link #names()}
     * @return the factory of that bot's players; empty for an unknown name
     */
    public static Optional<PlayerFactory> find(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /**
     * The search budget behind a bot name, if the bot searches ({@code easy}/{@code greedy}: depth 0).
     *
     * @param name a bot name, one of {@link #names()}
     * @return the budget of its search; empty for {@code random}, which does not search, and an unknown name
     */
    public static Optional<Budget> budget(String name) {
        return Optional.ofNullable(switch (name) {
            case "easy", "greedy" -> GreedyPlayer.BUDGET;
            case "medium" -> MEDIUM;
            case "hard" -> HARD;
            default -> null;
        });
    }
}
