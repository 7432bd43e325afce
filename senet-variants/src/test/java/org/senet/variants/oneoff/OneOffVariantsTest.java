package org.senet.variants.oneoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.notation.MoveListing;
import org.senet.core.points.Points;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.rules.UnthrowableValueException;

/**
 * One-point variants of each shipped rule set, each a few lines (this package): registered under its
 * own id (the test services file), played by the contract kit with every other rule set
 * ({@code AllRuleSetsContractTest}), and different from its shipped rule set exactly at its point.
 */
class OneOffVariantsTest {
    private final RuleSets registry = RuleSets.discover();

    @Test
    @DisplayName("each variant is found under its own id, as its own class, with its base's options and clauses")
    void registered_under_their_own_ids() {
        Map<String, Class<?>> variants = Map.of("kendall-15-safe", KendallFifteenSafe.class,
                "tait-sticks-5", TaitFiveSticks.class, "bell-unguarded", BellUnguarded.class,
                "rebirth-back-to-1", RebirthBackToStart.class, "assignment-no-walls", AssignmentWithoutWalls.class,
                "jequier-pusch-4", JequierPuschFour.class, "thibault-net-15", ThibaultNetFifteen.class);
        variants.forEach((id, type) -> {
            RuleSet variant = registry.get(id);
            assertEquals(type, variant.getClass(), id);
            assertTrue(variant.description().contains("a variant of"), id);
        });
        assertEquals(Map.of("robinson", "true"), registry.get("kendall-15-safe", Map.of("robinson", "true")).options(),
                "Kendall's option, kept by the variant");
        assertTrue(registry.get("thibault-net-15").optionSpecs().size() == 16, "Thibault's options");
    }

    @Test
    @DisplayName("each variant written in Java plays the settings of its base with the points of --set")
    void the_same_variants_from_points() {
        Map<String, List<String>> points = Map.of("kendall-15-safe", List.of("safe=+15"),
                "tait-sticks-5", List.of("sticks=5"), "bell-unguarded", List.of("safe=none"),
                "rebirth-back-to-1", List.of("water=1"), "assignment-no-walls", List.of("walls=off"),
                "jequier-pusch-4", List.of("pieces=4"), "thibault-net-15", List.of("net=16", "safe=15"));
        points.forEach((id, set) -> {
            String base = id.startsWith("jequier") ? "jequier-pusch" : id.substring(0, id.indexOf('-'));
            RuleSet varied = Points.vary(registry.get(base), Points.parse(set));
            assertEquals(((SettingsRuleSet) registry.get(id)).settings(), Points.settings(varied).orElseThrow(), id);
            assertTrue(varied.throwBound() >= registry.get(base).throwBound(),
                    id + ": the variant from points measures its own bound, never below its base's");
        });
    }

    @Test
    @DisplayName("Kendall with 15 safe: 12->15 onto a lone piece swaps in Kendall, is refused in the variant")
    void kendall_fifteen_safe() {
        String position = "...........W..B............... W pieces=1,1";
        assertEquals(List.of("12->15 ...........B..W............... B pieces=1,1"), lines("kendall", position, 3));
        assertEquals(List.of("12->9 ........W.....B............... B pieces=1,1"), lines("kendall-15-safe", position, 3),
                "the attack refused, the piece must go back (K4)");
        assertEquals("KS1", new Referee(registry.get("kendall-15-safe")).whyNot(
                parse("kendall-15-safe", "..........WW..B............... W pieces=2,1"), 3, 12).orElseThrow().clause());
        String elsewhere = "..........W...B............... W pieces=1,1";
        assertEquals(lines("kendall", elsewhere, 2), lines("kendall-15-safe", elsewhere, 2), "elsewhere the same");
    }

    @Test
    @DisplayName("Tait with sticks 1-5: no white side counts 5, which does all Tait's 6 did; 6 is never thrown")
    void tait_five_sticks() {
        assertEquals(6, registry.get("tait").throwTable().value(0));
        assertEquals(5, registry.get("tait-sticks-5").throwTable().value(0));
        String position = "...................W.......B.. W pieces=1,1";
        assertEquals(List.of("20->26 .........................W.B.. W pieces=1,1"), lines("tait", position, 6),
                "in Tait the zero-white throw is a 6, which earns a throw (TA3)");
        assertEquals(List.of("20->25 ........................W..B.. W pieces=1,1"), lines("tait-sticks-5", position, 5),
                "the zero-white throw is a 5 now, and earns the throw (TA3)");
        assertEquals(List.of("20->25 ........................W..B.. B pieces=1,1"), lines("tait", position, 5),
                "a 5 by number earns nothing in Tait");
        assertThrows(UnthrowableValueException.class, () -> new Referee(registry.get("tait-sticks-5"))
                .legalActions(parse("tait-sticks-5", position), 6));
    }

