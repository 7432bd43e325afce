package org.senet.variants.jequierpusch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.MatchScoring;
import org.senet.core.rules.Opening;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSets;
import org.senet.variants.Effects;

/** Jéquier/Pusch, clause by clause (JequierPusch.txt). Expected lines are worked out from the rules. */
class JequierPuschTest {
    private final JequierPusch rules = new JequierPusch();

    private List<String> lines(String position, int throwValue) {
        return MoveListing.lines(rules, position, throwValue);
    }

    private Optional<String> whyNot(String position, int throwValue, int from) {
        return rules.whyNot(Notation.parse(rules, position), throwValue, from).map(Refusal::message);
    }

    private List<String> labels(String position, int throwValue) {
        return Effects.labelled(rules, position, throwValue);
    }

    @Test
    @DisplayName("JP1 five pieces each on C8's squares; the start is after dark's opening move 10->11")
    void JP1_five_pieces_each_alternating() {
        assertEquals(5, rules.piecesPerSide());
        assertEquals("WBWBWBWBW.B................... B first9=1", Notation.format(rules, rules.start()));
        assertEquals(Opening.FIRST_ONE_TAKES_DARK, rules.opening());
    }

    @Test
    @DisplayName("JP2 sticks 1,2,3,4,6; another throw after 1, 4 or 6, none after 2 or 3")
    void JP2_throws_and_extra_throws() {
        assertEquals(6, rules.throwTable().zeroValue());
        assertFalse(rules.throwTable().isThrowable(5));
        String position = "W..........B.................. W pieces=1,1";
        assertEquals(List.of("1->2 .W.........B.................. W pieces=1,1"), lines(position, 1));
        assertEquals(List.of("1->3 ..W........B.................. B pieces=1,1"), lines(position, 2));
        assertEquals(List.of("1->4 ...W.......B.................. B pieces=1,1"), lines(position, 3));
        assertEquals(List.of("1->5 ....W......B.................. W pieces=1,1"), lines(position, 4));
        assertEquals(List.of("1->7 ......W....B.................. W pieces=1,1"), lines(position, 6));
        assertEquals(List.of("1->2"), labels(position, 1));
    }

    @Test
    @DisplayName("JP2 a throw without a legal move is lost, even a 4")
    void JP2_a_throw_without_move_is_lost() {
        // 1->5 own piece, 5->9 protected pair 9/10; backward 5->1 own piece, 1 cannot go back.
        assertEquals(List.of("pass W...W...BB.................... B pieces=2,2"),
                lines("W...W...BB.................... W pieces=2,2", 4));
    }

    @Test
    @DisplayName("JP3 after the opening move dark throws again and plays on; swapping light off 9 ends the debt")
    void JP3_dark_plays_on_after_the_opening() {
        assertEquals(Side.DARK, rules.start().toMove());
        assertEquals(List.of(
                "2->3 WWBBWBWBW.B................... B first9=1",
                "4->5 WBWWBBWBW.B................... B first9=1",
                "6->7 WBWBWWBBW.B................... B first9=1",
                "8->9 WBWBWBWWB.B................... B",
                "11->12 WBWBWBWBW..B.................. B first9=1"),
                MoveListing.lines(rules, rules.start(), 1));
    }

    @Test
    @DisplayName("JP3 light's first move must be made with the piece on 9, and pays the debt")
    void JP3_light_first_moves_the_piece_on_nine() {
        assertEquals(List.of("9->10 WBWBWBWB.WB................... W"),
                lines("WBWBWBWBW.B................... W first9=1", 1));
        assertEquals(List.of("9->11 WBWBWBWBB.W................... B"),
                lines("WBWBWBWBW.B................... W first9=1", 2));
        assertEquals(5, lines("WBWBWBWBW.B................... W", 1).size(), "without the debt every piece moves");
        assertEquals(Optional.of("Your first move must be made with the piece on square 9"),
                whyNot("WBWBWBWBW.B................... W first9=1", 1, 1));
    }

