package org.senet.testkit;

import static org.senet.testkit.ContractGames.maxThrows;
import static org.senet.testkit.ContractGames.randomGame;
import static org.senet.testkit.TryBudget.COVERAGE_GAMES_PER_TRY;
import static org.senet.testkit.TryBudget.COVERAGE_TRIES;
import static org.senet.testkit.TryBudget.THROWS_PER_TRY;

import java.util.EnumSet;
import java.util.Set;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.senet.core.rules.RuleSet;

/**
 * The property of {@link RuleSetContract} about what random games reach: the events an author expects of a rule
 * set ({@link #expectedEvents}) are each reached by some game, and how often each occurs is reported.
 */
public interface CoverageProperties extends ContractInputs {

    /**
     * The events that random games of {@code rules} must reach (coverage: at least one generated game
     * per event). By default: a move, a pass and a win.
     *
     * @param rules a rule set under test
     * @return the events its random games must reach
     */
    default Set<RandomGame.Event> expectedEvents(RuleSet rules) {
        return EnumSet.of(RandomGame.Event.MOVE, RandomGame.Event.PASS, RandomGame.Event.WIN);
    }

    /**
     * Coverage: random games of each rule set reach the events of {@link #expectedEvents}; jqwik reports
     * how often each of them occurs, and how many games end within the documented throw bound, unless the
     * reports of passing properties are turned off ({@link QuietStatistics}). Each try plays
     * games from its seed until every expected event is reached, at most {@link TryBudget#COVERAGE_GAMES_PER_TRY}
     * of them, and counts an event as reached if one of them reaches it. An event is required of a rule set drawn
     * in {@link TryBudget#COVERAGE_TRIES} tries or more, so that a rule set drawn in fewer (few tries in all, as
     * in a mutation-testing run, or many rule sets sharing them) is not failed for an event that is merely rare.
     *
     * @param subject the rule set under test
     * @param seed    the first random game's seed
     */
    @Property
    @StatisticsReport(format = QuietStatistics.class)
    default void random_games_reach_the_expected_events(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                                        @ForAll long seed) {
        RuleSet rules = subject.rules();
        Set<RandomGame.Event> expected = expectedEvents(rules);
        Set<RandomGame.Event> reached = EnumSet.noneOf(RandomGame.Event.class);
        long throwsPlayed = 0;
        for (int game = 0; game < COVERAGE_GAMES_PER_TRY && (game == 0 || throwsPlayed < THROWS_PER_TRY)
                && !reached.containsAll(expected); game++) {
            RandomGame played = randomGame(subject, seed + game, maxThrows(rules));
            throwsPlayed += played.throwsMade();
            reached.addAll(played.events());
            Statistics.label(subject + " throws").collect(played.throwsMade() <= rules.throwBound()
                    ? "within throwBound() " + rules.throwBound() : "beyond throwBound() " + rules.throwBound());
        }
        for (RandomGame.Event event : expected) {
            String label = subject + " reaches " + event;
            Statistics.label(label).collect(reached.contains(event));
            Statistics.label(label).coverage(coverage -> coverage.check(true)
                    .count((reachedIn, drawnIn) -> reachedIn > 0 || drawnIn < COVERAGE_TRIES));
        }
    }
}
