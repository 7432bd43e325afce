package org.senet.core.settings;

import org.senet.core.board.Track;

/**
 * Sets of squares as the settings hold them, one bit a square ({@link Track#bit}), written as the squares
 * they are: {@code Squares.of(26, 28, 29)} for Jéquier/Pusch's safe squares.
 */
public final class Squares {
    /** No square. */
    public static final int NONE = 0;

    private Squares() {
    }

    /**
     * These squares.
     *
     * @param squares squares, 1..30
     * @return their bit mask
     * @throws SettingsException if one is not a square
     */
    public static int of(int... squares) {
        int mask = NONE;
        for (int square : squares) {
            if (!Track.isSquare(square)) {
                throw new SettingsException("squares are 1..30, not " + square);
            }
            mask |= Track.bit(square);
        }
        return mask;
    }

    /**
     * The squares from {@code first} to {@code last}, both included.
     *
     * @param first the first square, 1..30
     * @param last  the last square, {@code first}..30
     * @return their bit mask
     * @throws SettingsException if they are not squares in that order
     */
    public static int from(int first, int last) {
        if (!Track.isSquare(first) || !Track.isSquare(last) || first > last) {
            throw new SettingsException("a run of squares goes from a square 1..30 to one after it, not " + first + ".."
                    + last);
        }
        return Track.rangeMask(first, last);
    }
}
