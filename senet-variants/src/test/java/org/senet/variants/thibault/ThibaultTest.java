package org.senet.variants.thibault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.rules.Opening;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.RuleSet;
import org.senet.variants.Effects;
import org.senet.variants.Refusals;

/** One test per clause of Thibault's description (Thibault.txt); expected lines worked out from the rules by hand. */
class ThibaultTest {
    private static final RuleSet RULES = new Thibault();
    private static final int PRE = RuleSet.NO_THROW;

    private static List<String> moves(String position, int throwValue) {
        return MoveListing.lines(RULES, position, throwValue);
    }

    private static String whyNot(String position, int throwValue, int from) {
        return Refusals.whyNot(RULES, position, throwValue, from);
    }

    private static List<String> labels(String position, int throwValue) {
        return Effects.labelled(RULES, position, throwValue);
    }

    @Test
    @DisplayName("TH1 five pieces each as C8, light (cones) first")
    void TH1_five_pieces_each_light_first() {
        assertEquals(5, RULES.piecesPerSide());
        assertEquals("WBWBWBWBWB.................... W", Notation.format(RULES, RULES.start()));
        assertEquals(Opening.LIGHT_FIRST, RULES.opening());
    }

    @Test
    @DisplayName("TH2 zero white sides count 5; 1, 4, 5 throw again, 2, 3 pass; no legal move forfeits")
    void TH2_throw_values_and_extra_throws() {
        assertEquals(5, RULES.throwTable().value(0));
        String p = "....W......B.................. W";
        assertEquals(List.of("5->6 .....W.....B.................. W mid=1"), moves(p, 1));
        assertEquals(List.of("5->7 ......W....B.................. B"), moves(p, 2));
        assertEquals(List.of("5->8 .......W...B.................. B"), moves(p, 3));
        assertEquals(List.of("5->9 ........W..B.................. W mid=1"), moves(p, 4));
        assertEquals(List.of("5->10 .........W.B.................. W mid=1"), moves(p, 5));
        // C9: the piece on 29 bears off only on a 2 and never moves backward: a 1 is forfeited, no throw again.
        assertEquals(List.of("pass ...........B................W. B"), moves("...........B................W. W", 1));
    }

    @Test
    @DisplayName("TH3 forward if any forward move is legal, else backward, else the throw is forfeited")
    void TH3_forward_before_backward() {
        // 10->11 is legal, so the backward moves of 12 are not considered.
        assertEquals(List.of("10->11 ..........WWBB................ W mid=1"), moves(".........W.WBB................ W", 1));
        // 12 alone: 13 and 14 are a protected pair, so the move is backward.
        assertEquals(List.of("12->10 .........W..BB................ B"), moves("...........WBB................ W", 2));
        // 2 cannot attack the row 3..7; backward it reaches 1 on a 1 and nothing on 2..5.
        String blocked = ".WBBBBB....................... W";
        assertEquals(List.of("2->1 W.BBBBB....................... W mid=1"), moves(blocked, 1));
        assertEquals(List.of("2->1 BACKWARD"), labels(blocked, 1));
        assertEquals(List.of("10->11"), labels(".........W.WBB................ W", 1));
        assertEquals(List.of("pass .WBBBBB....................... B"), moves(blocked, 2));
        assertEquals(List.of("pass .WBBBBB....................... B"), moves(blocked, 3));
        assertEquals(List.of("pass .WBBBBB....................... B"), moves(blocked, 5));
        assertEquals("The piece on square 2 cannot go below square 1 with this throw",
                whyNot(blocked, 3, 2));
        assertEquals("One of your own pieces occupies square 12", whyNot("....W....W.WBB................ W", 2, 10));
    }

    @Test
    @DisplayName("TH4 a piece before 26 must land on 26 exactly")
    void TH4_exact_landing_on_26() {
        String p = "....W..............B...W...... W";
        assertEquals(List.of("5->7 ......W............B...W...... B", "24->26 ....W..............B.....W.... B"), moves(p, 2));
        assertEquals(List.of("5->8 .......W...........B...W...... B"), moves(p, 3));
        assertEquals("A piece must land exactly on square 26 before going on; it cannot reach 27", whyNot(p, 3, 24));
    }

