package org.senet.variants.kendall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.senet.variants.Refusals.whyNot;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.RuleSet;
import org.senet.variants.Effects;

/** One test per clause of Kendall's description (Kendall.txt); expected lines worked out from the rules by hand. */
class KendallTest {
    private static final RuleSet RULES = new Kendall();
    private static final RuleSet ROBINSON = RULES.withOptions(Map.of("robinson", "true"));
    private static final int PRE = RuleSet.NO_THROW;

    private static List<String> moves(String position, int throwValue) {
        return MoveListing.lines(RULES, position, throwValue);
    }

    private static List<String> robinson(String position, int throwValue) {
        return MoveListing.lines(ROBINSON, position, throwValue);
    }

    private static List<String> labels(String position, int throwValue) {
        return Effects.labelled(RULES, position, throwValue);
    }

    @Test
    @DisplayName("K1 seven pieces each on 1..14, light on the odd squares, light first")
    void K1_seven_pieces_each_light_first() {
        assertEquals(7, RULES.piecesPerSide());
        assertEquals("WBWBWBWBWBWBWB................ W", Notation.format(RULES, RULES.start()));
    }

    @Test
    @DisplayName("K2 zero counts 5; 1, 4, 5 throw again unless a piece of the mover is now on 27")
    void K2_extra_throw_unless_in_the_water() {
        assertEquals(5, RULES.throwTable().value(0));
        String p = "....W..............B.......... W";
        assertEquals(List.of("5->6 .....W.............B.......... W"), moves(p, 1));
        assertEquals(List.of("5->7 ......W............B.......... B"), moves(p, 2));
        assertEquals(List.of("5->8 .......W...........B.......... B"), moves(p, 3));
        assertEquals(List.of("5->9 ........W..........B.......... W"), moves(p, 4));
        assertEquals(List.of("5->10 .........W.........B.......... W"), moves(p, 5));
        // 26->27 is an ordinary forward move here; it ends the turn although the throw is a 1.
        assertEquals(List.of("5->6 .....W.............B.....W.... W", "26->27 ....W..............B......W... B"),
                moves("....W..............B.....W.... W", 1));
    }

    @Test
    @DisplayName("K3 no landing on an own piece or a protected opponent, on any square; a lone one is swapped")
    void K3_landing_rules() {
        String p = "W.W.B..BB..................... W";
        assertEquals(List.of("3->5 W.B.W..BB..................... B"), moves(p, 2));
        assertEquals("One of your own pieces occupies square 3", whyNot(RULES, p, 2, 1));
        assertEquals(List.of("1->6 ..W.BW.BB..................... W"), moves(p, 5));
        assertEquals("Attack on safe piece: 8", whyNot(RULES, p, 5, 3));
        // On 28..30 a lone piece is swapped like anywhere else.
        assertEquals(List.of("26->29 ...................B.....B..W. B"), moves("...................B.....W..B. W", 3));
        // On 27: a lone piece in the water is swapped out to 26 and the mover is trapped.
        assertEquals(List.of("26->27 ...................B.....BW... B"), moves("...................B.....WB... W", 1));
        assertEquals(List.of("3->5 SWAP"), labels(p, 2));
        assertEquals(List.of("1->6"), labels(p, 5));
        assertEquals(List.of("26->29 SWAP"), labels("...................B.....W..B. W", 3));
        assertEquals(List.of("26->27 SWAP DROWN"), labels("...................B.....WB... W", 1));
        // A piece in the water with a neighbour of its side on 28 is protected: 26 must move backward.
        assertEquals(List.of("26->25 ........................W.BB.. W"), moves(".........................WBB.. W", 1));
    }

    @Test
    @DisplayName("K4 no forward move: a backward move is compulsory; neither: the throw is lost")
    void K4_backward_when_no_forward_move() {
        assertEquals(List.of("12->11 ..........W.BB................ W"), moves("...........WBB................ W", 1));
        assertEquals(List.of("12->10 .........W..BB................ B"), moves("...........WBB................ W", 2));
        String blocked = ".WBBBBB....................... W";
        assertEquals(List.of("2->1 W.BBBBB....................... W"), moves(blocked, 1));
        assertEquals(List.of("2->1 BACKWARD"), labels(blocked, 1));
        assertEquals(List.of("pass .WBBBBB....................... B"), moves(blocked, 3));
        assertEquals(List.of("pass .WBBBBB....................... B"), moves(blocked, 5));
    }

