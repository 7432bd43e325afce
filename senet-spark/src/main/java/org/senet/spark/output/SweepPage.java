package org.senet.spark.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.senet.bots.study.StudyColumns;
import org.senet.charts.Charts;
import org.senet.charts.RateChart;
import org.senet.core.store.Content;
import org.senet.core.store.SafeWriter;
import org.senet.spark.grid.Row;
import org.senet.spark.job.SweepSettings;

/**
 * The sweep's page in its folder: {@value #MARKDOWN}, which names the rule sets, the grid, the games and the seed,
 * holds one table of every row done (refused rows with the engine's reason) and shows two charts,
 * {@value #ADVANTAGE} (the first player's advantage of every row, sorted) and, with strong games,
 * {@value #SKILL_GAP} (the skill gap against the length of the games). It is made from the lines of the rows done
 * alone, with no date or time, so that a sweep stopped and run again ends with the page of a run without a stop,
 * byte for byte. Every file is written whole or not at all, through the {@link SafeWriter}.
 */
public final class SweepPage {
    /** The Markdown page of the sweep. */
    public static final String MARKDOWN = "sweep.md";
    /** The chart of the first player's advantage. */
    public static final String ADVANTAGE = "advantage.png";
    /** The chart of the skill gap against the length of the games. */
    public static final String SKILL_GAP = "skill-gap.png";

    private static final int WIDTH = 900;
    private static final int SKILL_GAP_HEIGHT = 600;

    private final Path folder;
    private final SweepSettings settings;
    private final String grid;
    private final List<Row> rows;

    /**
     * The page of a sweep.
     *
     * @param folder   the sweep's folder
     * @param settings the sweep's games and seed
     * @param grid     the options that give the rows, as the page names them ({@code --rules kendall --vary
     *                 water=held,15}, or {@code --rows rows.txt})
     * @param rows     every row of the sweep, in order
     */
    public SweepPage(Path folder, SweepSettings settings, String grid, List<Row> rows) {
        this.folder = folder;
        this.settings = settings;
        this.grid = grid;
        this.rows = List.copyOf(rows);
    }

    /**
     * Writes the charts, then the page.
     *
     * @param done the line of every row done, by id
     * @throws IOException if a file cannot be written (each is then as it was, or whole)
     */
    public void write(Map<String, String> done) throws IOException {
        List<RowFigures> figures = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        for (int index = 0; index < rows.size(); index++) {
            String line = done.get(rows.get(index).id());
            if (line != null) {
                figures.add(RowFigures.of(line, settings));
                numbers.add(index + 1);
            }
        }
        List<RowFigures> sorted = SweepCharts.byAdvantage(figures);
        if (!sorted.isEmpty()) {
            Charts.writePng(SweepCharts.advantage(sorted), folder.resolve(ADVANTAGE), WIDTH, RateChart.height(sorted.size()));
            if (settings.strong()) {
                Charts.writePng(SweepCharts.skillGap(figures, numbers), folder.resolve(SKILL_GAP), WIDTH, SKILL_GAP_HEIGHT);
            }
        }
        String text = String.join("\n", markdown(figures, numbers, !sorted.isEmpty())) + "\n";
        SafeWriter.SYSTEM.write(folder.resolve(MARKDOWN), Content.of(text.getBytes(StandardCharsets.UTF_8)));
    }

