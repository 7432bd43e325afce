package org.senet.core.sticks;

import java.util.List;

/**
 * How a rule set reads the sticks (clause C4): w white sides give 1..4 for w = 1..4, and w = 0
 * gives 5 or 6. Each w has probability C(4,w)/16.
 */
public final class ThrowTable {
    /**
     * In a rule's throw values, the throw with no white side up, whatever it counts: 5 or 6 as the sticks
     * are read. A rule given to it ({@code ThrowAgain.on(1, 4, NO_WHITE_SIDE)}) moves with the sticks, so that
     * the same rules with other sticks give the new value every role the old one had; a rule given to 5 or 6
     * by number stays with that number.
     */
    public static final int NO_WHITE_SIDE = 0;

    private static final int[] WEIGHTS = {1, 4, 6, 4, 1};

    /** Zero white sides count 5 (Thibault, Kendall, Bell, the boxed set). */
    public static final ThrowTable FIVE = new ThrowTable(5);
    /** Zero white sides count 6 (Jéquier/Pusch, Tait, the assignment). */
    public static final ThrowTable SIX = new ThrowTable(6);

    private final int zeroValue;
    private final int[] valueByWhiteSides;
    private final List<ThrowOutcome> outcomes;

    private ThrowTable(int zeroValue) {
        this.zeroValue = zeroValue;
        this.valueByWhiteSides = new int[] {zeroValue, 1, 2, 3, 4};
        this.outcomes = List.of(
                new ThrowOutcome(1, 1, WEIGHTS[1]),
                new ThrowOutcome(2, 2, WEIGHTS[2]),
                new ThrowOutcome(3, 3, WEIGHTS[3]),
                new ThrowOutcome(4, 4, WEIGHTS[4]),
                new ThrowOutcome(0, zeroValue, WEIGHTS[0]));
    }

    /**
     * The value of a throw with {@code whiteSides} white sides showing.
     *
     * @param whiteSides how many of the four sticks show their white side, 0..4
     * @return the throw's value
     */
    public int value(int whiteSides) {
        return valueByWhiteSides[whiteSides];
    }

    /** {@return the value that zero white sides count: 5 or 6} */
    public int zeroValue() {
        return zeroValue;
    }

    /**
     * The throw a rule's value stands for with these sticks: {@link #NO_WHITE_SIDE} is {@link #zeroValue()},
     * any other value itself.
     *
     * @param ruleValue a throw value as a rule gives it
     * @return the throw value
     */
    public int resolve(int ruleValue) {
        return ruleValue == NO_WHITE_SIDE ? zeroValue : ruleValue;
    }

    /**
     * A set of throw values as a rule gives it, bit {@code v} for value {@code v} and bit 0 for
     * {@link #NO_WHITE_SIDE}, as the throw values it stands for with these sticks.
     *
     * @param ruleValues the rule's values, one bit each
     * @return the throw values, one bit each, bit 0 clear
     */
    public int resolveMask(int ruleValues) {
        int values = ruleValues & ~(1 << NO_WHITE_SIDE);
        return (ruleValues & (1 << NO_WHITE_SIDE)) != 0 ? values | 1 << zeroValue : values;
    }

    /** {@return the highest throw value} */
    public int maxValue() {
        return zeroValue;
    }

    /**
     * Whether {@code value} can be thrown with this table.
     *
     * @param value a throw value
     * @return true if some number of white sides gives it
     */
    public boolean isThrowable(int value) {
        return (value >= 1 && value <= 4) || value == zeroValue;
    }

    /** {@return the five outcomes in increasing order of value, with exact probabilities summing to 1} */
    public List<ThrowOutcome> outcomes() {
        return outcomes;
    }

    /**
     * The probability of throwing {@code value}, in sixteenths (0 when it cannot be thrown).
     *
     * @param value a throw value
     * @return its probability in sixteenths, 0 when it cannot be thrown
     */
    public int weight(int value) {
        if (value == zeroValue) {
            return WEIGHTS[0];
        }
        return value >= 1 && value <= 4 ? WEIGHTS[value] : 0;
    }

    /** The throwable values, as text: {@code "1, 2, 3, 4, 5"}. */
    @Override
    public String toString() {
        return "1, 2, 3, 4, " + zeroValue;
    }
}
