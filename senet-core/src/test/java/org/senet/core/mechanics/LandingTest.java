package org.senet.core.mechanics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.RefusalReason;

/** The landing rules, one named rule at a time, on positions worked out by hand. */
class LandingTest {
    private static final int BACKWARD = MoveEffect.BACKWARD.bit();

    private static int squares(int... squares) {
        int mask = 0;
        for (int square : squares) {
            mask |= Track.bit(square);
        }
        return mask;
    }

    /** Light to move, with light on {@code light} and dark on {@code dark}. */
    private static Position light(int light, int dark) {
        return new Position(light, dark, 0, 0, 7, 7, Side.LIGHT, 0);
    }

    /** A move code as notation and effect names, or a refusal code as its message. */
    private static String text(int code) {
        if (RefusalReason.isRefusal(code)) {
            return RefusalReason.decode(code).message();
        }
        StringBuilder text = new StringBuilder(ActionCode.toText(code));
        for (MoveEffect effect : MoveEffect.all()) {
            if (ActionCode.has(code, effect)) {
                text.append(' ').append(effect.name());
            }
        }
        return text.toString();
    }

    private static String refused(RefusalReason reason, int square) {
        return reason.about(square).message();
    }

    @Test
    @DisplayName("C5, C6 an empty square takes the piece; an own piece refuses; an opponent is swapped, or hit")
    void empty_own_and_attack() {
        Position position = light(squares(5, 7), squares(9));
        assertEquals("5->6", text(Landing.swapping().land(position, 5, 6, 0)));
        assertEquals(refused(RefusalReason.OWN_PIECE_ON_DESTINATION, 7), text(Landing.swapping().land(position, 5, 7, 0)));
        assertEquals("5->9 SWAP", text(Landing.swapping().land(position, 5, 9, 0)));
        assertEquals("5->9 HIT", text(Landing.hitting().land(position, 5, 9, 0)));
        assertEquals("in->9 ENTER HIT", text(Landing.hitting().land(position, Track.ENTRY, 9, MoveEffect.ENTER.bit())));
        assertThrows(IllegalArgumentException.class,
                () -> new Landing(MoveEffect.KNOCK, 0, 0, false, false, false, true, false));
    }

    @Test
    @DisplayName("TA4, BE4, JP5 safe squares; TH7 neighbours protect; TH8 knocks on 28..30 before protection")
    void safe_protected_and_knocked() {
        Position position = light(squares(5, 26), squares(9, 10, 13, 28, 29));
        Landing protecting = Landing.swapping().withNeighboursProtecting();
        assertEquals(refused(RefusalReason.SAFE_PIECE, 9), text(protecting.land(position, 5, 9, 0)));
        assertEquals("5->13 SWAP", text(protecting.land(position, 5, 13, 0)));
        assertEquals("5->9 SWAP", text(Landing.swapping().land(position, 5, 9, 0)));
        assertEquals(refused(RefusalReason.SAFE_PIECE, 13), text(Landing.swapping().withSafe(squares(13)).land(position, 5, 13, 0)));
        Landing knocking = protecting.withKnockInto(squares(28, 29, 30));
        assertEquals("26->28 KNOCK", text(knocking.land(position, 26, 28, 0)));
        assertEquals(refused(RefusalReason.SAFE_PIECE, 28), text(knocking.withSafe(squares(28)).land(position, 26, 28, 0)));
    }

    @Test
    @DisplayName("TH9a a side with a piece in the water has no protection, when the rule set says so")
    void drowning_unprotects() {
        Position position = light(squares(5), squares(9, 10, 27));
        Landing protecting = Landing.swapping().withNeighboursProtecting();
        assertEquals(refused(RefusalReason.SAFE_PIECE, 9), text(protecting.land(position, 5, 9, 0)));
        assertEquals("5->9 SWAP", text(protecting.withDrowningUnprotecting().land(position, 5, 9, 0)));
        assertEquals(refused(RefusalReason.SAFE_PIECE, 9),
                text(protecting.withDrowningUnprotecting().land(light(squares(5), squares(9, 10)), 5, 9, 0)));
    }

    @Test
    @DisplayName("RB4 backward moves may ignore protection; JP6 they may be kept to empty squares")
    void backward_rules() {
        Position position = light(squares(12), squares(8, 9, 10));
        Landing protecting = Landing.swapping().withNeighboursProtecting();
        assertEquals(refused(RefusalReason.SAFE_PIECE, 9), text(protecting.land(position, 12, 9, BACKWARD)));
        assertEquals("12->9 BACKWARD SWAP", text(protecting.withBackwardIgnoringProtection().land(position, 12, 9, BACKWARD)));
        assertEquals(refused(RefusalReason.SAFE_PIECE, 9),
                text(protecting.withBackwardIgnoringProtection().land(position, 5, 9, 0)), "forward moves keep protection");
        assertEquals(refused(RefusalReason.BACKWARD_ONTO_PIECE, 9),
                text(Landing.swapping().withBackwardOntoEmptyOnly().land(position, 12, 9, BACKWARD)));
        assertEquals("12->11 BACKWARD", text(Landing.swapping().withBackwardOntoEmptyOnly().land(position, 12, 11, BACKWARD)));
        assertEquals("5->9 SWAP", text(Landing.swapping().withBackwardOntoEmptyOnly().land(light(squares(5), squares(9)), 5, 9, 0)));
    }

    @Test
    @DisplayName("JP4, AS6 walls block passage both ways when the rule set has them; an entering piece passes")
    void walls() {
        Position position = light(squares(5, 16), squares(10, 11, 12));
        assertEquals("5->13", text(Landing.swapping().land(position, 5, 13, 0)));
        assertEquals(refused(RefusalReason.BLOCKADE, 13), text(Landing.swapping().withWalls().land(position, 5, 13, 0)));
        assertEquals(refused(RefusalReason.BLOCKADE, 9), text(Landing.swapping().withWalls().land(position, 16, 9, BACKWARD)));
        assertEquals("in->13 ENTER", text(Landing.swapping().withWalls().land(position, Track.ENTRY, 13, MoveEffect.ENTER.bit())));
        assertEquals(0, Landing.swapping().withWalls().passage(position, 5, 9));
    }

    @Test
    @DisplayName("blocked: own pieces, safe and protected opponents, but not protected pieces that a knock takes")
    void blocked_squares() {
        Position position = light(squares(1), squares(9, 10, 15, 20, 28, 29));
        Landing landing = Landing.swapping().withSafe(squares(15)).withNeighboursProtecting().withKnockInto(squares(28, 29, 30));
        assertEquals(squares(1, 9, 10, 15), landing.blocked(position));
        assertEquals(squares(1), Landing.swapping().blocked(position));
        Position drowning = light(squares(1), squares(9, 10, 27));
        assertEquals(squares(1), landing.withDrowningUnprotecting().blocked(drowning));
        assertEquals(squares(1, 9, 10), landing.blocked(drowning));
    }
}
