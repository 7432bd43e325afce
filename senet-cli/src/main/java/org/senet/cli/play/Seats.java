package org.senet.cli.play;

import org.senet.core.board.Side;

/**
 * Who plays which side.
 *
 * @param light the seat of the light side
 * @param dark  the seat of the dark side
 */
record Seats(Seat light, Seat dark) {
    /** The seat of one side. */
    Seat of(Side side) {
        return side == Side.LIGHT ? light : dark;
    }

    /** {@code first} on {@code side}, {@code second} on the other. */
    static Seats with(Side side, Seat first, Seat second) {
        return side == Side.LIGHT ? new Seats(first, second) : new Seats(second, first);
    }
}
