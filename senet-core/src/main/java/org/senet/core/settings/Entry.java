package org.senet.core.settings;

import org.senet.core.board.Track;
import org.senet.core.sticks.ThrowTable;

/**
 * How a piece waiting off the board enters: which throws let it enter, the square it enters on, and
 * whether it may land on an opponent.
 *
 * @param throwsThatEnter bit {@code v} set for each throw value {@code v} that lets a piece enter, bit 0 for
 *                        {@link ThrowTable#NO_WHITE_SIDE} (the throw with no white side, whatever it counts)
 * @param fromEnd         whether a throw of {@code n} enters on {@code 31 - n} (BE3) rather than on
 *                        square {@code n}
 * @param ontoEmptyOnly   whether an entering piece lands only on an empty square; otherwise it lands by
 *                        the rules of {@link Landing} (it may attack)
 */
public record Entry(int throwsThatEnter, boolean fromEnd, boolean ontoEmptyOnly) {
    /** Bit 0 for the throw with no white side and bits 1..4: every throw the sticks can give. */
    private static final int EVERY_THROW = 0b11111;

    /** Every throw enters on the square it counts to from before square 1, only onto an empty square. */
    public static final Entry COUNTING_FROM_START = new Entry(EVERY_THROW, false, true);

    /**
     * An entry rule, checked.
     *
     * @param throwsThatEnter bit {@code v} set for each throw value {@code v} that lets a piece enter, bit 0 for
     *                        {@link ThrowTable#NO_WHITE_SIDE}
     * @param fromEnd         whether a throw of {@code n} enters on {@code 31 - n} (BE3) rather than on
     *                        square {@code n}
     * @param ontoEmptyOnly   whether an entering piece lands only on an empty square; otherwise it lands by
     *                        the rules of {@link Landing} (it may attack)
     * @throws SettingsException if no throw enters, or a throw value is not 1..6 or the throw with no white side
     */
    public Entry {
        if (throwsThatEnter == 0 || (throwsThatEnter & ~0b1111111) != 0) {
            throw new SettingsException("entering needs throws of 1 to 6, or the throw with no white side, to enter with");
        }
    }

    /**
     * Entry on these throws only, onto the square each counts to, landing by the landing rules (TA5).
     *
     * @param throwValues the throws that let a piece enter: 1..6, or {@link ThrowTable#NO_WHITE_SIDE}
     * @return the entry rule
     */
    public static Entry onThrows(int... throwValues) {
        int mask = 0;
        for (int value : throwValues) {
            if (value < ThrowTable.NO_WHITE_SIDE || value > 6) {
                throw new SettingsException("not a throw value: " + value + " (1 to 6, or ThrowTable.NO_WHITE_SIDE for"
                        + " the throw with no white side)");
            }
            mask |= 1 << value;
        }
        return new Entry(mask, false, false);
    }

    /**
     * Every throw enters on {@code 31 - n}, landing by the landing rules (BE3).
     *
     * @return the entry rule
     */
    public static Entry countingFromEnd() {
        return new Entry(EVERY_THROW, true, false);
    }

    /**
     * The square a throw enters on, or 0 if the throw lets no piece enter.
     *
     * @param throwValue the throw
     * @param sticks     how the sticks are read
     * @return the entry square, or 0
     */
    public int square(int throwValue, ThrowTable sticks) {
        if ((sticks.resolveMask(throwsThatEnter) & (1 << throwValue)) == 0) {
            return 0;
        }
        return fromEnd ? Track.OFF - throwValue : throwValue;
    }
}
