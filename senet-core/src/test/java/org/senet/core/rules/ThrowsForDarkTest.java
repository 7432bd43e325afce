package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.settings.RuleSettings;
import org.senet.core.sticks.RandomSticks;

/** JP3, AS3: the throws for a 1 that decide who takes dark. */
class ThrowsForDarkTest {
    /** The salt of the throws for a 1: the console's games of the past replay with it, so it must not change. */
    private static final long SALT = 0x6A09E667F3BCC909L;
    private static final RuleSet JP = SettingsRuleSet.of(Rulebook.of("jp", "JP", RuleSettings.JEQUIER_PUSCH, "JP3"));

    @Test
    @DisplayName("JP3 AS3 the players throw in turn until one throws a 1; that one takes dark")
    void JP3_AS3_throw_in_turn_until_a_1_which_takes_dark() {
        for (long seed = -300; seed < 300; seed++) {
            ThrowsForDark opening = ThrowsForDark.of(JP, seed);
            List<Integer> values = opening.values();
            assertEquals(1, values.get(values.size() - 1), "ends with a 1");
            assertEquals(values.size() - 1, values.indexOf(1), "at the first 1");
            assertEquals(0, opening.scripted());
            Side last = opening.sideOfThrow(values.size() - 1);
            assertEquals(Side.DARK, last, "the one who threw the 1 takes dark, seed " + seed);
            for (int i = 1; i < values.size(); i++) {
                assertEquals(opening.sideOfThrow(i - 1).opponent(), opening.sideOfThrow(i), "in turn");
            }
            assertEquals(values.size() % 2 == 1, opening.firstTakesDark());
            assertEquals(opening.firstTakesDark() ? Side.DARK : Side.LIGHT, opening.sideOfFirst());
            assertEquals(opening.sideOfFirst(), opening.sideOfThrow(0));
        }
    }

    @Test
    @DisplayName("JP3 AS3 the throws are the seed's own sticks, salted apart from the game's")
    void JP3_AS3_throws_from_the_salted_seed() {
        for (long seed : new long[] {0, 1, 42, -7, Long.MAX_VALUE}) {
            RandomSticks sticks = new RandomSticks(seed ^ SALT);
            List<Integer> expected = new ArrayList<>();
            int value;
            do {
                value = sticks.nextThrow(JP.throwTable());
                expected.add(value);
            } while (value != 1);
            assertEquals(expected, ThrowsForDark.of(JP, seed).values(), "seed " + seed);
        }
        assertEquals(ThrowsForDark.of(JP, 5), ThrowsForDark.of(JP, 5), "same seed, same throws");
    }

    @Test
    @DisplayName("JP3 AS3 a script's throws come first; the sticks are drawn only after it")
    void JP3_AS3_script_first() {
        List<Integer> own = ThrowsForDark.of(JP, 11).values();
        ThrowsForDark scripted = ThrowsForDark.of(JP, 11, List.of(2, 3));
        List<Integer> expected = new ArrayList<>(List.of(2, 3));
        expected.addAll(own);
        assertEquals(expected, scripted.values());
        assertEquals(2, scripted.scripted());
        ThrowsForDark second = ThrowsForDark.of(JP, 11, List.of(4, 1, 6, 1));
        assertEquals(List.of(4, 1), second.values(), "the script stops at its first 1");
        assertEquals(2, second.scripted());
        assertEquals(Side.LIGHT, second.sideOfFirst(), "the second player threw the 1");
        assertEquals(Side.DARK, second.sideOfThrow(1));
    }

    @Test
    @DisplayName("JP3 AS3 the first player takes dark with chance 4/7 (a 1 is thrown one time in four)")
    void JP3_AS3_first_player_chance() {
        int first = 0;
        int n = 20_000;
        for (long seed = 0; seed < n; seed++) {
            if (ThrowsForDark.of(JP, seed).firstTakesDark()) {
                first++;
            }
        }
        double p = 4.0 / 7;
        assertTrue(Math.abs(first - n * p) < 5 * Math.sqrt(n * p * (1 - p)), first + " of " + n);
    }

    @Test
    @DisplayName("throws that do not end at their first 1 are refused")
    void checked() {
        assertThrows(SenetException.class, () -> new ThrowsForDark(List.of(2, 3), 0));
        assertThrows(SenetException.class, () -> new ThrowsForDark(List.of(1, 1), 0));
        assertThrows(SenetException.class, () -> new ThrowsForDark(List.of(), 0));
        assertThrows(SenetException.class, () -> new ThrowsForDark(List.of(1), 2));
        assertThrows(SenetException.class, () -> new ThrowsForDark(List.of(1), 0).sideOfThrow(1));
    }
}
