package org.senet.cli.play;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Supplier;

import org.senet.cli.text.Wrap;

/**
 * What the screen shows since it was last cleared or its board drawn, so that it can be drawn again
 * when the terminal is resized: the board drawn anew for the new width, the texts said under it
 * wrapped again, lines printed as they were kept as they are. Only the last lines are kept (a screen
 * holds fewer).
 */
final class ScreenMemory {
    /** The most entries kept: more than a screen shows. */
    private static final int KEPT = 200;

    /** A text wrapped at the width (null lines: fixed lines). */
    private record Entry(String text, List<String> lines) {
    }

    private final Deque<Entry> said = new ArrayDeque<>();
    private Supplier<List<String>> board = List::of;

    /** The screen was cleared. */
    synchronized void cleared() {
        board = List::of;
        said.clear();
    }

    /** The screen was drawn from the top, a board that {@code again} draws anew (at the width then). */
    synchronized void board(Supplier<List<String>> again) {
        board = again;
        said.clear();
    }

    /** A text was printed, wrapped at the width. */
    synchronized void text(String text) {
        keep(new Entry(text, null));
    }

    /** Lines were printed as they are. */
    synchronized void lines(List<String> lines) {
        keep(new Entry(null, List.copyOf(lines)));
    }

    private void keep(Entry entry) {
        said.addLast(entry);
        while (said.size() > KEPT) {
            said.removeFirst();
        }
    }

    /** The screen's lines for {@code width} columns: the board, then what was said under it. */
    synchronized List<String> screen(int width) {
        List<String> lines = new ArrayList<>(board.get());
        for (Entry entry : said) {
            lines.addAll(entry.lines() != null ? entry.lines() : Wrap.lines(entry.text(), width));
        }
        return lines;
    }
}
