package org.senet.cli.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.senet.cli.text.Texts;
import org.senet.cli.text.Wrap;

/**
 * The player's console: lines in, text out. On a real terminal ({@code System.console() != null}:
 * both the input and the output are a terminal) the screen is cleared between screens, the board of
 * a game is redrawn in place ({@link #redraw}), a bot pauses after each action ({@link #botPause()}) and
 * colours are used unless {@code NO_COLOR} is set; otherwise (pipes, files, tests) the output is a
 * plain transcript, without escape codes or pauses, in which each answer read is echoed after its prompt.
 */
final class Terminal {
    /**
     * The player asked to stop (typed {@code q}), the input ended or the terminal hung up: unwinds to the
     * menu or out.
     */
    static final class Quit extends RuntimeException {
        private static final long serialVersionUID = 1L;
        /** Whether nothing more can be asked: the input ended, or the terminal is gone. */
        final boolean endOfInput;
        /** Whether the terminal is gone (closed, hung up): nothing can be read or written any more. */
        final boolean hangUp;

        Quit(boolean endOfInput) {
            this(endOfInput, false);
        }

        private Quit(boolean endOfInput, boolean hangUp) {
            super(null, null, false, false);
            this.endOfInput = endOfInput;
            this.hangUp = hangUp;
        }

        /** The terminal is gone: reading or writing it failed. */
        static Quit hangUp() {
            return new Quit(true, true);
        }

        /** The exit code of a program that ends here: {@value StopGuard#HANG_UP_EXIT} for a hang-up, else 0. */
        int exitCode() {
            return hangUp ? StopGuard.HANG_UP_EXIT : 0;
        }
    }

    /** ANSI colours used for the two sides and for emphasis. */
    enum Colour {
        LIGHT("1;33"), DARK("1;31"), BOLD("1"), DIM("2");

        private final String code;

        Colour(String code) {
            this.code = code;
        }
    }

    private final InputStream rawIn;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean interactive;
    private final boolean colour;
    private final TtyMode tty;
    private final StopGuard guard = new StopGuard(this);
    private boolean endOfInput;
    private volatile boolean silenced;
    private Texts texts = Texts.of(Texts.systemLanguage());
    private boolean compactBoard;
    private int pace = DEFAULT_PACE;
    /** The width set for this console (tests, {@code COLUMNS}); 0: the terminal's, measured. */
    private int fixedWidth;
    private int measuredWidth = Wrap.WIDTH;
    /** When the width was last read ({@link System#nanoTime}). */
    private long measuredAt = System.nanoTime() - MEASURE_NANOS;
    /** How often the width is read again at most: reading it runs {@code stty}. */
    private static final long MEASURE_NANOS = 300_000_000L;

    /** The pause after each action of a bot on a terminal, in milliseconds ({@code --pace}). */
    static final int DEFAULT_PACE = 700;
    /** The narrowest width the screens are fitted to; a narrower terminal wraps what does not fit. */
    static final int MIN_WIDTH = 40;
    /** Cursor to the top left corner. */
    static final String HOME = "\033[H";
    /** Erase to the end of the line. */
    static final String ERASE_LINE = "\033[K";
    /** Erase from the cursor to the end of the screen. */
    static final String ERASE_BELOW = "\033[J";

    Terminal(InputStream in, PrintWriter out, boolean interactive, boolean colour) {
        this(in, out, interactive, colour, TtyMode.none());
    }

    private Terminal(InputStream in, PrintWriter out, boolean interactive, boolean colour, TtyMode tty) {
        this.rawIn = in;
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.interactive = interactive;
        this.colour = colour;
        this.tty = tty;
        measureWidth();
    }

    /**
     * The process's console: colour only on a terminal with {@code NO_COLOR} unset; the width of the
     * terminal, or of {@code COLUMNS} where it is set and there is no terminal to measure.
     */
    static Terminal system(PrintWriter out) {
        boolean interactive = System.console() != null;
        String noColour = System.getenv("NO_COLOR");
        Terminal terminal = new Terminal(System.in, out, interactive,
                interactive && (noColour == null || noColour.isEmpty()), TtyMode.of(interactive));
        String columns = System.getenv("COLUMNS");
        if (terminal.tty.columns().isEmpty() && columns != null && columns.matches("[0-9]{1,4}")) {
            terminal.width(Integer.parseInt(columns));
        }
        return terminal;
    }

