package org.senet.cli.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.senet.bots.study.Distribution;
import org.senet.bots.study.GameShape;
import org.senet.bots.study.Play;
import org.senet.bots.study.StudyColumns;
import org.senet.bots.study.StudyResult;
import org.senet.bots.study.Verdicts;
import org.senet.bots.study.WinRate;
import org.senet.bots.tables.EndgameTable;
import org.senet.cli.text.Wrap;
import org.senet.core.rules.RuleSet;

/**
 * The figures of a reconstruction study as text: a block per configuration for the terminal (within
 * 80 columns), one TSV line per configuration, and the Markdown tables of the report.
 */
public final class StudyTable {
    /** The width of the labels of the terminal block. */
    private static final int LABEL_WIDTH = 32;
    /** The width of a column of the terminal block. */
    private static final int COLUMN_WIDTH = 22;
    /** What a figure that is not measured shows. */
    private static final String NONE = "-";

    private StudyTable() {
    }

    /**
     * The name of a studied configuration: the rule set's id, then its options that differ from the
     * defaults as {@link EndgameTable#optionsText} gives them, {@code thibault walls=true,water=start}.
     *
     * @param rules the rule set with its options
     * @return its name
     */
    public static String name(RuleSet rules) {
        String options = EndgameTable.optionsText(rules);
        return rules.id() + (options.equals("-") ? "" : " " + options);
    }

    /**
     * The name of the configuration of a study's figures ({@link #name(RuleSet)}).
     *
     * @param result the figures of the configuration
     * @return its name
     */
    public static String name(StudyResult result) {
        return name(result.rules());
    }

    /**
     * The terminal block of one configuration, every line within 80 columns: a heading, then one line
     * per figure with random play and strong self-play side by side.
     *
     * @param result the figures of the configuration
     * @return the lines of the block
     */
    public static List<String> block(StudyResult result) {
        Play random = result.random();
        Play strong = result.strong();
        List<String> lines = new ArrayList<>();
        lines.addAll(Wrap.lines(name(result) + (result.rules().options().isEmpty() ? " (defaults)" : "") + ", seed "
                + result.seed() + ": " + random.simulation().games() + " random games, " + strong.simulation().games()
                + " strong ones", Wrap.WIDTH - 1, 2));
        lines.add(line("", "random play", "hard self-play"));
        lines.add(line("first player wins (95% CI)", rate(random.starter()), rate(strong.starter())));
        lines.add(line("throws a game: mean", mean(random.shape().throwsPerGame()),
                mean(strong.shape().throwsPerGame())));
        lines.add(line("  p10/p50/p90/p99", percentiles(random.shape().throwsPerGame()),
                percentiles(strong.shape().throwsPerGame())));
        lines.add(line("turns a game: mean", mean(random.shape().turnsPerGame()), mean(strong.shape().turnsPerGame())));
        lines.add(line("  p10/p50/p90/p99", percentiles(random.shape().turnsPerGame()),
                percentiles(strong.shape().turnsPerGame())));
        lines.add(line("actions after a throw: mean", decimal(random.shape().branching(), 2),
                decimal(strong.shape().branching(), 2)));
        lines.add(line("forced moves", percent(random.shape().forced()), percent(strong.shape().forced())));
        lines.add(line("passes", percent(random.shape().passes()), percent(strong.shape().passes())));
        Verdicts verdicts = strong.verdicts().orElseThrow();
        lines.add(line("lead changes a throw", NONE, decimal(verdicts.leadChanges(), 3)));
        lines.add(line("drama", NONE, decimal(verdicts.drama(), 3)));
        lines.add(line("throws with the winner behind", NONE, percent(verdicts.winnerBehind())));
        lines.add(line("decisiveness", NONE, decimal(verdicts.decisiveness(), 3)));
        lines.add(line("evaluator of the verdicts", NONE, verdicts.evaluator()));
        long unfinished = random.simulation().unfinished() + strong.simulation().unfinished();
        if (unfinished > 0) {
            lines.add(line("unfinished games", Long.toString(random.simulation().unfinished()),
                    Long.toString(strong.simulation().unfinished())));
        }
        lines.add(line("hard vs random (95% CI)", rate(result.skillGap().againstRandom()), ""));
        lines.add(line("hard vs easy (95% CI)", rate(result.skillGap().againstEasy()), ""));
        return lines;
    }

