package org.senet.variants.rebirth;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

/** One test per clause of Rebirth's description (Rebirth.txt); expected lines worked out from the rules by hand. */
class RebirthTest {
    private static final RuleSet RULES = new Rebirth();
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
    @DisplayName("RB1 five pieces each as C8; the side that moves first is drawn: the same layout, either side to move")
    void RB1_layout_and_drawn_first_mover() {
        assertEquals(5, RULES.piecesPerSide());
        assertEquals(Opening.FIRST_MOVER_DRAWN, RULES.opening());
        assertEquals("WBWBWBWBWB.................... W", Notation.format(RULES, RULES.start()));
        assertEquals("WBWBWBWBWB.................... W", Notation.format(RULES, RULES.start(Side.LIGHT)));
        assertEquals("WBWBWBWBWB.................... B", Notation.format(RULES, RULES.start(Side.DARK)));
        // Dark opens: with a 2 its own pieces block 2, 4, 6 and 8; only 10 moves, and a 2 ends the turn.
        assertEquals(List.of("10->12 WBWBWBWBW..B.................. W"), moves("WBWBWBWBWB.................... B", 2));
        // With a 1 each dark piece can swap with the lone light piece ahead of it (RB3), and throw again (RB2).
        assertEquals(List.of("2->3 WWBBWBWBWB.................... B thrown=1",
                "4->5 WBWWBBWBWB.................... B thrown=1",
                "6->7 WBWBWWBBWB.................... B thrown=1",
                "8->9 WBWBWBWWBB.................... B thrown=1",
                "10->11 WBWBWBWBW.B................... B thrown=1"), moves("WBWBWBWBWB.................... B", 1));
    }

    @Test
    @DisplayName("RB2 zero counts 5; 1, 4, 5 throw once more, never a third time; 2, 3 end the turn")
    void RB2_at_most_two_throws() {
        assertEquals(5, RULES.throwTable().value(0));
        String p = "....W..............B.......... W";
        assertEquals(List.of("5->6 .....W.............B.......... W thrown=1"), moves(p, 1));
        assertEquals(List.of("5->7 ......W............B.......... B"), moves(p, 2));
        assertEquals(List.of("5->8 .......W...........B.......... B"), moves(p, 3));
        assertEquals(List.of("5->9 ........W..........B.......... W thrown=1"), moves(p, 4));
        assertEquals(List.of("5->10 .........W.........B.......... W thrown=1"), moves(p, 5));
        String second = "....W..............B.......... W thrown=1";
        assertEquals(List.of("throw"), moves(second, PRE));
        assertEquals(List.of("5->6 .....W.............B.......... B"), moves(second, 1));
        assertEquals(List.of("5->10 .........W.........B.......... B"), moves(second, 5));
    }

    @Test
    @DisplayName("RB3 no landing on an own piece; a lone opponent is swapped, a pair protected and jumped")
    void RB3_swap_and_protection() {
        String p = "W.W.B..BB..................... W";
        assertEquals(List.of("3->5 W.B.W..BB..................... B"), moves(p, 2));
        assertEquals(List.of("3->5 SWAP"), labels(p, 2));
        assertEquals(List.of("1->6"), labels(p, 5));
        assertEquals("One of your own pieces occupies square 3", whyNot(p, 2, 1));
        assertEquals(List.of("1->6 ..W.BW.BB..................... W thrown=1"), moves(p, 5));
        assertEquals("Attack on safe piece: 8", whyNot(p, 5, 3));
        assertEquals(List.of("1->5 B.W.W..BB..................... W thrown=1", "3->7 W...B.WBB..................... W thrown=1"),
                moves(p, 4));
    }

