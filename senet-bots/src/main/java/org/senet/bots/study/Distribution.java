package org.senet.bots.study;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.simulation.GameLengths;

/**
 * How a count per game (throws, turns) was spread over the games: its mean and percentiles. The
 * percentile {@code pN} is the least count within which at least N% of the games stayed
 * ({@link GameLengths#percentile}).
 *
 * @param mean   the mean count per game
 * @param p10    the 10th percentile
 * @param p50    the median
 * @param p90    the 90th percentile
 * @param p99    the 99th percentile
 * @param counts how many games had each count: {@code counts.get(n)} games had count {@code n};
 *               empty with no game
 */
public record Distribution(double mean, long p10, long p50, long p90, long p99, List<Long> counts) {
    /**
     * Copies the counts.
     *
     * @param mean   the mean count per game
     * @param p10    the 10th percentile
     * @param p50    the median
     * @param p90    the 90th percentile
     * @param p99    the 99th percentile
     * @param counts how many games had each count
     */
    public Distribution {
        counts = List.copyOf(counts);
    }

    /**
     * The distribution of the counts of some games.
     *
     * @param perGame the count of each game
     * @return its mean and percentiles; every figure 0 with no game
     */
    public static Distribution of(int[] perGame) {
        int longest = 0;
        long sum = 0;
        for (int count : perGame) {
            longest = Math.max(longest, count);
            sum += count;
        }
        long[] histogram = new long[perGame.length == 0 ? 0 : longest + 1];
        for (int count : perGame) {
            histogram[count]++;
        }
        List<Long> counts = new ArrayList<>(histogram.length);
        for (long games : histogram) {
            counts.add(games);
        }
        return new Distribution(perGame.length == 0 ? 0 : sum / (double) perGame.length,
                GameLengths.percentile(histogram, 100), GameLengths.percentile(histogram, 500),
                GameLengths.percentile(histogram, 900), GameLengths.percentile(histogram, 990), counts);
    }
}
