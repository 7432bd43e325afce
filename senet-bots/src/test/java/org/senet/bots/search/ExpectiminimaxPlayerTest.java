package org.senet.bots.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.SenetException;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/** The search's budgets over the shipped rule sets: the time cap, the node budget, the ranges. */
class ExpectiminimaxPlayerTest {
    @Test
    @DisplayName("a time cap is honoured: the search gives up and answers from the last finished depth")
    void time_cap_is_honoured() {
        // Only the outcome is checked; how fast a bot decides is measured by DecisionTimeBench.
        for (RuleSet rules : DecisionPoints.ruleSets()) {
            ExpectiminimaxPlayer player = new ExpectiminimaxPlayer(rules, new Budget(30, Long.MAX_VALUE, 50), 1);
            Position position = rules.start();
            int[] buffer = new int[RuleSet.MAX_ACTIONS];
            for (int value : new int[] {1, 2, 3, 4, rules.throwTable().zeroValue()}) {
                int count = rules.actions(position, value, buffer);
                int choice = player.choose(rules, position, value, buffer, count);
                assertTrue(choice >= 0 && choice < count);
                assertTrue(player.search().completedDepth() < 30, rules.id() + ": depth " + player.search().completedDepth());
            }
        }
    }

    @Test
    @DisplayName("a node budget stops the deepening the same way on every run")
    void node_budget_is_deterministic() {
        RuleSet rules = DecisionPoints.REGISTRY.get("thibault", Map.of());
        Position position = rules.start();
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        int count = rules.actions(position, 1, buffer);
        ExpectiminimaxPlayer a = new ExpectiminimaxPlayer(rules, new Budget(10, 5_000, 60_000), 3);
        ExpectiminimaxPlayer b = new ExpectiminimaxPlayer(rules, new Budget(10, 5_000, 60_000), 3);
        assertEquals(a.choose(rules, position, 1, buffer, count), b.choose(rules, position, 1, buffer, count));
        assertEquals(a.search().completedDepth(), b.search().completedDepth());
        assertTrue(a.search().completedDepth() < 10);
    }

    @Test
    @DisplayName("a budget refuses a negative depth, no nodes or no time")
    void budget_ranges() {
        assertThrows(SenetException.class, () -> new Budget(-1, 1, 1));
        assertThrows(SenetException.class, () -> new Budget(0, 0, 1));
        assertThrows(SenetException.class, () -> new Budget(0, 1, 0));
        assertEquals(new Budget(0, 1, 1), new Budget(0, 1, 1));
        assertEquals(new Budget(2, Long.MAX_VALUE, 5), Budget.depth(2, 5));
    }
}
