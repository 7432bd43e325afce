package org.senet.core.engine;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.Position;
import org.senet.core.settings.Water.Fate;

/**
 * The board after a move, written once for every rule set: the piece leaves its square (or, entering,
 * the side's waiting pieces) and lands, or leaves the board; the move's effects decide the rest.
 */
final class Boards {
    private Boards() {
    }

    /**
     * The position after the side to move plays a move or rescue: with {@link MoveEffect#TRAP} the piece
     * goes where {@code trap} sends it; an opponent piece on the landing square is knocked off
     * ({@link MoveEffect#KNOCK}, where {@code knocked} sends it), removed to wait ({@link MoveEffect#HIT}),
     * or else swapped onto the mover's square (C6).
     *
     * @param position   the position before the move, the mover to move
     * @param action     a move or rescue code
     * @param trap       where a piece that lands on 27 goes, for a move with {@link MoveEffect#TRAP}
     * @param knocked    where a knocked piece goes, for a move with {@link MoveEffect#KNOCK}
     * @param nextToMove the side whose decision comes next
     * @param nextFlags  the flags of the next position
     * @return the position after the move
     */
    static Position afterMove(Position position, int action, Fate trap, Fate knocked, Side nextToMove, int nextFlags) {
        if (changesWaiting(action, knocked)) {
            return afterMoveChangingWaiting(position, action, trap, knocked, nextToMove, nextFlags);
        }
        Side side = position.toMove();
        int own = ownAfter(position.mask(side), action);
        return position.withBoard(side, own, opponentSquaresAfter(position.mask(side.opponent()), own, action), nextToMove,
                nextFlags);
    }

    /** {@link #afterMove} for a move that {@link #changesWaiting changes the waiting pieces}: kept apart, small. */
    private static Position afterMoveChangingWaiting(Position position, int action, Fate trap, Fate knocked,
                                                     Side nextToMove, int nextFlags) {
        Side side = position.toMove();
        Side other = side.opponent();
        int opponent = position.mask(other);
        long mover = moverAfter(position.mask(side), position.waiting(side), opponent, action, trap);
        long attacked = opponentAfter(opponent, position.waiting(other), (int) mover, action, knocked);
        return position.next(side, (int) mover, (int) attacked, waiting(mover), waiting(attacked), nextToMove, nextFlags);
    }

    /**
     * Whether a move changes the pieces waiting off the board, or sends a piece elsewhere than its landing
     * square: an entry, a hit, a fall into the trap, or a knock that does not drop the piece into 27.
     * After any other move the mover's squares are {@link #ownAfter}'s, the opponent's
     * {@link #opponentSquaresAfter}'s.
     *
     * @param action  a move or rescue code
     * @param knocked where a knocked piece goes
     * @return whether the move is of that kind
     */
    static boolean changesWaiting(int action, Fate knocked) {
        return ActionCode.from(action) == Track.ENTRY || (action & (MoveEffect.HIT.bit() | MoveEffect.TRAP.bit())) != 0
                || (knocked != Fate.HELD && ActionCode.has(action, MoveEffect.KNOCK));
    }

    /**
     * The mover's squares after a move that does not {@link #changesWaiting change the waiting pieces}: the
     * piece leaves its square and lands, or leaves the board.
     *
     * @param own    the mover's squares before
     * @param action the move
     * @return the mover's squares after
     */
    static int ownAfter(int own, int action) {
        return own & ~Track.bit(ActionCode.from(action)) | Track.bit(ActionCode.to(action)) & Track.ALL; // off: no square
    }

    /**
     * The mover's side after any move or rescue: the piece leaves its square (or, entering, the waiting
     * pieces) and lands, leaves the board, or with {@link MoveEffect#TRAP} goes where {@code trap} sends it.
     *
     * @param own        the mover's squares before
     * @param ownWaiting the mover's waiting pieces before
     * @param opponent   the opponent's squares
     * @param action     the move
     * @param trap       where a piece that lands on 27 goes, for a move with {@link MoveEffect#TRAP}
     * @return the mover's squares after (the low 32 bits) and waiting pieces after ({@link #waiting})
     */
    static long moverAfter(int own, int ownWaiting, int opponent, int action, Fate trap) {
        int from = ActionCode.from(action);
        int waiting = ownWaiting;
        int squares = own;
        if (from == Track.ENTRY) {
            waiting--;
        } else {
            squares &= ~Track.bit(from);
        }
        if (ActionCode.has(action, MoveEffect.TRAP)) {
            int square = square(trap, squares | opponent);
            if (square == Track.ENTRY) {
                waiting++;
            } else {
                squares |= Track.bit(square);
            }
        } else {
            squares |= Track.bit(ActionCode.to(action)) & Track.ALL; // off: no square
        }
        return side(squares, waiting);
    }