    private static String line(String label, String random, String strong) {
        return (pad(label, LABEL_WIDTH) + pad(random, COLUMN_WIDTH) + strong).stripTrailing();
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(1, width - text.length()));
    }

    /**
     * The header line of the TSV output: the columns, tab-separated.
     *
     * @return the header
     */
    public static String tsvHeader() {
        List<String> columns = new ArrayList<>(List.of("rules", "options", "random_games", "strong_games", "seed"));
        columns.addAll(StudyColumns.play("random_"));
        columns.addAll(StudyColumns.play("strong_"));
        columns.addAll(StudyColumns.VERDICTS);
        columns.addAll(StudyColumns.SKILL_GAP);
        return String.join("\t", columns);
    }

    /**
     * The TSV line of one configuration, its columns as {@link #tsvHeader()} names them: rates and
     * shares as fractions 0..1 with four decimals, means with two; the options as
     * {@link EndgameTable#optionsText} gives them ({@code -} at the defaults).
     *
     * @param result the figures of the configuration
     * @return the line, tab-separated
     */
    public static String tsvLine(StudyResult result) {
        List<String> cells = new ArrayList<>(List.of(result.rules().id(), EndgameTable.optionsText(result.rules()),
                Long.toString(result.random().simulation().games()), Long.toString(result.strong().simulation().games()),
                Long.toString(result.seed())));
        cells.addAll(StudyColumns.play(result.random()));
        cells.addAll(StudyColumns.play(result.strong()));
        cells.addAll(StudyColumns.verdicts(result.strong().verdicts().orElseThrow()));
        cells.addAll(StudyColumns.skillGap(result.skillGap()));
        return String.join("\t", cells);
    }

    /**
     * The Markdown table of the first player's advantage and the skill gap, one row per configuration.
     *
     * @param results the figures of every configuration, in the order studied
     * @return the lines of the table
     */
    public static List<String> advantageTable(List<StudyResult> results) {
        List<String> lines = new ArrayList<>();
        lines.add("| rule set | first player wins, random play | first player wins, hard self-play "
                + "| hard vs random | hard vs easy |");
        lines.add("| --- | --- | --- | --- | --- |");
        for (StudyResult result : results) {
            lines.add(row(name(result), rate(result.random().starter()), rate(result.strong().starter()),
                    rate(result.skillGap().againstRandom()), rate(result.skillGap().againstEasy())));
        }
        return lines;
    }

    /**
     * The Markdown table of the games' lengths and the choice they give, two rows per configuration
     * (random play, strong self-play).
     *
     * @param results the figures of every configuration, in the order studied
     * @return the lines of the table
     */
    public static List<String> lengthsTable(List<StudyResult> results) {
        List<String> lines = new ArrayList<>();
        lines.add("| rule set | play | throws: mean | p10/p50/p90/p99 | turns: mean | p10/p50/p90/p99 "
                + "| actions after a throw | forced | passes |");
        lines.add("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
        for (StudyResult result : results) {
            for (Play play : List.of(result.random(), result.strong())) {
                GameShape shape = play.shape();
                lines.add(row(name(result), play.players(), mean(shape.throwsPerGame()),
                        percentiles(shape.throwsPerGame()), mean(shape.turnsPerGame()), percentiles(shape.turnsPerGame()),
                        decimal(shape.branching(), 2), percent(shape.forced()), percent(shape.passes())));
            }
        }
        return lines;
    }

    /**
     * The Markdown table of the evaluator's verdicts along strong self-play, one row per configuration.
     *
     * @param results the figures of every configuration, in the order studied
     * @return the lines of the table
     */
    public static List<String> verdictsTable(List<StudyResult> results) {
        List<String> lines = new ArrayList<>();
        lines.add("| rule set | lead changes a throw | drama | throws with the winner behind | decisiveness | evaluator |");
        lines.add("| --- | --- | --- | --- | --- | --- |");
        for (StudyResult result : results) {
            Verdicts verdicts = result.strong().verdicts().orElseThrow();
            lines.add(row(name(result), decimal(verdicts.leadChanges(), 3), decimal(verdicts.drama(), 3),
                    percent(verdicts.winnerBehind()), decimal(verdicts.decisiveness(), 3), verdicts.evaluator()));
        }
        return lines;
    }

    private static String row(String... cells) {
        return "| " + String.join(" | ", cells) + " |";
    }

    /** {@code 52.3% (49.2-55.4)}: a win rate and its 95% interval, one decimal. */
    private static String rate(WinRate rate) {
        return String.format(Locale.ROOT, "%.1f%% (%.1f-%.1f)", 100 * rate.rate(), 100 * rate.interval95().low(),
                100 * rate.interval95().high());
    }

    private static String mean(Distribution distribution) {
        return decimal(distribution.mean(), 1);
    }

    private static String percentiles(Distribution distribution) {
        return distribution.p10() + "/" + distribution.p50() + "/" + distribution.p90() + "/" + distribution.p99();
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }

    private static String decimal(double value, int decimals) {
        return StudyColumns.decimal(value, decimals);
    }
}
