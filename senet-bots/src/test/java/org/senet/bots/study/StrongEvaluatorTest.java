package org.senet.bots.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.bots.learning.ValueNetwork;
import org.senet.core.SenetException;
import org.senet.core.points.Points;
import org.senet.core.rules.RuleSet;

/** Which evaluation a study's strong play uses, and what the column strong_evaluator says. */
class StrongEvaluatorTest {
    private static final RuleSet KENDALL = DecisionPoints.REGISTRY.get("kendall");

    private static RuleSet kendall(String... points) {
        return Points.vary(KENDALL, Points.parse(List.of(points)));
    }

    @Test
    @DisplayName("a rule set as shipped is played by its own network, by both choices")
    void shipped_rule_set_has_its_network() {
        assertEquals("network", StrongEvaluator.own(KENDALL).name());
        assertEquals("network", StrongEvaluator.best(KENDALL).name());
        assertTrue(StrongEvaluator.best(KENDALL).network().isPresent());
    }

    @Test
    @DisplayName("a variant of the same shape: the formula by default, the base's network when the best is chosen")
    void variant_of_the_same_shape_gets_the_base_network() {
        RuleSet variant = kendall("water=15", "safe=+15");
        assertEquals(StrongEvaluator.formula(), StrongEvaluator.own(variant));
        StrongEvaluator best = StrongEvaluator.best(variant);
        assertEquals("network of kendall", best.name());
        ValueNetwork network = best.network().orElseThrow();
        assertSame(variant, network.rules(), "the network reads the variant's positions");
        assertEquals(ValueNetwork.shipped(KENDALL).orElseThrow().provenance(), network.provenance());
    }

    @Test
    @DisplayName("a variant of another shape (fewer pieces) is played by the formula")
    void variant_of_another_shape_gets_the_formula() {
        assertEquals(StrongEvaluator.formula(), StrongEvaluator.best(kendall("pieces=5")));
        assertTrue(ValueNetwork.ofBase(kendall("pieces=5")).isEmpty());
        assertTrue(ValueNetwork.ofBase(KENDALL).isEmpty(), "not a variant");
    }

    @Test
    @DisplayName("a study is refused a network of other settings than its own, and names the network it was given")
    void study_takes_only_a_network_of_its_settings() {
        StrongEvaluator ofKendall = StrongEvaluator.best(kendall("water=15"));
        assertThrows(SenetException.class, () -> Study.builder(kendall("water=1")).evaluator(ofKendall));
        StrongEvaluator trained = StrongEvaluator.trained(ValueNetwork.untrained(kendall("water=15"), 4, 1));
        assertEquals("trained, 0 games", trained.name());
        StudyResult result = Study.builder(kendall("water=15")).randomGames(1).strongGames(1).seed(3)
                .evaluator(ofKendall).build().run();
        assertEquals("network of kendall", result.strong().verdicts().orElseThrow().evaluator());
    }
}
