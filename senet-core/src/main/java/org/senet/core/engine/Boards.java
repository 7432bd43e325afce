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
        int from = ActionCode.from(action);
        if (from == Track.ENTRY || (action & (MoveEffect.HIT.bit() | MoveEffect.TRAP.bit())) != 0
                || (knocked != Fate.HELD && ActionCode.has(action, MoveEffect.KNOCK))) {
            return afterMoveChangingWaiting(position, action, trap, knocked, nextToMove, nextFlags);
        }
        Side side = position.toMove();
        int own = position.mask(side) & ~Track.bit(from);
        int opponent = position.mask(side.opponent());
        int to = ActionCode.to(action);
        if (to != Track.OFF) {
            int toBit = Track.bit(to);
            own |= toBit;
            if ((opponent & toBit) != 0) {
                opponent &= ~toBit;
                opponent = ActionCode.has(action, MoveEffect.KNOCK) ? knockIntoWater(opponent, own)
                        : opponent | Track.bit(from); // C6 swap
            }
        }
        return position.withBoard(side, own, opponent, nextToMove, nextFlags);
    }

    /** {@link #afterMove} for an entry, a hit, a fall into the trap, or a knock that sends the piece elsewhere. */
    private static Position afterMoveChangingWaiting(Position position, int action, Fate trap, Fate knocked,
                                                     Side nextToMove, int nextFlags) {
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
            int square = square(trap, own | opponent);
            if (square == Track.ENTRY) {
                ownWaiting++;
            } else {
                own |= Track.bit(square);
            }
        } else if (to != Track.OFF) {
            int toBit = Track.bit(to);
            own |= toBit;
            if ((opponent & toBit) != 0) {
                opponent &= ~toBit;
                if (ActionCode.has(action, MoveEffect.HIT)) {
                    opponentWaiting++;
                } else if (!ActionCode.has(action, MoveEffect.KNOCK)) {
                    opponent |= Track.bit(from); // C6 swap
                } else if (knocked == Fate.HELD) {
                    opponent = knockIntoWater(opponent, own);
                } else {
                    int square = square(knocked, own | opponent);
                    if (square == Track.ENTRY) {
                        opponentWaiting++;
                    } else {
                        opponent |= Track.bit(square);
                    }
                }
            }
        }
        return position.next(side, own, opponent, ownWaiting, opponentWaiting, nextToMove, nextFlags);
    }

    /**
     * A knock into the House of Water (TH8, TH9g, RB7): the attacked piece drops into 27; a piece of its
     * side already there goes to the House of Second Life ({@link Mechanics#secondLifeSquare}).
     *
     * @param victims the squares of the attacked side, without the attacked piece
     * @param others  every other occupied square (the attacker's side after its move)
     * @return the attacked side's squares afterwards
     */
    static int knockIntoWater(int victims, int others) {
        int water = Track.bit(Track.WATER);
        if ((victims & water) != 0) {
            int rescue = Mechanics.secondLifeSquare(victims | others | water);
            victims = (victims & ~water) | Track.bit(rescue);
        }
        return victims | water;
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
