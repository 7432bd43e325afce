package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Track;
import org.senet.core.settings.BearingOff;
import org.senet.core.settings.SettingsException;
import org.senet.core.sticks.ThrowTable;

/**
 * {@link BearingOff}'s factories and withers as a rule-set author calls them, built here rather than read from
 * a shipped preset: each one bears pieces off from exactly the squares, on exactly the throws, its Javadoc
 * gives (C7), and refuses a square or throw outside the board.
 */
class BearingOffBlockTest {

    /** Every (square, throw) pair that bears a piece off under {@code rules}, as "square:throw" strings. */
    private static List<String> pairs(BearingOff rules, ThrowTable sticks) {
        List<String> pairs = new ArrayList<>();
        for (int square = 1; square <= Track.SQUARES; square++) {
            for (int value = 1; value <= 6; value++) {
                if (rules.bearsOff(square, value, sticks)) {
                    pairs.add(square + ":" + value);
                }
            }
        }
        return pairs;
    }

    @Test
    @DisplayName("none: no square bears off on any throw, and none exists (BE6)")
    void none_bears_nothing_off() {
        BearingOff none = BearingOff.none();
        assertEquals(List.of(), pairs(none, ThrowTable.FIVE));
        assertEquals(List.of(), pairs(none, ThrowTable.SIX));
        assertFalse(none.exists());
        assertFalse(none.needsAllOnLastRow());
        assertFalse(none.compulsory());
    }

    @Test
    @DisplayName("exactCountFrom(26..30): the throw that counts to the square after 30, 26 on the throw with no white"
            + " side (TH5, TH6, K7)")
    void exact_count_from_every_square_of_the_last_row() {
        BearingOff rules = BearingOff.exactCountFrom(26, 27, 28, 29, 30);
        assertEquals(List.of("26:5", "27:4", "28:3", "29:2", "30:1"), pairs(rules, ThrowTable.FIVE));
        assertEquals(List.of("26:6", "27:4", "28:3", "29:2", "30:1"), pairs(rules, ThrowTable.SIX),
                "26's throw is the one with no white side, a 6 with these sticks");
        assertTrue(rules.exists());
        assertEquals(List.of("28:3", "30:1"), pairs(BearingOff.exactCountFrom(28, 30), ThrowTable.FIVE));
    }

    @Test
    @DisplayName("exactCountFrom refuses a square from which no throw counts exactly past 30")
    void exact_count_refuses_squares_outside_26_to_30() {
        for (int square : new int[] {25, 31, 0, 1}) {
            SettingsException refusal = assertThrows(SettingsException.class, () -> BearingOff.exactCountFrom(square));
            assertTrue(refusal.getMessage().endsWith("not from " + square), refusal.getMessage());
        }
    }

    @Test
    @DisplayName("reachingLastSquare: a throw of v bears off from 30 - v, for every v of 1..6 (JP8, AS4)")
    void reaching_the_last_square() {
        BearingOff rules = BearingOff.reachingLastSquare();
        assertEquals(List.of("24:6", "25:5", "26:4", "27:3", "28:2", "29:1"), pairs(rules, ThrowTable.FIVE),
                "every rule value is a number here, 6 included");
        assertEquals(6, pairs(rules, ThrowTable.SIX).size());
        assertFalse(rules.bearsOff(30, 1, ThrowTable.FIVE), "30 itself is reached, not passed");
    }

    @Test
    @DisplayName("with and without add and take away one square's throw and leave the others")
    void with_and_without_one_pair() {
        BearingOff rules = BearingOff.none().with(28, 3).with(30, ThrowTable.NO_WHITE_SIDE);
        assertEquals(List.of("28:3", "30:5"), pairs(rules, ThrowTable.FIVE));
        assertEquals(List.of("28:3", "30:6"), pairs(rules, ThrowTable.SIX));
        assertEquals(List.of("30:5"), pairs(rules.without(28, 3), ThrowTable.FIVE));
        assertEquals(List.of("28:3", "30:5"), pairs(rules.without(28, 2), ThrowTable.FIVE), "a pair it did not hold");
        assertEquals(List.of("28:3", "30:5"), pairs(rules.with(28, 3), ThrowTable.FIVE), "a pair it held already");
        assertFalse(rules.without(28, 3).without(30, ThrowTable.NO_WHITE_SIDE).exists());
    }

    @Test
    @DisplayName("with refuses a square off the board and a throw outside 0..6, naming both")
    void with_refuses_what_is_not_a_square_or_a_throw() {
        BearingOff none = BearingOff.none();
        for (int[] pair : new int[][] {{0, 1}, {31, 1}, {30, -1}, {30, 7}}) {
            SettingsException refusal = assertThrows(SettingsException.class, () -> none.with(pair[0], pair[1]));
            assertTrue(refusal.getMessage().endsWith("not from " + pair[0] + " with " + pair[1]), refusal.getMessage());
            assertThrows(SettingsException.class, () -> none.without(pair[0], pair[1]));
        }
        assertEquals(List.of("1:1", "30:6"), pairs(none.with(1, 1).with(30, 6), ThrowTable.SIX), "the edges are in");
    }

    @Test
    @DisplayName("withAnyThrowFrom(30): 30 bears off on every throw, the one with no white side included (K7)")
    void any_throw_from_one_square() {
        BearingOff rules = BearingOff.exactCountFrom(26).withAnyThrowFrom(30);
        assertEquals(List.of("26:5", "30:1", "30:2", "30:3", "30:4", "30:5"), pairs(rules, ThrowTable.FIVE));
        assertEquals(List.of("26:6", "30:1", "30:2", "30:3", "30:4", "30:6"), pairs(rules, ThrowTable.SIX));
    }

    @Test
    @DisplayName("bearsOff answers no for throws outside 1..6, whatever the masks hold")
    void throws_outside_the_sticks_bear_nothing_off() {
        BearingOff rules = BearingOff.reachingLastSquare().withAnyThrowFrom(30);
        assertFalse(rules.bearsOff(30, 0, ThrowTable.FIVE), "0 is a rule's name for a throw, never a throw");
        assertFalse(rules.bearsOff(30, 7, ThrowTable.FIVE));
        assertTrue(rules.bearsOff(30, 4, ThrowTable.FIVE));
        assertFalse(rules.bearsOff(29, 2, ThrowTable.FIVE), "29 on a 1 only");
    }

    @Test
    @DisplayName("the conditions travel through every wither: all on the last row (JP8), compulsory")
    void conditions_are_kept_by_the_withers() {
        BearingOff rules = BearingOff.exactCountFrom(26).withAllOnLastRowNeeded(true).withCompulsory(true);
        for (BearingOff changed : List.of(rules.with(30, 1), rules.without(26, ThrowTable.NO_WHITE_SIDE),
                rules.withAnyThrowFrom(29))) {
            assertTrue(changed.needsAllOnLastRow());
            assertTrue(changed.compulsory());
        }
        assertFalse(rules.withAllOnLastRowNeeded(false).needsAllOnLastRow());
        assertFalse(rules.withCompulsory(false).compulsory());
    }

    @Test
    @DisplayName("a mask list of the wrong size or with squares off the board is refused")
    void masks_are_checked() {
        assertThrows(SettingsException.class, () -> new BearingOff(List.of(0, 0, 0, 0, 0, 0), false, false));
        assertThrows(SettingsException.class, () -> new BearingOff(List.of(0, 0, 0, 0, 0, 0, 1 << 30), false, false));
    }
}