    @Test
    @DisplayName("Bell without safe squares: a piece on 15 can be hit")
    void bell_unguarded() {
        String position = "..............B..W............ W pieces=1,1";
        assertEquals(List.of("pass ..............B..W............ B pieces=1,1"), lines("bell", position, 3),
                "in Bell 15 is safe (BE4): no move");
        assertEquals(List.of("18->15 ..............W............... B pieces=1,1 wait=0,1"),
                lines("bell-unguarded", position, 3));
    }

    @Test
    @DisplayName("Rebirth with 27 sending to 1: 26->27 lands on 1, not 15")
    void rebirth_back_to_start() {
        String position = ".B.......................W.... W pieces=1,1";
        assertEquals(List.of("26->27 .B............W............... W pieces=1,1 thrown=1"), lines("rebirth", position, 1));
        assertEquals(List.of("26->27 WB............................ W pieces=1,1 thrown=1"),
                lines("rebirth-back-to-1", position, 1));
    }

    @Test
    @DisplayName("the assignment without walls: a 6 passes three dark pieces in a row")
    void assignment_without_walls() {
        String position = ".........W.BBB................ W pieces=1,3";
        assertEquals(List.of("10->4 ...W.......BBB................ W pieces=1,3"), lines("assignment", position, 6),
                "AS6: the wall blocks, so the move is backward (AS10)");
        assertEquals(List.of("10->16 ...........BBB.W.............. W pieces=1,3"),
                lines("assignment-no-walls", position, 6));
    }

    @Test
    @DisplayName("Jéquier/Pusch with 4 pieces: dark opens 8->9, light owes its first move with the piece on 7")
    void jequier_pusch_four() {
        RuleSet four = registry.get("jequier-pusch-4");
        RuleSet five = registry.get("jequier-pusch");
        assertEquals("WBWBWBW.B..................... B first9=1", format(four, four.start()));
        assertEquals("WBWBWBWBW.B................... B first9=1", format(five, five.start()));
        assertEquals(List.of("7->9 WBWBWBB.W..................... B"),
                lines("jequier-pusch-4", "WBWBWBW.B..................... W first9=1", 2),
                "only the front piece moves, and it swaps with the lone piece on 9");
    }

    @Test
    @DisplayName("Thibault with the net and 15 safe: the swap on 15 is refused; landing on 16 costs a throw")
    void thibault_net_and_fifteen() {
        String swap = "...........W..B............... W pieces=1,1";
        assertEquals(List.of("12->15 ...........B..W............... B pieces=1,1"), lines("thibault", swap, 3));
        assertEquals(List.of("12->9 ........W.....B............... B pieces=1,1"), lines("thibault-net-15", swap, 3));
        String net = ".............W.......B........ W pieces=1,1";
        assertEquals(List.of("14->16 ...............W.....B........ B pieces=1,1"), lines("thibault", net, 2));
        assertEquals(List.of("14->16 ...............W.....B........ B pieces=1,1 net=1"), lines("thibault-net-15", net, 2),
                "landing in the net: light's next throw is lost, so dark plays two turns");
    }

    private List<String> lines(String id, String position, int throwValue) {
        return MoveListing.lines(registry.get(id), position, throwValue);
    }

    private org.senet.core.position.Position parse(String id, String text) {
        return org.senet.core.notation.Notation.parse(registry.get(id), text);
    }

    private static String format(RuleSet rules, org.senet.core.position.Position position) {
        return org.senet.core.notation.Notation.format(rules, position);
    }

    @Test
    @DisplayName("every variant is a SettingsRuleSet whose readable rules list what its fast path lists")
    void variants_are_settings_rule_sets() {
        for (String id : List.of("kendall-15-safe", "tait-sticks-5", "bell-unguarded", "rebirth-back-to-1",
                "assignment-no-walls", "jequier-pusch-4", "thibault-net-15")) {
            assertTrue(registry.get(id) instanceof SettingsRuleSet, id);
        }
    }
}
