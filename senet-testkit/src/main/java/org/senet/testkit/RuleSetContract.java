package org.senet.testkit;

import org.senet.core.position.Position;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;

/**
 * The contract every Senet rule set keeps (properties P1 to P8), as jqwik properties over random
 * games. A rule-set author's test class implements this interface and names the ids of the rule sets
 * under test; the kit finds them through {@link java.util.ServiceLoader}, exactly as a game would:
 *
 * <pre>{@code
 * class MyRulesContractTest implements RuleSetContract {
 *     @Override
 *     public List<String> ruleSetIds() {
 *         return List.of("my-rules");
 *     }
 * }
 * }</pre>
 *
 * <p>The properties check the rules against facts the kit counts itself, not against the engine's own
 * bookkeeping: pieces are counted from the board masks and waiting counts, actions are compared
 * between {@link RuleSet#actions}, {@link RuleSet#apply} and {@link Referee#play}, and a fresh
 * instance of the rule set must list the same actions in the same order. One position per square
 * (P2) is held by {@link Position}'s constructor, which refuses anything else.
 *
 * <p>The contract is made of groups of properties, each by what it checks, and this interface runs them all:
 * <ul>
 *   <li>{@link SetupProperties}: the rule set is registered, its start suits each first mover, its sticks
 *       (P4);</li>
 *   <li>{@link ListingProperties}: the actions listed at a decision, the same on every call (P5), and the
 *       reasons for squares without a move (P8);</li>
 *   <li>{@link PlayProperties}: playing an action, its pieces (P1), listed and unlisted actions (P3), a
 *       refusal that changes nothing (P8);</li>
 *   <li>{@link NotationProperties}: notation that round-trips (P6), bad notation and options refused (P8);</li>
 *   <li>{@link WholeGameProperties}: the same game from the same seed (P5), games that end within their
 *       bound (P7);</li>
 *   <li>{@link FastPathProperties}: the fast moves and the games in place agree with the plain rules, where a
 *       rule set has them;</li>
 *   <li>{@link CoverageProperties}: random games reach the events expected of the rule set.</li>
 * </ul>
 * The hooks an author overrides are {@link #ruleSetIds()}, {@link #optionSets}, {@link #pointSets}
 * ({@link ContractInputs}) and {@link #expectedEvents} ({@link CoverageProperties}).
 *
 * <p>Every failure names the property, the rule set with its options, the position in notation, the
 * throw, the action with its effects, and the seed and decision that replay it (see
 * {@link RandomGame}). The number of tries per property is jqwik's: set {@code jqwik.tries.default}
 * as a system property or in {@code junit-platform.properties}; what one try may cost is the kit's
 * ({@link TryBudget}).
 */
public interface RuleSetContract extends TryBudget, SetupProperties, ListingProperties, PlayProperties,
        NotationProperties, WholeGameProperties, FastPathProperties, CoverageProperties {
}
