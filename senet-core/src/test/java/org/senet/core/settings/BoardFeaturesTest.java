package org.senet.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;
import org.senet.core.board.BoardFeatures;
import org.senet.core.board.BoardFeatures.Direction;
import org.senet.core.board.BoardFeatures.Finish;
import org.senet.core.board.BoardFeatures.Mark;
import org.senet.core.board.BoardFeatures.SquareFeatures;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;
import org.senet.core.settings.Water.Fate;

/** The board's features of every preset, derived from its settings, and of a rule set that says nothing. */
class BoardFeaturesTest {

    /** The marked squares of a preset, square by square, with the throws that bear off from each. */
    private static Map<Integer, String> marked(BoardFeatures features) {
        Map<Integer, String> marked = new LinkedHashMap<>();
        for (SquareFeatures square : features.squares()) {
            marked.put(square.square(), square.marks() + (square.bearOffThrows().isEmpty() ? ""
                    : " " + square.bearOffThrows()));
        }
        return marked;
    }

    @Test
    @DisplayName("Thibault: forward, bearing off from 26 on 5 and 28..30 on 3, 2, 1; 26 landed on exactly; 27 holds; 15 rescues")
    void thibault() {
        BoardFeatures features = RuleSettings.THIBAULT.boardFeatures();
        assertEquals(Direction.TOWARDS_30, features.direction());
        assertEquals(Finish.BEAR_OFF, features.finish());
        assertFalse(features.waitingPieces());
        assertEquals(List.of(), features.entrySquares());
        assertFalse(features.bearOffNeedsLastRow());
        assertEquals(Map.of(15, "[SECOND_LIFE]", 26, "[LAND_EXACTLY, BEAR_OFF] [5]", 27, "[WATER_HOLDS]",
                28, "[BEAR_OFF] [3]", 29, "[BEAR_OFF] [2]", 30, "[BEAR_OFF] [1]"), marked(features));
    }

    @Test
    @DisplayName("Kendall: 30 bears off on any throw, 26 on 5 and landed on exactly; 27 holds; 15 rescues")
    void kendall() {
        BoardFeatures features = RuleSettings.KENDALL.boardFeatures();
        assertEquals(Map.of(15, "[SECOND_LIFE]", 26, "[LAND_EXACTLY, BEAR_OFF] [5]", 27, "[WATER_HOLDS]",
                28, "[BEAR_OFF] [3]", 29, "[BEAR_OFF] [2]", 30, "[BEAR_OFF] [1, 2, 3, 4, 5]"), marked(features));
        assertTrue(features.bearsOff());
    }

    @Test
    @DisplayName("Rebirth: the water sends on to 15; 26 never passed and safe")
    void rebirth() {
        BoardFeatures features = RuleSettings.REBIRTH.boardFeatures();
        assertEquals(Map.of(15, "[SECOND_LIFE]", 26, "[NEVER_PASSED, BEAR_OFF, SAFE] [5]", 27,
                "[WATER_TO_SECOND_LIFE]", 28, "[BEAR_OFF] [3]", 29, "[BEAR_OFF] [2]", 30, "[BEAR_OFF] [1]"),
                marked(features));
    }

    @Test
    @DisplayName("Tait: 15 safe, the water takes pieces off the board, 26 bears off on 6; pieces wait and enter on 4 or 6")
    void tait() {
        BoardFeatures features = RuleSettings.TAIT.boardFeatures();
        assertEquals(Map.of(15, "[SAFE]", 26, "[BEAR_OFF] [6]", 27, "[WATER_OFF_BOARD]", 28, "[BEAR_OFF] [3]",
                29, "[BEAR_OFF] [2]", 30, "[BEAR_OFF] [1]"), marked(features));
        assertTrue(features.waitingPieces());
        assertEquals(List.of(4, 6), features.entrySquares());
    }

    @Test
    @DisplayName("Bell: towards 1, a race to row 1, entering on 30..26; 15 and 26..30 safe, 27 ordinary")
    void bell() {
        BoardFeatures features = RuleSettings.BELL.boardFeatures();
        assertEquals(Direction.TOWARDS_1, features.direction());
        assertTrue(features.towardsStart());
        assertEquals(Finish.ROW_1, features.finish());
        assertFalse(features.bearsOff());
        assertTrue(features.waitingPieces());
        assertEquals(List.of(30, 29, 28, 27, 26), features.entrySquares());
        assertEquals(Map.of(15, "[SAFE]", 26, "[SAFE]", 27, "[SAFE]", 28, "[SAFE]", 29, "[SAFE]", 30, "[SAFE]"),
                marked(features));
    }

