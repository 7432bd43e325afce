package org.senet.variants.waiting;

import java.util.Optional;
import java.util.function.IntUnaryOperator;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;

/**
 * The mechanics shared by the rule sets in which a hit piece leaves the board and waits to enter
 * again ({@code wait=} in the notation): landing with a hit and safe squares (TA4, BE4), entering
 * (TA5, BE3), and the move that sends the mover itself back to the waiting pieces (TA6). Written
 * once on the position's masks and counts; {@code tait} and {@code bell} compose them.
 */
public final class WaitingPieces {
    private WaitingPieces() {
    }

    /**
     * The move of a piece (or, with {@code from} = {@link Track#ENTRY}, of a waiting piece) landing on
     * {@code to}, or a refusal (TA4, TA5, BE3, BE4): a square of the mover's own refuses; an opponent
     * piece on a square of {@code safe} refuses; any other opponent piece is hit ({@link MoveEffect#HIT}).
     *
     * @param safe    the squares where a piece cannot be hit
     * @param effects effect bits the move carries anyway ({@link MoveEffect#ENTER} for an entry)
     */
    public static int land(Position position, int from, int to, int safe, int effects) {
        Side side = position.toMove();
        int toBit = Track.bit(to);
        if ((position.mask(side) & toBit) != 0) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION.code(to);
        }
        if ((position.mask(side.opponent()) & toBit) == 0) {
            return ActionCode.move(from, to, effects);
        }
        if ((safe & toBit) != 0) {
            return RefusalReason.SAFE_PIECE.code(to);
        }
        return ActionCode.move(from, to, effects | MoveEffect.HIT.bit());
    }

    /**
     * The position after a move: an entry ({@code from} 0) takes one of the mover's waiting pieces; a
     * move to {@link Track#OFF} bears the piece off; a move with {@link MoveEffect#TRAP} ends with the
     * mover waiting to enter again (TA6); a hit sends the opponent piece to the opponent's waiting
     * pieces (TA4, BE4).
     */
    public static Position afterMove(Position position, int action, Side nextToMove, int nextFlags) {
        Side side = position.toMove();
        Side other = side.opponent();
        int own = position.mask(side);
        int opponent = position.mask(other);
        int ownWaiting = position.waiting(side);
        int opponentWaiting = position.waiting(other);
        int from = ActionCode.from(action);
        int to = ActionCode.to(action);
        if (from == Track.ENTRY) {
            ownWaiting--;
        } else {
            own &= ~Track.bit(from);
        }
        if (ActionCode.has(action, MoveEffect.TRAP)) {
            ownWaiting++;
        } else if (to != Track.OFF) {
            int toBit = Track.bit(to);
            own |= toBit;
            if ((opponent & toBit) != 0) {
                opponent &= ~toBit;
                opponentWaiting++;
            }
        }
        return position.next(side, own, opponent, ownWaiting, opponentWaiting, nextToMove, nextFlags);
    }

    /**
     * Why the piece on {@code from} (0: a waiting piece) cannot move, for rule sets in which every
     * piece's move is legal on its own (no move is preferred to another): the mover has no such
     * piece, or {@code pieceMove} refuses it. Empty when {@code pieceMove} gives a move.
     *
     * @param pieceMove the rule set's move of one piece, a move code or a {@link RefusalReason} code
     */
    public static Optional<Refusal> whyNot(Position position, int from, IntUnaryOperator pieceMove) {
        Side side = position.toMove();
        if (from == Track.ENTRY) {
            if (position.waiting(side) == 0) {
                return Optional.of(RefusalReason.NONE_WAITING.about(from));
            }
        } else if (!Track.isSquare(from) || !position.has(side, from)) {
            return Optional.of(RefusalReason.NO_OWN_PIECE.about(from));
        }
        int result = pieceMove.applyAsInt(from);
        return RefusalReason.isRefusal(result) ? Optional.of(RefusalReason.decode(result)) : Optional.empty();
    }
}
