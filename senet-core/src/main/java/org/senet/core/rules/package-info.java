/**
 * Rule sets and how callers play them.
 *
 * <ul>
 *   <li>{@link org.senet.core.rules.RuleSets}: the registry, the rule sets found through
 *       {@link java.util.ServiceLoader} and those of plugin jars; start here:
 *       {@code RuleSets.discover().get("thibault")};</li>
 *   <li>{@link org.senet.core.rules.Referee}: a rule set played with its input checked: the legal
 *       actions in object form, an action found by its text, played only when legal, and the reason
 *       when it is not;</li>
 *   <li>{@link org.senet.core.rules.RuleSet}: the service provider interface a rule-set author
 *       implements (a short one: an id and names, the sticks, the start, {@code actions} and
 *       {@code apply}, a bound on the length of random games), and the optional capabilities of a single
 *       rule set, asked with {@link org.senet.core.rules.RuleSet#capability}:
 *       {@link org.senet.core.rules.TestPositions}, {@link org.senet.core.rules.MatchScoring},
 *       {@link org.senet.core.rules.ThrowGathering}, {@link org.senet.core.rules.Playouts};</li>
 *   <li>{@link org.senet.core.rules.Refusal}: why an action is not legal, as data that cites the
 *       refusing rule set's own clause, with a {@link org.senet.core.rules.RefusalReason} that front ends
 *       can translate;</li>
 *   <li>options ({@code --option key=value}): {@link org.senet.core.rules.OptionSpec},
 *       {@link org.senet.core.rules.Options}; the opening of a game: {@link org.senet.core.rules.Opening},
 *       {@link org.senet.core.rules.FirstMoverDraw}, {@link org.senet.core.rules.ThrowsForDark}.</li>
 * </ul>
 *
 * <p>Most rule sets are not written against {@code RuleSet} by hand: they are
 * {@link org.senet.core.settings.RuleSettings} played by {@link org.senet.core.engine.SettingsRuleSet}.
 */
package org.senet.core.rules;
