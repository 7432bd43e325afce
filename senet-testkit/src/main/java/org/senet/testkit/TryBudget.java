package org.senet.testkit;

/**
 * What one try of a property of {@link RuleSetContract} may cost: how long the random games it plays may
 * be, and how many of their decisions it checks. The numbers are the kit's; the number of tries is jqwik's.
 */
public interface TryBudget {

    /** Decisions of one random game checked by the properties that look at every action in detail. */
    int SAMPLED_DECISIONS = 60;

    /**
     * The most random games played by one try of the coverage property,
     * {@link CoverageProperties#random_games_reach_the_expected_events}, which stops as soon as they have
     * reached every expected event.
     */
    int COVERAGE_GAMES_PER_TRY = 8;

    /**
     * How many tries a rule set must be drawn in before the coverage property requires each expected event of
     * it: with {@link #COVERAGE_GAMES_PER_TRY} games a try, an event reached by one game in three is then missed
     * about once in 17,000 runs, so a rule set drawn once or twice among few tries (a mutation-testing run's,
     * or many rule sets sharing a run) is not failed by chance. Its games are played and checked all the same.
     */
    int COVERAGE_TRIES = 3;

    /**
     * What one try of a property may cost, in throws of the random games it plays: a property that looks at
     * the positions of a game cuts it after this many throws, and the coverage property plays its
     * {@link #COVERAGE_GAMES_PER_TRY} games only while they stay within this many throws together (one game at
     * least), so that a rule set whose games are very long is tested in about the time of any other, not for
     * an hour. P7 alone plays every game to its end.
     */
    long THROWS_PER_TRY = 10_000;

    /**
     * The most decisions of one random game that a property checks one by one: a longer game has this many
     * checked, spread evenly over it (or, where each decision follows from the one before, the first this
     * many).
     */
    int CHECKED_DECISIONS = 4_000;

    /**
     * The most choices of a generated game script ({@link GameScript}): the properties that look at the
     * positions of a game play the game of a script, up to this many decisions and throws, so that jqwik can
     * shrink a failure to a short game. The properties about whole games (P5's same game, P7, the events)
     * play seeded games to their end.
     */
    int SCRIPT_CHOICES = 3_000;
}
