package org.senet.bots.study;

/**
 * The shape of a set of games: how long they are and how much choice they give. A <i>turn</i> is a
 * run of consecutive throws by the same side: a game's turns are 1 plus the number of times the side
 * throwing the sticks differs from the side that threw before (0 for a game with no throw). The
 * branching figures are over the decision points after a throw (one per throw): the decisions before
 * a throw (to throw, or a rescue) are not counted.
 *
 * @param throwsPerGame the throws of the sticks per game (a game given up at the cap counts with the cap)
 * @param turnsPerGame  the turns per game
 * @param branching     the mean number of legal actions at a decision point after a throw
 * @param forced        the share of those decision points with exactly one action, a move
 * @param passes        the share of those decision points whose only action is a pass
 */
public record GameShape(Distribution throwsPerGame, Distribution turnsPerGame, double branching, double forced,
                        double passes) {
}
