package org.senet.core.simulation;

/**
 * How long the games of a simulation were, in throws of the sticks: percentiles of the number of
 * throws per game. A game that hit the simulation's cap of throws counts with the cap. A rule set
 * chooses its {@link org.senet.core.rules.RuleSet#throwBound()} from {@link #p999()} of random games,
 * with some margin.
 *
 * @param p50     half of the games ended within this many throws (the median)
 * @param p90     90% of the games ended within this many throws
 * @param p99     99% of the games ended within this many throws
 * @param p999    99.9% of the games ended within this many throws
 * @param longest the longest game
 */
public record GameLengths(long p50, long p90, long p99, long p999, long longest) {
    /** The lengths of no game at all: every figure 0. */
    public static final GameLengths NONE = new GameLengths(0, 0, 0, 0, 0);

    /**
     * The lengths of games counted by length.
     *
     * @param games how many games lasted each number of throws: {@code games[n]} lasted {@code n}
     * @return their percentiles; {@link #NONE} when there is no game
     */
    public static GameLengths of(long[] games) {
        long total = 0;
        long longest = 0;
        for (int length = 0; length < games.length; length++) {
            total += games[length];
            if (games[length] > 0) {
                longest = length;
            }
        }
        if (total == 0) {
            return NONE;
        }
        return new GameLengths(percentile(games, total, 500), percentile(games, total, 900),
                percentile(games, total, 990), percentile(games, total, 999), longest);
    }

    /**
     * The least length within which at least {@code perMille}/1000 of the games counted ended: the
     * percentile of any count per game (throws, turns) given as a histogram.
     *
     * @param games    how many games had each length: {@code games[n]} had length {@code n}
     * @param perMille the share of the games, in thousandths: 500 for the median, 100 for the 10th percentile
     * @return the percentile; 0 when there is no game
     * @throws org.senet.core.SenetException if {@code perMille} is not in 0..1000
     */
    public static long percentile(long[] games, int perMille) {
        if (perMille < 0 || perMille > 1000) {
            throw new org.senet.core.SenetException("a percentile is in 0..1000 per mille, not " + perMille);
        }
        long total = 0;
        for (long count : games) {
            total += count;
        }
        return total == 0 ? 0 : percentile(games, total, perMille);
    }

    /** The least length within which at least {@code perMille}/1000 of the {@code total} games ended. */
    private static long percentile(long[] games, long total, int perMille) {
        long needed = (total * perMille + 999) / 1000;
        int length = 0;
        long seen = games[0];
        while (seen < needed) {
            seen += games[++length];
        }
        return length;
    }
}
