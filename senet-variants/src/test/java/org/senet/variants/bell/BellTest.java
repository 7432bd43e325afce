package org.senet.variants.bell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.BoardFeatures;
import org.senet.core.board.BoardFeatures.Direction;
import org.senet.core.board.BoardFeatures.Finish;
import org.senet.core.board.BoardFeatures.Mark;
import org.senet.core.board.BoardFeatures.SquareFeatures;
import org.senet.core.board.Side;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.variants.Effects;

/** Bell's reversed game, clause by clause (Bell.txt); expected lines worked out by hand from the rules. */
class BellTest {
    private static final String START = ".............................. W wait=5,5";

    private final Bell rules = new Bell();

    private void assertLines(String position, int throwValue, String... expected) {
        assertEquals(List.of(expected), MoveListing.lines(rules, position, throwValue));
    }

    private Optional<String> whyNot(String position, int throwValue, int from) {
        return rules.whyNot(Notation.parse(rules, position), throwValue, from).map(Refusal::message);
    }

    @Test
    @DisplayName("BE1 all five pieces start off the board; light first")
    void BE1_all_pieces_start_waiting_light_first() {
        assertEquals(START, Notation.format(rules, rules.start()));
        assertEquals(5, rules.piecesPerSide());
        assertFalse(rules.isOver(rules.start()));
        assertLines(START, RuleSet.NO_THROW, "throw");
    }

    @Test
    @DisplayName("BE2 sticks 1..5; the sides alternate, no throw earns another")
    void BE2_sticks_and_alternating_throws() {
        assertEquals(5, rules.throwTable().value(0));
        assertLines(START, 5, "in->26 .........................W.... B wait=4,5");
        // Dark's 5 finds 26 held (safe): no move, and the sticks pass back.
        assertLines(".........................W.... B wait=4,5", 5, "pass .........................W.... W wait=4,5");
        assertLines(".........................W.... W wait=4,5", 4,
                "in->27 .........................WW... B wait=3,5",
                "26->22 .....................W........ B wait=4,5");
    }

    @Test
    @DisplayName("BE3 a throw of n enters on 31-n or moves a piece n squares towards 1")
    void BE3_enter_on_31_minus_n_or_move_towards_1() {
        assertLines(START, 1, "in->30 .............................W B wait=4,5");
        assertLines(START, 2, "in->29 ............................W. B wait=4,5");
        assertLines(START, 3, "in->28 ...........................W.. B wait=4,5");
        assertLines("...................W.......... W wait=4,5", 3,
                "in->28 ...................W.......W.. B wait=3,5",
                "20->17 ................W............. B wait=4,5");
        assertEquals(List.of("in->28 ENTER", "20->17"), Effects.labelled(rules, "...................W.......... W wait=4,5", 3));
        // Down to square 1 itself, the last square of the track.
        assertLines("..W................B.......... W wait=4,4", 2,
                "in->29 ..W................B........W. B wait=3,4",
                "3->1 W..................B.......... B wait=4,4");
    }

    @Test
    @DisplayName("BE4 a hit removes the piece; 15 and 26..30 are safe")
    void BE4_hits_remove_and_safe_squares() {
        String position = "............B.B..W............ W wait=4,3";
        assertLines(position, 5,
                "in->26 ............B.B..W.......W.... B wait=3,3",
                "18->13 ............W.B............... B wait=4,4");
        assertEquals(List.of("in->26 ENTER", "18->13 HIT"), Effects.labelled(rules, position, 5));
        assertLines(position, 3, "in->28 ............B.B..W.........W.. B wait=3,3");
        assertEquals(Optional.of("Attack on safe piece: 15"), whyNot(position, 3, 18));
        assertLines("..........................B..W W wait=4,4", 3,
                "in->28 ..........................BW.W B wait=3,4");
        assertEquals(Optional.of("Attack on safe piece: 27"), whyNot("..........................B..W W wait=4,4", 3, 30));
        assertEquals(Optional.of("Attack on safe piece: 28"), whyNot("...........................B.. W wait=5,4", 3, 0));
    }

