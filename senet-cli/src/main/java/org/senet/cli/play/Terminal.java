package org.senet.cli.play;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
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
    /** The player asked to stop (typed {@code q}) or the input ended: unwinds to the menu or out. */
    static final class Quit extends RuntimeException {
        private static final long serialVersionUID = 1L;
        /** Whether the input ended (nothing more can be asked). */
        final boolean endOfInput;

        Quit(boolean endOfInput) {
            super(null, null, false, false);
            this.endOfInput = endOfInput;
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
    private boolean endOfInput;
    private Texts texts = Texts.of(Texts.systemLanguage());
    private boolean compactBoard;
    private int pace = DEFAULT_PACE;

    /** The pause after each action of a bot on a terminal, in milliseconds ({@code --pace}). */
    static final int DEFAULT_PACE = 700;
    /** Cursor to the top left corner. */
    static final String HOME = "\033[H";
    /** Erase to the end of the line. */
    static final String ERASE_LINE = "\033[K";
    /** Erase from the cursor to the end of the screen. */
    static final String ERASE_BELOW = "\033[J";

    Terminal(InputStream in, PrintWriter out, boolean interactive, boolean colour) {
        this.rawIn = in;
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.interactive = interactive;
        this.colour = colour;
    }

    /** The process's console: colour only on a terminal with {@code NO_COLOR} unset. */
    static Terminal system(PrintWriter out) {
        boolean interactive = System.console() != null;
        String noColour = System.getenv("NO_COLOR");
        return new Terminal(System.in, out, interactive, interactive && (noColour == null || noColour.isEmpty()));
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

    /** Whether the board is drawn compact (three lines of ten characters) rather than big. */
    boolean compactBoard() {
        return compactBoard;
    }

    /** Chooses the board. */
    void compactBoard(boolean compact) {
        this.compactBoard = compact;
    }

    /** Whether a person is at a real terminal. */
    boolean interactive() {
        return interactive;
    }

    /** Prints a text, wrapped at word boundaries to {@link Wrap#WIDTH} columns. */
    void println(String text) {
        for (String line : Wrap.lines(text, Wrap.WIDTH)) {
            out.println(line);
        }
        out.flush();
    }

    /** Prints a text's lines as they are (the board, already fitted to the width). */
    void printLines(java.util.List<String> lines) {
        lines.forEach(out::println);
        out.flush();
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
            out.print("\033[H\033[2J");
        }
        println();
    }

    /**
     * Draws lines from the top of the screen over what is there, each line and the rest of the screen
     * erased (a terminal only): the board stays in its place and nothing scrolls. Lines are printed
     * as they are (already fitted to the width).
     */
    void redraw(java.util.List<String> lines) {
        StringBuilder screen = new StringBuilder(HOME);
        for (String line : lines) {
            screen.append(line).append(ERASE_LINE).append(System.lineSeparator());
        }
        out.print(screen.append(ERASE_BELOW));
        out.flush();
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
        out.flush();
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
        java.util.List<String> lines = Wrap.lines(prompt, Wrap.PROMPT_WIDTH);
        for (int i = 0; i < lines.size() - 1; i++) {
            out.println(lines.get(i));
        }
        out.print(lines.get(lines.size() - 1));
        out.flush();
        String line = readLine();
        if (line == null) {
            endOfInput = true;
            if (!interactive) {
                out.println("<end of input>");
            } else {
                out.println();
            }
            out.flush();
            throw new Quit(true);
        }
        if (!interactive) {
            out.println(line);
            out.flush();
        }
        return line.strip();
    }

    /** Whether the input has ended. */
    boolean endOfInput() {
        return endOfInput;
    }

    private String readLine() {
        if (endOfInput) {
            return null;
        }
        try {
            return in.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Waits for any key on a terminal where raw keys can be read ({@code stty}), for Enter elsewhere.
     * Used once, on the title screen, before anything has been read as lines.
     */
    void anyKey(String prompt) {
        if (interactive && new File("/dev/tty").canRead()) {
            String saved = stty("-g");
            if (saved != null && stty("-icanon", "-echo", "min", "1") != null) {
                out.print(prompt);
                out.flush();
                try {
                    int key = rawIn.read();
                    while (rawIn.available() > 0) {
                        rawIn.read();
                    }
                    out.println();
                    if (key == -1) {
                        throw new Quit(true);
                    }
                    return;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                } finally {
                    stty(saved.trim());
                }
            }
        }
        askRaw(prompt);
    }

    /** Runs {@code stty} on the terminal; its output, or null if it failed. */
    private static String stty(String... args) {
        String[] command = new String[args.length + 1];
        command[0] = "stty";
        System.arraycopy(args, 0, command, 1, args.length);
        try {
            Process process = new ProcessBuilder(command).redirectInput(new File("/dev/tty"))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return process.waitFor() == 0 ? output : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
