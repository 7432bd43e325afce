package org.senet.bots.tables;

import java.util.Arrays;

import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * How a player chooses, as probabilities over the actions of a decision point: what an exact
 * evaluation of a match needs instead of the player's random draws ({@link Ceiling}). One instance
 * serves one thread.
 */
@FunctionalInterface
public interface Policy {
    /**
     * The probability of each action at a decision point with a choice or none.
     *
     * @param rules      the rule set
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} before the throw
     * @param actions    the actions listed, read only
     * @param count      how many of {@code actions} there are, at least 1
     * @param into       receives the probability of {@code actions[i]} at {@code i}; they sum to 1
     */
    void probabilities(RuleSet rules, Position position, int throwValue, int[] actions, int count, double[] into);

    /** {@return the policy of the {@code random} bot: every action alike} */
    static Policy uniform() {
        return (rules, position, throwValue, actions, count, into) -> Arrays.fill(into, 0, count, 1.0 / count);
    }
}
