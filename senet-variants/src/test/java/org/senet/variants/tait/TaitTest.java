package org.senet.variants.tait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.variants.Effects;

/** Tait's rules, clause by clause (Tait.txt); expected lines worked out by hand from the rules. */
class TaitTest {
    private final Tait rules = new Tait();

    private void assertLines(String position, int throwValue, String... expected) {
        assertEquals(List.of(expected), MoveListing.lines(rules, position, throwValue));
    }

    private Optional<String> whyNot(String position, int throwValue, int from) {
        return rules.whyNot(Notation.parse(rules, position), throwValue, from).map(Refusal::message);
    }

    private List<String> labels(String position, int throwValue) {
        return Effects.labelled(rules, position, throwValue);
    }

    @Test
    @DisplayName("TA1 five pieces each as C8, light first")
    void TA1_five_pieces_each_light_first() {
        assertEquals("WBWBWBWBWB.................... W", Notation.format(rules, rules.start()));
        assertEquals(5, rules.piecesPerSide());
        assertLines("WBWBWBWBWB.................... W", RuleSet.NO_THROW, "throw");
    }

    @Test
    @DisplayName("TA2 sticks 1,2,3,4,6; forward only; a legal move must be made")
    void TA2_forward_only_and_a_legal_move_must_be_made() {
        assertEquals(6, rules.throwTable().value(0));
        assertFalse(rules.throwTable().isThrowable(5));
        // 12 back to 9 would be a backward move: never listed; no pass while a move exists.
        assertLines("...........W.......B.......... W", 3,
                "12->15 ..............W....B.......... B");
    }

    @Test
    @DisplayName("TA3 a 6 earns one more throw; a plain throw passes the sticks")
    void TA3_a_six_earns_a_throw() {
        assertLines("W..................B.......... W", 6, "1->7 ......W............B.......... W");
        assertLines("W..................B.......... W", 2, "1->3 ..W................B.......... B");
    }

    @Test
    @DisplayName("TA3 a hit earns one throw, a 6 that hits earns two")
    void TA3_hits_earn_throws_and_add_up_with_a_six() {
        assertLines("....W..B...................... W", 3, "5->8 .......W...................... W wait=0,1");
        assertLines(".W.....B...................... W", 6, "2->8 .......W...................... W wait=0,1 extra=1");
        // Owed throws accumulate: 1 owed + 2 earned - the one taken next = 2.
        assertLines(".W.....B...................... W extra=1", 6,
                "2->8 .......W...................... W wait=0,1 extra=2");
    }

    @Test
    @DisplayName("TA3 bearing off earns one throw; a 6 bearing off from 26 earns two")
    void TA3_bearing_off_earns_throws() {
        assertLines("..B......................W.... W", 6, "26->off ..B........................... W extra=1");
        assertLines("..B........................W.. W extra=2", 3, "28->off ..B........................... W extra=2");
    }

    @Test
    @DisplayName("TA3 an unusable throw earns nothing, not even a 6's, but owed throws remain")
    void TA3_an_unusable_throw_is_lost_but_owed_throws_remain() {
        // 25 + 6 goes past 30 (TA7): no legal move.
        assertLines("..B.....................W..... W", 6, "pass ..B.....................W..... B");
        assertLines("..B.....................W..... W extra=1", 6, "pass ..B.....................W..... W");
        assertLines("..B.....................W..... W extra=3", 6, "pass ..B.....................W..... W extra=2");
    }

    @Test
    @DisplayName("TA4 a hit removes the piece; no protection by adjacency; 15 is safe")
    void TA4_hits_remove_no_adjacency_protection_and_15_is_safe() {
        // 13 has a dark neighbour on 14, yet it can be hit.
        assertLines(".........W..BBB............... W", 3, "10->13 ............WBB............... W wait=0,1");
        assertEquals(List.of("10->13 HIT"), labels(".........W..BBB............... W", 3));
        assertLines(".........W..BBB............... W", 5, "pass .........W..BBB............... B");
        assertEquals(Optional.of("Attack on safe piece: 15"), whyNot("........W...BBB............... W", 6, 9));
    }

    @Test
    @DisplayName("TA5 re-entry on a 4 onto 4 (may hit) or a 6 onto 6, never compulsory")
    void TA5_reentry_on_four_or_six() {
        String position = "...B.....W.........B.......... W wait=1,0";
        assertLines(position, 4,
                "in->4 ...W.....W.........B.......... W wait=0,1",
                "10->14 ...B.........W.....B.......... B wait=1,0");
        assertLines(position, 6,
                "in->6 ...B.W...W.........B.......... W",
                "10->16 ...B...........W...B.......... W wait=1,0");
        assertLines(position, 3, "10->13 ...B........W......B.......... B wait=1,0");
        assertEquals(List.of("in->4 ENTER HIT", "10->14"), labels(position, 4));
        assertEquals(List.of("in->6 ENTER", "10->16"), labels(position, 6));
        assertEquals(Optional.of("No piece can enter with a throw of 3"), whyNot(position, 3, 0));
        assertEquals(Optional.empty(), whyNot(position, 4, 0));
    }

