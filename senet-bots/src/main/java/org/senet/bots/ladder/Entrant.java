package org.senet.bots.ladder;

import java.util.Objects;

import org.senet.core.SenetException;
import org.senet.core.game.PlayerFactory;

/**
 * A player of a round robin: the name it is shown and rated by, and what makes its player for each
 * game (a {@link org.senet.bots.Bot} is a {@link PlayerFactory}).
 *
 * @param name   the name it is shown and rated by, not blank, unique within a round robin
 * @param player makes its player for one game
 */
public record Entrant(String name, PlayerFactory player) {
    /**
     * Checks the parts.
     *
     * @param name   the name, not blank
     * @param player makes its player for one game
     * @throws NullPointerException if a part is null
     * @throws SenetException       if the name is blank
     */
    public Entrant {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(player, "player");
        if (name.isBlank()) {
            throw new SenetException("an entrant needs a name");
        }
    }
}
