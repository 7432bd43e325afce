package org.senet.variants.assignment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.rules.TestPositions;
import org.senet.core.settings.Reasons;
import org.senet.core.sticks.RandomSticks;
import org.senet.variants.Effects;

/** The assignment, clause by clause (Assignment.txt). Expected lines are worked out from the rules. */
class AssignmentTest {
    private final RuleSet rules = new Assignment();
    private final RuleSet noBackward = rules.withOptions(Map.of(Assignment.BACKWARD, "false"));

    private static List<String> lines(RuleSet rules, String position, int throwValue) {
        return MoveListing.lines(rules, position, throwValue);
    }

    private List<String> lines(String position, int throwValue) {
        return lines(rules, position, throwValue);
    }

    private Optional<String> whyNot(RuleSet rules, String position, int throwValue, int from) {
        return rules.whyNot(Notation.parse(rules, position), throwValue, from).map(Refusal::message);
    }

    @Test
    @DisplayName("AS1 five pieces each: white on 1,3,5,7,9, black on 2,4,6,8,10 (the start shows 10->11 played)")
    void AS1_five_pieces_each() {
        assertEquals(5, rules.piecesPerSide());
        assertEquals("WBWBWBWBW.B................... W first9=1", Notation.format(rules, rules.start()));
    }

    @Test
    @DisplayName("AS2 sticks 1,2,3,4,6; the player throws again after 1, 4 or 6")
    void AS2_throws_and_extra_throws() {
        assertEquals(6, rules.throwTable().zeroValue());
        assertFalse(rules.throwTable().isThrowable(5));
        String position = "W..........B.................. W pieces=1,1";
        assertEquals(List.of("1->2 .W.........B.................. W pieces=1,1"), lines(position, 1));
        assertEquals(List.of("1->3 ..W........B.................. B pieces=1,1"), lines(position, 2));
        assertEquals(List.of("1->4 ...W.......B.................. B pieces=1,1"), lines(position, 3));
        assertEquals(List.of("1->5 ....W......B.................. W pieces=1,1"), lines(position, 4));
        assertEquals(List.of("1->7 ......W....B.................. W pieces=1,1"), lines(position, 6));
        assertEquals(List.of("pass W...W...BB.................... B pieces=2,2"),
                lines("W...W...BB.................... W pieces=2,2", 4), "a 4 without a move passes the turn");
    }

    @Test
    @DisplayName("AS3 after 10->11 the turn passes to white, whose first move is the piece on 9")
    void AS3_opening_turn_passes_and_nine_moves_first() {
        assertEquals(Side.LIGHT, rules.start().toMove());
        assertEquals(List.of("9->11 WBWBWBWBB.W................... B"), MoveListing.lines(rules, rules.start(), 2));
        assertEquals(List.of("9->10 WBWBWBWB.WB................... W"), MoveListing.lines(rules, rules.start(), 1));
        Refusal refusal = rules.whyNot(rules.start(), 1, 7).orElseThrow();
        assertEquals("Your first move must be made with the piece on square 9", refusal.message());
        assertEquals(Reasons.FIRST_MOVE_FROM_FRONT, refusal.reason(), "the refusal as data");
    }

    @Test
    @DisplayName("AS3 [decided] as JP3: back if 9 cannot go forward; a lost throw keeps the debt; a swap ends it")
    void AS3_debt_rules() {
        assertEquals(List.of("9->6 W....W.....BB................. B pieces=2,2"),
                lines("W.......W..BB................. W pieces=2,2 first9=1", 3));
        assertEquals(List.of("pass W....W..W..BB................. B pieces=3,2 first9=1"),
                lines("W....W..W..BB................. W pieces=3,2 first9=1", 3));
        assertTrue(lines("WBWBWBWBW.B................... B first9=1", 1)
                .contains("8->9 WBWBWBWWB.B................... B"));
    }

    @Test
    @DisplayName("AS4 (1) to an empty square, (2) onto a lone opponent: swap")
    void AS4_empty_square_and_swap() {
        assertEquals(List.of("2->5 W...B......................... W pieces=1,1"),
                lines("WB............................ B pieces=1,1", 3));
        assertEquals(List.of("2->5 WW..B......................... W pieces=2,1"),
                lines("WB..W......................... B pieces=2,1", 3));
        assertEquals(List.of("2->5"), Effects.labelled(rules, "WB............................ B pieces=1,1", 3));
        assertEquals(List.of("2->5 SWAP"), Effects.labelled(rules, "WB..W......................... B pieces=2,1", 3));
    }

    @Test
    @DisplayName("AS4 (3) ending on 27: back to 1 or the first free square after it, the extra throw kept")
    void AS4_trap() {
        assertEquals(List.of("24->27 B.........W................... W pieces=1,1"),
                lines("..........W............B...... B pieces=1,1", 3));
        assertEquals(List.of(
                "1->5 .B..W.................W....... W pieces=2,1",
                "23->27 WBW........................... W pieces=2,1"),
                lines("WB....................W....... W pieces=2,1", 4));
        assertEquals(List.of("1->5", "23->27 TRAP"), Effects.labelled(rules, "WB....................W....... W pieces=2,1", 4));
    }

