package org.senet.bots.search;

import org.senet.core.SenetException;

/**
 * How much a search may think per decision.
 *
 * <p>The depth counts <i>turn events</i> beyond the decision at hand: each throw of the sticks (a
 * chance node) or pre-throw choice (a rescue) uses one. Depth 0 is greedy play: every action is
 * judged by the evaluation of the position it leads to (a throw before the throw is judged one
 * event deep, by the expected value of the best move for each outcome).
 *
 * <p>The search deepens one level at a time and keeps the result of the deepest level that finished
 * within {@code maxNodes} (positions visited over all levels of one decision). Nodes, not time, are
 * what normally stop it, so that a bot plays the same moves on every machine for a given seed.
 * {@code timeCapMillis} is only a safety cap: if a level is still running when it expires, that
 * level is abandoned and the previous one's answer is used (this can differ between machines, and
 * the levels of {@link org.senet.bots.Bots} are set so that it does not happen in practice).
 *
 * @param maxDepth      the deepest level searched, at least 0
 * @param maxNodes      nodes allowed per decision, summed over the levels (level 0 always finishes)
 * @param timeCapMillis wall-clock cap per decision in milliseconds
 */
public record Budget(int maxDepth, long maxNodes, long timeCapMillis) {
    /**
     * Checks the ranges.
     *
     * @param maxDepth      the deepest level searched, at least 0
     * @param maxNodes      nodes allowed per decision, summed over the levels, at least 1
     * @param timeCapMillis wall-clock cap per decision in milliseconds, at least 1
     * @throws SenetException if a value is out of its range
     */
    public Budget {
        if (maxDepth < 0 || maxNodes < 1 || timeCapMillis < 1) {
            throw new SenetException("bad budget: depth " + maxDepth + ", nodes " + maxNodes
                    + ", time cap " + timeCapMillis + " ms");
        }
    }

    /**
     * A budget of depth alone (no practical node limit), with a time cap.
     *
     * @param maxDepth      the deepest level searched, at least 0
     * @param timeCapMillis wall-clock cap per decision in milliseconds, at least 1
     * @return the budget
     */
    public static Budget depth(int maxDepth, long timeCapMillis) {
        return new Budget(maxDepth, Long.MAX_VALUE, timeCapMillis);
    }
}
