package org.senet.variants.assignment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.Referee;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;

/**
 * AS12 and the assessment's examples: the table of single moves (black to move; its boards
 * lost their spaces, so each row is rebuilt from its rule and its numbers, with one piece per side
 * unless the row needs more) and the example sessions of appendices B and C with their messages.
 */
class AssignmentSeedExamplesTest {
    private final RuleSet rules = new Assignment();
    private final RuleSet noBackward = rules.withOptions(Map.of(Assignment.BACKWARD, "false"));

    private List<String> lines(RuleSet rules, String position, int throwValue) {
        return MoveListing.lines(rules, position, throwValue);
    }

    private Optional<String> whyNot(String position, int throwValue, int from) {
        return rules.whyNot(Notation.parse(rules, position), throwValue, from).map(Refusal::message);
    }

    private Position move(Position position, int throwValue, int from) {
        return new Referee(rules).play(position, throwValue, new Referee(rules).moveOf(position, throwValue, from).orElseThrow());
    }

    @Test
    @DisplayName("Table row 1 (rule 1): 2 +3 to an empty square")
    void table_row_1_empty_square() {
        assertEquals(List.of("2->5 W...B......................... W pieces=1,1"),
                lines(rules, "WB............................ B pieces=1,1", 3));
    }

    @Test
    @DisplayName("Table row 2 (rule 2): 2 +3 onto a lone white piece swaps")
    void table_row_2_swap() {
        assertEquals(List.of("2->5 WW..B......................... W pieces=2,1"),
                lines(rules, "WB..W......................... B pieces=2,1", 3));
    }

    @Test
    @DisplayName("Table row 3 (rule 5): 2 +3 onto a pair is not allowed")
    void table_row_3_pair_protected() {
        assertEquals(List.of("pass WB..WW........................ W pieces=3,1"),
                lines(rules, "WB..WW........................ B pieces=3,1", 3));
        assertEquals(Optional.of("Attack on safe piece: 5"), whyNot("WB..WW........................ B pieces=3,1", 3, 2));
    }

    @Test
    @DisplayName("Table row 4 (rule 1): 2 +6 jumps a pair to an empty square, and throws again")
    void table_row_4_jump_a_pair() {
        assertEquals(List.of("2->8 W...WW.B...................... B pieces=3,1"),
                lines(rules, "WB..WW........................ B pieces=3,1", 6));
    }

    @Test
    @DisplayName("Table row 5 (rule 6): 2 +6 over three white pieces is not allowed")
    void table_row_5_blockade() {
        assertEquals(List.of("pass WB..WWW....................... W pieces=4,1"),
                lines(rules, "WB..WWW....................... B pieces=4,1", 6));
        assertEquals(Optional.of("Attempt to jump over blockade"), whyNot("WB..WWW....................... B pieces=4,1", 6, 2));
    }

    @Test
    @DisplayName("Table row 6 (rule 7): 24 +4 onto 28 is not allowed; AS10 then moves it back to 20")
    void table_row_6_safe_square() {
        String position = ".......................B...W.. B pieces=1,1";
        assertEquals(List.of("24->20 ...................B.......W.. B pieces=1,1"), lines(rules, position, 4));
        assertEquals(List.of("pass .......................B...W.. W pieces=1,1"), lines(noBackward, position, 4));
        assertEquals(Optional.of("Attack on safe piece: 28"),
                noBackward.whyNot(Notation.parse(noBackward, position), 4, 24).map(Refusal::message));
    }

    @Test
    @DisplayName("Table row 7 (trap): 24 +3 lands on 27 and goes back to 1")
    void table_row_7_trap() {
        assertEquals(List.of("24->27 B.........W................... W pieces=1,1"),
                lines(rules, "..........W............B...... B pieces=1,1", 3));
    }

    @Test
    @DisplayName("Table row 8 (black wins): 28 +2 bears black's last piece off")
    void table_row_8_black_wins() {
        assertEquals(List.of("28->off .......................W...... W pieces=1,1"),
                lines(rules, ".......................W...B.. B pieces=1,1", 2));
        assertEquals(List.of("over B"), lines(rules, ".......................W...... W pieces=1,1", 0));
    }

