package org.senet.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import javax.imageio.ImageIO;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The chart of rates with their intervals, and the PNG files of every chart. */
class RateChartTest {
    @TempDir
    Path temp;

    private static final List<String> ROWS = List.of("kendall", "kendall[water=15]");

    private static RateChart.Series series(String name, double... rates) {
        return new RateChart.Series(name, Charts.LIGHT,
                Arrays.stream(rates).mapToObj(rate -> new RateChart.Estimate(rate, rate - 0.02, rate + 0.02)).toList());
    }

    @Test
    void two_series_are_drawn_side_by_side_in_percent() {
        JFreeChart chart = RateChart.of("advantage", "rate", ROWS, List.of(series("random", 0.5, 0.4),
                series("strong", 0.6, 0.3)));
        XYPlot plot = chart.getXYPlot();
        assertEquals(2, plot.getDataset().getSeriesCount());
        assertEquals(-0.15, plot.getDataset().getXValue(0, 0), 1e-9);
        assertEquals(1.15, plot.getDataset().getXValue(1, 1), 1e-9);
        assertEquals(30.0, plot.getDataset().getYValue(1, 1), 1e-9);
        assertEquals(0.0, RateChart.of("one", "rate", ROWS, List.of(series("random", 0.5, 0.4))).getXYPlot()
                .getDataset().getXValue(0, 0), 1e-9);
    }

    @Test
    void a_series_without_a_rate_for_every_row_is_refused() {
        assertThrows(IllegalArgumentException.class, () -> RateChart.of("t", "rate", ROWS, List.of(series("x", 0.5))));
        assertThrows(IllegalArgumentException.class, () -> RateChart.of("t", "rate", List.of(), List.of()));
    }

    @Test
    void a_chart_is_written_as_a_png_the_same_bytes_each_time() throws IOException {
        JFreeChart chart = RateChart.of("advantage", "rate", ROWS, List.of(series("random", 0.5, 0.4)));
        Path file = temp.resolve("a.png");
        Charts.writePng(chart, file, 600, RateChart.height(ROWS.size()));
        BufferedImage image = ImageIO.read(file.toFile());
        assertEquals(600, image.getWidth());
        assertEquals(RateChart.height(2), image.getHeight());
        assertTrue(Files.size(file) > 5_000, "a chart, not an empty image: " + Files.size(file));
        byte[] first = Files.readAllBytes(file);
        Charts.writePng(RateChart.of("advantage", "rate", ROWS, List.of(series("random", 0.5, 0.4))), file, 600,
                RateChart.height(ROWS.size()));
        assertArrayEquals(first, Files.readAllBytes(file));
    }
}
