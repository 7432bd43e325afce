package org.senet.spark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.study.Study;
import org.senet.spark.grid.Row;
import org.senet.spark.job.RowResult;
import org.senet.spark.job.SweepJob;
import org.senet.spark.job.SweepSettings;

/** The progress of a sweep on a terminal: a line per finished row, counted with the rows done before. */
class ProgressTest {
    private static final SweepSettings SETTINGS = SweepSettings.random(50, 1, 50);

    @Test
    @DisplayName("a line per row finished: its number of all, its id, the first player's share or the reason, the time")
    void a_line_per_row() {
        StringWriter err = new StringWriter();
        AtomicLong clock = new AtomicLong(1_000);
        Progress progress = new Progress(new PrintWriter(err), true, 5, 2, SETTINGS, clock::get);
        Row played = new Row("thibault", List.of("pieces=2"));
        Study study = Study.builder(played.variant(SweepJob.registry(SETTINGS))).randomGames(50).seed(1).threads(1).build();
        clock.addAndGet(TimeUnit.SECONDS.toNanos(12));
        progress.finished(RowResult.played(played, study.randomPlay(List.of(study.block(Study.Part.RANDOM, 0, 50)))));
        clock.addAndGet(TimeUnit.SECONDS.toNanos(62));
        progress.finished(RowResult.refused(new Row("thibault", List.of("beauty-again=on")), "26 must be landed on"));
        List<String> lines = err.toString().lines().toList();
        assertEquals(2, lines.size(), err.toString());
        String rate = "\\d+\\.\\d% \\(\\d+\\.\\d-\\d+\\.\\d\\)";
        assertTrue(lines.get(0).matches("row 3 of 5, thibault\\[pieces=2]: first player wins " + rate + ", 12 s"), lines.get(0));
        assertEquals("row 4 of 5, thibault[beauty-again=on]: refused (26 must be landed on), 1 min 14 s", lines.get(1));
    }

    @Test
    @DisplayName("off a terminal nothing is written")
    void quiet_off_a_terminal() {
        StringWriter err = new StringWriter();
        Progress progress = new Progress(new PrintWriter(err), false, 1, 0, SETTINGS, System::nanoTime);
        progress.finished(RowResult.refused(new Row("thibault", List.of("beauty-again=on")), "no"));
        assertEquals("", err.toString());
    }

    @Test
    void elapsed_time() {
        assertEquals("0 s", Progress.elapsed(999_999_999L));
        assertEquals("59 s", Progress.elapsed(TimeUnit.SECONDS.toNanos(59)));
        assertEquals("1 min 0 s", Progress.elapsed(TimeUnit.SECONDS.toNanos(60)));
        assertEquals("1 h 2 min", Progress.elapsed(TimeUnit.SECONDS.toNanos(3725)));
    }
}
