package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;

/** Defining reasons at run time, as a plugin does in its static constants (each key here used once). */
class RefusalReasonTest {
    @Test
    @DisplayName("P8 a reason counts its arguments by the highest placeholder; the first ones given are squares")
    void arguments_and_squares() {
        RefusalReason three = RefusalReason.define("three-args", "{0} then {2}, not {1}");
        assertEquals("three-args", three.key());
        assertEquals("{0} then {2}, not {1}", three.template());
        assertEquals(3, three.arguments());
        assertEquals(3, three.squareArguments());
        assertEquals("three-args", three.toString());
        assertTrue(RefusalReason.all().contains(three));
        assertEquals("4 then 6, not 5", three.refusal(4, 5, 6).message());

        RefusalReason oneSquare = RefusalReason.define("one-square", "{0} with {1}", 1);
        assertEquals(2, oneSquare.arguments());
        assertEquals(1, oneSquare.squareArguments());
        assertEquals(List.of(9), oneSquare.refusal(9, "a throw of 2").squares());

        RefusalReason none = RefusalReason.define("no-args", "Nothing to say", 5);
        assertEquals(0, none.arguments());
        assertEquals(0, none.squareArguments());
    }

    @Test
    @DisplayName("P8 a reason needs a key of a-z, 0-9 and -, unique among all reasons, and a message")
    void bad_definitions() {
        assertEquals("a refusal reason needs a key of a-z, 0-9 and -: null",
                assertThrows(SenetException.class, () -> RefusalReason.define(null, "m")).getMessage());
        assertThrows(SenetException.class, () -> RefusalReason.define("-dash-first", "m"));
        assertThrows(SenetException.class, () -> RefusalReason.define("Upper", "m"));
        assertEquals("refusal reason k needs a message",
                assertThrows(SenetException.class, () -> RefusalReason.define("k", null)).getMessage());
        assertThrows(SenetException.class, () -> RefusalReason.define("k", "  "));
        RefusalReason.define("twice", "once");
        assertEquals("refusal reason twice exists already",
                assertThrows(SenetException.class, () -> RefusalReason.define("twice", "again")).getMessage());
    }

    @Test
    @DisplayName("P8 codes are negative; decoding refuses anything else and squares beyond the range")
    void codes_and_their_range() {
        assertTrue(RefusalReason.isRefusal(-1));
        assertFalse(RefusalReason.isRefusal(0));
        RefusalReason first = RefusalReason.all().get(0);
        assertEquals(-1 - 0 * RefusalReason.MAX_REASONS, first.code(-32));
        assertEquals(first.about(-32), RefusalReason.decode(-1));
        assertEquals(first.about(63), RefusalReason.decode(first.code(63)));
        assertEquals("not a refusal code: 0",
                assertThrows(SenetException.class, () -> RefusalReason.decode(0)).getMessage());
        int beyond = first.code(63) - RefusalReason.MAX_REASONS;
        assertThrows(SenetException.class, () -> RefusalReason.decode(beyond));
    }
}