    /** The words of the language chosen. */
    Texts texts() {
        return texts;
    }

    /** Chooses the language. */
    void texts(Texts chosen) {
        this.texts = chosen;
    }

    /** The text of a key in the language chosen ({@link Texts#get}). */
    String t(String key, Object... values) {
        return texts.get(key, values);
    }

    /** The terminal's mode (raw keys, echo), set and put back with {@code stty}. */
    TtyMode tty() {
        return tty;
    }

    /** What ends the console when it is stopped from outside (signals, a closed terminal). */
    StopGuard guard() {
        return guard;
    }

    /**
     * Whether the board is drawn compact (three lines of ten characters) rather than big: when chosen,
     * and whenever the big board does not fit the width.
     */
    boolean compactBoard() {
        return compactBoard || width() < BoardView.BIG_WIDTH;
    }

    /** Whether the compact board was chosen (the menu's K). */
    boolean compactBoardChosen() {
        return compactBoard;
    }

    /** Chooses the board. */
    void compactBoard(boolean compact) {
        this.compactBoard = compact;
    }

    /** The columns every screen is fitted to: the terminal's, at most {@link Wrap#WIDTH}, at least {@link #MIN_WIDTH}. */
    int width() {
        return Math.max(MIN_WIDTH, Math.min(Wrap.WIDTH, fixedWidth > 0 ? fixedWidth : measuredWidth));
    }

    /** Fits the screens to {@code columns} columns, whatever the terminal says. */
    void width(int columns) {
        this.fixedWidth = columns;
    }

    /** Reads the terminal's width again (it may have been resized), at most a few times a second. */
    private void measureWidth() {
        long now = System.nanoTime();
        if (fixedWidth == 0 && now - measuredAt >= MEASURE_NANOS) {
            measuredWidth = tty.columns().orElse(measuredWidth);
            measuredAt = now;
        }
    }

    /** Whether a person is at a real terminal. */
    boolean interactive() {
        return interactive;
    }

    /** Prints a text, wrapped at word boundaries to the {@link #width()}. */
    void println(String text) {
        List<String> lines = Wrap.lines(text, width());
        write(writer -> lines.forEach(writer::println));
    }

    /** Prints a text's lines as they are (the board, already fitted to the width). */
    void printLines(List<String> lines) {
        write(writer -> lines.forEach(writer::println));
    }

    /** Prints an empty line. */
    void println() {
        println("");
    }

    /** The text in a colour, when colours are on. */
    String paint(String text, Colour colour) {
        return this.colour ? "\033[" + colour.code + "m" + text + "\033[0m" : text;
    }

    /** Clears the screen on a terminal; elsewhere prints an empty line. */
    void clear() {
        if (interactive) {
            measureWidth();
            write(writer -> writer.print("\033[H\033[2J"));
        }
        println();
    }

