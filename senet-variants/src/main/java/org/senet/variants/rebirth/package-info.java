/**
 * The rules of a boxed Senet set (clauses RB1–RB9): at most two throws a turn, the House of Rebirth on
 * 15 that catches every piece falling into the water, and the gamble on a 4 of a piece knocked into
 * 27. The rule set {@code rebirth} is {@link org.senet.variants.rebirth.Rebirth}, made of
 * {@link org.senet.core.settings.RuleSettings#REBIRTH} and its rulebook,
 * {@link org.senet.variants.rebirth.Rebirth#RULEBOOK}, from which a variant that differs in one point
 * starts ({@link org.senet.core.engine.Rulebook#variant}). Its clauses are in its description, the
 * text resource {@code Rebirth.txt} beside the class, which {@code senet rules --rules rebirth --full}
 * prints.
 */
package org.senet.variants.rebirth;