    @Test
    @DisplayName("JP3 [decided] the piece on 9 moves back if it cannot go forward; with no move the debt stays")
    void JP3_debt_backward_and_lost_throw() {
        // 9->12 attacks the pair 12/13; 1->4 is not allowed while light owes; 9->6 is empty.
        assertEquals(List.of("9->6 W....W.....BB................. B pieces=2,2"),
                lines("W.......W..BB................. W pieces=2,2 first9=1", 3));
        assertEquals(List.of("pass W....W..W..BB................. B pieces=3,2 first9=1"),
                lines("W....W..W..BB................. W pieces=3,2 first9=1", 3));
    }

    @Test
    @DisplayName("JP3 first9=1 needs a light piece on 9")
    void JP3_flag_without_a_piece_on_nine_is_refused() {
        assertThrows(NotationException.class,
                () -> Notation.parse(rules, "WBWBWBWB..B................... W first9=1"));
    }

    @Test
    @DisplayName("JP4 three consecutive opposing pieces (10/11 joined) cannot be passed; two can")
    void JP4_walls_block_passage() {
        assertEquals(List.of("2->8 ......WW.BBB.................. W pieces=2,3"),
                lines(".W....W..BBB.................. W pieces=2,3", 6));
        assertEquals(Optional.of("Attempt to jump over blockade"),
                whyNot(".W....W..BBB.................. W pieces=2,3", 6, 7));
    }

    @Test
    @DisplayName("JP4 a side's own wall does not stop its pieces")
    void JP4_own_pieces_pass_their_wall() {
        assertEquals(List.of(
                "1->7 .WWW..W............B.......... W pieces=4,1",
                "2->8 W.WW...W...........B.......... W pieces=4,1",
                "3->9 WW.W....W..........B.......... W pieces=4,1",
                "4->10 WWW......W.........B.......... W pieces=4,1"),
                lines("WWWW...............B.......... W pieces=4,1", 6));
    }

    @Test
    @DisplayName("JP4 [decided] walls block backward moves too")
    void JP4_walls_block_backward_moves() {
        // 20->26 attacks a refuge; back to 14 passes 15,16,17.
        assertEquals(List.of("pass ..............BBB..W.....B.... B pieces=1,4"),
                lines("..............BBB..W.....B.... W pieces=1,4", 6));
        assertEquals(Optional.of("Attack on safe piece: 26; and backward: attempt to jump over blockade"),
                whyNot("..............BBB..W.....B.... W pieces=1,4", 6, 20));
        assertEquals(List.of("20->14 .............WBB.B.......B.... W pieces=1,4"),
                lines("..............BB.B.W.....B.... W pieces=1,4", 6));
    }

    @Test
    @DisplayName("JP5 landing on a lone opponent swaps")
    void JP5_swap_with_a_lone_piece() {
        assertEquals(List.of("1->3 B.W........................... B pieces=1,1"),
                lines("W.B........................... W pieces=1,1", 2));
        assertEquals(List.of("1->3 SWAP"), labels("W.B........................... W pieces=1,1", 2));
    }

    @Test
    @DisplayName("JP5 two adjacent opponent pieces are protected")
    void JP5_adjacent_pieces_are_protected() {
        assertEquals(List.of("10->12 W.BB.......W.................. B pieces=2,2"),
                lines("W.BB.....W.................... W pieces=2,2", 2));
        assertEquals(Optional.of("Attack on safe piece: 3"), whyNot("W.BB.....W.................... W pieces=2,2", 2, 1));
    }

    @Test
    @DisplayName("JP5 pieces on the refuges 26, 28, 29 cannot be attacked")
    void JP5_refuges_are_safe() {
        assertEquals(List.of("1->5 ....W................W...B.... W pieces=2,1"),
                lines("W....................W...B.... W pieces=2,1", 4));
        assertEquals(Optional.of("Attack on safe piece: 26"), whyNot("W....................W...B.... W pieces=2,1", 4, 22));
        assertEquals(List.of("1->5 ....W..................W...B.. W pieces=2,1"),
                lines("W......................W...B.. W pieces=2,1", 4));
        assertEquals(Optional.of("Attack on safe piece: 28"), whyNot("W......................W...B.. W pieces=2,1", 4, 24));
        assertEquals(List.of("1->5 ....W...................W...B. W pieces=2,1"),
                lines("W.......................W...B. W pieces=2,1", 4));
        assertEquals(Optional.of("Attack on safe piece: 29"), whyNot("W.......................W...B. W pieces=2,1", 4, 25));
    }

