package org.senet.cli.study;

import java.awt.BasicStroke;
import java.awt.Font;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.senet.bots.study.Distribution;
import org.senet.bots.study.Play;
import org.senet.bots.study.StudyResult;
import org.senet.bots.study.WinRate;
import org.senet.charts.Charts;
import org.senet.charts.RateChart;

/** The charts of a study's report: the lengths of one configuration's games, the first player's advantage of all. */
public final class StudyCharts {
    /** About how many bars a length histogram has. */
    private static final int BINS = 40;

    private StudyCharts() {
    }

    /**
     * The lengths of one configuration's games in throws, random play and strong self-play overlaid as
     * shares of their games (so that different numbers of games compare), in bins of equal width up
     * to the longer 99th percentile of the two; the longest games beyond it are left out.
     *
     * @param result the figures of the configuration
     * @return the chart
     */
    public static JFreeChart lengths(StudyResult result) {
        List<Play> plays = List.of(result.random(), result.strong());
        long end = Math.max(1, Math.max(result.random().shape().throwsPerGame().p99(),
                result.strong().shape().throwsPerGame().p99()));
        long width = Math.max(1, (end + BINS - 1) / BINS);
        XYSeriesCollection data = new XYSeriesCollection();
        for (Play play : plays) {
            data.addSeries(histogram(play.players(), play.shape().throwsPerGame(), end, width));
        }
        NumberAxis throwsAxis = new NumberAxis("throws in the game (bins of " + width + ")");
        NumberAxis share = new NumberAxis("% of the games");
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        renderer.setSeriesPaint(0, Charts.LIGHT);
        renderer.setSeriesPaint(1, Charts.DARK);
        for (int series = 0; series < plays.size(); series++) {
            renderer.setSeriesStroke(series, new BasicStroke(2.2f));
        }
        XYPlot plot = new XYPlot(data, throwsAxis, share, renderer);
        plot.setDomainGridlinePaint(Charts.GRID);
        plot.setRangeGridlinePaint(Charts.GRID);
        JFreeChart chart = new JFreeChart("Game lengths: " + StudyTable.name(result), JFreeChart.DEFAULT_TITLE_FONT,
                plot, true);
        chart.addSubtitle(new TextTitle(plays.get(0).simulation().games() + " random games, "
                + plays.get(1).simulation().games() + " strong ones; the longest 1% beyond " + end + " throws not shown",
                new Font(Font.SANS_SERIF, Font.PLAIN, 12)));
        return Charts.styled(chart);
    }

    /** The share of the games in each bin {@code [k * width, (k + 1) * width)} up to {@code end}, at the bin's middle. */
    private static XYSeries histogram(String name, Distribution lengths, long end, long width) {
        List<Long> counts = lengths.counts();
        long games = counts.stream().mapToLong(Long::longValue).sum();
        XYSeries series = new XYSeries(name);
        for (long from = 0; from <= end; from += width) {
            long inBin = 0;
            for (long length = from; length < from + width && length < counts.size(); length++) {
                inBin += counts.get((int) length);
            }
            series.add(from + (width - 1) / 2.0, games == 0 ? 0 : 100.0 * inBin / games);
        }
        return series;
    }

    /**
     * The first player's win rate of every configuration with its 95% interval, random play and
     * strong self-play side by side, one row per configuration, a line at 50%.
     *
     * @param results the figures of every configuration, in the order studied (drawn top down)
     * @return the chart
     */
    public static JFreeChart advantage(List<StudyResult> results) {
        List<String> names = results.stream().map(StudyTable::name).toList();
        return RateChart.of("First player's advantage", "first player's win rate, % (95% interval)", names, List.of(
                new RateChart.Series(results.get(0).random().players(), Charts.LIGHT,
                        results.stream().map(result -> estimate(result.random().starter())).toList()),
                new RateChart.Series(results.get(0).strong().players(), Charts.DARK,
                        results.stream().map(result -> estimate(result.strong().starter())).toList())));
    }

    /** The height in pixels of the advantage chart of {@code configurations} rows. */
    public static int advantageHeight(int configurations) {
        return RateChart.height(configurations);
    }

    private static RateChart.Estimate estimate(WinRate rate) {
        return new RateChart.Estimate(rate.rate(), rate.interval95().low(), rate.interval95().high());
    }
}