    private List<String> markdown(List<RowFigures> figures, List<Integer> numbers, boolean played) {
        List<String> lines = new ArrayList<>();
        lines.add("# Sweep of " + String.join(", ", rows.stream().map(Row::rules).distinct().toList()));
        lines.add("");
        lines.add("The rows: `" + grid + "` (" + count(rows.size()) + "). Each row plays "
                + settings.games() + " random games (`random` against `random`)"
                + (settings.strong() ? ", " + settings.strongGames() + " games of `hard` against itself and as many of each"
                + " skill-gap match (`hard` against `random`, against `easy`)" : "")
                + ", seed " + settings.seed() + ": the games of `senet study` of its variant with the same seed.");
        lines.add("");
        long refused = figures.stream().filter(row -> !row.played()).count();
        lines.add(figures.size() == rows.size() ? "Done: all " + count(rows.size()) + ", " + refused + " refused by the engine."
                : "Done: " + figures.size() + " of " + count(rows.size()) + ", " + refused + " refused by the engine; running the"
                + " same command again plays the others.");
        lines.add("");
        lines.add("Intervals are 95% Wilson score intervals; every column of every row is in `" + SweepFolder.TABLE + "`.");
        lines.add("");
        lines.add("## The rows");
        lines.add("");
        lines.addAll(table(figures, numbers));
        lines.add("");
        lines.add("## The first player's advantage, row by row");
        lines.add("");
        if (played) {
            lines.add("![The first player's win rate of every row, sorted](" + ADVANTAGE + ")");
            lines.add("");
            lines.add("The share of the games won by the side that moved first, a row per variant played, sorted from the"
                    + " lowest share of random play at the top" + (settings.strong() ? " (hard self-play beside it)" : "")
                    + "; a bar is the 95% interval. A row whose bar crosses the line at 50% shows no advantage either"
                    + " way at this number of games.");
        } else {
            lines.add("No chart: no row done was played (every one was refused).");
        }
        lines.add("");
        lines.add("## The skill gap against the length of the games");
        lines.add("");
        if (!settings.strong()) {
            lines.add("No chart: the sweep plays no strong games; give `--strong-games <n>` for the skill gap.");
        } else if (!played) {
            lines.add("No chart: no row done was played (every one was refused).");
        } else {
            lines.add("![The skill gap against the length of the games](" + SKILL_GAP + ")");
            lines.add("");
            lines.add("A point per row played, labelled with its number in the table: across, the mean throws a game of"
                    + " `hard` against itself; up, the share of the games `hard` wins against `random`, with its 95%"
                    + " interval. Higher, skill decides more of the games; further right, they last longer.");
        }
        return lines;
    }

    private List<String> table(List<RowFigures> figures, List<Integer> numbers) {
        List<String> lines = new ArrayList<>();
        int columns = settings.strong() ? 9 : 5;
        String header = "| # | row | first player wins, random play | throws: mean | throws: median";
        String rule = "| --- | --- | --- | --- | ---";
        if (settings.strong()) {
            header += " | first player wins, hard self-play | throws (hard): mean | hard vs random | hard vs easy";
            rule += " | --- | --- | --- | ---";
        }
        lines.add(header + " |");
        lines.add(rule + " |");
        for (int index = 0; index < figures.size(); index++) {
            RowFigures row = figures.get(index);
            List<String> cells = new ArrayList<>(List.of(Integer.toString(numbers.get(index)), "`" + row.id() + "`"));
            if (row.played()) {
                cells.addAll(List.of(RowFigures.percent(row.starter()), StudyColumns.decimal(row.throwsMean(), 1),
                        Long.toString(row.throwsMedian())));
                row.strong().ifPresent(strong -> cells.addAll(List.of(RowFigures.percent(strong.starter()),
                        StudyColumns.decimal(strong.throwsMean(), 1), RowFigures.percent(strong.hardVsRandom()),
                        RowFigures.percent(strong.hardVsEasy()))));
            } else {
                cells.add("refused: " + row.refusal().orElseThrow().replace("|", "\\|"));
            }
            while (cells.size() < columns) {
                cells.add("");
            }
            lines.add("| " + String.join(" | ", cells) + " |");
        }
        return lines;
    }

    /** {@return a number of rows in words: {@code 1 row}, {@code 9 rows}} */
    private static String count(long rows) {
        return String.format(Locale.ROOT, "%d %s", rows, rows == 1 ? "row" : "rows");
    }
}
