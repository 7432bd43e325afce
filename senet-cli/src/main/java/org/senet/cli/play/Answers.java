package org.senet.cli.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.senet.cli.text.Wrap;

/**
 * The console's input: answers to its questions and keys. On a terminal driven through JLine
 * ({@link TerminalDevice}) a line is edited, recalled and completed there; elsewhere lines are read
 * as they come, each echoed after its prompt in a transcript.
 */
final class Answers {
    private final BufferedReader in;
    private final Screen screen;
    private final boolean interactive;
    private final Optional<TerminalDevice> device;
    private boolean endOfInput;

    /** Answers read from {@code in}, or from {@code device} where there is one, their questions on {@code screen}. */
    Answers(InputStream in, Screen screen, boolean interactive, Optional<TerminalDevice> device) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.screen = screen;
        this.interactive = interactive;
        this.device = device;
    }

    /**
     * While a bot plays, keys typed on the terminal are neither shown nor kept (so they are not glued to
     * the bot's lines, nor taken as answers to the next question): {@link #attentive} puts the terminal
     * back before a person is asked.
     */
    void inattentive() {
        onTerminal(TerminalDevice::quiet);
    }

    /** Drops the keys typed while the bot played and puts the terminal's mode back; nothing if it was not changed. */
    void attentive() {
        onTerminal(TerminalDevice::attentive);
    }

    /** A change of the terminal's mode, which fails when the terminal is gone. */
    private interface ModeChange {
        void apply(TerminalDevice terminal) throws IOException;
    }

    /** Changes the terminal's mode where there is a terminal; one that is gone has hung up. */
    private void onTerminal(ModeChange change) {
        try {
            if (device.isPresent()) {
                change.apply(device.get());
            }
        } catch (IOException e) {
            throw Terminal.Quit.hangUp();
        }
    }

    /** The answers a Tab completes to at the next question (on a terminal); none after it. */
    void offer(List<String> choices) {
        device.ifPresent(terminal -> terminal.choices(choices));
    }

    /** A game begins: the up-arrow recalls the answers given in it only. */
    void newGame() {
        device.ifPresent(TerminalDevice::forgetAnswers);
    }

    /** Asks a question where {@code q} is an ordinary answer (menus); only the end of input quits. */
    String askRaw(String prompt) {
        attentive();
        screen.repaintIfResized();
        List<String> lines = Wrap.promptLines(prompt, screen.width());
        String last = lastLine(lines);
        List<String> head = lines.subList(0, lines.size() - 1);
        screen.write(writer -> {
            head.forEach(writer::println);
            if (device.isEmpty()) {
                writer.print(last);
            }
        });
        screen.memory().asked(prompt);
        String line = readLine(last, () -> lastLine(Wrap.promptLines(prompt, screen.width())));
        offer(List.of());
        if (line == null) {
            endOfInput = true;
            screen.write(writer -> writer.println(interactive ? "" : "<end of input>"));
            throw new Terminal.Quit(true);
        }
        if (!interactive) {
            screen.write(writer -> writer.println(line));
        }
        screen.memory().answered(line);
        return line.strip();
    }

    private static String lastLine(List<String> lines) {
        return lines.get(lines.size() - 1);
    }

    /** Whether the input has ended. */
    boolean endOfInput() {
        return endOfInput;
    }

    /**
     * The next line of input, after {@code prompt} on a terminal driven through JLine (elsewhere the prompt
     * is printed already), {@code promptAfterResize} there after a resize; null at its end. A terminal that
     * cannot be read any more has hung up.
     */
    private String readLine(String prompt, Supplier<String> promptAfterResize) {
        if (endOfInput) {
            return null;
        }
        try {
            return device.isPresent() ? device.get().readLine(prompt, promptAfterResize) : in.readLine();
        } catch (IOException e) {
            if (interactive) {
                throw Terminal.Quit.hangUp();
            }
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Waits for any key on a terminal driven through JLine, for Enter elsewhere. The terminal's mode is
     * put back afterwards, and by {@link StopGuard} when a signal ends the program meanwhile.
     */
    void anyKey(String prompt) {
        if (device.isEmpty()) {
            askRaw(prompt);
            return;
        }
        attentive();
        screen.write(writer -> writer.print(prompt));
        screen.keyPrompt(prompt);
        int key;
        try {
            key = device.get().readKey();
        } catch (IOException e) {
            throw Terminal.Quit.hangUp();
        } finally {
            screen.keyPrompt(null);
        }
        screen.write(PrintWriter::println);
        if (key == -1) {
            throw new Terminal.Quit(true);
        }
    }
}
