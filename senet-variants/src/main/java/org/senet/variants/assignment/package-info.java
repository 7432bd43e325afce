/**
 * The rules of the Dutch programming assessment (clauses AS1–AS12): walls of three, the trap on 27
 * back to square 1, bearing off from the last row, backward moves that attack; option
 * {@code backward=false}; the assessment's three test positions as the
 * {@link org.senet.core.rules.TestPositions} capability. The rule set {@code assignment} is
 * {@link org.senet.variants.assignment.Assignment}, made of
 * {@link org.senet.core.settings.RuleSettings#ASSIGNMENT} and its rulebook,
 * {@link org.senet.variants.assignment.Assignment#RULEBOOK}, from which a variant that differs in one
 * point starts ({@link org.senet.core.engine.Rulebook#variant}). Its clauses are in its description,
 * the text resource {@code Assignment.txt} beside the class, which
 * {@code senet rules --rules assignment --full} prints.
 */
package org.senet.variants.assignment;
