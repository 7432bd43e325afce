package org.senet.spark.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.senet.charts.RateChart.Estimate;

/** The sweep's scatter of the skill gap: each point labelled with the number of its own row. */
class SweepChartsTest {

    private static RowFigures row(String id, double strongThrows, double hardVsRandom) {
        Estimate half = new Estimate(0.5, 0.45, 0.55);
        Estimate gap = new Estimate(hardVsRandom, hardVsRandom - 0.1, Math.min(1, hardVsRandom + 0.1));
        return new RowFigures(id, Optional.empty(), half, 200, 190,
                Optional.of(new RowFigures.Strong(half, strongThrows, gap, half)));
    }

    @Test
    void each_point_carries_the_number_of_its_row() {
        // the rows' order is not the order of their lengths
        List<RowFigures> rows = List.of(row("a", 139, 1.0), row("b", 175, 0.9), row("c", 160, 0.8),
                row("d", 181, 0.85), row("e", 152, 0.7));
        List<Integer> numbers = List.of(1, 2, 3, 4, 5);
        JFreeChart chart = SweepCharts.skillGap(rows, numbers);
        XYPlot plot = chart.getXYPlot();
        XYDataset points = plot.getDataset();
        assertEquals(rows.size(), points.getItemCount(0));
        for (int item = 0; item < points.getItemCount(0); item++) {
            String label = plot.getRenderer().getDefaultItemLabelGenerator().generateLabel(points, 0, item);
            RowFigures labelled = rows.get(numbers.indexOf(Integer.valueOf(label)));
            RowFigures.Strong strong = labelled.strong().orElseThrow();
            assertEquals(strong.throwsMean(), points.getXValue(0, item), 1e-9, "point " + item + " labelled " + label);
            assertEquals(100 * strong.hardVsRandom().rate(), points.getYValue(0, item), 1e-9, "point " + item);
        }
    }
}
