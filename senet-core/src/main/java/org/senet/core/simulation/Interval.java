package org.senet.core.simulation;

import org.senet.core.SenetException;

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
     * @throws SenetException if {@code low} is above {@code high}
     */
    public Interval {
        if (!(low <= high)) {
            throw new SenetException("not an interval: " + low + " > " + high);
        }
    }
}
