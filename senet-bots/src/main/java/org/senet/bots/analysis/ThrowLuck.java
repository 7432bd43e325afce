package org.senet.bots.analysis;

/**
 * A throw of the sticks and how lucky it was for the side that threw: its chance of winning once the
 * value is known (playing the best action after it) minus its chance before the throw, which is the
 * mean of the former over every value the sticks can give, weighted by their probabilities. The luck
 * of all the values of one throw therefore averages to zero.
 *
 * @param value  the value thrown
 * @param before the thrower's chance of winning before the throw
 * @param after  the thrower's chance of winning after it, with the best action to follow
 */
public record ThrowLuck(int value, double before, double after) {
    /** The luck, as a share of win chance, that makes a throw worth showing on a chart: 0.10. */
    public static final double NOTABLE = 0.10;

    /** {@return the luck of the throw: {@code after - before}, positive when it helped the thrower} */
    public double luck() {
        return after - before;
    }

    /** {@return whether the throw's luck, either way, is at least {@link #NOTABLE}} */
    public boolean notable() {
        return Math.abs(luck()) >= NOTABLE - 1e-12;
    }
}
