/**
 * Timothy Kendall's rules (clauses K1–K9): seven pieces a side, lone pieces swapped, a piece trapped
 * in the water on 27 until it is rescued to 15 or borne off on a 4; option {@code robinson}. The rule
 * set {@code kendall} is {@link org.senet.variants.kendall.Kendall}, made of
 * {@link org.senet.core.settings.RuleSettings#KENDALL} and its rulebook,
 * {@link org.senet.variants.kendall.Kendall#RULEBOOK}, from which a variant that differs in one point
 * starts ({@link org.senet.core.engine.Rulebook#variant}). Its clauses are in its description, the
 * text resource {@code Kendall.txt} beside the class, which {@code senet rules --rules kendall --full}
 * prints.
 */
package org.senet.variants.kendall;
