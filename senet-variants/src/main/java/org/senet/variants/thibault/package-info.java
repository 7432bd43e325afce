/**
 * Daniel U. Thibault's rules (clauses TH1–TH11), also the Portuguese assignment's: swaps, protection
 * by an adjacent piece, exact landing on 26, drowning in 27 with its rescue to 15; the source's
 * sixteen alternative rules as options (T-ALT), off by default and combinable. The rule set
 * {@code thibault} is {@link org.senet.variants.thibault.Thibault}, made of
 * {@link org.senet.core.settings.RuleSettings#THIBAULT} and its rulebook,
 * {@link org.senet.variants.thibault.Thibault#RULEBOOK}, from which a variant that differs in one
 * point starts ({@link org.senet.core.engine.Rulebook#variant}). Its clauses are in its description,
 * the text resource {@code Thibault.txt} beside the class, which
 * {@code senet rules --rules thibault --full} prints.
 */
package org.senet.variants.thibault;