    @Test
    @DisplayName("K5 no piece passes over 26; it must land there exactly")
    void K5_a_piece_must_land_on_26_exactly() {
        String p = "....W..............B...W...... W";
        assertEquals(List.of("5->7 ......W............B...W...... B", "24->26 ....W..............B.....W.... B"), moves(p, 2));
        assertEquals(List.of("5->8 .......W...........B...W...... B"), moves(p, 3));
        assertEquals("A piece must land exactly on square 26 before going on; it cannot reach 27",
                whyNot(RULES, p, 3, 24));
    }

    @Test
    @DisplayName("K6 a piece landing on 27 is trapped and the turn ends at once")
    void K6_landing_on_27_ends_the_turn() {
        assertEquals(List.of("26->27 ...................B......W... B"), moves("...................B.....W.... W", 1));
        // A backward fall from 28 on a 1 ends the turn too.
        assertEquals(List.of("28->27 ...................B......W... B"), moves("...................B.......W.. W", 1));
        assertEquals(List.of("26->27 DROWN"), labels("...................B.....W.... W", 1));
        assertEquals(List.of("28->27 BACKWARD DROWN"), labels("...................B.......W.. W", 1));
    }

    @Test
    @DisplayName("K7 28 off on 3, 29 on 2, 30 on any throw, 26 on 5; backward from 28..30 into 27")
    void K7_bearing_off_and_falling_into_the_water() {
        String p = "...................B.......WWW W";
        assertEquals(List.of("30->off ...................B.......WW. W"), moves(p, 1));
        assertEquals(List.of("29->off ...................B.......W.W B", "30->off ...................B.......WW. B"),
                moves(p, 2));
        assertEquals(List.of("28->off ...................B........WW B", "30->off ...................B.......WW. B"),
                moves(p, 3));
        assertEquals(List.of("30->off ...................B.......WW. W"), moves(p, 4));
        assertEquals(List.of("30->off ...................B.......WW. W"), moves(p, 5));
        assertEquals(List.of("5->10 .........W.........B.....W.... W", "26->off ....W..............B.......... W"),
                moves("....W..............B.....W.... W", 5));
        // 28 has no forward move on a 2: it falls into the water, whatever the throw.
        assertEquals(List.of("28->27 ...................B......W... B"), moves("...................B.......W.. W", 2));
        assertEquals(List.of("29->27 ...................B......W... B"), moves("...................B........W. W", 4));
        assertEquals(List.of("29->27 BACKWARD DROWN"), labels("...................B........W. W", 4));
        assertEquals(List.of("29->off BEAR_OFF", "30->off BEAR_OFF"), labels(p, 2));
        assertEquals(List.of("5->10", "26->off BEAR_OFF"), labels("....W..............B.....W.... W", 5));
        // With 27 taken, that backward move is not legal.
        String taken = "...................B......BW.. W";
        assertEquals(List.of("pass ...................B......BW.. B"), moves(taken, 2));
        assertEquals("Square 27 is occupied, so the piece on 28 cannot fall back into the water",
                whyNot(RULES, taken, 2, 28));
    }

    @Test
    @DisplayName("K8 water: rescue to 15 instead of throwing (not if 15 is taken), or throw for an exact 4")
    void K8_water_rescue_or_throw_for_four() {
        String p = "....W..............B......W... W";
        assertEquals(List.of("throw", "27->15 ....W.........W....B.......... B"), moves(p, PRE));
        assertEquals(List.of("throw"), moves("....W.........B....B......W... W", PRE));
        assertEquals(List.of("27->off ....W..............B.......... W"), moves(p, 4));
        assertEquals(List.of("27->off BEAR_OFF"), labels(p, 4));
        assertEquals(List.of("throw", "27->15"), labels(p, PRE));
        assertEquals(List.of("pass ....W..............B......W... B"), moves(p, 1));
        assertEquals(List.of("pass ....W..............B......W... B"), moves(p, 2));
        assertEquals(List.of("pass ....W..............B......W... B"), moves(p, 5));
        assertEquals("Your piece in the water on square 27 is the only piece you may move",
                whyNot(RULES, p, 2, 5));
        assertEquals("The piece in the water on square 27 can only bear off, on a throw of exactly 4",
                whyNot(RULES, p, 2, 27));
        assertEquals(List.of("throw"), moves("....W..............B.....W.... W", PRE));
    }

