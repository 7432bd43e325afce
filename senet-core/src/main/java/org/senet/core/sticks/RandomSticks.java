package org.senet.core.sticks;

import java.util.SplittableRandom;

/**
 * Four fair two-sided sticks. Each stick shows white with probability 1/2, so four random bits
 * give exactly the distribution C(4,w)/16 of clause C4. Same seed, same throws.
 */
public final class RandomSticks implements ThrowSource {
    private final SplittableRandom random;

    /**
     * Sticks driven by a seed.
     *
     * @param seed the seed; the same seed gives the same throws
     */
    public RandomSticks(long seed) {
        this(new SplittableRandom(seed));
    }

    /**
     * The sticks of {@code seed} after {@code thrown} throws: the throws they give are the throws
     * {@code new RandomSticks(seed)} gives after its first {@code thrown}, so that a game resumed after
     * that many throws goes on with the throws it would have had without the stop.
     *
     * @param seed   the seed of the game's sticks
     * @param thrown how many throws the game has made already
     * @return the sticks, ready for throw number {@code thrown + 1}
     */
    public static RandomSticks after(long seed, long thrown) {
        RandomSticks sticks = new RandomSticks(seed);
        for (long i = 0; i < thrown; i++) {
            sticks.whiteSides();
        }
        return sticks;
    }

    /**
     * Sticks driven by the given generator (not shared with anything else, for reproducibility).
     *
     * @param random the generator of the throws
     */
    public RandomSticks(SplittableRandom random) {
        this.random = random;
    }

    /**
     * The number of white sides of one throw, 0..4.
     *
     * @return the number of white sides of one throw, 0..4
     */
    public int whiteSides() {
        return Integer.bitCount(random.nextInt(16));
    }

    @Override
    public int nextThrow(ThrowTable table) {
        return table.value(whiteSides());
    }
}
