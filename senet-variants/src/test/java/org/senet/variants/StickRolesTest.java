package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.core.board.Track;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.notation.MoveListing;
import org.senet.core.rules.RuleSet;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.SettingsException;
import org.senet.core.settings.Water;
import org.senet.core.sticks.ThrowTable;
import org.senet.variants.tait.Tait;

/**
 * C4: the throw with no white side keeps its roles when the sticks change. Every rule a shipped rule set
 * gives its 5 or 6 for no white side (another throw, entry, bearing off from 26) belongs to that throw, so
 * the same rules with other sticks give all of them to the new value; the rules of 1..4 stay.
 */
class StickRolesTest {

    private static ThrowTable other(ThrowTable sticks) {
        return sticks == ThrowTable.FIVE ? ThrowTable.SIX : ThrowTable.FIVE;
    }

    static Stream<RuleSettings> presets() {
        return Stream.of(RuleSettings.THIBAULT, RuleSettings.KENDALL, RuleSettings.REBIRTH, RuleSettings.TAIT,
                RuleSettings.BELL, RuleSettings.JEQUIER_PUSCH, RuleSettings.ASSIGNMENT);
    }

    @ParameterizedTest
    @MethodSource("presets")
    @DisplayName("C4: with the other sticks, the new value for no white side does all the old one did; 1..4 unchanged")
    void C4_roles_move_with_the_sticks(RuleSettings preset) {
        RuleSettings swapped = preset.withSticks(other(preset.sticks()));
        int before = preset.topThrow();
        int after = swapped.topThrow();
        assertEquals((preset.throwAgainValues() >> before) & 1, (swapped.throwAgainValues() >> after) & 1,
                "another throw");
        assertEquals(preset.entrySquare(before) != 0, swapped.entrySquare(after) != 0, "entry");
        assertEquals(preset.bearOffSquares(before) & ~reachedByCount(preset, before),
                swapped.bearOffSquares(after) & ~reachedByCount(swapped, after), "bearing off, beyond the exact count");
        for (int value = 1; value <= 4; value++) {
            assertEquals((preset.throwAgainValues() >> value) & 1, (swapped.throwAgainValues() >> value) & 1);
            assertEquals(preset.entrySquare(value), swapped.entrySquare(value));
            assertEquals(preset.bearOffSquares(value), swapped.bearOffSquares(value));
        }
    }

    /** The square a throw reaches the end from by counting (JP8: from 30 - v), which is the number's, not a role. */
    private static int reachedByCount(RuleSettings settings, int value) {
        return settings.bearOffSquares(value) & Track.bit(Track.HORUS - value);
    }

    private static RuleSet taitWithFive() {
        return SettingsRuleSet.of(Tait.RULEBOOK.variant("tait-five", "Tait with a 5")
                .withSettings(settings -> settings.withSticks(ThrowTable.FIVE)));
    }

    @Test
    @DisplayName("C4, TA3, TA5: Tait with sticks 1, 2, 3, 4, 5: the 5 earns a throw, re-enters and bears off from 26")
    void C4_tait_with_a_five_for_no_white_side() {
        RuleSet rules = taitWithFive();
        assertEquals(List.of("1->6 .....W.............B.......... W"),
                MoveListing.lines(rules, "W..................B.......... W", 5), "TA3: a 5 earns another throw");
        assertEquals(List.of("26->off ..B........................... W extra=1"),
                MoveListing.lines(rules, "..B......................W.... W", 5), "TA3, TA7: a 5 bears off from 26, and earns");
        assertEquals(List.of("in->5 ...BW....W.........B.......... W", "10->15 ...B..........W....B.......... W wait=1,0"),
                MoveListing.lines(rules, "...B.....W.........B.......... W wait=1,0", 5), "TA5: a 5 re-enters");
        assertEquals(List.of("10->13 ...B........W......B.......... B wait=1,0"),
                MoveListing.lines(rules, "...B.....W.........B.......... W wait=1,0", 3), "TA5: a 3 does not");
    }

    @Test
    @DisplayName("C4: a rule given by number to a 5 or 6 the sticks never throw is refused, naming the way to say it")
    void C4_a_role_on_an_unthrowable_number_is_refused() {
        SettingsException refused = assertThrows(SettingsException.class,
                () -> RuleSettings.TAIT.withThrowAgainOn(1, 5));
        assertTrue(refused.getMessage().contains("NO_WHITE_SIDE"), refused.getMessage());
        assertEquals(1 << 5 | 1 << 1, RuleSettings.KENDALL.withThrowAgainOn(1, 5).throwAgainValues());
    }

    @Test
    @DisplayName("K6, RB6: the water sending pieces on is one wither on a rule set whose water held them")
    void K6_water_sending_on_is_one_wither() {
        RuleSettings kendall = RuleSettings.KENDALL.withWaterLanding(Water.Fate.TO_SECOND_LIFE);
        assertEquals(Water.Fate.TO_SECOND_LIFE, kendall.water().onLanding());
        assertEquals(Water.Rescue.NONE, kendall.water().rescue(), "nothing is held, so nothing is rescued");
        assertEquals(RuleSettings.KENDALL.water().endsTurn(), kendall.water().endsTurn(), "K6 kept");
    }
}
