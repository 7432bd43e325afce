package org.senet.spark.output;

import java.awt.Font;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.senet.charts.Charts;
import org.senet.charts.RateChart;

/**
 * The charts of a sweep's page, each showing the rows' figures across the sweep: the first player's advantage
 * of every row played, sorted by it, and, with strong games, the skill gap against the length of the games.
 */
public final class SweepCharts {
    private SweepCharts() {
    }

    /**
     * The rows played, sorted by the first player's share of the random games, the lowest first (rows of the
     * same share in the grid's order).
     *
     * @param rows the rows done, in the grid's order
     * @return the rows played, sorted
     */
    public static List<RowFigures> byAdvantage(List<RowFigures> rows) {
        List<RowFigures> sorted = new ArrayList<>(rows.stream().filter(RowFigures::played).toList());
        sorted.sort(Comparator.comparingDouble(row -> row.starter().rate()));
        return sorted;
    }

    /**
     * The first player's share of the games of every row played, with its 95% interval, random play and (with
     * strong games) hard self-play side by side, the rows sorted by the share of random play, a line at 50%.
     *
     * @param sorted the rows played, as {@link #byAdvantage} sorts them; at least one
     * @return the chart
     */
    public static JFreeChart advantage(List<RowFigures> sorted) {
        List<RateChart.Series> series = new ArrayList<>();
        series.add(new RateChart.Series("random vs random", Charts.LIGHT,
                sorted.stream().map(RowFigures::starter).toList()));
        if (sorted.get(0).strong().isPresent()) {
            series.add(new RateChart.Series("hard vs hard", Charts.DARK,
                    sorted.stream().map(row -> row.strong().orElseThrow().starter()).toList()));
        }
        return RateChart.of("First player's advantage, row by row", "first player's win rate, % (95% interval)",
                sorted.stream().map(RowFigures::id).toList(), series);
    }

    /**
     * The skill gap against the length of the games: one point per row played, at the mean throws a game of
     * hard self-play across and the share of the games {@code hard} wins against {@code random} up, with its 95%
     * interval, labelled with the row's number in the page's table.
     *
     * @param rows    the rows done, in the grid's order, with strong games
     * @param numbers the number of each of those rows in the page's table
     * @return the chart
     */
    public static JFreeChart skillGap(List<RowFigures> rows, List<Integer> numbers) {
        // in the rows' order, not sorted by length: the labels are given by the index of a point
        YIntervalSeries points = new YIntervalSeries("hard vs random", false, true);
        List<String> labels = new ArrayList<>();
        for (int index = 0; index < rows.size(); index++) {
            RowFigures row = rows.get(index);
            if (row.played()) {
                RowFigures.Strong strong = row.strong().orElseThrow();
                points.add(strong.throwsMean(), 100 * strong.hardVsRandom().rate(), 100 * strong.hardVsRandom().low(),
                        100 * strong.hardVsRandom().high());
                labels.add(Integer.toString(numbers.get(index)));
            }
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(points);
        XYErrorRenderer renderer = Charts.intervalDots(Charts.DARK);
        renderer.setDefaultItemLabelGenerator((dataset, series, item) -> labels.get(item));
        renderer.setDefaultItemLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        renderer.setDefaultItemLabelsVisible(true);
        ItemLabelPosition right = new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3, TextAnchor.CENTER_LEFT);
        renderer.setDefaultPositiveItemLabelPosition(right);
        renderer.setDefaultNegativeItemLabelPosition(right);
        renderer.setItemLabelAnchorOffset(5);
        NumberAxis length = new NumberAxis("throws a game of hard self-play (mean)");
        length.setAutoRangeIncludesZero(false);
        length.setLowerMargin(0.08);
        length.setUpperMargin(0.08);
        NumberAxis gap = new NumberAxis("hard's win rate against random, % (95% interval)");
        gap.setAutoRangeIncludesZero(false);
        XYPlot plot = new XYPlot(data, length, gap, renderer);
        plot.setDomainGridlinePaint(Charts.GRID);
        plot.setRangeGridlinePaint(Charts.GRID);
        JFreeChart chart = new JFreeChart("Skill gap against game length", JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        chart.addSubtitle(new TextTitle("one point per row, labelled with its number in the table",
                new Font(Font.SANS_SERIF, Font.PLAIN, 12)));
        return Charts.styled(chart);
    }
}
