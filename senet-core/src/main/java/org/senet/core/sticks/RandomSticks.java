package org.senet.core.sticks;

import java.util.SplittableRandom;

/**
 * Four fair two-sided sticks. Each stick shows white with probability 1/2, so four random bits
 * give exactly the distribution C(4,w)/16 of RULES.md C4. Same seed, same throws.
 */
public final class RandomSticks implements ThrowSource {
    private final SplittableRandom random;

    /** Sticks driven by a seed. */
    public RandomSticks(long seed) {
        this(new SplittableRandom(seed));
    }

    /**
     * The sticks of {@code seed} after {@code thrown} throws: the throws they give are the throws
     * {@code new RandomSticks(seed)} gives after its first {@code thrown}, so that a game resumed after
     * that many throws goes on with the throws it would have had without the stop.
     */
    public static RandomSticks after(long seed, long thrown) {
        RandomSticks sticks = new RandomSticks(seed);
        for (long i = 0; i < thrown; i++) {
            sticks.whiteSides();
        }
        return sticks;
    }

    /** Sticks driven by the given generator (not shared with anything else, for reproducibility). */
    public RandomSticks(SplittableRandom random) {
        this.random = random;
    }

    /** The number of white sides of one throw, 0..4. */
    public int whiteSides() {
        return Integer.bitCount(random.nextInt(16));
    }

    @Override
    public int nextThrow(ThrowTable table) {
        return table.value(whiteSides());
    }
}
