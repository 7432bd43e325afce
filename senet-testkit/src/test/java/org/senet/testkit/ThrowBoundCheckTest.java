package org.senet.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import com.example.senet.SprintRules;
import org.junit.jupiter.api.Test;
import org.senet.core.rules.RuleSet;

/** P7's bound: a rule set whose games outgrow its documented bound is told so, with the lengths measured. */
class ThrowBoundCheckTest {
    @Test
    void a_bound_that_covers_the_games_passes() {
        assertEquals(Optional.empty(), ThrowBoundCheck.problem(new SprintRules()));
    }

    @Test
    void a_bound_below_the_games_is_reported_with_the_lengths_measured_and_a_bound_to_state() {
        RuleSet tooLow = new SprintRules() {
            @Override
            public long throwBound() {
                return 20;
            }
        };
        String problem = ThrowBoundCheck.problem(tooLow).orElseThrow();
        assertTrue(problem.startsWith("throwBound() 20 is too low: of 400 random games"), problem);
        assertTrue(problem.contains("median ") && problem.contains("99th percentile ")
                && problem.contains("Rulebook.withThrowBound"), problem);
        assertTrue(problem.contains("longest "), problem);
    }
}
