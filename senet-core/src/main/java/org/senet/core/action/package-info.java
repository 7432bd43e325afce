/**
 * What a player does at a decision point: to throw the sticks, to rescue a piece before the throw,
 * to move a piece, or to pass. {@link org.senet.core.action.Action} is the readable object form, with
 * its text ({@code 9->12}, {@code in->3}, {@code 28->off}, {@code pass}) and
 * {@link org.senet.core.action.Action#parse}; {@link org.senet.core.action.ActionCode} the same
 * actions packed in one {@code int}, the form rule sets list and apply in their hot paths.
 * {@link org.senet.core.action.MoveEffect} says what a move did besides moving (a swap, a hit, the
 * water, bearing off …), and is open to effects of a rule set's own.
 *
 * <p>Start with {@link org.senet.core.action.Action}: a {@link org.senet.core.rules.Referee} lists and
 * plays actions in that form.
 */
package org.senet.core.action;