    /**
     * Draws lines from the top of the screen over what is there, each line and the rest of the screen
     * erased (a terminal only): the board stays in its place and nothing scrolls. Lines are printed
     * as they are (already fitted to the width).
     */
    void redraw(List<String> lines) {
        StringBuilder screen = new StringBuilder(HOME);
        for (String line : lines) {
            screen.append(line).append(ERASE_LINE).append(System.lineSeparator());
        }
        write(writer -> writer.print(screen.append(ERASE_BELOW)));
        measureWidth(); // for the next screen: a terminal may have been resized
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
     * ({@link Quit#hangUp}); elsewhere the failure goes on to the caller.
     */
    private void write(Consumer<PrintWriter> text) {
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
                throw Quit.hangUp();
            }
            throw e;
        }
    }

    /** The pause after each action of a bot, in milliseconds; 0: none. */
    int pace() {
        return pace;
    }

    /** Sets the pause after each action of a bot ({@code --pace}); 0 turns every pause off. */
    void pace(int millis) {
        this.pace = millis;
    }

    /** Waits the pace after a bot's action on a terminal, so that a person can follow it; not at all elsewhere. */
    void botPause() {
        pause(pace);
    }

    /** Waits a little on a terminal, so that a person can follow a bot; not at all elsewhere, nor with pace 0. */
    void pause(int millis) {
        if (!interactive || pace == 0 || millis <= 0) {
            return;
        }
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * While a bot plays, keys typed on the terminal are neither shown nor kept (so they are not glued to
     * the bot's lines, nor taken as answers to the next question): {@link #attentive} puts the terminal
     * back before a person is asked.
     */
    void inattentive() {
        if (interactive && !tty.isChanged()) {
            tty.change("-echo", "-icanon", "min", "1");
        }
    }

    /** Drops the keys typed while the bot played and puts the terminal's mode back; nothing if it was not changed. */
    void attentive() {
        if (!tty.isChanged()) {
            return;
        }
        try {
            while (in.ready()) {
                in.read();
            }
            while (rawIn.available() > 0) {
                rawIn.read();
            }
        } catch (IOException e) {
            throw Quit.hangUp();
        } finally {
            tty.restore();
        }
    }

    /**
     * Asks a question and returns the answer, trimmed. {@code q} (or {@code quit}) and the end of the
     * input end the question with {@link Quit}.
     */
    String ask(String prompt) {
        String answer = askRaw(prompt);
        String lower = answer.toLowerCase(Locale.ROOT);
        if (lower.equals("q") || lower.equals("quit")) {
            throw new Quit(false);
        }
        return answer;
    }

    /** Asks a question where {@code q} is an ordinary answer (menus); only the end of input quits. */
    String askRaw(String prompt) {
        List<String> lines = Wrap.lines(prompt, width() - (Wrap.WIDTH - Wrap.PROMPT_WIDTH));
        attentive();
        write(writer -> {
            for (int i = 0; i < lines.size() - 1; i++) {
                writer.println(lines.get(i));
            }
            writer.print(lines.get(lines.size() - 1));
        });
        String line = readLine();
        if (line == null) {
            endOfInput = true;
            write(writer -> writer.println(interactive ? "" : "<end of input>"));
            throw new Quit(true);
        }
        if (!interactive) {
            write(writer -> writer.println(line));
        }
        return line.strip();
    }

    /**
     * Asks for a number from {@code min} to {@code max} until one is given; {@code otherwise} for an empty
     * answer. {@code q} quits ({@link #ask}).
     */
    int number(String prompt, int min, int max, int otherwise) {
        while (true) {
            String answer = ask(prompt);
            if (answer.isEmpty()) {
                return otherwise;
            }
            if (answer.matches("[0-9]{1,3}") && Integer.parseInt(answer) >= min && Integer.parseInt(answer) <= max) {
                return Integer.parseInt(answer);
            }
            println(max == min + 1 ? t("number.either", min, max) : t("number.range", min, max));
        }
    }

    /** Whether the input has ended. */
    boolean endOfInput() {
        return endOfInput;
    }

    /** The next line of input; null at its end. A terminal that cannot be read any more has hung up. */
    private String readLine() {
        if (endOfInput) {
            return null;
        }
        try {
            return in.readLine();
        } catch (IOException e) {
            if (interactive) {
                throw Quit.hangUp();
            }
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Waits for any key on a terminal where raw keys can be read ({@code stty}), for Enter elsewhere.
     * Used once, on the title screen, before anything has been read as lines. The terminal's mode is put
     * back afterwards, and by {@link StopGuard} when a signal ends the program meanwhile.
     */
    void anyKey(String prompt) {
        if (interactive && tty.change("-icanon", "-echo", "min", "1")) {
            try {
                write(writer -> writer.print(prompt));
                int key = rawIn.read();
                while (rawIn.available() > 0) {
                    rawIn.read();
                }
                write(PrintWriter::println);
                if (key == -1) {
                    throw new Quit(true);
                }
                return;
            } catch (IOException e) {
                throw Quit.hangUp();
            } finally {
                tty.restore();
            }
        }
        askRaw(prompt);
    }
}
