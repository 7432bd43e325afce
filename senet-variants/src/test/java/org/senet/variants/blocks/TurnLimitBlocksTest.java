package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.senet.variants.blocks.BlockPositions.squares;
import static org.senet.variants.blocks.BlockRules.moves;
import static org.senet.variants.blocks.BlockRules.rules;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Track;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.settings.RuleSettings;

/**
 * Who throws next in rule sets of new settings, by the fast engine and by the readable rules alike: a limit of
 * throws per turn counted behind another flag, and throws earned on a square adding up with the throws earned
 * otherwise.
 */
class TurnLimitBlocksTest {

    /** Jéquier/Pusch's settings (first9 before thrown in the flags) with three throws a turn at most. */
    private static final SettingsRuleSet THREE_A_TURN = rules("jp-three", RuleSettings.JEQUIER_PUSCH.withTurns(
            RuleSettings.JEQUIER_PUSCH.turns().withMaxThrowsPerTurn(3)));

    @Test
    @DisplayName("RB2: a throw earned counts up thrown, read and written at its place behind first9")
    void rb2_throws_made_are_counted_behind_an_earlier_flag() {
        assertEquals(List.of("3->4 " + squares(4, 19) + " W pieces=1,1 thrown=1"),
                moves(THREE_A_TURN, squares(3, 19) + " W pieces=1,1", 1));
        assertEquals(List.of("3->4 " + squares(4, 19) + " W pieces=1,1 thrown=2"),
                moves(THREE_A_TURN, squares(3, 19) + " W pieces=1,1 thrown=1", 1));
    }

    @Test
    @DisplayName("RB2: the last throw a turn allows earns none, and the count starts again")
    void rb2_the_last_throw_of_a_turn_passes_the_sticks() {
        assertEquals(List.of("3->4 " + squares(4, 19) + " B pieces=1,1"),
                moves(THREE_A_TURN, squares(3, 19) + " W pieces=1,1 thrown=2", 1));
        assertEquals(List.of("3->5 " + squares(5, 19) + " B pieces=1,1"),
                moves(THREE_A_TURN, squares(3, 19) + " W pieces=1,1 thrown=1", 2));
    }

    /** Tait's settings (extra throws add up, TA3) with square 30 earning a throw. */
    private static final SettingsRuleSet TAIT_THIRTY = rules("tait-thirty", RuleSettings.TAIT.withTurns(
            RuleSettings.TAIT.turns().withThrowSquares(Track.bit(Track.HORUS))));

    @Test
    @DisplayName("TA3: landing on a throw square, 30 too, earns a throw where the throw itself earns none")
    void ta3_a_throw_square_on_thirty_earns_a_throw() {
        String position = squares(28, 5) + " W pieces=1,1";
        assertEquals(List.of("28->30 " + squares(30, 5) + " B pieces=1,1"),
                moves(rules("tait", RuleSettings.TAIT), position, 2), "without the throw square");
        assertEquals(List.of("28->30 " + squares(30, 5) + " W pieces=1,1"), moves(TAIT_THIRTY, position, 2));
    }

    @Test
    @DisplayName("TA3: a throw that earns one, landing on a throw square, earns two: one to play now, one extra")
    void ta3_a_throw_square_adds_to_the_throw_earned_by_the_value() {
        String position = squares(24, 5) + " W pieces=1,1";
        assertEquals(List.of("24->30 " + squares(30, 5) + " W pieces=1,1 extra=1"),
                moves(TAIT_THIRTY, position, 6));
        assertEquals(List.of("24->30 " + squares(30, 5) + " W pieces=1,1 extra=2"),
                moves(TAIT_THIRTY, position.replace(" W pieces=1,1", " W pieces=1,1 extra=1"), 6));
    }
}
