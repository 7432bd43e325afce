package org.senet.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import net.jqwik.api.PropertyDefaults;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.senet.core.rules.RuleSet;

/**
 * The coverage property fails a rule set whose random games never reach an event its author expects, once the
 * rule set was drawn in enough tries to tell; drawn in fewer, it is not failed by chance.
 */
class CoverageCheckTest {

    /** The sample plugin, expected to drown pieces, which it has no water to do; run by the tests below only. */
    static class ExpectsDrowningContract implements RuleSetContract {
        @Override
        public List<String> ruleSetIds() {
            return List.of("sprint");
        }

        @Override
        public Set<RandomGame.Event> expectedEvents(RuleSet rules) {
            return EnumSet.of(RandomGame.Event.MOVE, RandomGame.Event.DROWN);
        }
    }

    /** The same, drawn in two tries only: too few to require an event. */
    @PropertyDefaults(tries = 2)
    static class ExpectsDrowningInTwoTriesContract extends ExpectsDrowningContract {
    }

    /** The same, drawn in three tries: enough. */
    @PropertyDefaults(tries = TryBudget.COVERAGE_TRIES)
    static class ExpectsDrowningInThreeTriesContract extends ExpectsDrowningContract {
    }

    private static TestExecutionSummary coverage(Class<?> contract) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(DiscoverySelectors.selectMethod(contract, "random_games_reach_the_expected_events",
                        RuleSetUnderTest.class.getName() + ", long"))
                .build();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(request, listener);
        return listener.getSummary();
    }

    @Test
    void an_event_never_reached_fails_the_rule_set() {
        TestExecutionSummary summary = coverage(ExpectsDrowningInThreeTriesContract.class);
        assertEquals(1, summary.getTestsStartedCount(), "the property ran");
        assertEquals(1, summary.getTestsFailedCount(), "DROWN is never reached");
        String message = String.valueOf(summary.getFailures().get(0).getException().getMessage());
        assertTrue(message.contains("sprint reaches DROWN"), message);
    }

    @Test
    void a_rule_set_drawn_in_too_few_tries_is_not_failed_by_chance() {
        TestExecutionSummary summary = coverage(ExpectsDrowningInTwoTriesContract.class);
        assertEquals(1, summary.getTestsStartedCount(), "the property ran");
        assertEquals(0, summary.getTestsFailedCount(), "two tries cannot tell a rare event from a missing one");
    }
}
