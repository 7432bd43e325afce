package org.senet.core.sticks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class SticksTest {
    @Test
    void C4_white_sides_have_binomial_weights_and_zero_counts_five_or_six() {
        assertEquals(List.of(1, 2, 3, 4, 5), ThrowTable.FIVE.outcomes().stream().map(ThrowOutcome::value).toList());
        assertEquals(6, ThrowTable.SIX.value(0));
        assertEquals(6, ThrowTable.FIVE.weight(2));
        assertEquals(1, ThrowTable.SIX.weight(6));
        assertEquals(0, ThrowTable.SIX.weight(5));
        assertEquals(1.0, ThrowTable.FIVE.outcomes().stream().mapToDouble(ThrowOutcome::probability).sum(), 1e-12);
    }

    @Test
    void C4_random_sticks_follow_the_distribution() {
        RandomSticks sticks = new RandomSticks(7);
        int[] counts = new int[5];
        int n = 160_000;
        for (int i = 0; i < n; i++) {
            counts[sticks.whiteSides()]++;
        }
        int[] weights = {1, 4, 6, 4, 1};
        for (int w = 0; w < 5; w++) {
            double expected = n * weights[w] / 16.0;
            assertTrue(Math.abs(counts[w] - expected) < 5 * Math.sqrt(expected), "w=" + w + ": " + counts[w]);
        }
    }

    @Test
    void scripted_throws_come_first_and_are_checked() {
        ScriptedThrows script = new ScriptedThrows(ScriptedThrows.parse("3, 1,6", ThrowTable.SIX), null);
        assertEquals(3, script.nextThrow(ThrowTable.SIX));
        assertEquals(1, script.nextThrow(ThrowTable.SIX));
        assertEquals(6, script.nextThrow(ThrowTable.SIX));
        assertThrows(IllegalStateException.class, () -> script.nextThrow(ThrowTable.SIX));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ScriptedThrows.parse("3,5", ThrowTable.SIX));
        assertEquals("throw 5 is out of range: these rules throw 1, 2, 3, 4, 6", e.getMessage());
    }
}
