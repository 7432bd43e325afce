package org.senet.core.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;

class FlagFieldTest {
    private final FlagField low = FlagField.bool("low", 0, "the lowest bit");
    private final FlagField mid = new FlagField("mid", 3, 2, 3, "bits 3 and 4");

    @Test
    void fields_keep_to_their_bits() {
        int flags = mid.with(low.with(0, 1), 2);
        assertEquals(0b10001, flags);
        assertTrue(low.isSet(flags));
        assertTrue(mid.isSet(flags));
        assertFalse(mid.isSet(low.with(0, 1)));
        assertEquals(0b00001, mid.clear(flags));
        assertEquals(0b10000, low.clear(flags));
        assertEquals(3, mid.get(mid.with(flags, 7)), "a value is cut to the field's bits");
        assertEquals(1, low.get(mid.with(flags, 7)), "and does not spill into the other fields");
        assertEquals(0, mid.get(mid.with(flags, 0)));
        assertEquals(1, low.max());
    }

    @Test
    void a_field_must_fit_in_an_int_and_its_max_in_its_bits() {
        assertEquals("bad flag field x: a key of a-z and 0-9, and a width of 1 to 31 bits that holds its largest value",
                assertThrows(SenetException.class, () -> new FlagField("x", 0, 0, 1, "")).getMessage());
        assertThrows(SenetException.class, () -> new FlagField("x", -1, 1, 1, ""));
        assertThrows(SenetException.class, () -> new FlagField("x", 30, 2, 1, ""));
        assertThrows(SenetException.class, () -> new FlagField("x", 0, 2, 0, ""));
        assertThrows(SenetException.class, () -> new FlagField("x", 0, 2, 4, ""));
        assertThrows(SenetException.class, () -> new FlagField("X", 0, 2, 3, ""));
        assertThrows(SenetException.class, () -> new FlagField("9x", 0, 2, 3, ""));
        assertEquals(3, new FlagField("x9", 29, 2, 3, "the highest bits").max());
    }
}
