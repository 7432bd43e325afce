package org.senet.variants.course;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.Playouts.Playout;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * The course's rules clause by clause where they differ from Kendall's, found through the registry as a
 * plugin's are; the rule the settings do not cover (CR7) played alike by the fast engine, the readable
 * rules and a game in place.
 */
class CourseRulesTest {
    private final RuleSet course = RuleSets.discover().get("course");
    private final RuleSet kendall = RuleSets.discover().get("kendall");

    private List<String> lines(RuleSet rules, String position, int throwValue) {
        return MoveListing.lines(rules, position, throwValue);
    }

    @Test
    @DisplayName("CR7: a piece left standing on 28 by its side's move goes back to 15")
    void CR7_a_piece_left_on_the_judges_goes_back_to_15() {
        String position = ".........W.........B.......W.. W pieces=2,1";
        assertEquals(List.of("10->12 ...........W..W....B.......... B pieces=2,1"), lines(course, position, 2),
                "28 needs exactly 3 (CR6); 10->12 leaves it standing, so it goes to 15");
        assertEquals(List.of("10->12 ...........W.......B.......W.. B pieces=2,1"), lines(kendall, position, 2),
                "in Kendall's rules it stays");
    }

    @Test
    @DisplayName("CR7 is kept by the rule set's variants from the command line (--set) and by its readable rules")
    void CR7_kept_by_variants_and_readable_rules() {
        String position = ".........W.........B.......W.. W pieces=2,1";
        List<String> expected = List.of("10->12 ...........W..W....B.......... B pieces=2,1");
        assertEquals(expected, lines(Points.vary(course, Points.parse(List.of("safe=5"))), position, 2), "--set safe=5");
        assertEquals(expected, lines(((SettingsRuleSet) course).readable(), position, 2), "readable");
    }

    @Test
    @DisplayName("CR7: where 15 is taken the piece goes to the first free square before it")
    void CR7_where_15_is_taken_the_first_free_square_before_it() {
        assertEquals(List.of("10->12 ...........W.WB....B.......... B pieces=2,2"),
                lines(course, ".........W....B....B.......W.. W pieces=2,2", 2));
    }

    @Test
    @DisplayName("CR7: a piece that has just reached 28..30 stays until its side's next move")
    void CR7_a_piece_just_arrived_stays() {
        assertEquals(List.of("26->28 ....B......................W.. B pieces=1,1"),
                lines(course, "....B....................W.... W pieces=1,1", 2));
    }

    @Test
    @DisplayName("CR7: a piece borne off from 28 is not sent back; another left there is")
    void CR7_bearing_off_is_not_being_left() {
        List<String> moves = lines(course, ".........W.........B.......WW. W pieces=3,1", 3);
        assertEquals(List.of("10->13 ............WWW....B.......... B pieces=3,1",
                "28->off .........W....W....B.......... B pieces=3,1"), moves,
                "29 needs exactly 2: left standing, it goes to 15 either way; 28 follows it (to 14) unless it bears off");
    }

    @Test
    @DisplayName("CR7: only the mover's pieces: an opponent's piece on 29 stays")
    void CR7_only_the_movers_pieces() {
        assertEquals(List.of("10->12 ...........W.......B........B. B pieces=1,2"),
                lines(course, ".........W.........B........B. W pieces=1,2", 2));
    }

    @Test
    @DisplayName("CR3: nothing protects a piece: a piece beside its own is swapped")
    void CR3_nothing_is_protected() {
        String position = ".........W.BB................. W pieces=1,2";
        assertEquals(List.of("10->12 .........B.WB................. B pieces=1,2"), lines(course, position, 2));
        assertTrue(lines(kendall, position, 2).stream().noneMatch(line -> line.startsWith("10->12")),
                "Kendall protects it (K3)");
    }

    @Test
    @DisplayName("CR5: a piece landing on 27 goes to 15")
    void CR5_the_water_sends_to_15() {
        assertEquals(List.of("26->27 ....B.........W............... W pieces=1,1"),
                lines(course, "....B....................W.... W pieces=1,1", 1));
    }

    @Test
    @DisplayName("CR7 on the fast path: the rule set keeps its games in place, which play CR7 as apply and the readable rules do")
    void CR7_in_place_as_on_the_masks_and_in_the_readable_rules() {
        SettingsRuleSet fast = (SettingsRuleSet) course;
        assertTrue(fast.afterMove().isPresent(), "the rule set's own rule");
        Playouts playouts = course.capability(Playouts.class).orElseThrow(() -> new AssertionError("no games in place"));
        Position start = Notation.parse(course, ".........W....B....B.......W.. W pieces=2,2");
        int move = ActionCode.move(10, 12, 0);
        Playout inPlace = playouts.playout(start);
        inPlace.apply(2, move);
        Position expected = Notation.parse(course, "...........W.WB....B.......... B pieces=2,2");
        assertEquals(expected, inPlace.position(), "in place");
        assertEquals(expected, course.apply(start, 2, move), "on the masks");
        assertEquals(expected, fast.readable().apply(start, 2, move), "by the readable rules");
    }
}
