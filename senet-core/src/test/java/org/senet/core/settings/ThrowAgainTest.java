package org.senet.core.settings;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.senet.core.sticks.ThrowTable.NO_WHITE_SIDE;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.sticks.ThrowTable;

class ThrowAgainTest {

    @Test
    @DisplayName("TH2, JP2: the throws that give another throw")
    void throw_again() {
        ThrowAgain again = ThrowAgain.on(1, 4, 5);
        assertTrue(again.after(1, ThrowTable.FIVE));
        assertTrue(again.after(5, ThrowTable.FIVE));
        assertFalse(again.after(2, ThrowTable.FIVE));
        assertFalse(again.after(6, ThrowTable.SIX));
        assertFalse(ThrowAgain.NEVER.after(1, ThrowTable.FIVE));
        assertThrows(SettingsException.class, () -> ThrowAgain.on(-1));
        assertThrows(SettingsException.class, () -> ThrowAgain.on(7));
    }

    @Test
    @DisplayName("C4: a rule given to the throw with no white side follows the sticks, one given to a number stays")
    void the_throw_with_no_white_side() {
        ThrowAgain again = ThrowAgain.on(1, NO_WHITE_SIDE);
        assertTrue(again.after(5, ThrowTable.FIVE));
        assertFalse(again.after(6, ThrowTable.FIVE));
        assertTrue(again.after(6, ThrowTable.SIX));
        assertFalse(again.after(5, ThrowTable.SIX));
        ThrowAgain byNumber = ThrowAgain.on(5);
        assertTrue(byNumber.after(5, ThrowTable.SIX) == byNumber.after(5, ThrowTable.FIVE));
        assertFalse(byNumber.after(6, ThrowTable.SIX));
    }
}