    /**
     * The opponent's side after a move or rescue: a piece on the landing square is removed to wait
     * ({@link MoveEffect#HIT}), knocked off ({@link MoveEffect#KNOCK}: into 27, or where {@code knocked}
     * sends it) or else swapped onto the mover's square (C6). A piece sent on from 27 attacks nobody.
     *
     * @param opponent        the opponent's squares before
     * @param opponentWaiting the opponent's waiting pieces before
     * @param ownAfter        the mover's squares after the move
     * @param action          the move
     * @param knocked         where a knocked piece goes
     * @return the opponent's squares after (the low 32 bits) and waiting pieces after ({@link #waiting})
     */
    static long opponentAfter(int opponent, int opponentWaiting, int ownAfter, int action, Fate knocked) {
        int toBit = Track.bit(ActionCode.to(action));
        if ((opponent & toBit) == 0 || ActionCode.has(action, MoveEffect.TRAP)) { // off the board too
            return side(opponent, opponentWaiting);
        }
        int rest = opponent & ~toBit;
        if (ActionCode.has(action, MoveEffect.HIT)) {
            return side(rest, opponentWaiting + 1);
        }
        if (!ActionCode.has(action, MoveEffect.KNOCK) || knocked == Fate.HELD) {
            return side(opponentSquaresAfter(opponent, ownAfter, action), opponentWaiting);
        }
        int square = square(knocked, ownAfter | rest);
        return square == Track.ENTRY ? side(rest, opponentWaiting + 1) : side(rest | Track.bit(square), opponentWaiting);
    }

    /**
     * The opponent's squares after a move that does not {@link #changesWaiting change the waiting pieces}:
     * a piece on the landing square is knocked into 27 ({@link MoveEffect#KNOCK}) or else swapped onto the
     * mover's square (C6).
     *
     * @param opponent the opponent's squares before
     * @param ownAfter the mover's squares after ({@link #ownAfter})
     * @param action   the move
     * @return the opponent's squares after
     */
    static int opponentSquaresAfter(int opponent, int ownAfter, int action) {
        int toBit = Track.bit(ActionCode.to(action));
        if ((opponent & toBit) == 0) { // off the board too
            return opponent;
        }
        int rest = opponent & ~toBit;
        return ActionCode.has(action, MoveEffect.KNOCK) ? Mechanics.knockIntoWater(rest, ownAfter)
                : rest | Track.bit(ActionCode.from(action)); // C6 swap
    }

    /** A side's squares and waiting pieces, in one value: the squares in the low 32 bits. */
    private static long side(int squares, int waiting) {
        return Integer.toUnsignedLong(squares) | (long) waiting << 32;
    }

    /**
     * The waiting pieces of a side as {@link #moverAfter} and {@link #opponentAfter} give it.
     *
     * @param side a side's squares and waiting pieces
     * @return its waiting pieces
     */
    static int waiting(long side) {
        return (int) (side >>> 32);
    }

    /**
     * The square a piece sent on from 27 goes to, given the occupied squares: {@link Track#ENTRY} for a
     * piece that leaves the board to wait.
     *
     * @param fate     where the piece goes
     * @param occupied the occupied squares, the piece itself not among them
     * @return the square, or {@link Track#ENTRY}
     */
    static int square(Fate fate, int occupied) {
        return switch (fate) {
            case BACK_TO_START -> Mechanics.firstFreeUpFrom(occupied, 1);
            case TO_SECOND_LIFE -> Mechanics.secondLifeSquare(occupied);
            case OFF_BOARD -> Track.ENTRY;
            case HELD, NOTHING -> Track.WATER;
        };
    }
}
