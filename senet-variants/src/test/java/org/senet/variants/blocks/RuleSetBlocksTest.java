package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.senet.variants.blocks.BlockPositions.squares;

import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.engine.RuleOption;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.engine.SettingsRuleSet.EnginePath;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.SettingsException;

/**
 * A {@link SettingsRuleSet} of a plugin author's rulebook: the positions its settings rule out, and an option whose
 * settings cannot be played at all.
 */
class RuleSetBlocksTest {

    @Test
    @DisplayName("JP8: a piece reaching 30 leaves the board, so no position has one there")
    void jp8_square_thirty_is_empty_where_every_throw_reaching_it_bears_off() {
        RuleSet rules = RuleSets.discover().get("jequier-pusch");
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parse(rules, squares(30, 5) + " W pieces=1,1"));
        assertEquals("square 30 holds a piece, but a piece reaching 30 leaves the board", e.getMessage());
    }

    @Test
    @DisplayName("JP8 without its 6 from 24: a 6 reaching 30 stops there, so a piece may stand on 30")
    void a_piece_may_stand_on_thirty_where_the_highest_throw_does_not_bear_off_from_24() {
        RuleSettings settings = RuleSettings.JEQUIER_PUSCH.withBearingOff(
                RuleSettings.JEQUIER_PUSCH.bearingOff().without(24, 6));
        RuleSet rules = SettingsRuleSet.of(Rulebook.of("jp-six-stays", "6 stays on 30", settings, "JP8"));
        String position = squares(30, 5) + " W pieces=1,1";
        assertEquals(position, Notation.format(rules, Notation.parse(rules, position)));
    }

    @Test
    @DisplayName("BE5: no piece is ever borne off in Bell's game, so every piece is on the board or waiting")
    void be5_a_position_with_a_piece_off_the_board_is_refused() {
        RuleSet rules = RuleSets.discover().get("bell");
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parse(rules, squares(5, 25) + " W pieces=2,1"));
        assertEquals("no piece is ever borne off here: every piece is on the board or waiting (field 'wait')",
                e.getMessage());
    }

    @Test
    void an_option_whose_settings_cannot_be_played_is_refused_with_the_reason() {
        Rulebook book = Rulebook.of("refusing", "Refusing", RuleSettings.KENDALL, "X1")
                .withOptions(RuleOption.flag("broken", "rules that cannot be played", settings -> {
                    throw new SettingsException("no such rules");
                }));
        RuleSet rules = SettingsRuleSet.of(book);
        OptionException e = assertThrows(OptionException.class, () -> rules.withOptions(Map.of("broken", "true")));
        assertEquals("option broken=true of 'refusing' cannot be played: no such rules", e.getMessage());
    }

    @Test
    @DisplayName("A throw that bears off from a square it could also walk from sends the rule set to the readable rules")
    void a_bear_off_from_a_walking_square_takes_the_readable_rules() {
        RuleSettings tait = RuleSettings.TAIT;
        assertEquals(EnginePath.MASKS_AND_SHORT_TURNS, SettingsRuleSet.of(Rulebook.of("tait-again", "Tait again", tait, "X1"))
                .enginePath(), "made now, not when a class was loaded");
        for (int value : new int[] {1, 6}) {
            RuleSettings settings = tait.withBearingOff(tait.bearingOff().with(20, value));
            assertEquals(EnginePath.READABLE, SettingsRuleSet.of(Rulebook.of("tait-20", "Tait, 20 bears off", settings, "X1"))
                    .enginePath(), "a " + value + " bearing off from 20, where it walks to " + (20 + value));
        }
    }
}
