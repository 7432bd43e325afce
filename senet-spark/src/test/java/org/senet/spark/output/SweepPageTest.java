package org.senet.spark.output;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.SymbolAxis;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.spark.grid.Grid;
import org.senet.spark.grid.Row;
import org.senet.spark.job.RowResult;
import org.senet.spark.job.SweepSettings;

/**
 * The sweep's page and charts, written from the rows as they finish (played here without Spark, as the study of
 * each variant, which is what a sweep's row is): every row in one table, a refused one with its reason, two
 * charts as PNG files, and the same page after a stop and a run again as after a run without a stop.
 */
class SweepPageTest {
    private static final Grid GRID = SweepRows.GRID;
    private static final SweepSettings RANDOM = SweepRows.RANDOM;
    private static final SweepSettings STRONG = SweepRows.STRONG;

    private static List<RowResult> random;
    private static List<RowResult> strong;

    @TempDir
    Path temp;

    @BeforeAll
    static void play() {
        random = SweepRows.random();
        strong = SweepRows.strong();
    }

    private static SweepFolder write(Path folder, SweepSettings settings, List<RowResult> results) throws IOException {
        return SweepRows.write(folder, settings, results);
    }

    /** The lines of the page's table of rows. */
    private static List<String> tableRows(Path folder) throws IOException {
        return Files.readAllLines(folder.resolve(SweepPage.MARKDOWN)).stream().filter(line -> line.matches("\\| \\d+ \\|.*"))
                .toList();
    }

    @Test
    @DisplayName("the page names the rule set, the grid, the games and the seed, and lists every row, a refused one"
            + " with the engine's reason")
    void every_row_is_in_the_table() throws IOException {
        write(temp, RANDOM, random);
        String page = Files.readString(temp.resolve(SweepPage.MARKDOWN));
        assertTrue(page.startsWith("# Sweep of thibault\n"), page);
        assertTrue(page.contains("`" + GRID.options() + "` (8 rows)"), page);
        assertTrue(page.contains("200 random games"), page);
        assertTrue(page.contains("seed 3"), page);
        assertTrue(page.contains("Done: all 8 rows, 4 refused by the engine."), page);
        List<String> table = tableRows(temp);
        assertEquals(GRID.rows().size(), table.size(), page);
        for (int index = 0; index < random.size(); index++) {
            RowResult result = random.get(index);
            String line = table.get(index);
            assertTrue(line.startsWith("| " + (index + 1) + " | `" + result.row().id() + "` | "), line);
            if (result.refusal().isPresent()) {
                assertTrue(line.contains("| refused: " + result.refusal().get() + " |"), line);
            } else {
                assertTrue(line.contains(RowFigures.percent(RowFigures.of(SweepTable.line(result, RANDOM), RANDOM).starter())),
                        line);
            }
        }
        assertEquals(4, table.stream().filter(line -> line.contains("refused: ")).count());
        assertTrue(page.contains("No chart: the sweep plays no strong games"), page);
        assertFalse(Files.exists(temp.resolve(SweepPage.SKILL_GAP)));
        assertPng(temp.resolve(SweepPage.ADVANTAGE), 4);
    }

    @Test
    @DisplayName("the advantage chart shows the rows played, sorted by the first player's share of random play")
    void the_advantage_chart_is_sorted() {
        List<RowFigures> figures = random.stream().map(result -> RowFigures.of(SweepTable.line(result, RANDOM), RANDOM))
                .toList();
        List<RowFigures> sorted = SweepCharts.byAdvantage(figures);
        assertEquals(4, sorted.size());
        JFreeChart chart = SweepCharts.advantage(sorted);
        SymbolAxis rows = (SymbolAxis) chart.getXYPlot().getDomainAxis();
        assertEquals(sorted.stream().map(RowFigures::id).toList(), List.of(rows.getSymbols()));
        for (int row = 1; row < sorted.size(); row++) {
            assertTrue(chart.getXYPlot().getDataset().getYValue(0, row - 1) <= chart.getXYPlot().getDataset().getYValue(0, row),
                    "row " + row + " of " + List.of(rows.getSymbols()));
        }
        assertFalse(sorted.stream().map(RowFigures::starter).distinct().count() < 2, "the rows differ: the order is tested");
    }

