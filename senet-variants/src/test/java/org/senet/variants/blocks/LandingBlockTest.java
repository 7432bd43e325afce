package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Track;
import org.senet.core.settings.Landing;
import org.senet.core.settings.SettingsException;
import org.senet.core.settings.Squares;

/**
 * {@link Landing}'s factories and withers and {@link Squares#from}, built here as a rule-set author builds
 * them: each gives the landing rule its Javadoc names (TH7, TH8, TH9, K6, BE5, JP4) and changes nothing else.
 */
class LandingBlockTest {

    @Test
    @DisplayName("swapping and hitting: an attack that swaps (TH7) or sends the piece off the board (BE5), nothing more")
    void the_two_attacks() {
        assertEquals(new Landing(MoveEffect.SWAP, 0, 0, false, false, false, true, false), Landing.swapping());
        assertEquals(new Landing(MoveEffect.HIT, 0, 0, false, false, false, true, false), Landing.hitting());
        assertEquals(Landing.hitting(), Landing.swapping().withAttack(MoveEffect.HIT));
    }

    @Test
    @DisplayName("each protection wither turns its own rule on or off alone (TH7, TH9, K6)")
    void protection_withers() {
        Landing plain = Landing.swapping();
        assertEquals(new Landing(MoveEffect.SWAP, 0, 0, true, false, false, true, false), plain.withNeighboursProtecting());
        assertEquals(plain, plain.withNeighboursProtecting().withNeighboursProtecting(false));
        assertEquals(new Landing(MoveEffect.SWAP, 0, 0, false, true, false, true, false), plain.withDrowningUnprotecting());
        assertEquals(new Landing(MoveEffect.SWAP, 0, 0, false, false, true, true, false),
                plain.withBackwardIgnoringProtection());
        assertEquals(new Landing(MoveEffect.SWAP, 0, 0, false, false, false, false, false), plain.withBackwardOntoEmptyOnly());
        assertEquals(new Landing(MoveEffect.SWAP, 0, 0, false, false, false, true, true), plain.withWalls());
    }

    @Test
    @DisplayName("knock squares add up with withKnockInto and are replaced by withKnockSquares (TH8)")
    void knock_squares() {
        Landing judges = Landing.swapping().withKnockInto(Track.JUDGES);
        assertEquals(Track.JUDGES, judges.knockSquares());
        assertEquals(Track.JUDGES | Track.bit(25), judges.withKnockInto(Track.bit(25)).knockSquares(), "added to the others");
        assertEquals(Track.bit(25), judges.withKnockSquares(Track.bit(25)).knockSquares(), "in place of the others");
        assertTrue(judges.knocksFrom(Track.HORUS));
    }

    @Test
    @DisplayName("Squares.from: the run of squares from the first to the last, both included; out of order refused")
    void runs_of_squares() {
        assertEquals(Track.bit(28) | Track.bit(29) | Track.bit(30), Squares.from(28, 30));
        assertEquals(Track.bit(1), Squares.from(1, 1), "one square");
        assertEquals(Track.ALL, Squares.from(1, 30));
        for (int[] run : new int[][] {{0, 5}, {5, 31}, {6, 5}}) {
            SettingsException refusal = assertThrows(SettingsException.class, () -> Squares.from(run[0], run[1]));
            assertTrue(refusal.getMessage().endsWith("not " + run[0] + ".." + run[1]), refusal.getMessage());
        }
    }
}
