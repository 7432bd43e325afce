package org.senet.core.game;

import org.senet.core.rules.RuleSet;

/** Makes a player for one game; a seed makes it reproducible (RULES.md P5). */
@FunctionalInterface
public interface PlayerFactory {
    /** A player for a game of {@code rules}, its randomness drawn from {@code seed}. */
    Player create(RuleSet rules, long seed);
}
