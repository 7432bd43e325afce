/**
 * R.C. Bell's reversed game (clauses BE1–BE7): every piece enters on 30..26 and races towards square
 * 1, hits remove a piece until it enters again, 15 and 26..30 are safe, and the first side with all
 * its pieces on row 1 wins. The rule set {@code bell} is {@link org.senet.variants.bell.Bell}, made of
 * {@link org.senet.core.settings.RuleSettings#BELL} and its rulebook,
 * {@link org.senet.variants.bell.Bell#RULEBOOK}, from which a variant that differs in one point starts
 * ({@link org.senet.core.engine.Rulebook#variant}). Its clauses are in its description, the text
 * resource {@code Bell.txt} beside the class, which {@code senet rules --rules bell --full} prints.
 */
package org.senet.variants.bell;
