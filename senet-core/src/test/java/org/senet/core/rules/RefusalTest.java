package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.position.Position;
import org.senet.core.settings.Reasons;

/** Refusals as data: open reasons, the int encoding of move generators, and what callers receive. */
class RefusalTest {
    /** A reason a plugin defines for a rule of its own, without touching the engine. */
    private static final Vocabulary WORDS = Vocabulary.extendingCore();
    private static final RefusalReason NET = WORDS.reason("net-holds",
            "The net on square {0} holds the piece on {1}");
    /** A plugin's reason about one square. */
    private static final RefusalReason CAUGHT = WORDS.reason("caught", "Caught on {0}");

    @Test
    @DisplayName("P8: a plugin's own reason carries its key, squares and English message; the refusal cites its clause")
    void plugin_reason_is_data() {
        Refusal uncited = NET.refusal(16, 12);
        assertEquals(Refusal.UNCITED, uncited.clause());
        assertFalse(uncited.isCited());
        Refusal refusal = uncited.citing("MY3");
        assertEquals("MY3", refusal.clause());
        assertTrue(refusal.isCited());
        assertEquals("net-holds", refusal.key());
        assertEquals(List.of(16, 12), refusal.squares());
        assertEquals("The net on square 16 holds the piece on 12", refusal.message());
        assertTrue(WORDS.reasons().contains(NET));
    }

    @Test
    @DisplayName("P8: a reason's code decodes to the same refusal, for every square a generator can name")
    void codes_round_trip() {
        for (RefusalReason reason : List.of(RefusalReason.SAFE_PIECE, Reasons.BLOCKADE, RefusalReason.NO_MOVE, CAUGHT)) {
            for (int square = -32; square <= 63; square++) {
                int code = reason.code(square);
                assertTrue(RefusalReason.isRefusal(code));
                assertEquals(reason.about(square), WORDS.decode(code), reason + " about " + square);
            }
        }
        assertEquals(List.of(), Reasons.BLOCKADE.about(5).arguments(), "a reason without arguments ignores the square");
        assertThrows(SenetException.class, () -> WORDS.decode(ActionCode.move(1, 2, 0)));
    }

    @Test
    @DisplayName("P8: a refusal with the wrong arguments, or a reason defined twice, is a programming error")
    void bad_definitions_are_refused() {
        assertThrows(SenetException.class, () -> NET.refusal(16));
        assertThrows(SenetException.class, () -> NET.refusal("sixteen", 12));
        assertThrows(SenetException.class, () -> WORDS.reason("net-holds", "again"));
        assertThrows(SenetException.class, () -> WORDS.reason("Bad Key", "text"));
    }

    @Test
    @DisplayName("P8: a backward refusal is added to the message, lower-cased")
    void backward_refusal_joins_the_message() {
        Refusal refusal = RefusalReason.SAFE_PIECE.about(12)
                .withBackward(RefusalReason.OWN_PIECE_ON_DESTINATION.about(4));
        assertEquals("Attack on safe piece: 12; and backward: one of your own pieces occupies square 4", refusal.message());
        Refusal cited = new org.senet.core.engine.Citations(java.util.Map.of(RefusalReason.SAFE_PIECE, "X1"), "X9").cite(refusal);
        assertEquals("X1", cited.clause());
        assertEquals("X9", cited.backward().orElseThrow().clause(), "the backward refusal cites its own clause");
    }

    @Test
    @DisplayName("P3, P8: play refuses with the refusal as data: a move before the throw, an unlisted move, a finished game")
    void play_refuses_with_data() {
        RaceRules race = new RaceRules();
        Referee rules = new Referee(race);
        Position start = race.start();
        IllegalActionException early = assertThrows(IllegalActionException.class,
                () -> rules.play(start, RuleSet.NO_THROW, new Action.Move(ActionCode.move(1, 2, 0))));
        assertEquals(RefusalReason.THROW_FIRST, early.refusal().reason());
        assertEquals(early.refusal().message(), early.getMessage());

        IllegalActionException noPiece = assertThrows(IllegalActionException.class,
                () -> rules.play(start, 2, new Action.Move(ActionCode.move(29, 31, 0))));
        assertEquals(RefusalReason.NO_OWN_PIECE.about(29), noPiece.refusal());

        IllegalActionException pass = assertThrows(IllegalActionException.class,
                () -> rules.play(start, 2, Action.Pass.INSTANCE));
        assertEquals(RefusalReason.ACTION_NOT_AVAILABLE, pass.refusal().reason());
        assertTrue(pass.getMessage().startsWith("pass is not possible now; possible: "), pass.getMessage());
    }
}
