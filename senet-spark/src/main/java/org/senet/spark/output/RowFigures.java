package org.senet.spark.output;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.senet.charts.RateChart.Estimate;
import org.senet.spark.job.SweepSettings;

/**
 * The figures of one row that the sweep's page shows, read back from its line of the table ({@link SweepTable}),
 * so that the page of a sweep run again after a stop is made from the same text as that of a run without one.
 *
 * @param id           the row's id
 * @param refusal      the engine's reason, for a refused row; empty for a row played
 * @param starter      the first player's share of the random games, with its interval (0 for a refused row)
 * @param throwsMean   the mean throws a random game
 * @param throwsMedian the median throws a random game
 * @param strong       with strong games: the first player's share of hard self-play, its mean throws a game, and the
 *                     skill gap; empty without them, or for a refused row
 */
public record RowFigures(String id, Optional<String> refusal, Estimate starter, double throwsMean, long throwsMedian,
                         Optional<Strong> strong) {
    /**
     * The figures of strong play in a row.
     *
     * @param starter      the first player's share of hard self-play, with its interval
     * @param throwsMean   the mean throws a game of hard self-play
     * @param hardVsRandom the share of the games {@code hard} won against {@code random}, with its interval
     * @param hardVsEasy   the share of the games {@code hard} won against {@code easy}, with its interval
     */
    public record Strong(Estimate starter, double throwsMean, Estimate hardVsRandom, Estimate hardVsEasy) {
    }

    /**
     * The figures of a line of the table.
     *
     * @param line     a line as {@link SweepTable#line} writes it
     * @param settings the sweep's settings, which say the columns
     * @return the figures
     */
    public static RowFigures of(String line, SweepSettings settings) {
        List<String> cells = SweepTable.cells(line);
        String id = cells.get(SweepTable.column("id", settings));
        if (cells.get(SweepTable.column("status", settings)).equals(SweepTable.REFUSED)) {
            return new RowFigures(id, Optional.of(cells.get(SweepTable.column("reason", settings))),
                    new Estimate(0, 0, 0), 0, 0, Optional.empty());
        }
        Optional<Strong> strong = !settings.strong() ? Optional.empty()
                : Optional.of(new Strong(estimate(cells, "strong_starter_wins", "strong_starter", settings),
                        number(cells, "strong_throws_mean", settings), estimate(cells, "hard_vs_random", "hard_vs_random",
                        settings), estimate(cells, "hard_vs_easy", "hard_vs_easy", settings)));
        return new RowFigures(id, Optional.empty(), estimate(cells, "random_starter_wins", "random_starter", settings),
                number(cells, "random_throws_mean", settings),
                Long.parseLong(cells.get(SweepTable.column("random_throws_p50", settings))), strong);
    }

    /** {@return true if the engine played the row} */
    public boolean played() {
        return refusal.isEmpty();
    }

    /**
     * A share and its interval as the page and the progress lines write it, as {@code senet study}'s tables do:
     * {@code 52.3% (49.2-55.4)}.
     *
     * @param estimate the share and its interval, 0..1
     * @return the text, in percent with one decimal
     */
    public static String percent(Estimate estimate) {
        return String.format(Locale.ROOT, "%.1f%% (%.1f-%.1f)", 100 * estimate.rate(), 100 * estimate.low(),
                100 * estimate.high());
    }

    /** The share in column {@code rate} and its interval in {@code <prefix>_low95} and {@code <prefix>_high95}. */
    private static Estimate estimate(List<String> cells, String rate, String prefix, SweepSettings settings) {
        return new Estimate(number(cells, rate, settings), number(cells, prefix + "_low95", settings),
                number(cells, prefix + "_high95", settings));
    }

    private static double number(List<String> cells, String column, SweepSettings settings) {
        return Double.parseDouble(cells.get(SweepTable.column(column, settings)));
    }
}
