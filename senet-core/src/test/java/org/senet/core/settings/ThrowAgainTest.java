package org.senet.core.settings;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ThrowAgainTest {

    @Test
    @DisplayName("TH2, JP2: the throws that give another throw")
    void throw_again() {
        ThrowAgain again = ThrowAgain.on(1, 4, 5);
        assertTrue(again.after(1));
        assertTrue(again.after(5));
        assertFalse(again.after(2));
        assertFalse(again.after(6));
        assertFalse(ThrowAgain.NEVER.after(1));
        assertThrows(SettingsException.class, () -> ThrowAgain.on(0));
    }
}
