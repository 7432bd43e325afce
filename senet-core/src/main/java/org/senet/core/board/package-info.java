/**
 * The board every rule set shares (clauses C1–C3 and C8 of the common rules): the thirty squares of
 * the {@link org.senet.core.board.Track}, folded in three rows of ten, with sets of squares as
 * {@code int} bit masks; the named {@link org.senet.core.board.House}s (15, 16, 26..30); and the two
 * {@link org.senet.core.board.Side}s, light and dark.
 */
package org.senet.core.board;
