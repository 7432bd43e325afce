package org.senet.web.games;

import java.util.Map;

/**
 * What a player asks for when starting a game, as received (checked by {@link LiveGames#create}).
 *
 * @param rules    the rule set's id
 * @param options  the rule set's options, {@code key -> value}
 * @param opponent a bot's name, or {@code friend} for a second person
 * @param starts   {@code me}, {@code opponent} or {@code drawn}: who moves first where the rules do not draw
 *                 it (the one who moves first takes the side the rules start with)
 * @param name     the player's name
 * @param friend   the second person's name, for a game against a friend
 */
public record NewGame(String rules, Map<String, String> options, String opponent, String starts, String name,
                      String friend) {
    /** The defaults: thibault against the strongest bot, who starts drawn. */
    public static final NewGame DEFAULT = new NewGame("thibault", Map.of(), "hard", "drawn", "", "");

    /**
     * The request with its absent fields set to the defaults.
     *
     * @param rules    the rule set's id
     * @param options  the rule set's options
     * @param opponent a bot's name, or {@code friend}
     * @param starts   {@code me}, {@code opponent} or {@code drawn}
     * @param name     the player's name
     * @param friend   the second person's name
     */
    public NewGame {
        rules = rules == null || rules.isBlank() ? DEFAULT_RULES : rules;
        options = options == null ? Map.of() : Map.copyOf(options);
        opponent = opponent == null || opponent.isBlank() ? "hard" : opponent;
        starts = starts == null || starts.isBlank() ? "drawn" : starts;
        name = name == null ? "" : name;
        friend = friend == null ? "" : friend;
    }

    private static final String DEFAULT_RULES = "thibault";
}
