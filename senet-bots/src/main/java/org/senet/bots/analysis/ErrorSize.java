package org.senet.bots.analysis;

/**
 * How big a decision's error is, by the win chance it gave away. The thresholds are fixed so that
 * reviews can be compared: an {@link #INACCURACY} costs at least 2 points of win chance, a
 * {@link #MISTAKE} at least 5, a {@link #BLUNDER} at least 10.
 */
public enum ErrorSize {
    /** Less than 0.02 of win chance lost: as good as the best, or nearly. */
    NONE(0.0),
    /** At least 0.02 of win chance lost. */
    INACCURACY(0.02),
    /** At least 0.05 of win chance lost. */
    MISTAKE(0.05),
    /** At least 0.10 of win chance lost. */
    BLUNDER(0.10);

    private final double threshold;

    ErrorSize(double threshold) {
        this.threshold = threshold;
    }

    /** {@return the least win chance an error of this size loses} */
    public double threshold() {
        return threshold;
    }

    /**
     * The size of an error.
     *
     * @param error the win chance lost, 0 or more
     * @return the largest size whose threshold the error reaches
     */
    public static ErrorSize of(double error) {
        ErrorSize size = NONE;
        for (ErrorSize candidate : values()) {
            if (error >= candidate.threshold - 1e-12) {
                size = candidate;
            }
        }
        return size;
    }

    /** {@return the size's name as reviews print it: {@code inaccuracy}, {@code mistake}, {@code blunder}; empty for none} */
    public String label() {
        return this == NONE ? "" : name().toLowerCase(java.util.Locale.ROOT);
    }
}
