package org.senet.web.games;

import java.util.List;
import java.util.Map;

/**
 * What a player asks for when starting a game, as received (checked by {@link LiveGames#create}).
 *
 * @param rules    the rule set's id
 * @param options  the rule set's options, {@code key -> value}
 * @param set      points of the rule set's settings, {@code point=value} each, applied after the options
 *                 ({@link org.senet.core.points.Points}): a variant named by its points
 * @param opponent a bot's name, or {@code friend} for a second person
 * @param starts   who moves first: {@code me}, {@code opponent} or {@code drawn} (the one who moves first takes
 *                 the side the rules start with), or {@code opening}, the rule set's own opening: the throws for
 *                 a 1 (JP3, AS3; the player throws first), or the draw of the side that moves first. Empty: the
 *                 throws for a 1 where the rules have them, else {@code drawn}. Where the rules draw the side
 *                 that moves first, that draw decides whatever this says.
 * @param name     the player's name
 * @param friend   the second person's name, for a game against a friend
 */
public record NewGame(String rules, Map<String, String> options, List<String> set, String opponent, String starts,
                      String name, String friend) {
    /** Who starts: the rule set's opening. */
    public static final String OPENING = "opening";
    /** Who starts: drawn at random. */
    public static final String DRAWN = "drawn";
    /** The values of {@code starts}. */
    public static final List<String> STARTS = List.of("me", "opponent", DRAWN, OPENING);
    /** The defaults: thibault against the strongest bot, who starts drawn. */
    public static final NewGame DEFAULT = new NewGame("thibault", Map.of(), List.of(), "hard", DRAWN, "", "");

    /**
     * The request with its absent fields set to the defaults.
     *
     * @param rules    the rule set's id
     * @param options  the rule set's options
     * @param set      points of the settings, {@code point=value} each
     * @param opponent a bot's name, or {@code friend}
     * @param starts   {@code me}, {@code opponent}, {@code drawn}, {@code opening}, or empty for the rule set's default
     * @param name     the player's name
     * @param friend   the second person's name
     */
    public NewGame {
        rules = rules == null || rules.isBlank() ? DEFAULT_RULES : rules;
        options = options == null ? Map.of() : Map.copyOf(options);
        set = set == null ? List.of() : List.copyOf(set);
        opponent = opponent == null || opponent.isBlank() ? "hard" : opponent;
        starts = starts == null || starts.isBlank() ? "" : starts;
        name = name == null ? "" : name;
        friend = friend == null ? "" : friend;
    }

    private static final String DEFAULT_RULES = "thibault";
}
