package org.senet.cli.review;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.io.IOException;
import java.nio.file.Path;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.senet.bots.analysis.ErrorSize;
import org.senet.bots.analysis.GameReview;
import org.senet.bots.analysis.ReviewLine;
import org.senet.bots.analysis.ThrowLuck;
import org.senet.charts.Charts;
import org.senet.core.board.Side;

/**
 * The picture of a reviewed game: light's chance of winning after every step, with the mistakes and
 * blunders of each side and the luckiest and unluckiest throws marked.
 */
public final class ReviewChart {
    /** Width of the image in pixels. */
    public static final int WIDTH = 1000;
    /** Height of the image in pixels. */
    public static final int HEIGHT = 500;

    private ReviewChart() {
    }

    /**
     * The chart of a review.
     *
     * @param review the review
     * @param title  the chart's title, e.g. the rule set and the players
     * @return the chart
     */
    public static JFreeChart of(GameReview review, String title) {
        XYSeries chance = new XYSeries("light's chance of winning", false);
        XYSeries lightErrors = new XYSeries("light's errors of " + ErrorSize.MISTAKE.threshold() + " or more", false);
        XYSeries darkErrors = new XYSeries("dark's errors of " + ErrorSize.MISTAKE.threshold() + " or more", false);
        XYSeries luck = new XYSeries("throws with luck of " + ThrowLuck.NOTABLE + " or more, either way", false);
        chance.add(0, review.startChance());
        for (ReviewLine line : review.lines()) {
            if (line.thrown().isPresent()) {
                ThrowLuck thrown = line.thrown().orElseThrow();
                int throwStep = line.decision().isPresent() ? line.step() - 1 : line.step();
                double lightAfterThrow = line.side() == Side.LIGHT ? thrown.after() : 1 - thrown.after();
                chance.add(throwStep, lightAfterThrow);
                if (thrown.notable()) {
                    luck.add(throwStep, lightAfterThrow);
                }
            }
            if (line.decision().isPresent()) {
                chance.add(line.step(), line.lightChance());
                if (line.error() >= ErrorSize.MISTAKE.threshold() - 1e-12) {
                    (line.side() == Side.LIGHT ? lightErrors : darkErrors).add(line.step(), line.lightChance());
                }
            }
        }
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(chance);
        data.addSeries(lightErrors);
        data.addSeries(darkErrors);
        data.addSeries(luck);
        JFreeChart chart = ChartFactory.createXYLineChart(title, "step of the game (throws and moves)",
                "light's chance of winning", data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer();
        renderer.setSeriesPaint(0, Color.DARK_GRAY);
        renderer.setSeriesStroke(0, new BasicStroke(1.5f));
        renderer.setSeriesShapesVisible(0, false);
        style(renderer, 1, Charts.LIGHT, triangle(7));
        style(renderer, 2, Charts.DARK, triangle(7));
        style(renderer, 3, new Color(0x2E, 0x8B, 0x57), new Ellipse2D.Double(-5, -5, 10, 10));
        plot.setRenderer(renderer);
        NumberAxis range = (NumberAxis) plot.getRangeAxis();
        range.setRange(0, 1);
        ValueMarker even = new ValueMarker(0.5, Color.GRAY, new BasicStroke(1f, BasicStroke.CAP_BUTT,
                BasicStroke.JOIN_MITER, 1f, new float[] {4f, 4f}, 0f));
        plot.addRangeMarker(even);
        plot.setDomainGridlinePaint(Charts.GRID);
        plot.setRangeGridlinePaint(Charts.GRID);
        return Charts.styled(chart);
    }

    /**
     * Writes the chart of a review as a PNG image.
     *
     * @param review the review
     * @param title  the chart's title
     * @param file   where it goes
     * @param game   the game reviewed, which the chart must not replace
     * @throws IOException if it cannot be written or is refused; an old file there is left as it was
     */
    public static void write(GameReview review, String title, Path file, Path game) throws IOException {
        Charts.writePng(of(review, title), file, WIDTH, HEIGHT, game);
    }

    private static void style(XYLineAndShapeRenderer renderer, int series, Color colour, Shape shape) {
        renderer.setSeriesLinesVisible(series, false);
        renderer.setSeriesShapesVisible(series, true);
        renderer.setSeriesShape(series, shape);
        renderer.setSeriesPaint(series, colour);
    }

    private static Shape triangle(double size) {
        Path2D.Double path = new Path2D.Double();
        path.moveTo(0, -size);
        path.lineTo(size, size);
        path.lineTo(-size, size);
        path.closePath();
        return path;
    }
}
