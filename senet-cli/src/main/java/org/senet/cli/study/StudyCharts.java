package org.senet.cli.study;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Ellipse2D;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.senet.bots.study.Distribution;
import org.senet.bots.study.Play;
import org.senet.bots.study.StudyResult;
import org.senet.bots.study.WinRate;
import org.senet.cli.chart.Charts;

/** The charts of a study's report: the lengths of one configuration's games, the first player's advantage of all. */
public final class StudyCharts {
    /** About how many bars a length histogram has. */
    private static final int BINS = 40;
    /** How far apart the random and the strong mark of one configuration are drawn, in rows. */
    private static final double OFFSET = 0.15;

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
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(rates(results.get(0).random().players(), results, true, -OFFSET));
        data.addSeries(rates(results.get(0).strong().players(), results, false, OFFSET));
        String[] names = new String[results.size()];
        for (int row = 0; row < results.size(); row++) {
            names[row] = StudyTable.name(results.get(row));
        }
        SymbolAxis configurations = new SymbolAxis(null, names);
        configurations.setInverted(true);
        configurations.setGridBandsVisible(false);
        configurations.setRange(-0.6, results.size() - 0.4);
        NumberAxis rate = new NumberAxis("first player's win rate, % (95% interval)");
        rate.setRange(0, 100);
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDefaultLinesVisible(false);
        renderer.setErrorStroke(new BasicStroke(1.6f));
        renderer.setCapLength(6);
        renderer.setErrorPaint(null);
        Ellipse2D dot = new Ellipse2D.Double(-4, -4, 8, 8);
        for (int series = 0; series < 2; series++) {
            renderer.setSeriesPaint(series, series == 0 ? Charts.LIGHT : Charts.DARK);
            renderer.setSeriesShape(series, dot);
            renderer.setSeriesShapesVisible(series, true);
        }
        XYPlot plot = new XYPlot(data, configurations, rate, renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setRangeGridlinePaint(Charts.GRID);
        plot.setDomainGridlinesVisible(false);
        ValueMarker even = new ValueMarker(50, Color.GRAY, new BasicStroke(1f));
        plot.addRangeMarker(even);
        JFreeChart chart = new JFreeChart("First player's advantage", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        return Charts.styled(chart);
    }

    /** The height in pixels of the advantage chart of {@code configurations} rows. */
    public static int advantageHeight(int configurations) {
        return 160 + 44 * configurations;
    }

    private static YIntervalSeries rates(String name, List<StudyResult> results, boolean random, double offset) {
        YIntervalSeries series = new YIntervalSeries(name);
        for (int row = 0; row < results.size(); row++) {
            WinRate rate = random ? results.get(row).random().starter() : results.get(row).strong().starter();
            series.add(row + offset, 100 * rate.rate(), 100 * rate.interval95().low(), 100 * rate.interval95().high());
        }
        return series;
    }
}
