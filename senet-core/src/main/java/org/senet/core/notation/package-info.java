/**
 * The position notation, one line of text per position: the thirty squares ({@code W}, {@code B},
 * {@code .}), the side whose decision is next, then {@code key=value} fields for the pieces, the
 * waiting pieces and the rule set's flags, e.g. {@code WBWBWBWBWB.................... W}.
 * {@link org.senet.core.notation.Notation} reads and writes it, checking meaning as well as syntax;
 * {@link org.senet.core.notation.MoveListing} lists the legal actions of a decision point as the
 * {@code moves} command prints them, one line each.
 */
package org.senet.core.notation;