    @Test
    @DisplayName("Table row 9 (rule 8): 28 +2 is not allowed while a black piece is off the final row")
    void table_row_9_not_all_on_final_row() {
        assertEquals(List.of("16->18 .................B.....W...B.. W pieces=1,2"),
                lines(rules, "...............B.......W...B.. B pieces=1,2", 2));
        assertEquals(Optional.of("Not all your pieces are on the final row"),
                whyNot("...............B.......W...B.. B pieces=1,2", 2, 28));
    }

    @Test
    @DisplayName("Table row 10 (rule 9): 28 +3 past 30 is not allowed; AS10 then moves it back to 25")
    void table_row_10_past_thirty() {
        String position = ".......................W...B.. B pieces=1,1";
        assertEquals(List.of("28->25 .......................WB..... W pieces=1,1"), lines(rules, position, 3));
        assertEquals(List.of("pass .......................W...B.. W pieces=1,1"), lines(noBackward, position, 3));
        assertEquals(Optional.of("Illegal destination: 31"),
                noBackward.whyNot(Notation.parse(noBackward, position), 3, 28).map(Refusal::message));
    }

    /**
     * Appendix B. Two boards printed there disagree with the moves around them (after black's 3->5
     * and white's 11->13); the moves and messages are followed, and agree with the later boards.
     */
    @Test
    @DisplayName("AS12 appendix B: a normal game with its messages")
    void AS12_appendix_B_normal_game() {
        Position position = rules.start();
        assertEquals("WBWBWBWBW.B................... W first9=1", Notation.format(rules, position));
        position = move(position, 2, 9); // Ger (o) 2
        assertEquals("WBWBWBWBB.W................... B", Notation.format(rules, position));
        // Marco (x) 1
        assertEquals(Optional.of("You don't have a piece on square 1"), rules.whyNot(position, 1, 1).map(Refusal::message));
        assertEquals(Optional.of("One of your own pieces occupies square 9"), rules.whyNot(position, 1, 8).map(Refusal::message));
        position = move(position, 1, 2);
        assertEquals("WWBBWBWBB.W................... B", Notation.format(rules, position));
        // Marco (x) 2
        assertEquals(Optional.of("One of your own pieces occupies square 6"), rules.whyNot(position, 2, 4).map(Refusal::message));
        position = move(position, 2, 3);
        assertEquals("WWWBBBWBB.W................... W", Notation.format(rules, position));
        // Ger (o) 2
        assertEquals(Optional.of("Attack on safe piece: 5"), rules.whyNot(position, 2, 3).map(Refusal::message));
        assertEquals(Optional.of("Attack on safe piece: 9"), rules.whyNot(position, 2, 7).map(Refusal::message));
        position = move(position, 2, 11);
        assertEquals("WWWBBBWBB...W................. B", Notation.format(rules, position));
        // Marco (x) 2
        position = move(position, 2, 5);
        assertEquals("WWWBWBBBB...W................. W", Notation.format(rules, position));
        // Ger (o) 6
        assertEquals(Optional.of("Attempt to jump over blockade"), rules.whyNot(position, 6, 5).map(Refusal::message));
        assertEquals(Optional.of("Attack on safe piece: 7"), rules.whyNot(position, 6, 1).map(Refusal::message));
        position = move(position, 6, 13);
        assertEquals("WWWBWBBBB.........W........... W", Notation.format(rules, position));
    }

    @Test
    @DisplayName("AS12 appendix C: test position 3 with its messages")
    void AS12_appendix_C_test_position() {
        Position position = Assignment.testPosition(3);
        // black (x) 6
        assertEquals(Optional.of("You don't have a piece on square 24"), rules.whyNot(position, 6, 24).map(Refusal::message));
        assertEquals(Optional.of("Illegal destination: 31"), rules.whyNot(position, 6, 25).map(Refusal::message));
        assertEquals(List.of("13->19 .....W...........WB..W..BB.BB. B pieces=3,5"), MoveListing.lines(rules, position, 6));
        position = move(position, 6, 13);
        // black (x) 1
        assertEquals(Optional.of("Not all your pieces are on the final row"),
                rules.whyNot(position, 1, 29).map(Refusal::message));
        assertEquals(Optional.of("One of your own pieces occupies square 29"),
                rules.whyNot(position, 1, 28).map(Refusal::message));
        position = move(position, 1, 26);
        assertEquals("B....W...........WB..W..B..BB. B pieces=3,5", Notation.format(rules, position));
    }
}
