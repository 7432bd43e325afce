package org.senet.core.sticks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;

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
    void sticks_after_n_throws_give_the_throws_that_follow_the_first_n() {
        RandomSticks whole = new RandomSticks(42);
        for (int n = 0; n < 50; n++) {
            int next = whole.nextThrow(ThrowTable.FIVE);
            assertEquals(next, RandomSticks.after(42, n).nextThrow(ThrowTable.FIVE), "throw " + n);
        }
    }

    @Test
    void scripted_throws_are_plain_ascii_numbers() {
        assertEquals("'+2' in the throws is not a number", assertThrows(SenetException.class,
                () -> ScriptedThrows.parse("1,+2", ThrowTable.FIVE)).getMessage());
        assertEquals("'\uFF15' in the throws is not a number", assertThrows(SenetException.class,
                () -> ScriptedThrows.parse("\uFF15", ThrowTable.FIVE)).getMessage());
    }

    @Test
    void scripted_throws_come_first_and_are_checked() {
        ScriptedThrows script = new ScriptedThrows(ScriptedThrows.parse("3, 1,6", ThrowTable.SIX), null);
        assertEquals(3, script.nextThrow(ThrowTable.SIX));
        assertEquals(1, script.nextThrow(ThrowTable.SIX));
        assertEquals(6, script.nextThrow(ThrowTable.SIX));
        assertThrows(SenetException.class, () -> script.nextThrow(ThrowTable.SIX));
        SenetException e = assertThrows(SenetException.class,
                () -> ScriptedThrows.parse("3,5", ThrowTable.SIX));
        assertEquals("throw 5 is out of range: these rules throw 1, 2, 3, 4, 6", e.getMessage());
    }

    @Test
    void C4_weights_and_throwable_values_at_the_edges() {
        assertEquals(0, ThrowTable.FIVE.weight(0));
        assertEquals(4, ThrowTable.FIVE.weight(1));
        assertEquals(1, ThrowTable.FIVE.weight(4));
        assertEquals(1, ThrowTable.FIVE.weight(5));
        assertEquals(0, ThrowTable.FIVE.weight(6));
        assertEquals(0, ThrowTable.SIX.weight(7));
        assertEquals(5, ThrowTable.FIVE.zeroValue());
        assertEquals(6, ThrowTable.SIX.maxValue());
        assertEquals(5, ThrowTable.FIVE.maxValue());
        assertEquals(false, ThrowTable.FIVE.isThrowable(0));
        assertEquals(true, ThrowTable.FIVE.isThrowable(1));
        assertEquals(true, ThrowTable.FIVE.isThrowable(4));
        assertEquals(true, ThrowTable.FIVE.isThrowable(5));
        assertEquals(false, ThrowTable.SIX.isThrowable(5));
        assertEquals(false, ThrowTable.FIVE.isThrowable(6));
        assertEquals("1, 2, 3, 4, 6", ThrowTable.SIX.toString());
        assertEquals(List.of(4, 6, 4, 1, 1), ThrowTable.SIX.outcomes().stream().map(ThrowOutcome::weight).toList());
        assertEquals(List.of(1, 2, 3, 4, 0), ThrowTable.SIX.outcomes().stream().map(ThrowOutcome::whiteSides).toList());
    }

    @Test
    void a_throw_is_the_table_value_of_the_white_sides() {
        RandomSticks a = new RandomSticks(11);
        RandomSticks b = new RandomSticks(11);
        for (int i = 0; i < 50; i++) {
            assertEquals(ThrowTable.SIX.value(b.whiteSides()), a.nextThrow(ThrowTable.SIX));
        }
    }

    @Test
    void scripted_throws_then_the_fallback() {
        ScriptedThrows script = new ScriptedThrows(List.of(2, 4), table -> table.zeroValue());
        assertEquals(2, script.remaining());
        assertEquals(2, script.nextThrow(ThrowTable.FIVE));
        assertEquals(1, script.remaining());
        assertEquals(4, script.nextThrow(ThrowTable.FIVE));
        assertEquals(0, script.remaining());
        assertEquals(5, script.nextThrow(ThrowTable.FIVE));
        assertEquals(6, script.nextThrow(ThrowTable.SIX));
        assertEquals("the scripted throws ran out after 1", assertThrows(SenetException.class,
                () -> {
                    ScriptedThrows one = new ScriptedThrows(List.of(3), null);
                    one.nextThrow(ThrowTable.SIX);
                    one.nextThrow(ThrowTable.SIX);
                }).getMessage());
        assertEquals("'x' in the throws is not a number", assertThrows(SenetException.class,
                () -> ScriptedThrows.parse("1, x", ThrowTable.SIX)).getMessage());
        assertEquals(List.of(5, 1), ScriptedThrows.parse(" 5,1 ", ThrowTable.FIVE));
    }

    @Test
    void the_random_player_picks_every_action_and_repeats_itself_with_its_seed() {
        org.senet.core.game.RandomPlayer one = new org.senet.core.game.RandomPlayer(3);
        org.senet.core.game.RandomPlayer same = new org.senet.core.game.RandomPlayer(3);
        int[] seen = new int[3];
        for (int i = 0; i < 300; i++) {
            int choice = one.choose(null, null, 2, new int[3], 3);
            assertEquals(choice, same.choose(null, null, 2, new int[3], 3));
            seen[choice]++;
        }
        for (int count : seen) {
            assertTrue(count > 50, java.util.Arrays.toString(seen));
        }
    }
}
