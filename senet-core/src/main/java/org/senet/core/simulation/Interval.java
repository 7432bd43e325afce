package org.senet.core.simulation;

/**
 * A confidence interval of a rate, each bound in 0..1.
 *
 * @param low  the lower bound
 * @param high the upper bound, at least {@code low}
 */
public record Interval(double low, double high) {
    /**
     * An interval, its bounds checked.
     *
     * @param low  the lower bound
     * @param high the upper bound
     * @throws IllegalArgumentException if {@code low} is above {@code high}
     */
    public Interval {
        if (!(low <= high)) {
            throw new IllegalArgumentException("not an interval: " + low + " > " + high);
        }
    }
}
