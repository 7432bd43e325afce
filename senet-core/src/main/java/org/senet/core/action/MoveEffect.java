package org.senet.core.action;

/**
 * What happened in a move, beyond the piece going from one square to another. A move can carry
 * several effects (a swap that drowns the mover, a backward move into the water).
 */
public enum MoveEffect {
    /** The piece moved backward (towards square 1; in Bell's reversed game, away from 1). */
    BACKWARD,
    /** The piece entered the board from off it. */
    ENTER,
    /** The mover landed on an opponent piece and the two exchanged squares (C6). */
    SWAP,
    /** The mover landed on an opponent piece, which was removed and must enter again. */
    HIT,
    /** The attacked opponent piece dropped into the House of Water (27) instead of swapping. */
    KNOCK,
    /** The mover landed on the trap (27) and was sent elsewhere, or removed (the resulting position shows where). */
    TRAP,
    /** The mover is now in the water on 27 (drowning, trapped). */
    DROWN,
    /** The mover left the board for good. */
    BEAR_OFF;

    /** This effect's bit in an encoded action. */
    public int bit() {
        return 1 << (ActionCode.EFFECT_SHIFT + ordinal());
    }
}
