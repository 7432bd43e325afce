package org.senet.core.sticks;

/**
 * One outcome of throwing the four sticks (clause C4): the number of white sides showing, the
 * value the rule set gives it, and its exact probability {@code weight/16}.
 *
 * @param whiteSides number of white sides showing, 0..4
 * @param value      the throw value, 1..6
 * @param weight     the outcome's probability in sixteenths: C(4, whiteSides)
 */
public record ThrowOutcome(int whiteSides, int value, int weight) {
    /** The denominator of every stick probability. */
    public static final int DENOMINATOR = 16;

    /** {@return the probability as a double, {@code weight / 16}} */
    public double probability() {
        return weight / (double) DENOMINATOR;
    }
}
