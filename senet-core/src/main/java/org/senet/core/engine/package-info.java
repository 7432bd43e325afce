/**
 * The engine that plays any {@link org.senet.core.settings.RuleSettings}: every shipped rule set is a
 * {@link org.senet.core.engine.SettingsRuleSet}, made of its settings and a
 * {@link org.senet.core.engine.Rulebook} (its id and names, its description with the clauses its
 * refusals cite ({@link org.senet.core.engine.Citations}), its options
 * ({@link org.senet.core.engine.RuleOption}), the bound on the length of random games, and the
 * capabilities of a single rule set).
 *
 * <p>Each rule is written once, in readable form, piece by piece; the speed lives in one place, a
 * move generator on the bit masks that every rule set shares, held to the readable rules by tests and
 * by the contract kit ({@link org.senet.core.engine.SettingsRuleSet#readable()} is the same rule set
 * without it).
 *
 * <p>Start with {@link org.senet.core.engine.Rulebook#variant}: a variant of a shipped rule set that
 * differs in one point is its rulebook under another id, with a clause of its own and one setting
 * changed, passed to the constructor of a {@code SettingsRuleSet}.
 */
package org.senet.core.engine;
