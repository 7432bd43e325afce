/**
 * John Tait's rules (clauses TA1–TA8): forward moves only, hit pieces leave the board and re-enter on
 * 4 or 6, extra throws add up, 15 is safe, and the water on 27 removes the piece that lands there. The
 * rule set {@code tait} is {@link org.senet.variants.tait.Tait}, made of
 * {@link org.senet.core.settings.RuleSettings#TAIT} and its rulebook,
 * {@link org.senet.variants.tait.Tait#RULEBOOK}, from which a variant that differs in one point starts
 * ({@link org.senet.core.engine.Rulebook#variant}). Its clauses are in its description, the text
 * resource {@code Tait.txt} beside the class, which {@code senet rules --rules tait --full} prints.
 */
package org.senet.variants.tait;