    @Test
    @DisplayName("JP6 with no forward move a backward move is compulsory")
    void JP6_backward_move_when_no_forward_move() {
        assertEquals(List.of("25->19 ...........B......W........... W pieces=1,1"),
                lines("...........B............W..... W pieces=1,1", 6));
        assertEquals(List.of("25->19 BACKWARD"), labels("...........B............W..... W pieces=1,1", 6));
        assertEquals(List.of("1->7 ......W...........B.....W..... W pieces=2,1"),
                lines("W.................B.....W..... W pieces=2,1", 6), "a forward move exists: no backward move");
    }

    @Test
    @DisplayName("JP6 a backward move may land on square 1, and whyNot gives its reason when it cannot")
    void JP6_backward_move_onto_square_one() {
        // 5->9 attacks the pair 9/10: the compulsory backward move reaches 1, and the 4 throws again.
        assertEquals(List.of("5->1 W.......BB.................... W pieces=1,2"),
                lines("....W...BB.................... W pieces=1,2", 4));
        assertEquals(Optional.of("Attack on safe piece: 9; and backward: one of your own pieces occupies square 1"),
                whyNot("W...W...BB.................... W pieces=2,2", 4, 5));
        assertEquals(Optional.of("Attack on safe piece: 9; and backward: a backward move must land on an empty square;"
                + " square 1 is occupied"), whyNot("B...W...BB.................... W pieces=1,3", 4, 5));
    }

    @Test
    @DisplayName("JP6 a backward move lands only on an empty square: it never attacks")
    void JP6_backward_moves_never_attack() {
        assertEquals(List.of("pass ..................B.....W..... B pieces=1,1"),
                lines("..................B.....W..... W pieces=1,1", 6));
        assertEquals(Optional.of("Illegal destination: 31; and backward: a backward move must land on an empty square;"
                + " square 19 is occupied"), whyNot("..................B.....W..... W pieces=1,1", 6, 25));
    }

    @Test
    @DisplayName("JP7 landing on 27 sends the piece to 1; the turn passes on a 3")
    void JP7_trap_sends_the_piece_to_one() {
        assertEquals(List.of("24->27 W..........B.................. B pieces=1,1"),
                lines("...........B...........W...... W pieces=1,1", 3));
        assertEquals(List.of("24->27 TRAP"), labels("...........B...........W...... W pieces=1,1", 3));
    }

    @Test
    @DisplayName("JP7 to the first empty square after 1, and a 4 still gives another throw")
    void JP7_first_empty_square_and_extra_throw() {
        assertEquals(List.of(
                "1->5 .B..W.................W....... W pieces=2,1",
                "23->27 WBW........................... W pieces=2,1"),
                lines("WB....................W....... W pieces=2,1", 4));
    }

    @Test
    @DisplayName("JP7 a backward move onto 27 is trapped too")
    void JP7_backward_into_the_trap() {
        // forward: 10->11 protected pair, 28->29 own piece, 29->30 not all on row 3.
        assertEquals(List.of(
                "10->9 ........W.BB...............WW. W pieces=3,2",
                "28->27 W........WBB................W. W pieces=3,2"),
                lines(".........WBB...............WW. W pieces=3,2", 1));
        assertEquals(List.of("10->9 BACKWARD", "28->27 BACKWARD TRAP"), labels(".........WBB...............WW. W pieces=3,2", 1));
    }

    @Test
    @DisplayName("JP8 landing exactly on 30 bears off when all pieces are on row 3")
    void JP8_bearing_off_from_row_three() {
        assertEquals(List.of("26->off ...........B.........W........ W pieces=2,1"),
                lines("...........B.........W...W.... W pieces=2,1", 4));
        assertEquals(List.of("26->off BEAR_OFF"), labels("...........B.........W...W.... W pieces=2,1", 4));
    }