    @Test
    @DisplayName("TA5 re-entry obeys the landing rules and counts as a legal move")
    void TA5_reentry_obeys_landing_rules_and_counts_as_a_move() {
        assertLines("...W.....W.........B.......... W wait=1,0", 4,
                "4->8 .......W.W.........B.......... B wait=1,0",
                "10->14 ...W.........W.....B.......... B wait=1,0");
        assertEquals(Optional.of("One of your own pieces occupies square 4"),
                whyNot("...W.....W.........B.......... W wait=1,0", 4, 0));
        // Only a waiting piece: it is the move when the throw allows it, a pass otherwise.
        assertLines(".........................B.... W wait=1,0", 4, "in->4 ...W.....................B.... B");
        assertLines(".........................B.... W wait=1,0", 2, "pass .........................B.... B wait=1,0");
        assertEquals(Optional.of("You have no piece waiting to enter"),
                whyNot(".........................B.... W wait=0,1", 4, 0));
    }

    @Test
    @DisplayName("TA5 an entry on a 6 that hits earns two throws; dark enters the same way")
    void TA5_entering_hits_and_earns_like_any_move() {
        assertLines("...B.B...W.........B.......... W wait=1,0", 6,
                "in->6 ...B.W...W.........B.......... W wait=0,1 extra=1",
                "10->16 ...B.B.........W...B.......... W wait=1,0");
        assertLines("...W.....................B.... B wait=1,1", 4,
                "in->4 ...B.....................B.... B wait=2,0",
                "26->30 ...W.........................B W wait=1,1");
    }

    @Test
    @DisplayName("TA6 landing on 27 removes the piece, cancels owed throws and passes the sticks")
    void TA6_landing_on_27() {
        assertLines("..B.................W....W.... W extra=2", 1,
                "21->22 ..B..................W...W.... W extra=1",
                "26->27 ..B.................W......... B wait=1,0");
        assertEquals(List.of("21->22", "26->27 TRAP"), labels("..B.................W....W.... W extra=2", 1));
        // A 6 into 27 from 21: its own extra throw is cancelled too.
        assertLines("..B......W..........W......... W extra=1", 6,
                "10->16 ..B............W....W......... W extra=1",
                "21->27 ..B......W.................... B wait=1,0");
        NotationException error = assertThrows(NotationException.class,
                () -> Notation.parse(rules, "..........................W... W"));
        assertTrue(error.getMessage().contains("27"), error.getMessage());
    }

    @Test
    @DisplayName("TA7 bearing off from 26 on a 6, from 28/29/30 on 3/2/1; nothing else past 30")
    void TA7_bearing_off() {
        assertLines("..B.....................WW.... W", 5, "25->30 ..B......................W...W B");
        assertEquals(Optional.of("Illegal destination: 32"), whyNot("..B.........................W. W", 3, 29));
        assertLines("..B.....................WW.... W", 6, "26->off ..B.....................W..... W extra=1");
        assertLines("..B........................WWW W", 1, "30->off ..B........................WW. W");
        assertLines("..B........................WWW W", 2, "29->off ..B........................W.W W");
        assertLines("..B........................WWW W", 3, "28->off ..B.........................WW W");
        assertEquals(List.of("26->off BEAR_OFF"), labels("..B.....................WW.... W", 6));
        assertLines("..B........................WWW W", 4, "pass ..B........................WWW B");
    }

    @Test
    @DisplayName("TA7 pieces on 26..30 may also move forward, and may hit there")
    void TA7_pieces_on_the_last_squares_may_move_forward() {
        assertLines(".........................W.B.. W", 2, "26->28 ...........................W.. W wait=0,1");
        assertLines(".........................W.B.. W", 4, "26->30 ...........................B.W B");
        assertLines("..B........................W.. W", 1, "28->29 ..B.........................W. B");
    }

    @Test
    @DisplayName("TA8 the first to bear off all five wins")
    void TA8_bearing_off_all_five_wins() {
        assertLines("..B..........................W W", 1, "30->off ..B........................... W");
        Position won = Notation.parse(rules, "..B........................... W");
        assertTrue(rules.isOver(won));
        assertEquals(Optional.of(Side.LIGHT), rules.winner(won));
        assertEquals(0, rules.actions(won, 3, new int[RuleSet.MAX_ACTIONS]));
        assertLines("..B........................... W", RuleSet.NO_THROW, "over W");
    }

    @Test
    @DisplayName("Notation: wait= and extra= round-trip; unknown flags are refused")
    void notation_round_trip_and_unknown_flags() {
        for (String text : List.of("...B.....W.........B.......... W wait=1,0",
                ".W.....B...................... B wait=0,2 extra=3",
                "WBWB.......................... W pieces=3,3 wait=1,1 extra=1")) {
            assertEquals(text, Notation.format(rules, Notation.parse(rules, text)));
        }
        assertThrows(NotationException.class, () -> Notation.parse(rules, "WBWBWBWBWB.................... W mid=1"));
        assertThrows(NotationException.class, () -> Notation.parse(rules, "WBWBWBWBWB.................... W wait=1,0"));
    }

    @Test
    @DisplayName("Registered under the id tait, with a description")
    void registered() {
        assertEquals(Tait.class, RuleSets.discover().get("tait").getClass());
        assertTrue(rules.description().contains("TA6"));
    }
}
