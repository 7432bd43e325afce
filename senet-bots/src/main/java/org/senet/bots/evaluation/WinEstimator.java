package org.senet.bots.evaluation;

import org.senet.core.position.Position;

/**
 * An estimate of the chance that the side to move wins, for positions that are not over, which an
 * {@link Evaluation} asks instead of its hand-written formula ({@link Evaluation#withEstimator}). A
 * learned {@code org.senet.bots.learning.ValueNetwork} is one. Implementations used by bots must be
 * thread-safe and deterministic: the same position always gets the same estimate.
 */
@FunctionalInterface
public interface WinEstimator {
    /**
     * The chance that the side to move in {@code position} wins.
     *
     * @param position a position that is not over
     * @return a probability in [0, 1]
     */
    double moverWins(Position position);
}