    @Test
    @DisplayName("JP8 a piece left on (or sent back to) rows 1-2 stops bearing off")
    void JP8_bearing_off_waits_for_all_on_row_three() {
        assertEquals(List.of("12->16 ....B..........W.....W...W.... W pieces=3,1"),
                lines("....B......W.........W...W.... W pieces=3,1", 4));
        assertEquals(Optional.of("Not all your pieces are on the final row"),
                whyNot("....B......W.........W...W.... W pieces=3,1", 4, 26));
    }

    @Test
    @DisplayName("JP8 no move goes past 30")
    void JP8_no_move_past_thirty() {
        assertEquals(List.of("1->3 ..W........B................W. B pieces=2,1"),
                lines("W..........B................W. W pieces=2,1", 2));
        assertEquals(Optional.of("Illegal destination: 31"), whyNot("W..........B................W. W pieces=2,1", 2, 29));
    }

    @Test
    @DisplayName("JP9 the first side to bear off all five wins")
    void JP9_winner_bears_off_all_five() {
        assertEquals(List.of("29->off .......B...................... W"), lines(".......B....................W. W", 1));
        Position after = Notation.parse(rules, ".......B...................... W");
        assertEquals(Optional.of(Side.LIGHT), rules.winner(after));
        assertEquals(List.of("over W"), MoveListing.lines(rules, after, 0));
        assertFalse(rules.isOver(Notation.parse(rules, ".......B....................W. W")));
    }

    @Test
    @DisplayName("JP-SCORE 5 for the win, plus 1, 2, 3 per opponent piece on row 3, 2, 1")
    void JP_SCORE_match_points() {
        assertEquals(new MatchScore(Side.LIGHT, 5 + 3 + 2 + 1),
                rules.score(Notation.parse(rules, "..B...........B.........B..... W")));
        assertEquals(new MatchScore(Side.DARK, 5 + 3 + 3 + 2 + 1),
                rules.score(Notation.parse(rules, "WW........W.........W......... B")));
        assertEquals(new MatchScore(Side.LIGHT, 5 + 1),
                rules.score(Notation.parse(rules, "............................B. W")));
        assertThrows(SenetException.class, () -> rules.score(rules.start()));
        assertEquals(java.util.OptionalInt.of(5 + 1),
                rules.capability(MatchScoring.class).orElseThrow()
                        .matchScore(Notation.parse(rules, "............................B. W")), "through the RuleSet API");
        assertEquals(java.util.OptionalInt.empty(),
                rules.capability(MatchScoring.class).orElseThrow().matchScore(rules.start()), "no score before the end");
    }

    @Test
    @DisplayName("Notation: first9 round-trips; unknown flags and pieces on 27 or 30 are refused")
    void notation() {
        assertEquals("WBWBWBWBW.B................... B first9=1",
                Notation.format(rules, Notation.parse(rules, "WBWBWBWBW.B................... B first9=1")));
        assertThrows(NotationException.class, () -> Notation.parse(rules, "WBWBWBWBW.B................... B mid=1"));
        assertThrows(NotationException.class, () -> Notation.parse(rules, "..........................W... W pieces=1,1"));
        assertThrows(NotationException.class, () -> Notation.parse(rules, ".............................B W pieces=1,1"));
    }

    @Test
    @DisplayName("Registered, with a description naming every clause")
    void registered_and_described() {
        assertTrue(RuleSets.discover().find("jequier-pusch").isPresent());
        String description = rules.description();
        for (String id : List.of("JP1", "JP2", "JP3", "JP4", "JP5", "JP6", "JP7", "JP8", "JP9", "JP-SCORE", "first9")) {
            assertTrue(description.contains(id), id);
        }
        assertThrows(RuntimeException.class, () -> rules.withOptions(java.util.Map.of("backward", "false")));
    }

    @Test
    @DisplayName("whyNot: no piece of yours on the square")
    void whyNot_no_own_piece() {
        assertEquals(Optional.of("You don't have a piece on square 2"),
                whyNot("W.B........................... W pieces=1,1", 2, 2));
        assertEquals(Optional.empty(), whyNot("W.B........................... W pieces=1,1", 2, 1));
    }
}