    @Test
    @DisplayName("RB4 no forward move: backward, which ends the turn and swaps even a protected piece")
    void RB4_backward_moves() {
        String p = "........BB.WBB................ W";
        assertEquals(List.of("12->10 ........BW.BBB................ B"), moves(p, 2));
        assertEquals(List.of("12->11 ........BBW.BB................ B"), moves(p, 1));
        assertEquals(List.of("12->10 BACKWARD SWAP"), labels(p, 2));
        assertEquals(List.of("12->11 BACKWARD"), labels(p, 1));
        String blocked = ".WBBBBB....................... W";
        assertEquals(List.of("2->1 W.BBBBB....................... B"), moves(blocked, 1));
        assertEquals(List.of("pass .WBBBBB....................... B"), moves(blocked, 3));
        assertEquals(List.of("pass .WBBBBB....................... B"), moves(blocked, 5));
    }

    @Test
    @DisplayName("RB5 26 must be reached exactly and cannot be jumped; a piece on 26 cannot be attacked")
    void RB5_house_of_beauty() {
        String p = "....W..............B...W...... W";
        assertEquals(List.of("5->8 .......W...........B...W...... B"), moves(p, 3));
        assertEquals("A piece must land exactly on square 26 before going on; it cannot reach 27", whyNot(p, 3, 24));
        String safe = "....W..............B...W.B.... W";
        assertEquals(List.of("5->7 ......W............B...W.B.... B"), moves(safe, 2));
        assertEquals("Attack on safe piece: 26", whyNot(safe, 2, 24));
        // Not even a backward move attacks 26.
        String back = "...................B.....B.W.W W";
        assertEquals(List.of("pass ...................B.....B.W.W B"), moves(back, 2));
        assertEquals("Attack on safe piece: 26", whyNot(back, 2, 28));
    }

    @Test
    @DisplayName("RB6 landing on 27 sends the piece to 15 or the next free below; the 1 still throws again")
    void RB6_the_water_sends_to_15() {
        assertEquals(List.of("26->27 ..............W....B.......... W thrown=1"), moves("...................B.....W.... W", 1));
        assertEquals(List.of("26->27 TRAP"), labels("...................B.....W.... W", 1));
        assertEquals(List.of("30->27 BACKWARD TRAP"), labels("...................B.........W W", 3));
        assertEquals(List.of("26->27 .............WB....B.......... W thrown=1"), moves("..............B....B.....W.... W", 1));
        // A backward move into 27 ends the turn; a knocked piece waiting there stays.
        assertEquals(List.of("30->27 ..............W....B.......... B"), moves("...................B.........W W", 3));
        assertEquals(List.of("30->27 ..............W....B......B... B"), moves("...................B......B..W W thrown=1", 3));
    }

    @Test
    @DisplayName("RB7 bearing off and moving on from 26..30; attacked on 28..30, a piece drops into 27")
    void RB7_last_squares_and_knocks() {
        assertEquals(List.of("26->off ...................B.......... W thrown=1"), moves("...................B.....W.... W", 5));
        String p28 = "...................B.......W.. W";
        assertEquals(List.of("28->29 ...................B........W. W thrown=1"), moves(p28, 1));
        assertEquals(List.of("28->30 ...................B.........W B"), moves(p28, 2));
        assertEquals(List.of("28->off ...................B.......... B"), moves(p28, 3));
        assertEquals(List.of("pass ...................B.......W.. B"), moves(p28, 4));
        // Backward onto 26 is allowed (it lands there, it does not pass it).
        assertEquals(List.of("28->26 ...................B.....W...W B"), moves("...................B.......W.W W", 2));
        String p29 = "...................B........W. W";
        assertEquals(List.of("29->30 ...................B.........W W thrown=1"), moves(p29, 1));
        assertEquals(List.of("29->off ...................B.......... B"), moves(p29, 2));
        assertEquals(List.of("30->off ...................B.......... W thrown=1"), moves("...................B.........W W", 1));
        // Backward moves may not pass 26.
        assertEquals(List.of("pass ...................B........W. B"), moves(p29, 4));
        assertEquals("Square 26 cannot be passed over; the move to 25 would cross it", whyNot(p29, 4, 29));
        // Pieces on 28..30 are never protected: knocked into 27, the attacker takes the square.
        String judges = ".........................W.BB. W";
        assertEquals(List.of("26->28 ..........................BWB. B"), moves(judges, 2));
        assertEquals(List.of("26->28 KNOCK"), labels(judges, 2));
        assertEquals(List.of("28->off BEAR_OFF"), labels(p28, 3));
        assertEquals(List.of("28->30 ...................B......B..W B"), moves("...................B.......W.B W", 2));
        assertEquals(List.of("30->28 ...................B......BW.. B"), moves("...................B.......B.W W", 2));
        // A second knock sends the piece already waiting on 27 to 15.
        assertEquals(List.of("26->29 ..............B...........B.W. B"), moves(".........................WB.B. W thrown=1", 3));
    }

