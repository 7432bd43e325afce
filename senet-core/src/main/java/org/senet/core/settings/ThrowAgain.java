package org.senet.core.settings;

import org.senet.core.sticks.ThrowTable;

/**
 * The throws after which the mover throws again (TH2, K2, RB2, JP2, AS2, TA3): a move made with one of
 * these values keeps the sticks; any other value passes them. The throw with no white side is given as
 * {@link ThrowTable#NO_WHITE_SIDE}, so that the rule moves with the sticks (a 5 with some sticks, a 6 with
 * others); 5 and 6 given by number stay with that number.
 *
 * @param values bit {@code v} set for each throw value {@code v} that gives another throw, bit 0 for
 *               {@link ThrowTable#NO_WHITE_SIDE}
 */
public record ThrowAgain(int values) {
    /** No throw gives another. */
    public static final ThrowAgain NEVER = new ThrowAgain(0);

    /**
     * The rule, checked.
     *
     * @param values bit {@code v} set for each throw value {@code v} that gives another throw, bit 0 for
     *               {@link ThrowTable#NO_WHITE_SIDE}
     * @throws SettingsException if a value is not 1..6 or {@link ThrowTable#NO_WHITE_SIDE}
     */
    public ThrowAgain {
        if ((values & ~0b1111111) != 0) {
            throw new SettingsException("throw values are 1 to 6, or the throw with no white side");
        }
    }

    /**
     * Another throw after a move made with any of these values.
     *
     * @param throwValues the throw values that give another throw: 1..6, or {@link ThrowTable#NO_WHITE_SIDE}
     * @return the rule
     */
    public static ThrowAgain on(int... throwValues) {
        int values = 0;
        for (int value : throwValues) {
            if (value < ThrowTable.NO_WHITE_SIDE || value > 6) {
                throw new SettingsException("not a throw value: " + value + " (1 to 6, or ThrowTable.NO_WHITE_SIDE for"
                        + " the throw with no white side)");
            }
            values |= 1 << value;
        }
        return new ThrowAgain(values);
    }

    /**
     * Whether a move made with {@code throwValue} gives another throw, with these sticks.
     *
     * @param throwValue the throw the move was made with
     * @param sticks     how the sticks are read
     * @return true if the same side throws again
     */
    public boolean after(int throwValue, ThrowTable sticks) {
        return (sticks.resolveMask(values) & (1 << throwValue)) != 0;
    }

    /**
     * The same rule, a throw of {@code throwValue} giving another throw or not.
     *
     * @param throwValue a throw value, 1..6, or {@link ThrowTable#NO_WHITE_SIDE}
     * @param again      whether it gives another throw
     * @return the rule
     */
    public ThrowAgain with(int throwValue, boolean again) {
        on(throwValue);
        return new ThrowAgain(again ? values | 1 << throwValue : values & ~(1 << throwValue));
    }
}
