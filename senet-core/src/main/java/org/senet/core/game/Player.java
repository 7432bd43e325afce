package org.senet.core.game;

import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * Someone who chooses actions: a bot, or a person behind a front end. The game driver asks only
 * when there is a choice (two or more actions).
 */
@FunctionalInterface
public interface Player {
    /**
     * Chooses one of the legal actions at a decision point.
     *
     * @param rules      the rule set
     * @param position   the position (before the throw)
     * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} before the throw
     * @param actions    the legal action codes (see {@link org.senet.core.action.ActionCode}); read only
     * @param count      how many of {@code actions} are valid, at least 2
     * @return the index of the chosen action, {@code 0..count-1}
     */
    int choose(RuleSet rules, Position position, int throwValue, int[] actions, int count);
}