    @Test
    @DisplayName("RB8 a knocked piece: return it to 15 and throw, or throw for an exact 4; a miss gives an extra turn")
    void RB8_return_or_gamble() {
        String p = "....W..............B......W... W";
        assertEquals(List.of("throw", "27->15 ....W.........W....B.......... W"), moves(p, PRE));
        assertEquals(List.of("throw", "27->14 ....W........WB....B.......... W"), moves("....W.........B....B......W... W", PRE));
        assertEquals(List.of("27->off ....W..............B.......... W thrown=1"), moves(p, 4));
        assertEquals(List.of("pass ....W.........W....B.......... B extraturn=1"), moves(p, 2));
        assertEquals(List.of("pass ....W.........W....B.......... B extraturn=1"), moves(p, 1));
        assertEquals(List.of("pass ....W.........W....B.......... B extraturn=1"), moves(p, 5));
        assertEquals("Your piece in the water on square 27 is the only piece you may move", whyNot(p, 2, 5));
        // The extra turn: when dark's turn ends, dark plays one more complete turn.
        String extra = "....W.........W....B.......... B extraturn=1";
        assertEquals(List.of("20->22 ....W.........W......B........ B"), moves(extra, 2));
        assertEquals(List.of("20->21 ....W.........W.....B......... B extraturn=1 thrown=1"), moves(extra, 1));
        assertEquals(List.of("21->23 ....W.........W.......B....... B"),
                moves("....W.........W.....B......... B extraturn=1 thrown=1", 2));
        assertEquals(List.of("pass ....W.........W............B.. B"), moves("....W.........W............B.. B extraturn=1", 4));
    }

    @Test
    @DisplayName("RB9 the first to bear off all five wins")
    void RB9_bearing_off_all_five_wins() {
        assertEquals(List.of("29->off ...................B.......... B"), moves("...................B........W. W", 2));
        assertEquals(List.of("over W"), moves("...................B.......... B", 3));
        assertEquals(Optional.of(Side.LIGHT), RULES.winner(Notation.parse(RULES, "...................B.......... B")));
    }

    @Test
    @DisplayName("Notation: flags round-trip; an unknown flag, or thrown=1 or extraturn=1 beside a knocked piece, is refused")
    void notation_flags() {
        String p = "....W.........W.....B......... B extraturn=1 thrown=1";
        assertEquals(p, Notation.format(RULES, Notation.parse(RULES, p)));
        NotationException unknown = assertThrows(NotationException.class,
                () -> Notation.parse(RULES, "....W..............B.......... W mid=1"));
        assertTrue(unknown.getMessage().contains("mid"), unknown.getMessage());
        NotationException knocked = assertThrows(NotationException.class,
                () -> Notation.parse(RULES, "....W..............B......W... W thrown=1"));
        assertTrue(knocked.getMessage().contains("thrown"), knocked.getMessage());
        NotationException extraTurn = assertThrows(NotationException.class,
                () -> Notation.parse(RULES, "..........................BWWB B extraturn=1"),
                "an extra turn never meets a knocked piece of its own side (found by the independent cross-check)");
        assertTrue(extraTurn.getMessage().contains("extraturn"), extraTurn.getMessage());
        OptionException option = assertThrows(OptionException.class,
                () -> RULES.withOptions(Map.of("robinson", "true")));
        assertTrue(option.getMessage().contains("no option"), option.getMessage());
    }
}
