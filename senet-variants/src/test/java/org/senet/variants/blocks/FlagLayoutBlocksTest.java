package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.position.FlagField;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.SettingsException;
import org.senet.core.sticks.ThrowTable;

/**
 * The position flags a rule set of new settings carries ({@link SettingsRuleSet#flags()}), laid out when the rule
 * set is made: their keys, sizes and meanings, and the 31 bits a position holds.
 */
class FlagLayoutBlocksTest {

    /** The rule set of these settings, made now. */
    private static SettingsRuleSet rules(RuleSettings settings) {
        return SettingsRuleSet.of(Rulebook.of("layout", "Layout", settings, "L1"));
    }

    private static FlagField field(SettingsRuleSet rules, String key) {
        return rules.flags().stream().filter(f -> f.key().equals(key)).findFirst()
                .orElseThrow(() -> new AssertionError(rules.flags() + " has no " + key));
    }

    /** RB2's settings with another limit of throws per turn. */
    private static SettingsRuleSet limited(int limit) {
        return rules(RuleSettings.REBIRTH.withTurns(RuleSettings.REBIRTH.turns().withMaxThrowsPerTurn(limit)));
    }

    @Test
    @DisplayName("JP3: first9 names the front piece's square, 2 * pieces - 1: 9 with five pieces, 13 with seven")
    void jp3_first9_names_the_square_of_the_front_piece() {
        assertEquals("light still owes its first move, which must be made with the piece on square 9",
                field(rules(RuleSettings.JEQUIER_PUSCH), "first9").meaning());
        assertEquals("light still owes its first move, which must be made with the piece on square 13",
                field(rules(RuleSettings.JEQUIER_PUSCH.withPieces(7)), "first9").meaning());
    }

    @Test
    @DisplayName("RB2: with two throws a turn, thrown is one bit: the next throw is the last")
    void rb2_a_limit_of_two_is_one_bit() {
        FlagField thrown = field(limited(2), "thrown");
        assertEquals(1, thrown.bits());
        assertEquals(1, thrown.max());
        assertEquals("the side to move has thrown once this turn; the next throw is its last", thrown.meaning());
    }

    @Test
    @DisplayName("RB2: with 3 to 8 throws a turn, thrown counts up to the limit less one in as few bits as hold it")
    void rb2_a_higher_limit_counts_the_throws_made() {
        for (int[] limitBits : new int[][] {{3, 2}, {4, 2}, {5, 3}, {8, 3}}) {
            int limit = limitBits[0];
            FlagField thrown = field(limited(limit), "thrown");
            assertEquals(List.of(limitBits[1], limit - 1), List.of(thrown.bits(), thrown.max()), "limit " + limit);
            assertEquals("throws the side to move has made this turn, of " + limit + " at most", thrown.meaning());
        }
    }

    /**
     * Gathered throws with five sticks keeping 1, 2, 4 and 5: pools of 7 bits for each (28), a one-bit pool for the 3
     * that ends the gathering, spend, and {@code change}'s flags.
     */
    private static RuleSettings gathering(UnaryOperator<RuleSettings> change) {
        RuleSettings keeping = RuleSettings.THIBAULT.withThrowAgainOn(1, 2, 4, ThrowTable.NO_WHITE_SIDE);
        return change.apply(keeping.withTurns(keeping.turns().withThrowsGathered(true)));
    }

    @Test
    void flags_filling_all_31_bits_of_a_position_are_laid_out() {
        SettingsRuleSet rules = rules(gathering(s -> s.withSetup(s.setup().withSecondNeedingOne(true))));
        assertEquals(31, rules.flags().stream().mapToInt(FlagField::bits).sum(), rules.flags().toString());
        FlagField last = rules.flags().get(rules.flags().size() - 1);
        assertEquals(31, last.shift() + last.bits(), "the last field ends at bit 31");
    }

    @Test
    void flags_needing_more_than_31_bits_are_refused() {
        RuleSettings settings = gathering(s -> s.withSetup(s.setup().withSecondNeedingOne(true)).withNetSquare(16));
        SettingsException e = assertThrows(SettingsException.class, () -> rules(settings));
        assertEquals("these settings need more position flags than a position holds (31 bits)", e.getMessage());
    }
}
