package org.senet.core.settings;

/**
 * The throws after which the mover throws again (TH2, K2, RB2, JP2, AS2): a move made with one of
 * these values keeps the sticks; any other value passes them.
 *
 * @param values bit {@code v} set for each throw value {@code v} that gives another throw
 */
public record ThrowAgain(int values) {
    /** No throw gives another. */
    public static final ThrowAgain NEVER = new ThrowAgain(0);

    /**
     * Another throw after a move made with any of these values.
     *
     * @param throwValues the throw values that give another throw
     * @return the rule
     */
    public static ThrowAgain on(int... throwValues) {
        int values = 0;
        for (int value : throwValues) {
            if (value < 1 || value > 30) {
                throw new SettingsException("not a throw value: " + value);
            }
            values |= 1 << value;
        }
        return new ThrowAgain(values);
    }

    /**
     * Whether a move made with {@code throwValue} gives another throw.
     *
     * @param throwValue the throw the move was made with
     * @return true if the same side throws again
     */
    public boolean after(int throwValue) {
        return (values & (1 << throwValue)) != 0;
    }

    /**
     * The same rule, a throw of {@code throwValue} giving another throw or not.
     *
     * @param throwValue a throw value
     * @param again      whether it gives another throw
     * @return the rule
     */
    public ThrowAgain with(int throwValue, boolean again) {
        return new ThrowAgain(again ? values | 1 << throwValue : values & ~(1 << throwValue));
    }
}