    @Test
    @DisplayName("BE5 no move below 1; all pieces on row 1 wins; pieces keep moving inside row 1")
    void BE5_goal_is_row_one() {
        assertLines("..W................B.......... W wait=4,4", 4, "in->27 ..W................B......W... B wait=3,4");
        assertEquals(Optional.of("The piece on square 3 cannot go below square 1 with this throw"),
                whyNot("..W................B.......... W wait=4,4", 4, 3));
        assertLines(".W..W.W.W..........B.......... W wait=1,4", 2,
                "in->29 .W..W.W.W..........B........W. B wait=0,4",
                "5->3 .WW...W.W..........B.......... B wait=1,4");
        assertLines("WWWW.......W.......B.......... W wait=0,4", 2, "12->10 WWWW.....W.........B.......... B wait=0,4");
        Position won = Notation.parse(rules, "WWWW.....W.........B.......... B wait=0,4");
        assertTrue(rules.isOver(won));
        assertEquals(Optional.of(Side.LIGHT), rules.winner(won));
        assertEquals(0, rules.actions(won, 2, new int[RuleSet.MAX_ACTIONS]));
        assertLines("WWWW.....W.........B.......... B wait=0,4", RuleSet.NO_THROW, "over W");
    }

    @Test
    @DisplayName("BE6 a throw with no legal move is forfeited")
    void BE6_no_legal_move_passes() {
        assertLines("W...........................B. W wait=4,4", 2, "pass W...........................B. B wait=4,4");
    }

    @Test
    @DisplayName("BE7 27 has no water; pieces jump over any pieces")
    void BE7_no_water_and_jumps() {
        assertLines(START, 4, "in->27 ..........................W... B wait=4,5");
        assertLines("................BBBW.......... W wait=4,2", 4,
                "in->27 ................BBBW......W... B wait=3,2",
                "20->16 ...............WBBB........... B wait=4,2");
    }

    @Test
    @DisplayName("Direction: moves towards 1 are this game's forward and never carry BACKWARD")
    void moves_never_carry_backward() {
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        Position position = Notation.parse(rules, "............B.B..W............ W wait=4,3");
        int count = rules.actions(position, 5, buffer);
        assertEquals(2, count);
        for (int i = 0; i < count; i++) {
            assertFalse(ActionCode.has(buffer[i], MoveEffect.BACKWARD));
        }
        assertTrue(ActionCode.has(buffer[0], MoveEffect.ENTER));
        assertTrue(ActionCode.has(buffer[1], MoveEffect.HIT));
    }

    @Test
    @DisplayName("Notation: wait= round-trips; borne-off pieces, two winners and unknown flags are refused")
    void notation() {
        for (String text : List.of(START, "............B.B..W............ W wait=4,3",
                ".W..W.W.W..........B.......... B wait=1,4", "W............................B B pieces=2,1 wait=1,0")) {
            assertEquals(text, Notation.format(rules, Notation.parse(rules, text)));
        }
        assertThrows(NotationException.class, () -> Notation.parse(rules, ".............................. W"));
        assertThrows(NotationException.class, () -> Notation.parse(rules, "WBWBWBWBWB.................... W"));
        assertThrows(NotationException.class, () -> Notation.parse(rules, START + " extra=1"));
        assertEquals(Optional.of("You have no piece waiting to enter"),
                whyNot("WWWW.......W.......B.......... W wait=0,4", 2, 0));
        assertEquals(Optional.of("You don't have a piece on square 20"),
                whyNot("WWWW.......W.......B.......... W wait=0,4", 2, 20));
    }

    @Test
    @DisplayName("BE3 BE4 BE5 the board a front end draws: towards 1, a race to row 1, entries on 30..26, 15 and 26..30 safe")
    void board_features() {
        BoardFeatures features = rules.boardFeatures();
        assertEquals(Direction.TOWARDS_1, features.direction());
        assertEquals(Finish.ROW_1, features.finish());
        assertTrue(features.waitingPieces());
        assertEquals(List.of(30, 29, 28, 27, 26), features.entrySquares());
        assertEquals(List.of(15, 26, 27, 28, 29, 30), features.squares().stream().map(SquareFeatures::square).toList());
        assertTrue(features.squares().stream().allMatch(square -> square.marks().equals(Set.of(Mark.SAFE))));
    }

    @Test
    @DisplayName("Registered under the id bell, with a description")
    void registered() {
        assertEquals(Bell.class, RuleSets.discover().get("bell").getClass());
        assertTrue(rules.description().contains("BE5"));
    }
}
