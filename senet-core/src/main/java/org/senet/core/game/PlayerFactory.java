package org.senet.core.game;

import org.senet.core.rules.RuleSet;

/** Makes a player for one game; a seed makes it reproducible (property P5). */
@FunctionalInterface
public interface PlayerFactory {
    /**
     * A player for a game of {@code rules}, its randomness drawn from {@code seed}.
     *
     * @param rules the rule set of the game
     * @param seed  the seed the player's choices follow from
     * @return a new player
     */
    Player create(RuleSet rules, long seed);
}
