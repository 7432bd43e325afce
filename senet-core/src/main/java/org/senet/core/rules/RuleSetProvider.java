package org.senet.core.rules;

import java.util.List;

/**
 * A service that offers several rule sets at once: a family of rulebooks (a sweep of variants, a
 * rule set at each of its settings) from one class, without a class per rule set. Registered like a
 * {@link RuleSet}, in {@code META-INF/services/org.senet.core.rules.RuleSetProvider} on the class path
 * or with {@code provides org.senet.core.rules.RuleSetProvider with ...} in a module, and found by
 * {@link RuleSets} beside the rule sets registered one by one:
 * <pre>{@code
 * public final class SafeSquareSweep implements RuleSetProvider {
 *     public List<RuleSet> ruleSets() {
 *         return IntStream.of(13, 15, 20).mapToObj(square -> (RuleSet) SettingsRuleSet.of(
 *                 Kendall.RULEBOOK.variant("kendall-" + square + "-safe", "Kendall with " + square + " safe")
 *                         .withClause("KS1", "Square " + square + " is safe.")
 *                         .withSettings(s -> s.withSafeSquares(square)))).toList();
 *     }
 * }
 * }</pre>
 *
 * <p>Each rule set of the list is held to what a registered rule set is: an id of lower case letters,
 * digits and hyphens, a name and a summary. One that is not, or a list that cannot be made (the
 * provider's constructor or {@link #ruleSets()} throws), is a {@link RuleSetProblem} naming the
 * provider's class and what it threw, in one line; the other rule sets load.
 */
public interface RuleSetProvider {
    /**
     * The rule sets this provider offers, each at its default options. Called once per registry.
     *
     * @return the rule sets, in the order they are offered; their ids are distinct
     */
    List<RuleSet> ruleSets();
}
