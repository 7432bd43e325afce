package org.senet.core.settings;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.board.Track;
import org.senet.core.sticks.ThrowTable;

/**
 * How pieces leave the board for good (C7): for each throw value, the squares from which that throw
 * bears a piece off, and the conditions on bearing off.
 *
 * @param squaresByThrow    entry {@code v} (for throw values 1..6) is the mask of the squares a throw of
 *                          {@code v} bears a piece off from; entry 0 ({@link ThrowTable#NO_WHITE_SIDE}) those
 *                          the throw with no white side bears off from, whatever it counts
 * @param needsAllOnLastRow whether a side bears off only once all its pieces are on row 3, 21..30, and none
 *                          waits to enter (JP8, AS8, Thibault's {@code last-row})
 * @param compulsory        whether a throw that can bear a piece off must do so (Thibault's
 *                          {@code must-bear-off})
 */
public record BearingOff(List<Integer> squaresByThrow, boolean needsAllOnLastRow, boolean compulsory) {
    private static final int VALUES = 7;

    /**
     * Bearing-off rules, checked; the list is copied.
     *
     * @param squaresByThrow    entry {@code v} (for throw values 1..6) is the mask of the squares a throw of
     *                          {@code v} bears a piece off from; entry 0 ({@link ThrowTable#NO_WHITE_SIDE}) those
     *                          the throw with no white side bears off from
     * @param needsAllOnLastRow whether a side bears off only once all its pieces are on row 3, 21..30, and none
     *                          waits to enter (JP8, AS8, Thibault's {@code last-row})
     * @param compulsory        whether a throw that can bear a piece off must do so (Thibault's
     *                          {@code must-bear-off})
     * @throws SettingsException if the list does not hold a mask for each throw 0..6 of squares 1..30
     */
    public BearingOff {
        squaresByThrow = List.copyOf(squaresByThrow);
        if (squaresByThrow.size() != VALUES || squaresByThrow.stream().anyMatch(mask -> (mask & ~Track.ALL) != 0)) {
            throw new SettingsException("bearing off needs, for the throw with no white side and each throw 1..6,"
                    + " the squares it bears off from");
        }
    }

    /**
     * No piece is ever borne off (Bell).
     *
     * @return the rules of a game without bearing off
     */
    public static BearingOff none() {
        return new BearingOff(List.of(0, 0, 0, 0, 0, 0, 0), false, false);
    }

    /**
     * From each of these squares, the throw that counts exactly to the square after 30 bears off: 30 on a
     * 1, 29 on a 2, 28 on a 3, 27 on a 4, and 26 on the throw with no white side, the one throw that counts
     * beyond 4 (a 5, or with sticks that count it 6, a 6) (TH5, TH6, K7, RB7).
     *
     * @param squares the squares pieces bear off from, 26..30
     * @return the rules
     * @throws SettingsException if a square is not one of 26..30
     */
    public static BearingOff exactCountFrom(int... squares) {
        BearingOff rules = none();
        for (int square : squares) {
            int count = Track.OFF - square;
            if (count < 1 || count > 5) {
                throw new SettingsException("a piece bears off by an exact count from 26..30 only, not from " + square);
            }
            rules = rules.with(square, count == 5 ? ThrowTable.NO_WHITE_SIDE : count);
        }
        return rules;
    }

    /**
     * A piece that reaches square 30 exactly leaves the board, from {@code 30 - v} on a throw of {@code v}
     * (JP8, AS4).
     *
     * @return the rules
     */
    public static BearingOff reachingLastSquare() {
        BearingOff rules = none();
        for (int value = 1; value < VALUES; value++) {
            rules = rules.with(Track.HORUS - value, value);
        }
        return rules;
    }

    /**
     * The squares a throw bears off from, with these sticks.
     *
     * @param throwValue the throw, 1..6
     * @param sticks     how the sticks are read
     * @return the squares, as a bit mask
     */
    public int squares(int throwValue, ThrowTable sticks) {
        if (throwValue < 1 || throwValue >= VALUES) {
            return 0;
        }
        int squares = squaresByThrow.get(throwValue);
        return throwValue == sticks.zeroValue() ? squares | squaresByThrow.get(ThrowTable.NO_WHITE_SIDE) : squares;
    }

    /**
     * Whether a piece on {@code square} bears off with {@code throwValue}, with these sticks.
     *
     * @param square     a square, 1..30
     * @param throwValue the throw
     * @param sticks     how the sticks are read
     * @return true if that throw bears a piece off from there
     */
    public boolean bearsOff(int square, int throwValue, ThrowTable sticks) {
        return (squares(throwValue, sticks) & Track.bit(square)) != 0;
    }

    /**
     * The same rules, with a throw of {@code throwValue} bearing off from {@code square} as well.
     *
     * @param square     a square, 1..30
     * @param throwValue a throw, 1..6, or {@link ThrowTable#NO_WHITE_SIDE}
     * @return the rules
     */
    public BearingOff with(int square, int throwValue) {
        return changed(square, throwValue, true);
    }

    /**
     * The same rules, a throw of {@code throwValue} no longer bearing off from {@code square}.
     *
     * @param square     a square, 1..30
     * @param throwValue a throw, 1..6, or {@link ThrowTable#NO_WHITE_SIDE}
     * @return the rules
     */
    public BearingOff without(int square, int throwValue) {
        return changed(square, throwValue, false);
    }

    /**
     * The same rules, any throw bearing off from {@code square} (K7: 30 on any throw).
     *
     * @param square a square, 1..30
     * @return the rules
     */
    public BearingOff withAnyThrowFrom(int square) {
        BearingOff rules = this;
        for (int value = ThrowTable.NO_WHITE_SIDE; value <= 4; value++) {
            rules = rules.with(square, value);
        }
        return rules;
    }

    /**
     * The same rules, bearing off waiting or not for every piece to reach row 3.
     *
     * @param needed whether all the side's pieces must be on 21..30 first
     * @return the rules
     */
    public BearingOff withAllOnLastRowNeeded(boolean needed) {
        return new BearingOff(squaresByThrow, needed, compulsory);
    }

    /**
     * The same rules, bearing off compulsory when possible or not.
     *
     * @param must whether a throw that can bear a piece off must do so
     * @return the rules
     */
    public BearingOff withCompulsory(boolean must) {
        return new BearingOff(squaresByThrow, needsAllOnLastRow, must);
    }

    /** {@return whether any throw bears a piece off at all} */
    public boolean exists() {
        return squaresByThrow.stream().anyMatch(mask -> mask != 0);
    }

    private BearingOff changed(int square, int throwValue, boolean on) {
        if (throwValue < ThrowTable.NO_WHITE_SIDE || throwValue >= VALUES || !Track.isSquare(square)) {
            throw new SettingsException("a piece bears off from a square 1..30 with a throw of 1..6 or the throw with"
                    + " no white side, not from " + square + " with " + throwValue);
        }
        List<Integer> masks = new ArrayList<>(squaresByThrow);
        int mask = masks.get(throwValue);
        masks.set(throwValue, on ? mask | Track.bit(square) : mask & ~Track.bit(square));
        return new BearingOff(masks, needsAllOnLastRow, compulsory);
    }
}