    @Test
    @DisplayName("Bell without safe squares: still towards 1 and a race, no square marked")
    void bell_without_safe_squares() {
        BoardFeatures features = RuleSettings.BELL.withSafeSquares().boardFeatures();
        assertTrue(features.towardsStart());
        assertFalse(features.bearsOff());
        assertEquals(List.of(), features.squares());
    }

    @Test
    @DisplayName("Jéquier/Pusch and the assessment: 27 the trap back to 1, 26, 28, 29 safe, 30 left on reaching it, all on row 3")
    void jequier_pusch_and_assignment() {
        for (RuleSettings settings : List.of(RuleSettings.JEQUIER_PUSCH, RuleSettings.ASSIGNMENT)) {
            BoardFeatures features = settings.boardFeatures();
            assertEquals(Map.of(26, "[SAFE]", 27, "[TRAP]", 28, "[SAFE]", 29, "[SAFE]", 30, "[EXIT]"),
                    marked(features));
            assertTrue(features.bearOffNeedsLastRow());
            assertFalse(features.waitingPieces());
        }
    }

    @Test
    @DisplayName("27 back to 1 is the water where pieces are knocked into it, the trap where they only land on it")
    void trap_or_water() {
        RuleSettings start = RuleSettings.THIBAULT.withWater(Water.sendingTo(Fate.BACK_TO_START));
        assertEquals(Set.of(Mark.WATER_TO_START), start.boardFeatures().marks(27));
        assertEquals(Set.of(Mark.TRAP), start.withLanding(start.landing().withKnockSquares(0)).boardFeatures().marks(27));
    }

    @Test
    @DisplayName("one-point variants: the mark follows the point (safe 15, a net square, a throw square, 26 passable)")
    void one_point_variants() {
        assertEquals(EnumSet.of(Mark.SECOND_LIFE, Mark.SAFE), RuleSettings.THIBAULT.withSafeSquares(15).boardFeatures()
                .marks(15));
        assertTrue(RuleSettings.THIBAULT.withNetSquare(16).boardFeatures().has(16, Mark.NET));
        assertTrue(RuleSettings.KENDALL.withTurns(RuleSettings.KENDALL.turns().withThrowSquares(1 << 9)).boardFeatures()
                .has(10, Mark.THROW_AGAIN));
        assertEquals(Set.of(Mark.BEAR_OFF), RuleSettings.KENDALL.withMovement(RuleSettings.KENDALL.movement()
                .withBeauty(Movement.Beauty.PASSABLE)).boardFeatures().marks(26));
        assertEquals(Set.of(), RuleSettings.TAIT.withWaterLanding(Fate.NOTHING).boardFeatures().marks(27));
    }

    @Test
    @DisplayName("a rule set that says nothing of its board: forward, bearing off, nothing marked, waiting as it says")
    void the_default_of_a_plugin() {
        RuleSet plugin = new RaceRules();
        BoardFeatures features = plugin.boardFeatures();
        assertEquals(BoardFeatures.plain(plugin.usesWaitingPieces()), features);
        assertFalse(features.towardsStart());
        assertTrue(features.bearsOff());
        assertEquals(Set.of(), features.marks(27));
    }

    @Test
    @DisplayName("features are checked: squares in order, a bear-off mark exactly with its throws")
    void features_are_checked() {
        SquareFeatures safe = new SquareFeatures(15, Set.of(Mark.SAFE), List.of());
        assertThrows(SenetException.class, () -> new BoardFeatures(Direction.TOWARDS_30, Finish.BEAR_OFF, false,
                List.of(), false, List.of(safe, safe)));
        assertThrows(SenetException.class, () -> new SquareFeatures(28, Set.of(Mark.BEAR_OFF), List.of()));
        assertThrows(SenetException.class, () -> new SquareFeatures(28, Set.of(), List.of()));
        assertThrows(SenetException.class, () -> new SquareFeatures(31, Set.of(Mark.SAFE), List.of()));
        assertEquals(Mark.WATER_HOLDS, RuleSettings.THIBAULT.boardFeatures().squares().get(2).first());
    }
}
