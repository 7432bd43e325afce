package org.senet.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class InputTest {
    @Test
    void shown_is_one_line_of_at_most_a_hundred_characters() {
        assertEquals("abc", Input.shown("abc"));
        assertEquals("a?b?c?d", Input.shown("a\nb\tc\u2028d"));
        assertEquals("x".repeat(100), Input.shown("x".repeat(100)));
        assertEquals("x".repeat(100) + "...", Input.shown("x".repeat(101)));
        String emoji = "\uD83D\uDE00";
        assertEquals(emoji.repeat(100) + "...", Input.shown(emoji.repeat(150)), "characters, not UTF-16 units");
        assertEquals("", Input.shown(null));
    }

    @Test
    void plain_numbers_are_ascii_digits_with_an_optional_minus() {
        assertTrue(Input.isPlainNumber("0"));
        assertTrue(Input.isPlainNumber("-12"));
        assertFalse(Input.isPlainNumber("+2"));
        assertFalse(Input.isPlainNumber("\uFF15"));
        assertFalse(Input.isPlainNumber("\u0665"));
        assertFalse(Input.isPlainNumber(""));
        assertFalse(Input.isPlainNumber("-"));
        assertFalse(Input.isPlainNumber(" 1"));
        assertEquals(-12, Input.parseInt("-12"));
        assertEquals(Long.MAX_VALUE, Input.parseLong(Long.toString(Long.MAX_VALUE)));
        assertEquals("'+2' is not a number", assertThrows(NumberFormatException.class,
                () -> Input.parseInt("+2")).getMessage());
        assertThrows(NumberFormatException.class, () -> Input.parseInt("99999999999"));
        assertThrows(NumberFormatException.class, () -> Input.parseLong("\uFF15"));
    }
}
