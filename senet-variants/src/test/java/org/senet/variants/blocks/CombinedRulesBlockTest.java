package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.senet.variants.blocks.BlockPositions.squares;
import static org.senet.variants.blocks.BlockRules.moves;
import static org.senet.variants.blocks.BlockRules.rules;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Water.Fate;

/**
 * Rules of one shipped rule set meeting a point of another, as a one-point variant plays them: where a knocked
 * piece goes, a turn's limit with a piece that moves again, the extra turn kept through a move, judges falling
 * into water that sends pieces on, backward moves beside 26, and the opening's debt beside the net. No shipped
 * rule set has these combinations, so only these tests tell how the engine plays them.
 */
class CombinedRulesBlockTest {

    private static final RuleSettings REBIRTH = RuleSettings.REBIRTH;
    private static final RuleSettings KENDALL = RuleSettings.KENDALL;

    @Test
    @DisplayName("RB7: a piece knocked off 28 goes where the knock sends it: held on 27, to 15, off the board")
    void rb7_a_knocked_piece_goes_where_the_knock_sends_it() {
        String position = squares(26, 28) + " W pieces=1,1";
        assertEquals(List.of("26->28 " + squares(28, 27) + " B pieces=1,1"),
                moves(rules("rebirth", REBIRTH), position, 2), "held on 27");
        assertEquals(List.of("26->28 " + squares(28, 15) + " B pieces=1,1"),
                moves(rules("knock-15", REBIRTH.withWater(REBIRTH.water().withKnock(Fate.TO_SECOND_LIFE))), position, 2));
        assertEquals(List.of("26->28 " + squares(new int[] {28}) + " B pieces=1,1 wait=0,1"),
                moves(rules("knock-off", REBIRTH.withWater(REBIRTH.water().withKnock(Fate.OFF_BOARD))), position, 2));
    }

    @Test
    @DisplayName("RB2, K-OPT: a piece reaching 26 moves again within the turn's limit, the throw counted")
    void rb2_a_piece_on_26_moves_again_within_the_limit() {
        SettingsRuleSet rules = rules("kendall-limited", KENDALL.withTurns(
                KENDALL.turns().withMaxThrowsPerTurn(3).withBeautyMovingAgain(true)));
        assertEquals(List.of("24->26 " + squares(26, 5) + " W pieces=1,1 must=26 thrown=1"),
                moves(rules, squares(24, 5) + " W pieces=1,1", 2));
    }

    @Test
    @DisplayName("RB8: the side owed an extra turn plays again after a move that ends its turn")
    void rb8_the_extra_turn_is_played_after_a_move() {
        assertEquals(List.of("5->7 " + squares(20, 7) + " B pieces=1,1"),
                moves(rules("rebirth", REBIRTH), squares(20, 5) + " B pieces=1,1 extraturn=1", 2));
    }

    @Test
    @DisplayName("K7: a judge moving backward falls into the water, which sends it to 15 where it sends pieces on")
    void k7_a_falling_judge_is_sent_on_by_the_water() {
        SettingsRuleSet rules = rules("kendall-water-15", KENDALL.withWater(KENDALL.water().withLanding(Fate.TO_SECOND_LIFE)));
        assertEquals(List.of("29->27 " + squares(15, 3) + " B pieces=1,1"), moves(rules, squares(29, 3) + " W pieces=1,1", 1));
        assertEquals(List.of("28->27 " + squares(15, 3) + " B pieces=1,1"), moves(rules, squares(28, 3) + " W pieces=1,1", 4));
        assertEquals(List.of("29->off " + squares(new int[0], 3) + " B pieces=1,1"),
                moves(rules, squares(29, 3) + " W pieces=1,1", 2), "the exact throw bears off");
    }

    @Test
    @DisplayName("RB4, RB5: a blocked piece moves backward, but never back past 26")
    void rb4_backward_moves_do_not_pass_26() {
        SettingsRuleSet rules = rules("rebirth", REBIRTH);
        assertEquals(List.of("25->22 " + squares(new int[] {22}, 28, 29) + " B pieces=1,2"),
                moves(rules, squares(new int[] {25}, 28, 29) + " W pieces=1,2", 3), "from 25");
        assertEquals(List.of("pass " + squares(28, 3) + " B pieces=1,1"),
                moves(rules, squares(28, 3) + " W pieces=1,1", 4), "28 to 24 would pass 26");
    }

    @Test
    @DisplayName("JP3, C9: light's first move pays its debt and keeps the net's lost throw, so light plays on")
    void jp3_the_opening_debt_paid_keeps_the_net() {
        RuleSettings jequierPusch = RuleSettings.JEQUIER_PUSCH;
        SettingsRuleSet rules = rules("jp-net", jequierPusch.withTurns(jequierPusch.turns().withNetSquare(20)));
        assertEquals(List.of("9->11 WBWBWBWBB.W................... W"),
                moves(rules, "WBWBWBWBW.B................... W first9=1 net=1", 2));
        assertEquals(List.of("9->11 WBWBWBWBB.W................... B"),
                moves(rules, "WBWBWBWBW.B................... W first9=1", 2), "without the net");
    }
}
