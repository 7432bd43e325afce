package org.senet.variants.jequierpusch;

import org.senet.core.board.Side;

/**
 * The result of one game of a Jéquier/Pusch match (JP-SCORE).
 *
 * @param winner the side that bore off all its pieces first
 * @param points the points it scores: 5, plus 1, 2 or 3 for each opponent piece left on row 3, 2 or 1
 */
public record MatchScore(Side winner, int points) {
}
