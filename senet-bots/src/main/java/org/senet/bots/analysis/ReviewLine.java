package org.senet.bots.analysis;

import java.util.Optional;

import org.senet.core.board.Side;

/**
 * One line of a game review: a throw of the sticks and the decision made with it, or a decision made
 * before a throw (a choice the rules offer before throwing, or to keep a throw and throw again), or a
 * throw with no decision after it yet (the last step of a game in progress).
 *
 * @param step        the number of the line's last step in the game record, from 1 (throws and actions
 *                    both count as steps)
 * @param side        who threw and decided
 * @param thrown      the throw that came before the decision, with its luck; empty for a decision made
 *                    before throwing
 * @param decision    the decision; empty when the game ends, or is saved, just after the throw
 * @param lightChance light's chance of winning after the line's last step
 */
public record ReviewLine(int step, Side side, Optional<ThrowLuck> thrown, Optional<Decision> decision,
                         double lightChance) {
    /** {@return the win chance the decision lost, 0 without a decision} */
    public double error() {
        return decision.map(Decision::error).orElse(0.0);
    }

    /** {@return the luck of the throw, 0 without a throw} */
    public double luck() {
        return thrown.map(ThrowLuck::luck).orElse(0.0);
    }
}
