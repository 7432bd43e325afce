package org.senet.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;
import java.util.Objects;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * Rates with their 95% intervals, one line per row drawn top down: a dot at the rate and a bar over its
 * interval for each series, the series of a row side by side, and a line at 50%. The first player's advantage
 * of {@code senet study} (a row per configuration, random play and strong self-play) and of {@code senet sweep}
 * (a row per variant) are drawn so.
 */
public final class RateChart {
    /** How far apart the marks of two series of one row are drawn, in rows. */
    private static final double SPREAD = 0.3;

    private RateChart() {
    }

    /**
     * A rate and its 95% interval, as shares from 0 to 1.
     *
     * @param rate the rate
     * @param low  the interval's low end
     * @param high the interval's high end
     */
    public record Estimate(double rate, double low, double high) {
    }

    /**
     * One series of the chart: a mark in every row.
     *
     * @param name      its name in the legend
     * @param colour    its colour
     * @param estimates its rate in each row, in the rows' order
     */
    public record Series(String name, Color colour, List<Estimate> estimates) {
        /**
         * A series; the estimates are copied.
         *
         * @param name      its name in the legend
         * @param colour    its colour
         * @param estimates its rate in each row
         */
        public Series {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(colour, "colour");
            estimates = List.copyOf(estimates);
        }
    }

    /**
     * The chart.
     *
     * @param title  the chart's title
     * @param axis   the label of the rates' axis, e.g. {@code first player's win rate, % (95% interval)}
     * @param rows   the rows' names, top down
     * @param series the series, each with one estimate per row
     * @return the chart, in percent from 0 to 100
     * @throws IllegalArgumentException if there is no row or no series, or a series has not one estimate per row
     */
    public static JFreeChart of(String title, String axis, List<String> rows, List<Series> series) {
        if (rows.isEmpty() || series.isEmpty()) {
            throw new IllegalArgumentException("a chart of rates needs a row and a series");
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        for (int index = 0; index < series.size(); index++) {
            Series one = series.get(index);
            if (one.estimates().size() != rows.size()) {
                throw new IllegalArgumentException(one.name() + ": " + one.estimates().size() + " rates for "
                        + rows.size() + " rows");
            }
            double offset = (index - (series.size() - 1) / 2.0) * SPREAD;
            YIntervalSeries marks = new YIntervalSeries(one.name());
            for (int row = 0; row < rows.size(); row++) {
                Estimate estimate = one.estimates().get(row);
                marks.add(row + offset, 100 * estimate.rate(), 100 * estimate.low(), 100 * estimate.high());
            }
            data.addSeries(marks);
        }
        XYErrorRenderer renderer = Charts.intervalDots(series.stream().map(Series::colour).toArray(Color[]::new));
        SymbolAxis names = new SymbolAxis(null, rows.toArray(String[]::new));
        names.setInverted(true);
        names.setGridBandsVisible(false);
        names.setRange(-0.6, rows.size() - 0.4);
        NumberAxis rate = new NumberAxis(axis);
        rate.setRange(0, 100);
        XYPlot plot = new XYPlot(data, names, rate, renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setRangeGridlinePaint(Charts.GRID);
        plot.setDomainGridlinesVisible(false);
        plot.addRangeMarker(new ValueMarker(50, Color.GRAY, new BasicStroke(1f)));
        return Charts.styled(new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true));
    }

    /**
     * The height in pixels that gives each row of the chart room.
     *
     * @param rows the rows
     * @return the height
     */
    public static int height(int rows) {
        return 160 + 44 * rows;
    }
}
