package org.senet.testkit;

import java.util.Optional;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;

/**
 * The kit's own count of the pieces an action moves, from the two positions' board masks and waiting
 * counts and the action's effect bits, never from the engine's derived {@link Position#off} (which
 * would count a lost piece as borne off).
 */
final class PieceAccount {
    private PieceAccount() {
    }

    /** Pieces of {@code side} still in play: on the board or waiting to enter. */
    private static int inPlay(Position position, Side side) {
        return Integer.bitCount(position.mask(side)) + position.waiting(side);
    }

    /**
     * What in the change from {@code before} to {@code after} the action does not explain, if anything:
     * the mover has one piece fewer in play exactly when the action bears off, the opponent as many as
     * before, one more opponent piece waits exactly when the action hits, a swap leaves an opponent
     * piece where the mover was, and no side's piece total changes.
     */
    static Optional<String> unexplained(Position before, int action, Position after) {
        Side mover = before.toMove();
        Side opponent = mover.opponent();
        for (Side side : Side.values()) {
            if (before.pieces(side) != after.pieces(side)) {
                return Optional.of(side + "'s piece total changed from " + before.pieces(side) + " to "
                        + after.pieces(side));
            }
        }
        int moverChange = inPlay(after, mover) - inPlay(before, mover);
        int bearsOff = ActionCode.has(action, MoveEffect.BEAR_OFF) ? 1 : 0;
        if (moverChange != -bearsOff) {
            return Optional.of("the mover (" + mover + ") had " + inPlay(before, mover)
                    + " pieces on the board and waiting, then " + inPlay(after, mover) + ", but the action "
                    + (bearsOff == 1 ? "bears off exactly one" : "does not carry BEAR_OFF"));
        }
        if (inPlay(after, opponent) != inPlay(before, opponent)) {
            return Optional.of("the opponent (" + opponent + ") had " + inPlay(before, opponent)
                    + " pieces on the board and waiting, then " + inPlay(after, opponent)
                    + ": no action of the mover takes an opponent piece out of play");
        }
        int hits = ActionCode.has(action, MoveEffect.HIT) ? 1 : 0;
        int newlyWaiting = after.waiting(opponent) - before.waiting(opponent);
        if (newlyWaiting != hits) {
            return Optional.of("the opponent (" + opponent + ") has " + newlyWaiting + " more pieces waiting to enter, "
                    + "but the action " + (hits == 1 ? "hits one" : "does not carry HIT"));
        }
        int from = ActionCode.from(action);
        if (ActionCode.has(action, MoveEffect.SWAP) && from >= 1 && from <= Track.SQUARES
                && !after.has(opponent, from)) {
            return Optional.of("the action swaps, but no opponent (" + opponent + ") piece stands on square "
                    + from + ", the square the mover left");
        }
        return Optional.empty();
    }
}
