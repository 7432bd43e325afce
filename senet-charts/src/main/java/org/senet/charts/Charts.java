package org.senet.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Ellipse2D;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.senet.core.store.Content;
import org.senet.core.store.SafeWriter;

/**
 * What every chart of the applications shares (the command line's and the sweep's): drawing without a
 * display, one look, and writing a PNG file through the {@link SafeWriter}.
 */
public final class Charts {
    /** The colour of light's side in charts. */
    public static final Color LIGHT = new Color(0xC8, 0x8A, 0x12);
    /** The colour of dark's side in charts. */
    public static final Color DARK = new Color(0x33, 0x3F, 0x7A);
    /** Grid lines and neutral marks. */
    public static final Color GRID = new Color(0xDD, 0xDD, 0xDD);

    static {
        System.setProperty("java.awt.headless", "true");
    }

    private Charts() {
    }

    /**
     * Gives a chart the common look: white background, light grey grid, a plain title font.
     *
     * @param chart the chart, changed in place
     * @return the same chart
     */
    public static JFreeChart styled(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
        if (chart.getTitle() != null) {
            chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        }
        Plot plot = chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlinePaint(GRID);
        return chart;
    }

    /**
     * A renderer of dots, each with a bar over its interval (the y interval of a
     * {@link org.jfree.data.xy.YIntervalSeries}), no lines between them: a series in each colour given.
     *
     * @param colours the colour of each series, in order
     * @return the renderer
     */
    public static XYErrorRenderer intervalDots(Color... colours) {
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDefaultLinesVisible(false);
        renderer.setErrorStroke(new BasicStroke(1.6f));
        renderer.setCapLength(6);
        renderer.setErrorPaint(null);
        Ellipse2D dot = new Ellipse2D.Double(-4, -4, 8, 8);
        for (int series = 0; series < colours.length; series++) {
            renderer.setSeriesPaint(series, colours[series]);
            renderer.setSeriesShape(series, dot);
            renderer.setSeriesShapesVisible(series, true);
        }
        return renderer;
    }

    /**
     * Writes {@code chart} as a PNG image of {@code width} by {@code height} pixels to {@code file},
     * through the {@link SafeWriter}: the image is drawn in memory first, so a failed write says what
     * the disk said.
     *
     * @param chart   the chart
     * @param file    where the image goes
     * @param width   pixels across
     * @param height  pixels down
     * @param reading the files the chart is made from, which it must not replace
     * @throws IOException if the file cannot be written or is refused ({@link
     *                     org.senet.core.store.UnsafeTargetException}); the old file, if any, is left as it was
     */
    public static void writePng(JFreeChart chart, Path file, int width, int height, Path... reading)
            throws IOException {
        ByteArrayOutputStream image = new ByteArrayOutputStream();
        ChartUtils.writeChartAsPNG(image, chart, width, height);
        SafeWriter.SYSTEM.write(file, List.of(reading), Content.of(image.toByteArray()));
    }
}
