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
 * wrapped again, a question asked (and its answer) wrapped again as a prompt, lines printed as they were
 * kept as they are. Only the last lines are kept (a screen holds fewer).
 */
final class ScreenMemory {
    /** The most entries kept: more than a screen shows. */
    private static final int KEPT = 200;

    /** What was printed, as it is drawn again at a width. */
    private sealed interface Entry {
        List<String> at(int width);
    }

    /** A text, wrapped at the width. */
    private record Said(String text) implements Entry {
        @Override
        public List<String> at(int width) {
            return Wrap.lines(text, width);
        }
    }

    /** Lines, as they were printed. */
    private record Printed(List<String> lines) implements Entry {
        @Override
        public List<String> at(int width) {
            return lines;
        }
    }

    /**
     * A question, wrapped as a prompt: before its answer, its last line is the line editor's to draw (so
     * left out); after it, the answer follows the last line.
     */
    private record Asked(String question, String answer) implements Entry {
        @Override
        public List<String> at(int width) {
            List<String> lines = new ArrayList<>(Wrap.promptLines(question, width));
            String last = lines.remove(lines.size() - 1);
            if (answer != null) {
                lines.add(last + answer);
            }
            return lines;
        }
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
        keep(new Said(text));
    }

    /** Lines were printed as they are. */
    synchronized void lines(List<String> lines) {
        keep(new Printed(List.copyOf(lines)));
    }

    /** A question is being asked: its lines but the last, where the answer is typed, wrapped as a prompt. */
    synchronized void asked(String question) {
        keep(new Asked(question, null));
    }

    /** The question asked last was answered: the answer follows its last line. */
    synchronized void answered(String answer) {
        if (said.peekLast() instanceof Asked asked && asked.answer() == null) {
            said.removeLast();
            said.addLast(new Asked(asked.question(), answer));
        }
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
            lines.addAll(entry.at(width));
        }
        return lines;
    }
}
