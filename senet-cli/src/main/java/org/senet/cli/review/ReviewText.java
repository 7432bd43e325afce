package org.senet.cli.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.function.Function;

import org.senet.bots.analysis.Decision;
import org.senet.bots.analysis.ErrorSize;
import org.senet.bots.analysis.GameReview;
import org.senet.bots.analysis.ReviewLine;
import org.senet.bots.analysis.SideSummary;
import org.senet.bots.analysis.ThrowLuck;
import org.senet.core.board.Side;
import org.senet.core.record.GameRecord;

/**
 * A game review as text: for a person, lines of at most 80 columns; for scripts, tab-separated
 * values with a header line.
 */
public final class ReviewText {
    /** The columns of {@link #tsv}, in order. */
    public static final List<String> TSV_COLUMNS = List.of("step", "side", "throw", "luck", "choices", "played",
            "best", "error", "size", "light");

    private ReviewText() {
    }

    /**
     * The review for a person: a heading, one line per decision (or only the notable ones), and each
     * side's figures.
     *
     * @param review the review
     * @param record the game reviewed, for its players and rule set
     * @param judge  what judged it ({@link org.senet.bots.analysis.GameReviewer#judge})
     * @param brief  whether to list only the decisions with an error of {@link ErrorSize#INACCURACY} or more
     *               and the throws with notable luck
     * @return the lines, none longer than 80 columns
     */
    public static List<String> human(GameReview review, GameRecord record, String judge, boolean brief) {
        List<String> lines = new ArrayList<>();
        String outcome = review.winner().map(side -> name(side) + " won").orElse("not finished");
        lines.add(record.rules().name() + " (" + record.rules().id() + "): " + record.light() + " (light) against "
                + record.dark() + " (dark), " + outcome + ".");
        lines.add(judge);
        lines.add(String.format(Locale.ROOT, "Light's chance at the start: %.3f.", review.startChance()));
        lines.add("");
        lines.add(String.format(Locale.ROOT, "%5s %-4s %5s %7s  %-9s %-9s %6s %6s  %s", "step", "side", "throw",
                "luck", "played", "best", "error", "light", "note").stripTrailing());
        int shown = 0;
        for (ReviewLine line : review.lines()) {
            String note = note(line);
            if (brief && note.isEmpty()) {
                continue;
            }
            shown++;
            Decision decision = line.decision().orElse(null);
            lines.add(String.format(Locale.ROOT, "%5d %-4s %5s %7s  %-9s %-9s %6s %6.3f  %s", line.step(),
                    line.side().letter(), line.thrown().map(t -> Integer.toString(t.value())).orElse(""),
                    line.thrown().map(t -> String.format(Locale.ROOT, "%+.3f", t.luck())).orElse(""),
                    decision == null ? "" : decision.played(), decision == null ? "" : decision.best(),
                    decision == null || !decision.isChoice() ? "" : decision.error() < 0.0005 ? "."
                            : String.format(Locale.ROOT, "%.3f", decision.error()), line.lightChance(), note)
                    .stripTrailing());
        }
        if (brief && shown == 0) {
            lines.add("      (no error of " + ErrorSize.INACCURACY.threshold() + " or more, no throw with luck of "
                    + ThrowLuck.NOTABLE + " or more)");
        }
        lines.add("");
        lines.addAll(summary(review, record));
        return lines;
    }

    /** The figures of both sides, side by side. */
    private static List<String> summary(GameReview review, GameRecord record) {
        List<String> lines = new ArrayList<>();
        SideSummary light = review.light();
        SideSummary dark = review.dark();
        lines.add(String.format(Locale.ROOT, "%-26s %24s %24s", "", fit("light: " + record.light(), 24),
                fit("dark: " + record.dark(), 24)));
        row(lines, "decisions with a choice", light, dark, s -> Integer.toString(s.decisions()));
        row(lines, "inaccuracies (0.02+)", light, dark, s -> Integer.toString(s.inaccuracies()));
        row(lines, "mistakes (0.05+)", light, dark, s -> Integer.toString(s.mistakes()));
        row(lines, "blunders (0.10+)", light, dark, s -> Integer.toString(s.blunders()));
        row(lines, "mean error per decision", light, dark, s -> String.format(Locale.ROOT, "%.4f", s.meanError()));
        row(lines, "total error", light, dark, s -> String.format(Locale.ROOT, "%.3f", s.totalError()));
        row(lines, "throws", light, dark, s -> Integer.toString(s.throwCount()));
        row(lines, "total luck", light, dark, s -> String.format(Locale.ROOT, "%+.3f", s.luck()));
        row(lines, "result", light, dark, s -> number(s.result(), "%.0f"));
        row(lines, "luck-adjusted result", light, dark, s -> number(s.luckAdjusted(), "%.3f"));
        return lines;
    }

    private static void row(List<String> lines, String label, SideSummary light, SideSummary dark,
                            Function<SideSummary, String> value) {
        lines.add(String.format(Locale.ROOT, "%-26s %24s %24s", label, value.apply(light), value.apply(dark)));
    }

    private static String number(OptionalDouble value, String format) {
        return value.isPresent() ? String.format(Locale.ROOT, format, value.getAsDouble()) : "-";
    }

    private static String fit(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 3) + "...";
    }

    /** The size of the line's error and the luck of its throw, where worth saying: "mistake", "lucky". */
    static String note(ReviewLine line) {
        List<String> notes = new ArrayList<>();
        line.decision().filter(Decision::isChoice).map(Decision::size).filter(size -> size != ErrorSize.NONE)
                .ifPresent(size -> notes.add(size.label()));
        line.thrown().filter(ThrowLuck::notable).ifPresent(t -> notes.add(t.luck() > 0 ? "lucky" : "unlucky"));
        return String.join(", ", notes);
    }

    private static String name(Side side) {
        return side == Side.LIGHT ? "light" : "dark";
    }

    /**
     * The review for scripts: a header line of {@link #TSV_COLUMNS}, then one line per decision (and
     * one for a throw not yet used). Empty fields: no throw before the decision, or no decision after
     * the throw. Chances have four decimals.
     *
     * @param review the review
     * @return the lines
     */
    public static List<String> tsv(GameReview review) {
        List<String> lines = new ArrayList<>();
        lines.add(String.join("\t", TSV_COLUMNS));
        for (ReviewLine line : review.lines()) {
            Decision decision = line.decision().orElse(null);
            lines.add(String.join("\t", Integer.toString(line.step()), String.valueOf(line.side().letter()),
                    line.thrown().map(t -> Integer.toString(t.value())).orElse(""),
                    line.thrown().map(t -> four(t.luck())).orElse(""),
                    decision == null ? "" : Integer.toString(decision.choices()),
                    decision == null ? "" : decision.played(), decision == null ? "" : decision.best(),
                    decision == null ? "" : four(decision.error()),
                    decision == null || !decision.isChoice() ? "" : decision.size().label(),
                    four(line.lightChance())));
        }
        return lines;
    }

    private static String four(double value) {
        return String.format(Locale.ROOT, "%.4f", value);
    }
}
