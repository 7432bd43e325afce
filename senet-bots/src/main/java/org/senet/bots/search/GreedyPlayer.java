package org.senet.bots.search;

import org.senet.core.game.PlayerFactory;
import org.senet.core.rules.RuleSet;

/**
 * The greedy bot: one decision ahead. After a throw it plays the move whose resulting position has
 * the best {@link org.senet.bots.evaluation.Evaluation} for the mover; before the throw it weighs throwing (the expected
 * evaluation of the best move for each outcome) against each pre-throw choice (the evaluation of the
 * position it leads to). This is {@link Expectiminimax} at depth 0. Ties are broken from the seed.
 */
public final class GreedyPlayer extends ExpectiminimaxPlayer {
    /** The budget of greedy play: depth 0. */
    public static final Budget BUDGET = new Budget(0, 1, 1_000);

    /** Makes a greedy player per game from the game's seed. */
    public static final PlayerFactory FACTORY = GreedyPlayer::new;

    /**
     * A greedy player for {@code rules}, ties broken from {@code seed}.
     *
     * @param rules the rule set to play
     * @param seed  the seed that breaks ties between equally good actions
     */
    public GreedyPlayer(RuleSet rules, long seed) {
        super(rules, BUDGET, seed);
    }
}