    @Test
    @DisplayName("AS4 (4) ending exactly on 30: the piece leaves the board")
    void AS4_bear_off() {
        assertEquals(List.of("28->off .......................W...... W pieces=1,1"),
                lines(".......................W...B.. B pieces=1,1", 2));
        assertEquals(List.of("28->off BEAR_OFF"), Effects.labelled(rules, ".......................W...B.. B pieces=1,1", 2));
    }

    @Test
    @DisplayName("AS5 two adjacent opponent pieces cannot be attacked")
    void AS5_pairs_are_protected() {
        assertEquals(List.of("pass WB..WW........................ W pieces=3,1"),
                lines("WB..WW........................ B pieces=3,1", 3));
        assertEquals(Optional.of("Attack on safe piece: 5"), whyNot(rules, "WB..WW........................ B pieces=3,1", 3, 2));
    }

    @Test
    @DisplayName("AS6 no jumping over three opposing pieces in a row (10/11 joined); two may be jumped")
    void AS6_blockade() {
        assertEquals(List.of("2->8 W...WW.B...................... B pieces=3,1"),
                lines("WB..WW........................ B pieces=3,1", 6));
        assertEquals(List.of("pass WB..WWW....................... W pieces=4,1"),
                lines("WB..WWW....................... B pieces=4,1", 6));
        assertEquals(List.of("2->8 ......WW.BBB.................. W pieces=2,3"),
                lines(".W....W..BBB.................. W pieces=2,3", 6));
        assertEquals(Optional.of("Attempt to jump over blockade"),
                whyNot(rules, ".W....W..BBB.................. W pieces=2,3", 6, 7));
    }

    @Test
    @DisplayName("AS7 pieces on 26, 28 and 29 cannot be attacked")
    void AS7_safe_squares() {
        assertEquals(Optional.of("Attack on safe piece: 26"),
                whyNot(rules, "W....................W...B.... W pieces=2,1", 4, 22));
        assertEquals(Optional.of("Attack on safe piece: 28"),
                whyNot(rules, "W......................W...B.. W pieces=2,1", 4, 24));
        assertEquals(Optional.of("Attack on safe piece: 29"),
                whyNot(rules, "W.......................W...B. W pieces=2,1", 4, 25));
        assertEquals(List.of("1->5 ....W...................W...B. W pieces=2,1"),
                lines("W.......................W...B. W pieces=2,1", 4));
    }

    @Test
    @DisplayName("AS8 to 30 only when all the side's pieces on the board are on row 3")
    void AS8_all_on_the_final_row() {
        assertEquals(List.of("16->18 .................B.....W...B.. W pieces=1,2"),
                lines("...............B.......W...B.. B pieces=1,2", 2));
        assertEquals(Optional.of("Not all your pieces are on the final row"),
                whyNot(rules, "...............B.......W...B.. B pieces=1,2", 2, 28));
    }

    @Test
    @DisplayName("AS9 no move past 30")
    void AS9_no_move_past_thirty() {
        assertEquals(List.of("1->3 ..W........B................W. B pieces=2,1"),
                lines("W..........B................W. W pieces=2,1", 2));
        assertEquals(Optional.of("Illegal destination: 31"), whyNot(rules, "W..........B................W. W pieces=2,1", 2, 29));
    }

    @Test
    @DisplayName("AS10 with no forward move a backward move is compulsory, and it attacks like a forward one")
    void AS10_backward_moves_attack() {
        assertEquals(List.of("25->19 ..................W.....B..... W pieces=1,1"),
                lines("..................B.....W..... W pieces=1,1", 6));
        assertEquals(List.of("25->19 BACKWARD SWAP"), Effects.labelled(rules, "..................B.....W..... W pieces=1,1", 6));
        // Down to square 1: onto an empty square, and onto a lone opponent (swap).
        assertEquals(List.of("5->1 W.......BB.................... W pieces=1,2"),
                lines("....W...BB.................... W pieces=1,2", 4));
        assertEquals(List.of("5->1 W...B...BB.................... W pieces=1,3"),
                lines("B...W...BB.................... W pieces=1,3", 4));
        assertEquals(Optional.of("Attack on safe piece: 9; and backward: one of your own pieces occupies square 1"),
                whyNot(rules, "W...W...BB.................... W pieces=2,2", 4, 5));
        assertEquals(List.of("1->7 ......W...........B.....W..... W pieces=2,1"),
                lines("W.................B.....W..... W pieces=2,1", 6), "a forward move exists: no backward move");
    }

