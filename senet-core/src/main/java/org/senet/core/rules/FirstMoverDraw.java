package org.senet.core.rules;

import org.senet.core.board.Side;
import org.senet.core.position.Position;

/**
 * The draw of the side that moves first, for rule sets whose opening draws it
 * ({@link Opening#FIRST_MOVER_DRAWN}). The draw is a function of a game's seed alone: the same seed
 * gives the same first mover, and the draw takes nothing from the sticks or players seeded with the
 * same number, so that every other rule set plays the same games as without it.
 *
 * <pre>{@code
 * Position start = FirstMoverDraw.start(rules, seed);   // rules.start() unless the first mover is drawn
 * }</pre>
 */
public final class FirstMoverDraw {
    /** Keeps the draw apart from the random streams seeded with the same number. */
    private static final long SALT = 0x3C6EF372FE94F82BL;

    private FirstMoverDraw() {
    }

    /**
     * The side drawn to move first in a game seeded with {@code seed}: light or dark with even chances.
     *
     * @param seed the game's seed
     * @return the side that moves first
     */
    public static Side draw(long seed) {
        long z = seed ^ SALT;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return z < 0 ? Side.DARK : Side.LIGHT;
    }

    /**
     * The position a game of {@code rules} seeded with {@code seed} starts from: {@link RuleSet#start()},
     * or where the opening draws the first mover, {@link RuleSet#start(Side)} with the side
     * {@link #draw drawn}.
     *
     * @param rules the rule set
     * @param seed  the game's seed
     * @return the start position of the game
     */
    public static Position start(RuleSet rules, long seed) {
        return rules.opening().drawsFirstMover() ? rules.start(draw(seed)) : rules.start();
    }
}
