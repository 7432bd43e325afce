package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.BoardFeatures;
import org.senet.core.board.BoardFeatures.Mark;
import org.senet.core.board.Track;
import org.senet.core.settings.BearingOff;
import org.senet.core.settings.Entry;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.SettingsException;
import org.senet.core.settings.Water;
import org.senet.core.settings.Water.Fate;
import org.senet.core.sticks.ThrowTable;

/**
 * Settings put together by a rule-set author: the combinations the engine refuses and why, whether pieces wait
 * off the board, and what the settings make of the board for a front end (where pieces leave on reaching 30).
 */
class SettingsCombinationBlockTest {

    @Test
    @DisplayName("a role given by number to a 5 the sticks never throw is refused, for entering as for throwing again")
    void unthrowable_five_refused_for_every_role() {
        RuleSettings tait = RuleSettings.TAIT;
        SettingsException entering = assertThrows(SettingsException.class,
                () -> tait.withEntry(Entry.onThrows(1, 4, 5)));
        assertTrue(entering.getMessage().startsWith("a throw of 5 lets a waiting piece enter, but these sticks"),
                entering.getMessage());
        assertTrue(entering.getMessage().contains("ThrowTable.NO_WHITE_SIDE"), "names the rule value that would do");
        assertEquals(5, tait.withEntry(Entry.onThrows(1, 4, ThrowTable.NO_WHITE_SIDE)).withSticks(ThrowTable.FIVE)
                .entrySquare(5), "the throw with no white side enters on 5 with sticks that count it 5");
        SettingsException again = assertThrows(SettingsException.class, () -> tait.withThrowAgainOn(1, 4, 5));
        assertTrue(again.getMessage().startsWith("a throw of 5 gives another throw"), again.getMessage());
    }

    @Test
    @DisplayName("a role given by number to a 6 the sticks never throw is refused: 6 is the last value checked")
    void unthrowable_six_refused() {
        SettingsException again = assertThrows(SettingsException.class,
                () -> RuleSettings.KENDALL.withThrowAgainOn(1, 4, 6));
        assertTrue(again.getMessage().startsWith("a throw of 6 gives another throw, but these sticks"), again.getMessage());
        assertThrows(SettingsException.class, () -> RuleSettings.BELL.withEntry(Entry.onThrows(1, 6)));
        assertTrue(RuleSettings.TAIT.withThrowAgainOn(1, 4, 6).turns().throwAgain().after(6, ThrowTable.SIX),
                "with sticks that throw a 6 the same rule is taken");
    }

    @Test
    @DisplayName("pieces wait off the board where the water sends a knocked piece off it, and only where pieces are"
            + " knocked")
    void waiting_pieces_from_a_knock() {
        RuleSettings thibault = RuleSettings.THIBAULT;
        assertFalse(thibault.usesWaitingPieces(), "Thibault's knocked pieces are held in the water");
        RuleSettings knockedOff = thibault.withWater(thibault.water().withKnock(Fate.OFF_BOARD));
        assertTrue(knockedOff.usesWaitingPieces());
        assertTrue(knockedOff.boardFeatures().waitingPieces());
        RuleSettings kendall = RuleSettings.KENDALL;
        assertEquals(0, kendall.landing().knockSquares(), "Kendall knocks no piece into the water");
        assertFalse(kendall.withWater(Water.heldOnLanding().withKnock(Fate.OFF_BOARD)).usesWaitingPieces(),
                "a knock rule with no square that knocks sends nothing off the board");
    }

    @Test
    @DisplayName("the board marks 30 as the exit where a throw that reaches 30 exactly bears off (JP8)")
    void exit_marked_where_reaching_thirty_bears_off() {
        assertTrue(RuleSettings.JEQUIER_PUSCH.boardFeatures().has(Track.HORUS, Mark.EXIT));
        assertFalse(RuleSettings.THIBAULT.boardFeatures().has(Track.HORUS, Mark.EXIT), "Thibault bears off past 30");
        RuleSettings six = RuleSettings.JEQUIER_PUSCH;
        assertTrue(six.withBearingOff(BearingOff.none().with(24, 6)).boardFeatures().has(Track.HORUS, Mark.EXIT),
                "the sticks' highest value counts");
        BoardFeatures unthrowable = six.withBearingOff(BearingOff.none().with(25, 5)).boardFeatures();
        assertFalse(unthrowable.has(Track.HORUS, Mark.EXIT), "these sticks never throw the 5 that would reach 30");
    }
}
