package org.senet.cli.play;

import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

import org.jline.utils.AttributedStyle;
import org.senet.cli.text.Texts;

/**
 * The player's console: lines in, text out. On a real terminal ({@code System.console() != null}:
 * both the input and the output are a terminal) the terminal is driven through JLine
 * ({@link TerminalDevice}): answers are read with line editing, a history and completion, the screen is
 * cleared between screens, the board of a game is redrawn in place ({@link #redraw}) and again when the
 * terminal is resized, a bot pauses after each action ({@link #botPause()}) and colours are used where
 * the terminal has them unless {@code NO_COLOR} is set. Otherwise (pipes, files, tests) the output is a
 * plain transcript, without escape codes or pauses, in which each answer read is echoed after its
 * prompt; JLine is not used. Its output is a {@link Screen}, its input {@link Answers}.
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

    /** Colours used for the two sides and for emphasis. */
    enum Colour {
        LIGHT(AttributedStyle.BOLD.foreground(AttributedStyle.YELLOW)),
        DARK(AttributedStyle.BOLD.foreground(AttributedStyle.RED)),
        BOLD(AttributedStyle.BOLD),
        DIM(AttributedStyle.DEFAULT.faint());

        private final AttributedStyle style;

        Colour(AttributedStyle style) {
            this.style = style;
        }

        AttributedStyle style() {
            return style;
        }
    }

    /** The answers a Tab completes to wherever the game asks: help, hints, quit. */
    static final List<String> GAME_COMMANDS = List.of("?", "help", "h", "hint", "q", "quit");

    /** The pause after each action of a bot on a terminal, in milliseconds ({@code --pace}). */
    static final int DEFAULT_PACE = 700;
    /** The narrowest width the screens are fitted to; a narrower terminal wraps what does not fit. */
    static final int MIN_WIDTH = 40;
    /** Cursor to the top left corner (an xterm's, as the console on streams draws it). */
    static final String HOME = Sequences.XTERM.home();
    /** Erase to the end of the line. */
    static final String ERASE_LINE = Sequences.XTERM.eraseLine();
    /** Erase from the cursor to the end of the screen. */
    static final String ERASE_BELOW = Sequences.XTERM.eraseBelow();

    private final boolean interactive;
    /** The real terminal, through JLine; empty for a console on streams (pipes, tests). */
    private final Optional<TerminalDevice> device;
    private final Screen screen;
    private final Answers answers;
    private final StopGuard guard = new StopGuard(this);
    private Texts texts = Texts.of(Texts.systemLanguage());
    private boolean compactBoard;
    private int pace = DEFAULT_PACE;

    /**
     * A console on streams: {@code interactive} says whether it acts as a terminal (screens cleared, boards
     * drawn in place with an xterm's sequences, pauses) though no terminal is driven.
     */
    Terminal(InputStream in, PrintWriter out, boolean interactive, boolean colour) {
        this(in, out, interactive, colour, null);
    }

    private Terminal(InputStream in, PrintWriter out, boolean interactive, boolean colour, Events events) {
        this.interactive = interactive;
        this.device = events == null ? Optional.empty() : TerminalDevice.open(events);
        this.screen = new Screen(out, interactive, colour && device.map(TerminalDevice::colours).orElse(true), device);
        this.answers = new Answers(in, screen, interactive, device);
        if (events != null) {
            events.terminal = this;
        }
    }

    /**
     * The process's console: on a terminal, driven through JLine, with colour where the terminal has it
     * and {@code NO_COLOR} is unset; the width of the terminal, or of {@code COLUMNS} where it is set and
     * there is no terminal to measure.
     */
    static Terminal system(PrintWriter out) {
        boolean interactive = System.console() != null;
        String noColour = System.getenv("NO_COLOR");
        Terminal terminal = new Terminal(System.in, out, interactive,
                interactive && (noColour == null || noColour.isEmpty()), interactive ? new Events() : null);
        String columns = System.getenv("COLUMNS");
        if (terminal.screen.measuredWidth() == 0 && columns != null && columns.matches("[0-9]{1,4}")) {
            terminal.width(Integer.parseInt(columns));
        }
        return terminal;
    }

    /** Ctrl-C stops the program; a resize draws the screen again. */
    private static final class Events implements TerminalDevice.Events {
        private volatile Terminal terminal;

        @Override
        public void interrupted() {
            Terminal ready = terminal;
            if (ready != null) {
                ready.guard.interrupted();
            } else {
                System.exit(StopGuard.INTERRUPT_EXIT); // nothing to save or give back yet
            }
        }

        @Override
        public void resized(boolean waiting) {
            Terminal ready = terminal;
            if (ready != null) {
                ready.screen.resized(waiting);
            }
        }
    }

    /** Closes the terminal as JLine drives it: its mode and the signals' handlers given back. */
    void close() {
        device.ifPresent(TerminalDevice::close);
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

    /** Gives back the terminal's mode the program found (echo, line mode); for a stop. */
    void giveBack() {
        device.ifPresent(TerminalDevice::giveBack);
    }

    /** The console's output. */
    Screen screen() {
        return screen;
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

    /** The columns every screen is fitted to ({@link Screen#width()}). */
    int width() {
        return screen.width();
    }

    /** Fits the screens to {@code columns} columns, whatever the terminal says. */
    void width(int columns) {
        screen.width(columns);
    }

    /** Whether a person is at a real terminal. */
    boolean interactive() {
        return interactive;
    }

    /** Prints a text, wrapped at word boundaries to the {@link #width()}. */
    void println(String text) {
        screen.println(text);
    }

    /** Prints a text's lines as they are (the board, already fitted to the width). */
    void printLines(List<String> lines) {
        screen.printLines(lines);
    }

    /** Prints an empty line. */
    void println() {
        screen.println();
    }

    /** The text in a colour, when colours are on. */
    String paint(String text, Colour colour) {
        return screen.paint(text, colour);
    }

    /** Clears the screen on a terminal; elsewhere prints an empty line. */
    void clear() {
        screen.clear();
    }

    /** Draws lines from the top of the screen over what is there ({@link Screen#redraw(List)}). */
    void redraw(List<String> lines) {
        screen.redraw(lines);
    }

    /** Draws a board from the top of the screen, again at the new width after a resize ({@link Screen#redraw(Supplier)}). */
    void redraw(Supplier<List<String>> board) {
        screen.redraw(board);
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
        screen.repaintIfResized();
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

    /** While a bot plays, keys typed are neither shown nor kept ({@link Answers#inattentive}). */
    void inattentive() {
        answers.inattentive();
    }

    /** The answers a Tab completes to at the next question (on a terminal); none after it. */
    void offer(List<String> choices) {
        answers.offer(choices);
    }

    /** A game begins: the up-arrow recalls the answers given in it only. */
    void newGame() {
        answers.newGame();
    }

    /**
     * Asks a question and returns the answer, trimmed. {@code q} (or {@code quit}) and the end of the
     * input end the question with {@link Quit}.
     */
    String ask(String prompt) {
        String answer = answers.askRaw(prompt);
        String lower = answer.toLowerCase(Locale.ROOT);
        if (lower.equals("q") || lower.equals("quit")) {
            throw new Quit(false);
        }
        return answer;
    }

    /** Asks a question where {@code q} is an ordinary answer (menus); only the end of input quits. */
    String askRaw(String prompt) {
        return answers.askRaw(prompt);
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
        return answers.endOfInput();
    }

    /** Waits for any key on a terminal, for Enter elsewhere ({@link Answers#anyKey}). */
    void anyKey(String prompt) {
        answers.anyKey(prompt);
    }
}