    @Test
    @DisplayName("TH5 from 26: 5 off, 2/3/4 to 28/29/30, 1 into 27 only when no other forward move")
    void TH5_moves_from_26() {
        String p = "....W......B.............W.... W";
        assertEquals(List.of("5->10 .........W.B.............W.... W mid=1", "26->off ....W......B.................. W mid=1"),
                moves(p, 5));
        assertEquals(List.of("5->7 ......W....B.............W.... B", "26->28 ....W......B...............W.. B"), moves(p, 2));
        assertEquals(List.of("5->9 ........W..B.............W.... W mid=1", "26->30 ....W......B.................W W mid=1"),
                moves(p, 4));
        assertEquals(List.of("5->6 .....W.....B.............W.... W mid=1"), moves(p, 1));
        assertEquals("From square 26 a throw of 1 goes into the water only when no other forward move is possible",
                whyNot(p, 1, 26));
        // Alone, 26->27 is compulsory: the backward move 26->25 is not offered.
        assertEquals(List.of("26->27 ...........B..............W... W mid=1"), moves("...........B.............W.... W", 1));
        assertEquals(List.of("26->27 DROWN"), labels("...........B.............W.... W", 1));
        assertEquals(List.of("5->10", "26->off BEAR_OFF"), labels(p, 5));
    }

    @Test
    @DisplayName("TH6 pieces on 27..30 only bear off, by an exact count, and never move backward")
    void TH6_judges_bear_off_by_exact_count() {
        String p = "....B......................WWW W";
        assertEquals(List.of("30->off ....B......................WW. W mid=1"), moves(p, 1));
        assertEquals(List.of("30->off BEAR_OFF"), labels(p, 1));
        assertEquals(List.of("29->off ....B......................W.W B"), moves(p, 2));
        assertEquals(List.of("28->off ....B.......................WW B"), moves(p, 3));
        assertEquals(List.of("pass ....B......................WWW B"), moves(p, 4));
        assertEquals(List.of("pass ....B......................WWW B"), moves(p, 5));
        assertEquals("The piece on square 28 can only leave the board, with the exact throw", whyNot(p, 1, 28));
    }

    @Test
    @DisplayName("TH7 attacks swap, forward and backward; adjacent pieces are protected; jumps are free")
    void TH7_swap_protection_and_jumps() {
        String p = "..W.B..BB..................... W";
        assertEquals(List.of("3->5 ..B.W..BB..................... B"), moves(p, 2));
        assertEquals(List.of("3->7 ....B.WBB..................... W mid=1"), moves(p, 4));
        assertEquals(List.of("pass ..W.B..BB..................... B"), moves(p, 5));
        assertEquals("Attack on safe piece: 8", whyNot("W.W.B..BB..................... W", 5, 3));
        // A backward move attacks too: 14 is protected, 10 is alone.
        assertEquals(List.of("12->10 .........W.BBB................ B"), moves(".........B.WBB................ W", 2));
        assertEquals(List.of("3->5 SWAP"), labels(p, 2));
        assertEquals(List.of("12->10 BACKWARD SWAP"), labels(".........B.WBB................ W", 2));
    }

    @Test
    @DisplayName("TH8 on 28..30 pieces are never protected; an attacked piece drops into 27")
    void TH8_attack_on_the_judges_knocks_into_27() {
        String p = ".........................W.BB. W";
        assertEquals(List.of("26->28 ..........................BWB. B"), moves(p, 2));
        assertEquals(List.of("26->29 ..........................BBW. B"), moves(p, 3));
        assertEquals(List.of("26->28 KNOCK"), labels(p, 2));
    }

    @Test
    @DisplayName("TH9a while a side drowns, none of its pieces is protected")
    void TH9a_no_protection_while_drowning() {
        assertEquals(List.of("8->10 .......B.WB...............B... B"), moves(".......W.BB...............B... W", 2));
        assertEquals(List.of("8->6 .....W...BB........B.......... B"), moves(".......W.BB........B.......... W", 2));
    }

    @Test
    @DisplayName("TH9b while drowning, no other piece may move")
    void TH9b_only_the_drowning_piece_moves() {
        String p = "....W..............B......W... W";
        assertEquals(List.of("pass ....W..............B......W... B"), moves(p, 2));
        assertEquals("Your piece in the water on square 27 is the only piece you may move", whyNot(p, 2, 5));
        assertEquals("The piece in the water on square 27 can only bear off, on a throw of exactly 4",
                whyNot(p, 2, 27));
    }

    @Test
    @DisplayName("TH9c a 4 bears the drowning piece off, and gives another throw")
    void TH9c_a_four_bears_the_drowning_piece_off() {
        assertEquals(List.of("27->off ....W..............B.......... W mid=1"), moves("....W..............B......W... W", 4));
        assertEquals(List.of("27->off BEAR_OFF"), labels("....W..............B......W... W", 4));
    }

    @Test
    @DisplayName("TH9d while drowning, an unusable 1 or 5 throws again; a 2 or 3 ends the turn")
    void TH9d_unusable_one_or_five_throws_again() {
        String p = "....W..............B......W... W";
        assertEquals(List.of("pass ....W..............B......W... W mid=1"), moves(p, 1));
        assertEquals(List.of("pass ....W..............B......W... W mid=1"), moves(p, 5));
        assertEquals(List.of("pass ....W..............B......W... B"), moves(p, 3));
    }