    @Test
    @DisplayName("AS10 backward moves respect protection (AS5) and blockades (AS6)")
    void AS10_backward_moves_follow_the_same_rules() {
        assertEquals(List.of("pass ..................BB....W..... B pieces=1,2"),
                lines("..................BB....W..... W pieces=1,2", 6));
        assertEquals(Optional.of("Illegal destination: 31; and backward: attack on safe piece: 19"),
                whyNot(rules, "..................BB....W..... W pieces=1,2", 6, 25));
        assertEquals(List.of("pass ..............BBB..W.....B.... B pieces=1,4"),
                lines("..............BBB..W.....B.... W pieces=1,4", 6));
        assertEquals(List.of("20->14 .............WBB.B.......B.... W pieces=1,4"),
                lines("..............BB.B.W.....B.... W pieces=1,4", 6));
    }

    @Test
    @DisplayName("AS10 option backward=false: no backward moves, the turn passes")
    void AS10_option_backward_false() {
        assertEquals(Map.of("backward", "false"), noBackward.options());
        assertEquals(Map.of(), rules.options());
        assertEquals(List.of("pass ..................B.....W..... B pieces=1,1"),
                lines(noBackward, "..................B.....W..... W pieces=1,1", 6));
        assertEquals(Optional.of("Illegal destination: 31"),
                whyNot(noBackward, "..................B.....W..... W pieces=1,1", 6, 25));
        assertThrows(OptionException.class, () -> rules.withOptions(Map.of("backward", "maybe")));
        assertThrows(OptionException.class, () -> rules.withOptions(Map.of("forward", "true")));
    }

    @Test
    @DisplayName("AS11 the three test positions load as printed, black to move, nothing borne off")
    void AS11_test_positions() {
        for (int n = 1; n <= 3; n++) {
            Position position = Assignment.testPosition(n);
            assertEquals(Side.DARK, position.toMove(), "position " + n);
            assertEquals(0, position.off(Side.LIGHT) + position.off(Side.DARK), "position " + n);
            assertEquals(0, position.flags(), "position " + n);
            assertEquals(Assignment.TEST_POSITIONS.get(n - 1), Notation.format(rules, position));
        }
        assertEquals("BW.W.W.B.W.W.W.BWW.WW.BWWW.... B pieces=13,4", Assignment.TEST_POSITIONS.get(0));
        assertEquals(".....................WWW....B. B pieces=3,1", Assignment.TEST_POSITIONS.get(1));
        assertEquals(".....W......B....W...W..BB.BB. B pieces=3,5", Assignment.TEST_POSITIONS.get(2));
        assertEquals(13, Assignment.testPosition(1).lightPieces());
        assertThrows(SenetException.class, () -> Assignment.testPosition(4));
        assertEquals(List.of(Assignment.testPosition(1), Assignment.testPosition(2), Assignment.testPosition(3)),
                rules.capability(TestPositions.class).orElseThrow().testPositions(), "offered through the RuleSet API");
    }

    @Test
    @DisplayName("AS11 a game starts from each test position, 13 pieces against 4 included, and plays to its end")
    void AS11_games_from_the_test_positions() {
        for (Position position : rules.capability(TestPositions.class).orElseThrow().testPositions()) {
            Game game = new Game(rules, position, new RandomSticks(11));
            assertTrue(game.playOut(new RandomPlayer(1), new RandomPlayer(2), 100_000), Notation.format(rules, position));
            assertTrue(game.winner().isPresent());
        }
    }

    @Test
    @DisplayName("AS11 black moves first in the test positions")
    void AS11_black_moves_first() {
        // 23->29 would jump the wall 24,25,26; 8->14 swaps with a lone piece.
        assertEquals(List.of(
                "1->7 .W.W.WBB.W.W.W.BWW.WW.BWWW.... B pieces=13,4",
                "8->14 BW.W.W.W.W.W.B.BWW.WW.BWWW.... B pieces=13,4",
                "16->22 BW.W.W.B.W.W.W..WW.WWBBWWW.... B pieces=13,4"),
                MoveListing.lines(rules, Assignment.testPosition(1), 6));
        assertEquals(List.of("29->off .....................WWW...... B pieces=3,1"),
                MoveListing.lines(rules, Assignment.testPosition(2), 1));
        assertEquals(List.of(
                "13->14 .....W.......B...W...W..BB.BB. B pieces=3,5",
                "26->27 B....W......B....W...W..B..BB. B pieces=3,5"),
                MoveListing.lines(rules, Assignment.testPosition(3), 1));
    }

    @Test
    @DisplayName("Notation: unknown flags and pieces on 27 or 30 are refused")
    void notation() {
        assertThrows(NotationException.class, () -> Notation.parse(rules, "WBWBWBWBW.B................... W mid=1"));
        assertThrows(NotationException.class, () -> Notation.parse(rules, "..........................B... W pieces=1,1"));
        assertThrows(NotationException.class, () -> Notation.parse(rules, "W.............................W W pieces=2,1"));
    }

    @Test
    @DisplayName("Registered, with a description naming every clause")
    void registered_and_described() {
        assertTrue(RuleSets.discover().find("assignment").isPresent());
        String description = rules.description();
        for (String id : List.of("AS1", "AS2", "AS3", "AS4", "AS5", "AS6", "AS7", "AS8", "AS9", "AS10", "AS11", "AS12",
                "first9", "backward=false")) {
            assertTrue(description.contains(id), id);
        }
    }
}