    @Test
    @DisplayName("with strong games the table has their columns and both charts are PNG images")
    void with_strong_games_both_charts_are_drawn() throws IOException {
        write(temp, STRONG, strong);
        String page = Files.readString(temp.resolve(SweepPage.MARKDOWN));
        assertTrue(page.contains("| hard vs random | hard vs easy |"), page);
        assertTrue(page.contains("![The skill gap against the length of the games](" + SweepPage.SKILL_GAP + ")"), page);
        assertTrue(tableRows(temp).stream().filter(line -> !line.contains("refused"))
                .allMatch(line -> line.split("\\|").length == 10), page);
        assertPng(temp.resolve(SweepPage.ADVANTAGE), 4);
        assertPng(temp.resolve(SweepPage.SKILL_GAP), 0);
    }

    private static void assertPng(Path file, int rows) throws IOException {
        BufferedImage image = ImageIO.read(file.toFile());
        assertEquals(900, image.getWidth(), file.toString());
        if (rows > 0) {
            assertEquals(160 + 44 * rows, image.getHeight(), file.toString());
        }
        assertTrue(Files.size(file) > 10_000, file + " is a chart, not a blank image: " + Files.size(file) + " bytes");
    }

    @Test
    @DisplayName("a sweep stopped after some rows has the page of those rows; run again, it ends with the files of a run"
            + " without a stop, byte for byte")
    void stopped_and_run_again() throws IOException {
        Path whole = temp.resolve("whole");
        Path stopped = temp.resolve("stopped");
        write(whole, STRONG, strong);
        write(stopped, STRONG, strong.subList(0, 3));
        String partial = Files.readString(stopped.resolve(SweepPage.MARKDOWN));
        assertTrue(partial.contains("Done: 3 of 8 rows, 2 refused by the engine; running the same command again plays"
                + " the others."), partial);
        assertEquals(3, tableRows(stopped).size());
        SweepFolder again = write(stopped, STRONG, strong);
        assertEquals(8, again.done().size());
        assertEquals(files(whole), files(stopped));
        for (Path file : files(whole)) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(file)), Files.readAllBytes(stopped.resolve(file)),
                    file.toString());
        }
        // a run that finds every row done writes the page again, the same
        Files.delete(stopped.resolve(SweepPage.MARKDOWN));
        new SweepFolder(stopped, STRONG, GRID.options(), GRID.rows()).writeTables();
        assertArrayEquals(Files.readAllBytes(whole.resolve(SweepPage.MARKDOWN)),
                Files.readAllBytes(stopped.resolve(SweepPage.MARKDOWN)));
    }

    @Test
    @DisplayName("rows of a --rows file: the page names each rule set and the file; no chart without a row played")
    void rows_of_a_file() throws IOException {
        List<Row> rows = List.of(Row.parse("thibault[pieces=2]"), Row.parse("tait[pieces=2,safe=none]"));
        new SweepPage(temp, RANDOM, "--rows rows.txt", rows).write(Map.of(rows.get(1).id(),
                SweepTable.line(RowResult.refused(rows.get(1), "a | reason"), RANDOM)));
        String page = Files.readString(temp.resolve(SweepPage.MARKDOWN));
        assertTrue(page.startsWith("# Sweep of thibault, tait\n\nThe rows: `--rows rows.txt` (2 rows)."), page);
        assertTrue(page.contains("Done: 1 of 2 rows, 1 refused by the engine;"), page);
        assertEquals(List.of("| 2 | `tait[pieces=2,safe=none]` | refused: a \\| reason |  |  |"), tableRows(temp));
        assertTrue(page.contains("No chart: no row done was played"), page);
        assertFalse(Files.exists(temp.resolve(SweepPage.ADVANTAGE)));
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).map(folder::relativize).sorted().toList();
        }
    }
}
