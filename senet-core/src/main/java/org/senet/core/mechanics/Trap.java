package org.senet.core.mechanics;

import org.senet.core.action.MoveEffect;
import org.senet.core.board.Track;

/**
 * Where a piece goes that lands on the trap, the House of Water (27), in the rule sets where it
 * does not stay there: the move carries {@link MoveEffect#TRAP} and the resulting position shows
 * the piece's new place. (Where the piece stays in the water, the move carries
 * {@link MoveEffect#DROWN} instead.)
 */
public enum Trap {
    /** Back to the House of Second Life (15), or the first free square before it: 14, 13, … */
    SECOND_LIFE {
        @Override
        int square(int occupied) {
            return Mechanics.secondLifeSquare(occupied);
        }
    },
    /** Back to square 1, or the first free square after it: 2, 3, … */
    START {
        @Override
        int square(int occupied) {
            return Mechanics.firstFreeUpFrom(occupied, 1);
        }
    },
    /**
     * Into the House of Water itself, 27: where a rule set keeps pieces there (drowning), the square
     * a piece knocked off 28..30 goes to ({@link Mechanics#afterMove(org.senet.core.position.Position,
     * int, Trap, Trap, org.senet.core.board.Side, int)}).
     */
    WATER {
        @Override
        int square(int occupied) {
            return Track.WATER;
        }
    },
    /** Off the board, to wait to enter again like a hit piece. */
    WAIT {
        @Override
        int square(int occupied) {
            return Track.ENTRY;
        }
    };

    /** The square the trapped piece goes to, given the occupied squares; {@link Track#ENTRY} for {@link #WAIT}. */
    abstract int square(int occupied);
}
