package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;

/** Defining reasons at run time, as a plugin does in its static constants, in a vocabulary of its own. */
class RefusalReasonTest {
    private final Vocabulary words = Vocabulary.extendingCore();

    @Test
    @DisplayName("P8 a reason counts its arguments by the highest placeholder; the first ones given are squares")
    void arguments_and_squares() {
        RefusalReason three = words.reason("three-args", "{0} then {2}, not {1}");
        assertEquals("three-args", three.key());
        assertEquals("{0} then {2}, not {1}", three.template());
        assertEquals(3, three.arguments());
        assertEquals(3, three.squareArguments());
        assertEquals("three-args", three.toString());
        assertTrue(words.reasons().contains(three));
        assertFalse(Vocabulary.core().reasons().contains(three), "the core's vocabulary is fixed");
        assertEquals("4 then 6, not 5", three.refusal(4, 5, 6).message());

        RefusalReason oneSquare = words.reason("one-square", "{0} with {1}", 1);
        assertEquals(2, oneSquare.arguments());
        assertEquals(1, oneSquare.squareArguments());
        assertEquals(List.of(9), oneSquare.refusal(9, "a throw of 2").squares());

        RefusalReason none = words.reason("no-args", "Nothing to say", 5);
        assertEquals(0, none.arguments());
        assertEquals(0, none.squareArguments());
    }

    @Test
    @DisplayName("P8 a reason needs a key of a-z, 0-9 and -, unique in its vocabulary, and a message")
    void bad_definitions() {
        assertEquals("a refusal reason needs a key of a-z, 0-9 and -: null",
                assertThrows(SenetException.class, () -> words.reason(null, "m")).getMessage());
        assertThrows(SenetException.class, () -> words.reason("-dash-first", "m"));
        assertThrows(SenetException.class, () -> words.reason("Upper", "m"));
        assertEquals("refusal reason k needs a message",
                assertThrows(SenetException.class, () -> words.reason("k", null)).getMessage());
        assertThrows(SenetException.class, () -> words.reason("k", "  "));
        words.reason("twice", "once");
        assertEquals("refusal reason twice exists already in this vocabulary",
                assertThrows(SenetException.class, () -> words.reason("twice", "again")).getMessage());
    }

    @Test
    @DisplayName("P8 codes are negative; decoding refuses anything else and squares beyond the range")
    void codes_and_their_range() {
        assertTrue(RefusalReason.isRefusal(-1));
        assertFalse(RefusalReason.isRefusal(0));
        RefusalReason first = Vocabulary.core().reasons().get(0);
        assertEquals(-1 - 0 * RefusalReason.MAX_REASONS, first.code(-32));
        assertEquals(first.about(-32), Vocabulary.core().decode(-1));
        assertEquals(first.about(63), Vocabulary.core().decode(first.code(63)));
        assertEquals("not a refusal code: 0",
                assertThrows(SenetException.class, () -> Vocabulary.core().decode(0)).getMessage());
        int beyond = first.code(63) - RefusalReason.MAX_REASONS;
        assertThrows(SenetException.class, () -> Vocabulary.core().decode(beyond));
    }

    @Test
    @DisplayName("P8 the core's words are fixed, each at its own place whatever is loaded first")
    void the_core_is_fixed() {
        assertEquals(RefusalReason.NO_OWN_PIECE, Vocabulary.core().reasons().get(0));
        assertEquals(-1, RefusalReason.NO_OWN_PIECE.code(-32));
        assertEquals(org.senet.core.settings.Reasons.PROTECTED_PIECE, Vocabulary.core().reasons().get(14));
        assertEquals(33, Vocabulary.core().reasons().size());
        List<RefusalReason> core = Vocabulary.core().reasons();
        for (int place = 0; place < core.size(); place++) {
            assertEquals(-1 - place, core.get(place).code(-32), core.get(place) + " at its place");
            assertEquals(core.get(place), Vocabulary.core().keyed(core.get(place).key()).orElseThrow(), "keys unique");
        }
        assertEquals("the core's reasons are fixed; define mine in a vocabulary of the rule set's own"
                        + " (Vocabulary.extendingCore())",
                assertThrows(SenetException.class, () -> Vocabulary.core().reason("mine", "m")).getMessage());
        assertEquals("refusal reason safe-piece exists already in this vocabulary",
                assertThrows(SenetException.class, () -> words.reason("safe-piece", "m")).getMessage());
    }

    @Test
    @DisplayName("P8 two vocabularies each define a reason of one key at one place; each reads its own codes")
    void two_vocabularies_one_key() {
        Vocabulary other = Vocabulary.extendingCore();
        RefusalReason mine = words.reason("net-holds", "Mine: {0}");
        RefusalReason theirs = other.reason("net-holds", "Theirs: {0}");
        assertEquals(mine.code(5), theirs.code(5), "the same place in each");
        assertEquals("Mine: 5", words.decode(mine.code(5)).message());
        assertEquals("Theirs: 5", other.decode(theirs.code(5)).message());
        assertEquals(RefusalReason.SAFE_PIECE.about(7), other.decode(RefusalReason.SAFE_PIECE.code(7)),
                "the core's codes read the same in every vocabulary");
        assertEquals("not a refusal code of this vocabulary: " + mine.code(5) + "; read a rule set's codes through its"
                        + " own vocabulary",
                assertThrows(SenetException.class, () -> Vocabulary.core().decode(mine.code(5))).getMessage());
    }
}
