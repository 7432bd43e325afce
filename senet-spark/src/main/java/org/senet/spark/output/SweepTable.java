package org.senet.spark.output;

import java.util.ArrayList;
import java.util.List;

import org.senet.bots.study.StudyColumns;
import org.senet.bots.study.StudyResult;
import org.senet.spark.job.RowResult;
import org.senet.spark.job.SweepSettings;

/**
 * A sweep's figures as a tab-separated table, one line per row (docs/sweeps.md names the columns): the
 * row's id, rule set and points, the seed and games, whether the engine played or refused it and why,
 * then the columns of random play as {@code senet study --tsv} gives them ({@link StudyColumns}) and, in a sweep
 * with strong games, those of strong self-play, its verdicts and the skill gap; empty for a refused row.
 */
public final class SweepTable {
    /** The status of a row played. */
    public static final String PLAYED = "played";
    /** The status of a row whose combination the engine refuses. */
    public static final String REFUSED = "refused";

    /** The columns that say which row a line is and how it was played, before the figures. */
    private static final List<String> KEY = List.of("id", "rules", "points", "seed", "random_games", "status",
            "reason");
    /** The columns of {@link #KEY} that hold numbers, and the strong games. */
    private static final List<String> KEY_NUMBERS = List.of("seed", "random_games", "strong_games");
    /** The prefixes of the columns of random and of strong play. */
    private static final List<String> PLAYS = List.of("random_", "strong_");

    private SweepTable() {
    }

    /**
     * The header line.
     *
     * @param settings the sweep's settings: with strong games, their columns are there too
     * @return the columns, tab-separated
     */
    public static String header(SweepSettings settings) {
        List<String> columns = new ArrayList<>(KEY);
        if (settings.strong()) {
            columns.add(columns.indexOf("random_games") + 1, "strong_games");
        }
        columns.addAll(StudyColumns.play("random_"));
        if (settings.strong()) {
            columns.addAll(StudyColumns.play("strong_"));
            columns.addAll(StudyColumns.VERDICTS);
            columns.addAll(StudyColumns.SKILL_GAP);
        }
        return String.join("\t", columns);
    }

    /**
     * The line of one row.
     *
     * @param result   the row's figures or reason
     * @param settings the sweep's seed and games
     * @return the line, tab-separated, with as many cells as the header
     */
    public static String line(RowResult result, SweepSettings settings) {
        List<String> cells = new ArrayList<>(List.of(result.row().id(), result.row().rules(),
                result.row().points().isEmpty() ? "-" : String.join(" ", result.row().points()),
                Long.toString(settings.seed()), Long.toString(settings.games())));
        if (settings.strong()) {
            cells.add(Long.toString(settings.strongGames()));
        }
        cells.add(result.random().isPresent() ? PLAYED : REFUSED);
        cells.add(result.refusal().map(SweepTable::oneCell).orElse(""));
        if (result.random().isPresent()) {
            cells.addAll(StudyColumns.play(result.random().get()));
        }
        if (result.study().isPresent()) {
            StudyResult study = result.study().get();
            cells.addAll(StudyColumns.play(study.strong()));
            cells.addAll(StudyColumns.verdicts(study.strong().verdicts().orElseThrow()));
            cells.addAll(StudyColumns.skillGap(study.skillGap()));
        }
        while (cells.size() < cells(header(settings)).size()) {
            cells.add("");
        }
        return String.join("\t", cells);
    }

    /**
     * The cells of a line of the table.
     *
     * @param line a line, as {@link #line} writes it
     * @return its cells; as many as the header's columns for a line of this table
     */
    public static List<String> cells(String line) {
        return List.of(line.split("\t", -1));
    }

    /**
     * The index of a column.
     *
     * @param column   a column of {@link #header}, e.g. {@code seed}
     * @param settings the sweep's settings, which say the columns
     * @return its index, from 0
     * @throws IllegalArgumentException if the table has no such column
     */
    public static int column(String column, SweepSettings settings) {
        int index = cells(header(settings)).indexOf(column);
        if (index < 0) {
            throw new IllegalArgumentException("no column " + column);
        }
        return index;
    }

    /**
     * What the cells of a column hold: text for the row's id, rule set, points, status and reason and for the
     * evaluator, whole numbers for the seed, the games, the unfinished games and the percentiles, decimals for the
     * rest ({@link StudyColumns#cell}).
     *
     * @param column a column of {@link #header}
     * @return what its cells hold
     * @throws IllegalArgumentException if no table of a sweep has such a column
     */
    public static StudyColumns.Cell cell(String column) {
        if (KEY_NUMBERS.contains(column)) {
            return StudyColumns.Cell.WHOLE;
        }
        if (KEY.contains(column)) {
            return StudyColumns.Cell.TEXT;
        }
        for (String play : PLAYS) {
            if (column.startsWith(play) && StudyColumns.PLAY.contains(column.substring(play.length()))) {
                return StudyColumns.cell(column.substring(play.length()));
            }
        }
        return StudyColumns.cell(column);
    }

    /**
     * Whether every line has a cell in a column: the columns that say which row a line is and how it was played,
     * but the reason, which only a refused row has.
     *
     * @param column a column of {@link #header}
     * @return whether no line leaves it empty
     */
    public static boolean alwaysFilled(String column) {
        return KEY_NUMBERS.contains(column) || KEY.contains(column) && !column.equals("reason");
    }

    /** A reason as one cell: no tab, no line break. */
    private static String oneCell(String text) {
        return text.replaceAll("[\\t\\r\\n]+", " ");
    }
}
