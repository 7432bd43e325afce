package org.senet.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * A property that fails on a game shrinks it: jqwik drops and lowers the choices of the game's script for as
 * long as the property still fails, and the kit's report gives the short game left, which replays the failure.
 */
class ShrinkingTest {
    private static final Pattern SCRIPT = Pattern.compile("new GameScript\\(List\\.of\\(([0-9, ]*)\\)\\)");

    /** The contract against a planted bug (a swap deletes the opponent's piece); run by the test below only. */
    static class PlantedSwapContract implements RuleSetContract {
        @Override
        public List<String> ruleSetIds() {
            return List.of("sprint-swap-deletes-piece");
        }
    }

    @Test
    void a_failing_game_shrinks_to_a_short_game_that_replays_the_failure() {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(DiscoverySelectors.selectMethod(PlantedSwapContract.class,
                        "P1_every_change_in_pieces_is_explained_by_the_action",
                        RuleSetUnderTest.class.getName() + ", " + GameScript.class.getName()))
                .build();
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        launcher.execute(request, listener);
        TestExecutionSummary summary = listener.getSummary();
        assertEquals(1, summary.getTestsFailedCount(), "the planted bug fails P1");
        String message = summary.getFailures().get(0).getException().getMessage();
        Matcher matcher = SCRIPT.matcher(message);
        assertTrue(matcher.find(), "the failure names its game's script:\n" + message);
        List<Integer> choices = Arrays.stream(matcher.group(1).split(", ")).map(Integer::valueOf).toList();
        assertTrue(choices.size() <= 40, "shrunk to a short game: " + choices.size() + " choices\n" + message);

        GameScript shrunk = new GameScript(choices);
        RuleSetUnderTest subject = RuleSetUnderTest.discover("sprint-swap-deletes-piece", Map.of());
        AssertionError again = assertThrows(AssertionError.class, () ->
                new PlantedSwapContract().P1_every_change_in_pieces_is_explained_by_the_action(subject, shrunk));
        assertTrue(again.getMessage().contains("P1 pieces conserved"), again.getMessage());
    }
}
