package org.senet.cli.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.senet.cli.text.Wrap;

/**
 * The console's output: texts wrapped to the width, and on a terminal the screen cleared, a board drawn
 * in place and the screen drawn again when the terminal is resized ({@link ScreenMemory}), with the
 * terminal's escape sequences ({@link Sequences}) and colours. Once the program is being stopped it
 * prints nothing but its last words.
 */
final class Screen {
    private final PrintWriter out;
    private final boolean interactive;
    private final boolean colour;
    private final Optional<TerminalDevice> device;
    private final Sequences sequences;
    private final ScreenMemory memory = new ScreenMemory();
    private volatile boolean silenced;
    /** Whether the terminal was resized since the screen was last drawn. */
    private volatile boolean resized;
    /** The prompt of the key being waited for, drawn again after a resize; null when no key is. */
    private volatile String keyPrompt;
    /** The width set for this console (tests, {@code COLUMNS}); 0: the terminal's, measured. */
    private int fixedWidth;
    private volatile int measuredWidth = Wrap.WIDTH;

    /**
     * The output to {@code out}: as on a terminal where {@code interactive}, with the sequences of
     * {@code device} where there is one (an xterm's otherwise), in colour where {@code colour}.
     */
    Screen(PrintWriter out, boolean interactive, boolean colour, Optional<TerminalDevice> device) {
        this.out = out;
        this.interactive = interactive;
        this.colour = colour;
        this.device = device;
        this.sequences = device.map(TerminalDevice::sequences).orElse(Sequences.XTERM);
        measureWidth();
    }

    /** The terminal was resized: the screen is drawn again now where the program waits, or before its next output. */
    void resized(boolean waiting) {
        resized = true;
        if (waiting) {
            repaintIfResized();
        }
    }

    /** What a resize shows again: what was printed, as {@link ScreenMemory} keeps it. */
    ScreenMemory memory() {
        return memory;
    }

    /** A key is waited for after {@code prompt}, drawn again after a resize; null: none any more. */
    void keyPrompt(String prompt) {
        this.keyPrompt = prompt;
    }

    /** The columns every screen is fitted to: the terminal's, at most {@link Wrap#WIDTH}, at least {@link Terminal#MIN_WIDTH}. */
    int width() {
        return Math.max(Terminal.MIN_WIDTH, Math.min(Wrap.WIDTH, fixedWidth > 0 ? fixedWidth : measuredWidth));
    }

    /** Fits the screens to {@code columns} columns, whatever the terminal says. */
    void width(int columns) {
        this.fixedWidth = columns;
    }

    /** Reads the terminal's width again (it may have been resized): for the next screen. */
    void measureWidth() {
        device.map(TerminalDevice::columns).filter(columns -> columns > 0).ifPresent(columns -> measuredWidth = columns);
    }

    /** The width measured on the terminal; 0 where there is none that says it. */
    int measuredWidth() {
        return device.map(TerminalDevice::columns).orElse(0);
    }

    /** Prints a text, wrapped at word boundaries to the {@link #width()}. */
    void println(String text) {
        List<String> lines = Wrap.lines(text, width());
        write(writer -> lines.forEach(writer::println));
        memory.text(text);
    }

    /** Prints a text's lines as they are (the board, already fitted to the width). */
    void printLines(List<String> lines) {
        write(writer -> lines.forEach(writer::println));
        memory.lines(lines);
    }

    /** Prints an empty line. */
    void println() {
        println("");
    }

    /** The text in a colour, when colours are on. */
    String paint(String text, Terminal.Colour colour) {
        return this.colour ? Sequences.paint(text, colour.style()) : text;
    }

    /** Clears the screen on a terminal; elsewhere prints an empty line. */
    void clear() {
        if (interactive) {
            measureWidth();
            resized = false;
            write(writer -> writer.print(sequences.clear()));
            memory.cleared();
        }
        println();
    }

    /**
     * Draws lines from the top of the screen over what is there, each line and the rest of the screen
     * erased (a terminal only): the board stays in its place and nothing scrolls. Lines are printed
     * as they are (already fitted to the width).
     */
    void redraw(List<String> lines) {
        redraw(() -> lines);
    }

    /**
     * Draws the lines of {@code screen} from the top of the screen as {@link #redraw(List)} does, and again,
     * drawn anew at the new width, when the terminal is resized.
     */
    void redraw(Supplier<List<String>> screen) {
        resized = false;
        List<String> lines = screen.get();
        StringBuilder drawn = new StringBuilder(sequences.home());
        for (String line : lines) {
            drawn.append(line).append(sequences.eraseLine()).append(System.lineSeparator());
        }
        write(writer -> writer.print(drawn.append(sequences.eraseBelow())));
        memory.board(screen);
        measureWidth(); // for the next screen: a terminal may have been resized
    }

    /**
     * Draws the screen again if the terminal was resized since it was drawn: cleared, its board drawn anew
     * for the new width and what was said under it wrapped again.
     */
    void repaintIfResized() {
        if (!resized || !interactive) {
            return;
        }
        resized = false;
        measureWidth();
        StringBuilder screen = new StringBuilder(sequences.clear());
        for (String line : memory.screen(width())) {
            screen.append(line).append(System.lineSeparator());
        }
        String key = keyPrompt;
        write(writer -> writer.print(key == null ? screen : screen.append(key)));
    }

    /** No more output from the game: the program is being stopped ({@link StopGuard}). */
    void silence() {
        silenced = true;
    }

    /**
     * The program's last line, printed even when silenced, on a line of its own; nothing happens when it
     * cannot be printed (the terminal is gone).
     */
    void lastWords(String line) {
        try {
            synchronized (out) {
                out.println();
                if (!line.isEmpty()) {
                    out.println(line);
                }
                out.flush();
            }
        } catch (RuntimeException unwritable) {
            // nowhere left to say it
        }
    }

    /**
     * Writes to the console, unless silenced. On a terminal a write that fails means the terminal is gone
     * ({@link Terminal.Quit#hangUp}); elsewhere the failure goes on to the caller.
     */
    void write(Consumer<PrintWriter> text) {
        if (silenced) {
            return;
        }
        try {
            synchronized (out) {
                text.accept(out);
                out.flush();
            }
        } catch (RuntimeException e) {
            if (interactive && e.getCause() instanceof IOException) {
                throw Terminal.Quit.hangUp();
            }
            throw e;
        }
    }
}
