package com.example.senet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** The provider's five rule sets are found beside the rule sets registered one by one. */
class PieceSweepTest {
    @Test
    void every_piece_count_is_a_rule_set() {
        RuleSets ruleSets = RuleSets.discover();
        for (int pieces = 3; pieces <= 7; pieces++) {
            RuleSet ruleSet = ruleSets.get("kendall-" + pieces);
            assertEquals(pieces, ruleSet.piecesPerSide());
            assertEquals(pieces, Integer.bitCount(ruleSet.start().mask(ruleSet.start().toMove())));
        }
        assertEquals("kendall-15-safe", ruleSets.get("kendall-15-safe").id());
    }
}