    @Test
    @DisplayName("TH9e at the start of a turn: throw, or rescue to 15 (or the first free square before it)")
    void TH9e_rescue_before_the_throw() {
        assertEquals(List.of("throw", "27->15 ....W.........W....B.......... B"), moves("....W..............B......W... W", PRE));
        assertEquals(List.of("throw", "27->14 ....W........WB....B.......... B"), moves("....W.........B....B......W... W", PRE));
        assertEquals(List.of("throw", "27->13 ....W.......WWB....B.......... B"), moves("....W........WB....B......W... W", PRE));
        // mid=1: in the middle of the turn no rescue is offered.
        assertEquals(List.of("throw"), moves("....W..............B......W... W mid=1", PRE));
        // Not drowning: only the throw.
        assertEquals(List.of("throw"), moves("....W..............B.....W.... W", PRE));
    }

    @Test
    @DisplayName("TH9f an opponent landing on 27 swaps with the drowning piece and drowns in its place")
    void TH9f_landing_on_27_swaps_with_the_drowning_piece() {
        assertEquals(List.of("26->27 .........B...............BW... W mid=1"), moves(".........B...............WB... W", 1));
        assertEquals(List.of("26->27 SWAP DROWN"), labels(".........B...............WB... W", 1));
    }

    @Test
    @DisplayName("TH9g a second piece knocked into 27 sends the drowning one to 15 or the first free before it")
    void TH9g_second_knock_sends_the_first_to_15() {
        assertEquals(List.of("26->29 ..............B...........B.W. B"), moves(".........................WB.B. W", 3));
        assertEquals(List.of("26->29 KNOCK"), labels(".........................WB.B. W", 3));
        assertEquals(List.of("15->18 .................W.......WB.B. B", "26->29 .............BW...........B.W. B"),
                moves("..............W..........WB.B. W", 3));
    }

    @Test
    @DisplayName("TH10 the first to bear off all five wins")
    void TH10_bearing_off_all_five_wins() {
        assertEquals(List.of("30->off ...................B.......... W mid=1"), moves("...................B.........W W", 1));
        assertEquals(List.of("over W"), moves("...................B.......... W mid=1", 2));
        assertEquals(Optional.of(Side.LIGHT), RULES.winner(Notation.parse(RULES, "...................B.......... W mid=1")));
        assertFalse(RULES.isOver(Notation.parse(RULES, "...................B.........W W")));
    }

    @Test
    @DisplayName("TH11 a backward move on 1, 4 or 5 gives another throw too")
    void TH11_backward_moves_also_throw_again() {
        String p = "...........WBBBBB............. W";
        assertEquals(List.of("12->11 ..........W.BBBBB............. W mid=1"), moves(p, 1));
        assertEquals(List.of("12->8 .......W....BBBBB............. W mid=1"), moves(p, 4));
        assertEquals(List.of("12->7 ......W.....BBBBB............. W mid=1"), moves(p, 5));
        assertEquals(List.of("12->9 ........W...BBBBB............. B"), moves(p, 3));
    }

    @Test
    @DisplayName("Options: an unknown option or value is refused with a message naming it; the defaults change nothing")
    void options_unknown_refused_defaults_unchanged() {
        OptionException e = assertThrows(OptionException.class,
                () -> RULES.withOptions(Map.of("sixes", "true")));
        assertTrue(e.getMessage().contains("sixes") && e.getMessage().contains("no option"), e.getMessage());
        e = assertThrows(OptionException.class, () -> RULES.withOptions(Map.of("sticks", "7")));
        assertTrue(e.getMessage().contains("sticks") && e.getMessage().contains("5 or 6"), e.getMessage());
        assertEquals(Map.of(), RULES.withOptions(Map.of()).options());
        assertEquals(Map.of(), RULES.withOptions(Map.of("sticks", "5", "walls", "false")).options());
        assertEquals(RULES.throwBound(), RULES.withOptions(Map.of("walls", "false")).throwBound());
    }

    @Test
    @DisplayName("Notation: mid=1 round-trips; an unknown flag is refused")
    void notation_flags() {
        String p = "....W..............B......W... W mid=1";
        assertEquals(p, Notation.format(RULES, Notation.parse(RULES, p)));
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parse(RULES, "....W..............B.......... W thrown=1"));
        assertTrue(e.getMessage().contains("thrown"), e.getMessage());
    }

    @Test
    @DisplayName("whyNot: a square without an own piece")
    void whyNot_no_own_piece() {
        assertEquals("You don't have a piece on square 20", whyNot("....W..............B.......... W", 2, 20));
        assertEquals("(legal)", whyNot("....W..............B.......... W", 2, 5));
    }
}
