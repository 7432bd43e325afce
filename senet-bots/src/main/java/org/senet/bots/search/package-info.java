/**
 * Search within a budget: {@link org.senet.bots.search.Expectiminimax} over the decision points and the
 * throws of a game, with alpha-beta and Star1/Star2 pruning; the players built on it,
 * {@link org.senet.bots.search.ExpectiminimaxPlayer} and {@link org.senet.bots.search.GreedyPlayer}
 * (one decision ahead); and the {@link org.senet.bots.search.Budget} that bounds a search by depth and
 * nodes, so that a seed gives the same game on every machine.
 *
 * <p>Start with {@link org.senet.bots.search.ExpectiminimaxPlayer} to make a level of one's own, e.g.
 * another budget on the strongest evaluation.
 */
package org.senet.bots.search;
