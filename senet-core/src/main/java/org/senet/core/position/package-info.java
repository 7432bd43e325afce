/**
 * Positions: {@link org.senet.core.position.Position} is an immutable decision point before a throw,
 * the board in two bit masks and the rest (waiting pieces, pieces a side, the side to move, the rule
 * set's flags) in a few small fields, so that search and play-outs make millions of them cheaply.
 * {@link org.senet.core.position.FlagField} declares a flag a rule set keeps in a position, with its
 * notation key. A position that cannot be is refused with a
 * {@link org.senet.core.position.PositionException}.
 *
 * <p>Positions are made by the rules ({@link org.senet.core.rules.RuleSet#start()}, {@code apply}) or
 * read from notation ({@link org.senet.core.notation.Notation#parse}).
 */
package org.senet.core.position;
