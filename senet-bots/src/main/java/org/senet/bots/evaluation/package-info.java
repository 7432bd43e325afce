/**
 * The estimate a search ends in: {@link org.senet.bots.evaluation.Evaluation} gives light's chance of
 * winning a position, for any rule set, from a hand-written formula over the turns each piece still
 * needs (worked out for each rule set through its rules alone) or from a
 * {@link org.senet.bots.evaluation.WinEstimator} such as a learned network; exact wherever an endgame
 * table holds the position.
 */
package org.senet.bots.evaluation;
