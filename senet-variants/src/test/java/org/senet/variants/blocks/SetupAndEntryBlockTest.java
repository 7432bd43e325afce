package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.rules.Opening;
import org.senet.core.settings.Entry;
import org.senet.core.settings.SettingsException;
import org.senet.core.settings.Setup;
import org.senet.core.sticks.ThrowTable;

/**
 * {@link Setup}'s and {@link Entry}'s factories and withers, built here as a rule-set author builds them: the
 * set-up each names (C8, BE1, JP3, AS3) and the squares each throw enters on (TA5, BE3).
 */
class SetupAndEntryBlockTest {

    /** The entry square of each throw 1..6 under {@code entry}, 0 where the throw does not enter. */
    private static List<Integer> squares(Entry entry, ThrowTable sticks) {
        List<Integer> squares = new ArrayList<>();
        for (int value = 1; value <= 6; value++) {
            squares.add(entry.square(value, sticks));
        }
        return squares;
    }

    @Test
    @DisplayName("alternating(n): n pieces a side on 1..2n, light first, no opening rule (C8)")
    void alternating_set_up() {
        assertEquals(new Setup(7, false, Opening.LIGHT_FIRST, false, false), Setup.alternating(7));
        assertEquals(5, Setup.alternating(5).pieces());
    }

    @Test
    @DisplayName("offBoard(n): every piece waits off the board, light first (BE1)")
    void off_board_set_up() {
        assertEquals(new Setup(7, true, Opening.LIGHT_FIRST, false, false), Setup.offBoard(7));
        assertEquals(20, Setup.offBoard(20).pieces(), "off the board, pieces need no squares to stand on");
        assertThrows(SettingsException.class, () -> Setup.alternating(16), "32 squares do not fit on 30");
    }

    @Test
    @DisplayName("withOpening and withDarkThrowingAgainAfterOpening change the opening alone (JP3, AS3)")
    void opening_withers() {
        Setup drawn = Setup.alternating(5).withOpening(Opening.FIRST_ONE_TAKES_DARK);
        assertEquals(new Setup(5, false, Opening.FIRST_ONE_TAKES_DARK, false, false), drawn);
        assertEquals(new Setup(5, false, Opening.FIRST_ONE_TAKES_DARK, true, false),
                drawn.withDarkThrowingAgainAfterOpening(true));
        assertEquals(drawn, drawn.withDarkThrowingAgainAfterOpening(true).withDarkThrowingAgainAfterOpening(false));
        assertEquals(new Setup(6, false, Opening.FIRST_ONE_TAKES_DARK, true, false),
                drawn.withDarkThrowingAgainAfterOpening(true).withPieces(6), "withPieces keeps the opening");
        assertThrows(SettingsException.class, () -> Setup.alternating(5).withDarkThrowingAgainAfterOpening(true),
                "dark throws again only after the opening that gives it its first move");
    }

    @Test
    @DisplayName("onThrows: those throws enter, each on the square it counts to (TA5)")
    void entry_on_some_throws() {
        assertEquals(List.of(1, 0, 0, 4, 5, 0), squares(Entry.onThrows(1, 4, ThrowTable.NO_WHITE_SIDE), ThrowTable.FIVE));
        assertEquals(List.of(1, 0, 0, 4, 0, 6), squares(Entry.onThrows(1, 4, ThrowTable.NO_WHITE_SIDE), ThrowTable.SIX),
                "the throw with no white side moves with the sticks");
        assertEquals(List.of(0, 0, 0, 0, 0, 6), squares(Entry.onThrows(6), ThrowTable.SIX));
        assertEquals(List.of(0, 0, 0, 0, 0, 6), squares(Entry.onThrows(6), ThrowTable.FIVE), "a 6 by number is a 6");
        Entry entry = Entry.onThrows(2, 3);
        assertFalse(entry.fromEnd());
        assertFalse(entry.ontoEmptyOnly());
    }

    @Test
    @DisplayName("onThrows refuses a value that is no throw, naming it; none at all is refused too")
    void entry_refuses_values_that_are_no_throw() {
        for (int value : new int[] {-1, 7}) {
            SettingsException refusal = assertThrows(SettingsException.class, () -> Entry.onThrows(1, value));
            assertTrue(refusal.getMessage().startsWith("not a throw value: " + value + " "), refusal.getMessage());
        }
        assertThrows(SettingsException.class, Entry::onThrows, "no throw enters");
    }

    @Test
    @DisplayName("countingFromEnd: every throw enters on 31 minus the throw (BE3)")
    void entry_from_the_end() {
        Entry entry = Entry.countingFromEnd();
        assertEquals(List.of(30, 29, 28, 27, 26, 0), squares(entry, ThrowTable.FIVE), "five sticks never throw a 6");
        assertEquals(List.of(30, 29, 28, 27, 0, 25), squares(entry, ThrowTable.SIX));
        assertTrue(entry.fromEnd());
        assertFalse(entry.ontoEmptyOnly());
    }
}