    @Test
    @DisplayName("K9 the first to bear off all seven wins")
    void K9_bearing_off_all_seven_wins() {
        assertEquals(List.of("30->off ...................B.......... B"), moves("...................B.........W W", 3));
        assertEquals(List.of("over W"), moves("...................B.......... B", 2));
        assertEquals(Optional.of(Side.LIGHT), RULES.winner(Notation.parse(RULES, "...................B.......... B")));
    }

    @Test
    @DisplayName("K-OPT robinson: a piece landing on 26 throws again at once and must move")
    void K_OPT_robinson_same_piece_moves_again() {
        String p = "....W..............B...W...... W";
        assertEquals(List.of("5->7 ......W............B...W...... B", "24->26 ....W..............B.....W.... W must=26"),
                robinson(p, 2));
        // One throw follows, even after a 4 (not two).
        assertEquals(List.of("5->9 ........W..........B.W........ W", "22->26 ....W..............B.....W.... W must=26"),
                robinson("....W..............B.W........ W", 4));
        String must = "....W..............B.....W.... W must=26";
        assertEquals(List.of("throw"), robinson(must, PRE));
        assertEquals(List.of("26->29 ....W..............B........W. B"), robinson(must, 3));
        assertEquals(List.of("26->27 ....W..............B......W... B"), robinson(must, 1));
        assertEquals(List.of("26->30 ....W..............B.........W W"), robinson(must, 4));
        assertEquals(List.of("26->off ....W..............B.......... W"), robinson(must, 5));
        assertEquals("The piece on square 26 must move now", whyNot(ROBINSON, must, 3, 5));
        // The piece on 26 cannot move forward: it moves backward, the other piece still may not move.
        assertEquals(List.of("26->24 ....W..............B...W...BB. B"), robinson("....W..............B.....W.BB. W must=26", 2));
        // Off by default; the flag is unknown without the option.
        assertEquals(List.of("5->7 ......W............B...W...... B", "24->26 ....W..............B.....W.... B"), moves(p, 2));
        NotationException e = assertThrows(NotationException.class, () -> Notation.parse(RULES, must));
        assertTrue(e.getMessage().contains("must"), e.getMessage());
        NotationException noPiece = assertThrows(NotationException.class,
                () -> Notation.parse(ROBINSON, "....W..............B...W...... W must=26"));
        assertTrue(noPiece.getMessage().contains("must"), noPiece.getMessage());
        // K8: a side with a piece in the water moves no other piece, so must= cannot name one.
        NotationException inWater = assertThrows(NotationException.class,
                () -> Notation.parse(ROBINSON, "....W..............B.....WW... W must=26"));
        assertTrue(inWater.getMessage().contains("in the water"), inWater.getMessage());
        assertEquals(must, Notation.format(ROBINSON, Notation.parse(ROBINSON, must)));
        assertEquals(Map.of("robinson", "true"), ROBINSON.options());
        assertEquals(Map.of(), RULES.withOptions(Map.of("robinson", "false")).options());
        OptionException bad = assertThrows(OptionException.class,
                () -> RULES.withOptions(Map.of("robinson", "yes")));
        assertTrue(bad.getMessage().contains("robinson"), bad.getMessage());
    }

    @Test
    @DisplayName("Notation: a flag of another rule set is refused; whyNot names a missing piece")
    void notation_and_whyNot() {
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parse(RULES, "....W..............B.......... W mid=1"));
        assertTrue(e.getMessage().contains("mid"), e.getMessage());
        assertEquals("You don't have a piece on square 20", whyNot(RULES, "....W..............B.......... W", 2, 20));
    }
}
