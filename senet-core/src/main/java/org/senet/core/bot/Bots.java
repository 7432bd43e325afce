package org.senet.core.bot;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.senet.core.game.PlayerFactory;
import org.senet.core.game.RandomPlayer;

/**
 * The bots by name, as the command line offers them ({@code --light}, {@code --dark}, the menu).
 */
public final class Bots {
    private static final Map<String, PlayerFactory> BY_NAME = new LinkedHashMap<>();

    static {
        BY_NAME.put("random", RandomPlayer.FACTORY);
    }

    private Bots() {
    }

    /** The bot names, weakest first. */
    public static List<String> names() {
        return List.copyOf(BY_NAME.keySet());
    }

    /** The bot with this name, if there is one. */
    public static Optional<PlayerFactory> find(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }
}
