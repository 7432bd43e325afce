package org.senet.cli.play;

import java.io.IOException;
import java.nio.file.Path;

import org.senet.bots.analysis.GameReview;
import org.senet.bots.analysis.GameReviewer;
import org.senet.bots.tables.EndgameTables;
import org.senet.cli.command.AnalyzeCommand;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.review.ReviewChart;
import org.senet.cli.review.ReviewText;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.store.IoProblem;
import org.senet.core.store.RecordFile;

/** The review of a saved game on screen, from the list of saved games or after a game of a match. */
final class ReviewScreen {
    private final Session session;
    private final Terminal terminal;

    ReviewScreen(Session session, Terminal terminal) {
        this.session = session;
        this.terminal = terminal;
    }

    /**
     * The review of a saved game: its errors and notable throws, each side's figures, the chart written
     * beside it, and the command that gives every decision.
     */
    void show(Path file) {
        terminal.clear();
        GameRecord record;
        try {
            record = RecordFile.read(RuleSetOptions.REGISTRY, file);
        } catch (RecordException e) {
            session.refused(terminal.t("load.cannot", file, e.getMessage()));
            return;
        }
        terminal.println(terminal.t("review.working"));
        GameReviewer reviewer = GameReviewer.strongest(record.rules(), EndgameTables.user(), GameReviewer.DEFAULT_DEPTH);
        GameReview review = reviewer.review(record);
        if (!terminal.texts().language().equals("en")) {
            terminal.println(terminal.t("review.english"));
        }
        terminal.println();
        ReviewText.human(review, record, reviewer.judge(), true)
                .forEach(terminal::println);
        terminal.println();
        Path chart = AnalyzeCommand.besideGame(file);
        try {
            ReviewChart.write(review, AnalyzeCommand.title(record), chart, file);
            terminal.println(terminal.t("review.chart", chart));
        } catch (IOException e) {
            terminal.println(terminal.t("review.no-chart", chart, IoProblem.cause(e)));
        }
        terminal.println(terminal.t("review.full", file));
        terminal.askRaw(terminal.t("menu.enter-back-list"));
    }
}
