package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;

class FirstMoverDrawTest {
    private static final long SALT = 0x3C6EF372FE94F82BL;
    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    @Test
    @DisplayName("the draw is the sign of SplitMix64's output mix of the salted seed: negative draws dark")
    void draw_is_the_sign_of_the_mixed_seed() {
        // mix(GAMMA), mix(2 GAMMA), mix(3 GAMMA) are SplitMix64's first outputs from state 0:
        // 0xE220A8397B1DCDAF (negative), 0x6E789E6AA1B965F4, 0x06C45D188009454F (positive)
        assertEquals(Side.DARK, FirstMoverDraw.draw(SALT ^ GAMMA));
        assertEquals(Side.LIGHT, FirstMoverDraw.draw(SALT ^ (2 * GAMMA)));
        assertEquals(Side.LIGHT, FirstMoverDraw.draw(SALT ^ (3 * GAMMA)));
        assertEquals(Side.LIGHT, FirstMoverDraw.draw(SALT), "mix(0) is 0, not negative");
    }

    @Test
    @DisplayName("the draw agrees with the JDK's SplitMix64 (SplittableRandom.nextLong mixes state + gamma) over many seeds")
    void draw_agrees_with_splittable_random() {
        for (long seed = -500; seed < 500; seed++) {
            long mixed = new java.util.SplittableRandom((seed ^ SALT) - GAMMA).nextLong();
            assertEquals(mixed < 0 ? Side.DARK : Side.LIGHT, FirstMoverDraw.draw(seed), "seed " + seed);
        }
    }

    @Test
    @DisplayName("light and dark are drawn with even chances over consecutive seeds")
    void even_chances() {
        int dark = 0;
        int n = 20_000;
        for (long seed = 0; seed < n; seed++) {
            if (FirstMoverDraw.draw(seed) == Side.DARK) {
                dark++;
            }
        }
        assertTrue(Math.abs(dark - n / 2) < 5 * Math.sqrt(n / 4.0), dark + " of " + n);
    }

    @Test
    @DisplayName("the start is the rule set's own unless its opening draws the first mover")
    void start_follows_the_opening() {
        RuleSet drawn = new DrawnRaceRules();
        RuleSet race = new RaceRules();
        assertEquals(drawn.start(Side.DARK), FirstMoverDraw.start(drawn, SALT ^ GAMMA));
        assertEquals(Side.DARK, FirstMoverDraw.start(drawn, SALT ^ GAMMA).toMove());
        assertEquals(drawn.start(Side.LIGHT), FirstMoverDraw.start(drawn, SALT ^ (2 * GAMMA)));
        assertEquals(race.start(), FirstMoverDraw.start(race, SALT ^ GAMMA));
    }
}
