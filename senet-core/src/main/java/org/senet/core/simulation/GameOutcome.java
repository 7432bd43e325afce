package org.senet.core.simulation;

import java.util.Optional;

import org.senet.core.board.Side;

/**
 * What one simulated game came to, as a {@link Tally} counts it.
 *
 * @param starter     the side to move in the game's start
 * @param firstIsDark whether the first player sat at dark
 * @param winner      the winner, or empty for a game given up at the cap of throws
 * @param throwsMade  the throws of the sticks in the game
 * @param moves       the piece moves made in the game
 */
record GameOutcome(Side starter, boolean firstIsDark, Optional<Side> winner, long throwsMade, long moves) {
}
