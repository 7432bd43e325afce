package org.senet.bots.ladder;

import java.util.Objects;

/**
 * One entrant's Elo-style rating, relative to the anchor of its {@link Ratings}, with its standard
 * error.
 *
 * @param name          the entrant's name
 * @param elo           the rating: 400 more than another's means 10 to 1 odds of beating it
 * @param standardError the standard error of the rating (of its difference to the anchor); 0 for the
 *                      anchor
 */
public record Rating(String name, double elo, double standardError) {
    /** The 97.5th percentile of the standard normal distribution: a 95% interval is this many standard errors either side. */
    static final double Z95 = 1.959963984540054;

    /**
     * Checks the parts.
     *
     * @param name          the entrant's name
     * @param elo           the rating
     * @param standardError its standard error, not negative
     * @throws NullPointerException     if {@code name} is null
     * @throws IllegalArgumentException if {@code standardError} is negative or not a number
     */
    public Rating {
        Objects.requireNonNull(name, "name");
        if (!(standardError >= 0)) {
            throw new IllegalArgumentException("a standard error is not negative: " + standardError);
        }
    }

    /** {@return the lower bound of the rating's 95% interval: {@code elo - 1.96 standardError}} */
    public double low95() {
        return elo - Z95 * standardError;
    }

    /** {@return the upper bound of the rating's 95% interval: {@code elo + 1.96 standardError}} */
    public double high95() {
        return elo + Z95 * standardError;
    }
}
