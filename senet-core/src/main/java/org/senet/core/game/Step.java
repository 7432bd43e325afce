package org.senet.core.game;

import org.senet.core.action.Action;
import org.senet.core.board.Side;
import org.senet.core.position.Position;

/**
 * One action of a game as it happened: a throw (with its value), a move or pass made with a throw,
 * or a pre-throw choice.
 *
 * @param side       who acted
 * @param throwValue the value thrown ({@code action} is {@link Action.Throw}), the throw the move used, or 0 for a
 *                   pre-throw choice (and for a move made with a throw kept earlier in the turn, which the
 *                   rules derive from the move)
 * @param action     what was done
 * @param after      the position afterwards (for a throw: the position it was made from, which differs from the
 *                   one before only where a waiting throw was kept to throw again)
 */
public record Step(Side side, int throwValue, Action action, Position after) {
    /**
     * Whether this step is a throw of the sticks.
     *
     * @return true for a throw, false for an action of a player
     */
    public boolean isThrow() {
        return action instanceof Action.Throw;
    }

    /**
     * {@return the step as one line of a game record: {@code W throw 3}, {@code W 9->12}, {@code B
     * 27->15}, {@code B pass}}
     */
    public String text() {
        return side.letter() + " " + (isThrow() ? "throw " + throwValue : action.text());
    }
}
