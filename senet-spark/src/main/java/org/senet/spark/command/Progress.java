package org.senet.spark.command;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

import org.senet.spark.job.RowResult;
import org.senet.spark.job.SweepSettings;
import org.senet.spark.output.RowFigures;
import org.senet.spark.output.SweepTable;

/**
 * The progress of a sweep on a terminal: a line on stderr per finished row, {@code row 3 of 9,
 * kendall[water=15]: first player wins 50.7% (48.5-52.8), 12 s}, the time since the sweep started. As the
 * command line's progress bars, it is shown only when the program runs on a terminal (a console), so that
 * a script's stderr holds the summary alone.
 */
final class Progress {
    private final PrintWriter err;
    private final boolean shown;
    private final int rows;
    private final SweepSettings settings;
    private final LongSupplier nanos;
    private final long start;
    private int finished;

    /**
     * The progress of a sweep.
     *
     * @param err        where the lines go
     * @param shown      whether they are written at all
     * @param rows       the rows of the sweep
     * @param doneBefore the rows done by a run before, not played again
     * @param settings   the sweep's settings
     * @param nanos      the clock, in nanoseconds ({@link System#nanoTime})
     */
    Progress(PrintWriter err, boolean shown, int rows, int doneBefore, SweepSettings settings, LongSupplier nanos) {
        this.err = err;
        this.shown = shown;
        this.rows = rows;
        this.finished = doneBefore;
        this.settings = settings;
        this.nanos = nanos;
        this.start = nanos.getAsLong();
    }

    /** {@return whether progress is shown: only when the program runs on a terminal, as senet's progress bars} */
    static boolean onTerminal() {
        return System.console() != null;
    }

    /**
     * Tells that a row finished.
     *
     * @param result the row's figures or reason
     */
    void finished(RowResult result) {
        finished++;
        if (!shown) {
            return;
        }
        RowFigures figures = RowFigures.of(SweepTable.line(result, settings), settings);
        String figure = figures.played() ? "first player wins " + RowFigures.percent(figures.starter())
                : "refused (" + figures.refusal().orElseThrow() + ")";
        err.println("row " + finished + " of " + rows + ", " + figures.id() + ": " + figure + ", "
                + elapsed(nanos.getAsLong() - start));
        err.flush();
    }

    /** {@code 12 s}, {@code 3 min 4 s}, {@code 1 h 2 min}. */
    static String elapsed(long nanoseconds) {
        long seconds = TimeUnit.NANOSECONDS.toSeconds(nanoseconds);
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < 3600) {
            return String.format(Locale.ROOT, "%d min %d s", seconds / 60, seconds % 60);
        }
        return String.format(Locale.ROOT, "%d h %d min", seconds / 3600, seconds % 3600 / 60);
    }
}
