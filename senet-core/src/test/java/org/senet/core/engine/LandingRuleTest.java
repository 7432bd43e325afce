package org.senet.core.engine;

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
import org.senet.core.rules.RuleSetConfigurationException;
import org.senet.core.settings.Landing;
import org.senet.core.settings.Reasons;

/** The landing rules, one at a time and in their order, on positions worked out by hand. */
class LandingRuleTest {
    private static final int SWAP = MoveEffect.SWAP.bit();
    private static final int BACK = MoveEffect.BACKWARD.bit();

    private static int squares(int... squares) {
        int mask = 0;
        for (int square : squares) {
            mask |= Track.bit(square);
        }
        return mask;
    }

    private static int land(Landing landing, Position position, int from, int to, int effects) {
        return new LandingRule(landing).land(position, from, to, effects);
    }

    private static int passage(Landing landing, Position position, int from, int to) {
        return new LandingRule(landing).passage(position, from, to);
    }

    /** Light to move, with light on {@code light} and dark on {@code dark}. */
    private static Position light(int light, int dark) {
        return Position.of(light, dark, 10, Side.LIGHT);
    }

    @Test
    @DisplayName("C5, C6: an own piece refuses, an empty square takes the move, a lone opponent is swapped or hit")
    void own_empty_and_attack() {
        Position p = light(squares(1, 4), squares(6));
        assertEquals(RefusalReason.OWN_PIECE_ON_DESTINATION.code(4), land(Landing.swapping(), p, 1, 4, 0));
        assertEquals(ActionCode.move(1, 3, 0), land(Landing.swapping(), p, 1, 3, 0));
        assertEquals(ActionCode.move(1, 6, SWAP), land(Landing.swapping(), p, 1, 6, 0));
        assertEquals(ActionCode.move(1, 6, MoveEffect.HIT.bit()), land(Landing.hitting(), p, 1, 6, 0));
        assertEquals(ActionCode.move(Track.ENTRY, 6, MoveEffect.ENTER.bit() | MoveEffect.HIT.bit()),
                land(Landing.hitting(), p, Track.ENTRY, 6, MoveEffect.ENTER.bit()), "an entry carries its own effect too");
        assertThrows(RuleSetConfigurationException.class,
                () -> new Landing(MoveEffect.KNOCK, 0, 0, false, false, false, true, false));
    }

    @Test
    @DisplayName("TH7, K3, JP5: a neighbour of its side protects a piece; only with the rule on")
    void neighbours_protect() {
        Position p = light(squares(1), squares(6, 7));
        assertEquals(ActionCode.move(1, 6, SWAP), land(Landing.swapping(), p, 1, 6, 0));
        assertEquals(Reasons.PROTECTED_PIECE.code(6), land(Landing.swapping().withNeighboursProtecting(), p, 1, 6, 0));
        Position across = light(squares(1), squares(10, 11));
        assertEquals(Reasons.PROTECTED_PIECE.code(10), land(Landing.swapping().withNeighboursProtecting(), across, 1, 10, 0),
                "10 and 11 are neighbours on the track (C2)");
    }

    @Test
    @DisplayName("TH9a: no protection while the attacked side has a piece in the water")
    void drowning_unprotects() {
        Position p = light(squares(1), squares(6, 7, Track.WATER));
        Landing landing = Landing.swapping().withNeighboursProtecting();
        assertEquals(Reasons.PROTECTED_PIECE.code(6), land(landing, p, 1, 6, 0));
        assertEquals(ActionCode.move(1, 6, SWAP), land(landing.withDrowningUnprotecting(), p, 1, 6, 0));
    }

    @Test
    @DisplayName("JP5, BE4: a safe square refuses an attack, before any other rule")
    void safe_squares() {
        Position p = light(squares(10), squares(15, 28));
        Landing landing = Landing.hitting().withSafe(squares(15)).withKnockInto(squares(15, 28));
        assertEquals(RefusalReason.SAFE_PIECE.code(15), land(landing, p, 10, 15, 0), "safe comes before a knock");
        assertEquals(ActionCode.move(10, 28, MoveEffect.KNOCK.bit()), land(landing, p, 10, 28, 0));
    }

    @Test
    @DisplayName("TH8, RB7: on a knock square the attacked piece drops into the water, even when protected")
    void knock_beats_protection() {
        Position p = light(squares(25), squares(28, 29));
        Landing landing = Landing.swapping().withNeighboursProtecting().withKnockInto(Track.JUDGES);
        assertEquals(ActionCode.move(25, 28, MoveEffect.KNOCK.bit()), land(landing, p, 25, 28, 0));
    }

    @Test
    @DisplayName("RB4, JP6: backward moves may swap a protected piece, or may land only on empty squares")
    void backward_rules() {
        Position p = light(squares(12), squares(8, 9));
        Landing protecting = Landing.swapping().withNeighboursProtecting();
        assertEquals(Reasons.PROTECTED_PIECE.code(9), land(protecting, p, 12, 9, BACK));
        assertEquals(ActionCode.move(12, 9, BACK | SWAP), land(protecting.withBackwardIgnoringProtection(), p, 12, 9, BACK));
        assertEquals(Reasons.PROTECTED_PIECE.code(9),
                land(protecting.withBackwardIgnoringProtection(), light(squares(1), squares(8, 9)), 1, 9, 0),
                "forward moves keep the protection");
        assertEquals(Reasons.BACKWARD_ONTO_PIECE.code(9), land(Landing.swapping().withBackwardOntoEmptyOnly(), p, 12, 9, BACK));
        assertEquals(ActionCode.move(12, 10, BACK), land(Landing.swapping().withBackwardOntoEmptyOnly(), p, 12, 10, BACK));
    }

    @Test
    @DisplayName("JP4, AS6: a wall of three opposing pieces blocks passage both ways, not a landing beside it")
    void walls() {
        Position p = light(squares(2, 20), squares(5, 6, 7));
        Landing walls = Landing.swapping().withWalls();
        assertEquals(Reasons.BLOCKADE.code(8), land(walls, p, 2, 8, 0));
        assertEquals(Reasons.BLOCKADE.code(4), land(walls, p, 20, 4, BACK));
        assertEquals(ActionCode.move(2, 4, 0), land(walls, p, 2, 4, 0));
        assertEquals(ActionCode.move(2, 8, 0), land(Landing.swapping(), p, 2, 8, 0), "without the rule pieces jump");
        assertEquals(0, passage(walls, p, 2, 4));
        assertEquals(RefusalReason.OWN_PIECE_ON_DESTINATION.code(20), passage(walls, p, 2, 20));
    }
}
