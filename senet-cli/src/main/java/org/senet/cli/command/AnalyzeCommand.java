package org.senet.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.senet.bots.analysis.GameReview;
import org.senet.bots.analysis.GameReviewer;
import org.senet.bots.tables.EndgameTables;
import org.senet.cli.review.ReviewChart;
import org.senet.cli.review.ReviewText;
import org.senet.core.record.GameRecord;
import org.senet.core.store.RecordFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code senet analyze}: the review of a saved game, with its chart. */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = {"Reviews a saved game (a game record, such as the game saves in its folder): for every decision "
                + "the action played, the best action and the chance of winning the difference lost (the error); "
                + "for every throw its luck, the thrower's chance of winning after the throw minus before it.",
                "Then, per side: decisions with a choice, inaccuracies (errors of 0.02 or more), mistakes (0.05 or "
                        + "more), blunders (0.10 or more), the mean error, the total luck and the luck-adjusted "
                        + "result (the result less one's own luck plus the opponent's).",
                "The judge is the strongest evaluation for the rule set: the learned network, exact in the endgame "
                        + "tables built with 'senet tables build', searched --depth throws deep.",
                "A chart of light's chance of winning after every step, with errors of 0.05 or more and throws with "
                        + "luck of 0.10 or more marked, is written as a PNG image next to the game (its name with "
                        + ".png) or to --chart."},
        footer = {"", "Columns of --tsv (a header line, then one line per decision; a field is empty where it does not "
                + "apply): step (the record's step number of the decision, from 1), side (W or B), throw (the value "
                + "thrown before the decision), luck (of that throw, for the thrower), choices (legal actions), "
                + "played, best, error (chance lost), size (inaccuracy, mistake, blunder or empty), light "
                + "(light's chance of winning after the decision)."})
public final class AnalyzeCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<game>",
            description = "The saved game, e.g. ~/.senet/saves/2026-11-23-084755-thibault.senet.")
    Path game;

    @Option(names = "--depth", paramLabel = "<n>", defaultValue = "" + GameReviewer.DEFAULT_DEPTH,
            description = "Throws the search looks beyond each decision, 0 to " + GameReviewer.MAX_DEPTH
                    + " (default: ${DEFAULT-VALUE}; each more costs several times the time: 1 to 4 seconds a game at 2,"
                    + " half a minute at 3, a minute or more at 4; a progress bar on a terminal).")
    int depth;

    @Option(names = "--tsv", description = "One tab-separated line per decision, for scripts, instead of the review.")
    boolean tsv;

    @Option(names = "--brief", description = "List only the errors of 0.02 or more and the throws with luck of 0.10 or more.")
    boolean brief;

    @Option(names = "--chart", paramLabel = "<file>", description = "Where the chart goes (default: beside the game, "
            + "its name with .png).")
    Path chart;

    @Option(names = "--no-chart", description = "Write no chart.")
    boolean noChart;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 0 || depth > GameReviewer.MAX_DEPTH) {
            throw new BadInputException("--depth must be 0 to " + GameReviewer.MAX_DEPTH + ", not " + depth);
        }
        if (noChart && chart != null) {
            throw new BadInputException("--chart and --no-chart cannot go together");
        }
        GameRecord record = RecordFile.read(RuleSetOptions.REGISTRY, game);
        PrintWriter err = spec.commandLine().getErr();
        Path target = noChart ? null : chart != null ? chart : besideGame(game);
        if (target != null && !OutputFiles.writable("chart", target, List.of(game),
                "name another file with --chart, or write none with --no-chart", err)) {
            return OutputFiles.WRITE_FAILED;
        }
        GameReviewer reviewer = GameReviewer.strongest(record.rules(), EndgameTables.user(), depth);
        GameReview review = review(reviewer, record, err);
        PrintWriter out = spec.commandLine().getOut();
        (tsv ? ReviewText.tsv(review) : ReviewText.human(review, record, reviewer.judge(), brief)).forEach(out::println);
        out.flush();
        if (target == null) {
            return 0;
        }
        try {
            ReviewChart.write(review, title(record), target, game);
        } catch (IOException e) {
            return OutputFiles.failed("chart", target, e, err);
        }
        PrintWriter notice = tsv ? err : out;
        notice.println("Chart: " + target);
        notice.flush();
        return 0;
    }

    /** The review, with a progress bar of its steps on stderr when it is a terminal. */
    private static GameReview review(GameReviewer reviewer, GameRecord record, PrintWriter err) {
        if (!ProgressBar.shown()) {
            return reviewer.review(record);
        }
        try {
            return reviewer.review(record, (reviewed, total) -> ProgressBar.draw(err, reviewed, total,
                    "steps reviewed"));
        } finally {
            ProgressBar.clear(err);
        }
    }

    /** The chart's title: the rule set and the players. */
    public static String title(GameRecord record) {
        return record.rules().name() + ": " + record.light() + " (light) against " + record.dark() + " (dark)";
    }

    /** The chart's default place: the game's file with {@code .png} for its extension. */
    public static Path besideGame(Path game) {
        String name = game.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return game.resolveSibling(base + ".png");
    }
}
