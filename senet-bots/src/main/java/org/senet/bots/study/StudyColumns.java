package org.senet.bots.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The figures of a study as the cells of a tab-separated table, the same in every table that shows
 * them ({@code senet study --tsv}, {@code senet sweep}): rates and shares as fractions 0..1 with four
 * decimals, means with two, counts and percentiles as whole numbers, numbers in the root locale.
 */
public final class StudyColumns {
    /** The columns of one kind of play ({@link #play}), each named after the prefix of the play, {@code random_}. */
    public static final List<String> PLAY = List.of("starter_wins", "starter_low95", "starter_high95",
            "unfinished", "throws_mean", "throws_p10", "throws_p50", "throws_p90", "throws_p99", "turns_mean",
            "turns_p10", "turns_p50", "turns_p90", "turns_p99", "branching", "forced", "passes");

    /** The columns of the evaluator's verdicts along strong self-play ({@link #verdicts}). */
    public static final List<String> VERDICTS = List.of("strong_evaluator", "strong_lead_changes", "strong_drama",
            "strong_winner_behind", "strong_decisiveness");

    /** The columns of the skill gap ({@link #skillGap}). */
    public static final List<String> SKILL_GAP = List.of("hard_vs_random", "hard_vs_random_low95",
            "hard_vs_random_high95", "hard_vs_easy", "hard_vs_easy_low95", "hard_vs_easy_high95");

    /** The columns of {@link #PLAY} whose cells are whole numbers: the unfinished games and the percentiles. */
    private static final Set<String> WHOLE_NUMBERS = Set.of("unfinished", "throws_p10", "throws_p50", "throws_p90",
            "throws_p99", "turns_p10", "turns_p50", "turns_p90", "turns_p99");

    /** What the cells of a column hold, for a table that keeps them typed (a sweep's Parquet file). */
    public enum Cell {
        /** Text: the evaluator's name. */
        TEXT,
        /** A whole number: a count or a percentile. */
        WHOLE,
        /** A decimal number: a rate, a share or a mean. */
        DECIMAL
    }

    private StudyColumns() {
    }

    /**
     * What the cells of a column hold.
     *
     * @param column a column of {@link #PLAY} without its prefix ({@code throws_p10}), of {@link #VERDICTS} or of
     *               {@link #SKILL_GAP}
     * @return what its cells hold
     * @throws IllegalArgumentException if it is none of those columns
     */
    public static Cell cell(String column) {
        if (WHOLE_NUMBERS.contains(column)) {
            return Cell.WHOLE;
        }
        if (column.equals("strong_evaluator")) {
            return Cell.TEXT;
        }
        if (PLAY.contains(column) || VERDICTS.contains(column) || SKILL_GAP.contains(column)) {
            return Cell.DECIMAL;
        }
        throw new IllegalArgumentException("no column " + column + " of a study");
    }

    /**
     * The cells of the verdicts, in the order of {@link #VERDICTS}: the evaluator, then lead changes, drama, the
     * share of throws with the winner behind and decisiveness.
     *
     * @param verdicts the verdicts along strong self-play
     * @return the cells
     */
    public static List<String> verdicts(Verdicts verdicts) {
        return List.of(verdicts.evaluator(), decimal(verdicts.leadChanges(), 4), decimal(verdicts.drama(), 4),
                decimal(verdicts.winnerBehind(), 4), decimal(verdicts.decisiveness(), 4));
    }

    /**
     * The cells of the skill gap, in the order of {@link #SKILL_GAP}: {@code hard}'s win rate against
     * {@code random} and against {@code easy}, each with its 95% interval.
     *
     * @param skillGap the skill gap
     * @return the cells
     */
    public static List<String> skillGap(SkillGap skillGap) {
        List<String> cells = new ArrayList<>(rate(skillGap.againstRandom()));
        cells.addAll(rate(skillGap.againstEasy()));
        return cells;
    }

    /**
     * The names of the columns of one kind of play.
     *
     * @param prefix what each name starts with, e.g. {@code random_}
     * @return the names, in the order of {@link #PLAY}
     */
    public static List<String> play(String prefix) {
        return PLAY.stream().map(column -> prefix + column).toList();
    }

    /**
     * The cells of one kind of play, in the order of {@link #PLAY}: the starter's win rate and its 95%
     * interval, the unfinished games, throws and turns a game (mean and p10/p50/p90/p99), the mean
     * actions after a throw and the shares of forced moves and of passes.
     *
     * @param play the figures of the play
     * @return the cells
     */
    public static List<String> play(Play play) {
        List<String> cells = new ArrayList<>(rate(play.starter()));
        cells.add(Long.toString(play.simulation().unfinished()));
        GameShape shape = play.shape();
        cells.addAll(distribution(shape.throwsPerGame()));
        cells.addAll(distribution(shape.turnsPerGame()));
        cells.addAll(List.of(decimal(shape.branching(), 4), decimal(shape.forced(), 4), decimal(shape.passes(), 4)));
        return cells;
    }

    /**
     * The cells of a win rate: the rate, then the low and the high bound of its 95% interval.
     *
     * @param rate the win rate
     * @return three cells, four decimals each
     */
    public static List<String> rate(WinRate rate) {
        return List.of(decimal(rate.rate(), 4), decimal(rate.interval95().low(), 4), decimal(rate.interval95().high(), 4));
    }

    /**
     * A number with so many decimals, in the root locale: {@code 0.5123}.
     *
     * @param value    the number
     * @param decimals how many decimals
     * @return the text
     */
    public static String decimal(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    private static List<String> distribution(Distribution distribution) {
        return List.of(decimal(distribution.mean(), 2), Long.toString(distribution.p10()),
                Long.toString(distribution.p50()), Long.toString(distribution.p90()), Long.toString(distribution.p99()));
    }
}
