package org.senet.cli.play;

import java.io.IOError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.DefaultParser;
import org.jline.reader.impl.LineReaderImpl;
import org.jline.terminal.Attributes;
import org.jline.terminal.Attributes.ControlChar;
import org.jline.terminal.Attributes.LocalFlag;
import org.jline.terminal.Terminal.Signal;
import org.jline.terminal.Terminal.SignalHandler;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.Display;
import org.jline.utils.InfoCmp.Capability;
import org.jline.utils.NonBlockingReader;

/**
 * The player's real terminal, through JLine's native (JNI) provider: no {@code stty} or other program
 * is run. It reads lines with editing, a history of the answers and completion ({@link #readLine}),
 * single keys ({@link #readKey}), keeps keys typed while a bot plays from being shown or kept
 * ({@link #quiet}), tells the terminal's width and colours, and gives back the mode it found
 * ({@link #giveBack}).
 *
 * <p>Signals: Ctrl-C ({@code SIGINT}, typed or sent, and the Ctrl-C byte read while keys are read raw)
 * and a resize ({@code SIGWINCH}) go to the handlers given to {@link #open}; a Ctrl-C at a prompt ends
 * the prompt with the same handler. {@code SIGTERM} and {@code SIGHUP}, which JLine does not handle,
 * stay with the JVM: they run its shutdown hooks ({@link StopGuard}).
 */
final class TerminalDevice {
    /** JLine logs through {@code java.util.logging}; kept here so that its level stays set. */
    private static final Logger JLINE_LOG = Logger.getLogger("org.jline");

    /** How long a read of a key waits before it waits again, in milliseconds. */
    private static final long KEY_WAIT_MILLIS = 100;
    /** How long input typed ahead is waited for when it is dropped, in milliseconds. */
    private static final long DRAIN_MILLIS = 5;

    private final org.jline.terminal.Terminal terminal;
    private final Attributes found;
    private final Reader lines;
    private final Events events;
    private volatile List<String> choices = List.of();
    /** Whether keys are kept from being shown ({@link #quiet}). */
    private boolean quiet;

    /** What the console does when the player presses Ctrl-C or resizes the terminal. */
    interface Events {
        /** Ctrl-C: stops the program; does not return. */
        void interrupted();

        /**
         * The terminal was resized.
         *
         * @param waiting whether the program waits for the player (a line or a key is read): the screen can
         *                be drawn again at once, from the thread that handles the signal
         */
        void resized(boolean waiting);
    }

    /** Whether a line or a key is being read. */
    private volatile boolean waiting;
    /** The prompt of the line being read, for the width after a resize; null when no line is read. */
    private volatile Supplier<String> promptAfterResize;

    private TerminalDevice(org.jline.terminal.Terminal terminal, Events events) {
        this.terminal = terminal;
        this.found = terminal.getAttributes();
        this.events = events;
        DefaultParser words = new DefaultParser();
        words.setEscapeChars(null);
        words.setQuoteChars(new char[0]);
        this.lines = new Reader(terminal, this);
        lines.setParser(words);
        lines.setCompleter((reader, line, candidates) -> choices.forEach(choice -> candidates.add(new Candidate(choice))));
        lines.setOpt(LineReader.Option.DISABLE_EVENT_EXPANSION);
        lines.unsetOpt(LineReader.Option.INSERT_TAB);
        lines.setVariable(LineReader.HISTORY_SIZE, 500);
    }

    /**
     * The process's terminal, where standard input and output are one and JLine's native provider can
     * drive it; empty elsewhere (then the console reads plain lines).
     *
     * @param events what Ctrl-C does, wherever it comes (at a prompt, during a bot's turn, at the title), and
     *               what a resize does
     */
    static Optional<TerminalDevice> open(Events events) {
        JLINE_LOG.setLevel(Level.OFF); // a terminal JLine cannot drive is not an error: the console reads lines
        TerminalDevice[] device = new TerminalDevice[1];
        try {
            org.jline.terminal.Terminal terminal = TerminalBuilder.builder().system(true).provider("jni")
                    .jni(true).exec(false).ffm(false).dumb(false).encoding(StandardCharsets.UTF_8)
                    // no probing of the terminal with queries whose answers come back as input, late on a busy machine
                    .graphemeCluster(false)
                    .nativeSignals(true).signalHandler(signal -> {
                        TerminalDevice ready = device[0];
                        if (ready != null) {
                            ready.signal(signal);
                        } else if (signal == Signal.INT) {
                            events.interrupted();
                        }
                    }).build();
            terminal.handle(Signal.TSTP, SignalHandler.SIG_DFL); // Ctrl-Z suspends, as in any program
            terminal.handle(Signal.CONT, SignalHandler.SIG_DFL);
            device[0] = new TerminalDevice(terminal, events);
            return Optional.of(device[0]);
        } catch (IOException | RuntimeException | LinkageError cannot) {
            return Optional.empty();
        }
    }

    private void signal(Signal signal) {
        if (signal == Signal.INT) {
            events.interrupted();
        } else if (signal == Signal.WINCH) {
            events.resized(waiting);
        }
    }

    /** The terminal's width in columns, 0 where it does not say. */
    int columns() {
        try {
            return terminal.getWidth();
        } catch (RuntimeException | IOError unknown) {
            return 0;
        }
    }

    /** Whether the terminal shows colours (eight at least, as its terminfo says). */
    boolean colours() {
        Integer colours = terminal.getNumericCapability(Capability.max_colors);
        return colours != null && colours >= 8;
    }

    /** The terminal's escape sequences, from its terminfo. */
    Sequences sequences() {
        return Sequences.of(terminal::getStringCapability);
    }

    /** The answers a Tab completes to at the next prompt. */
    void choices(List<String> offered) {
        this.choices = List.copyOf(offered);
    }

    /** Forgets the answers given so far: the up-arrow recalls those of the game in play only. */
    void forgetAnswers() {
        try {
            lines.getHistory().purge();
        } catch (IOException | RuntimeException nothingKept) {
            // a history in memory only: nothing to delete
        }
    }

    /**
     * Reads a line with editing (arrows, Home/End, Ctrl-W), the history of answers and completion.
     * Ctrl-C runs the interrupt handler, which does not return.
     *
     * @param prompt            the prompt on the line where the answer is typed
     * @param promptAfterResize that prompt for the terminal's width after a resize (a question wrapped anew
     *                          may end differently)
     * @return the line, or null at the end of the input (Ctrl-D)
     * @throws IOException when the terminal cannot be read any more
     */
    String readLine(String prompt, Supplier<String> promptAfterResize) throws IOException {
        this.promptAfterResize = promptAfterResize;
        waiting = true;
        try {
            String line = lines.readLine(escaped(prompt));
            if (Thread.interrupted()) { // a Ctrl-C while the line ended: its handler was JLine's then
                events.interrupted();
            }
            return line;
        } catch (UserInterruptException ctrlC) {
            events.interrupted();
            throw new IllegalStateException("the interrupt handler returned", ctrlC);
        } catch (EndOfFileException end) {
            return null;
        } catch (IOError e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e);
        } finally {
            waiting = false;
            this.promptAfterResize = null;
        }
    }

    /** A prompt as JLine's prompt pattern reads it: a {@code %} is itself. */
    private static String escaped(String prompt) {
        return prompt.replace("%", "%%");
    }

    /**
     * Reads one key, not shown; keys typed ahead are dropped. Ctrl-C stays a signal.
     *
     * @return the key, or -1 at the end of the input
     * @throws IOException when the terminal cannot be read any more
     */
    int readKey() throws IOException {
        boolean wasQuiet = quiet;
        quiet();
        waiting = true;
        try {
            int key = NonBlockingReader.READ_EXPIRED;
            while (key == NonBlockingReader.READ_EXPIRED) {
                // timed reads only: a read without a timeout holds JLine's reader locked, and its close (at exit)
                // would wait for it forever
                key = terminal.reader().read(KEY_WAIT_MILLIS);
            }
            waiting = false;
            drain();
            return key;
        } finally {
            waiting = false;
            if (!wasQuiet) {
                attentive();
            }
        }
    }

    /**
     * Keys typed from now on are neither shown nor taken as answers (a bot plays): no echo, no line
     * editing by the terminal; Ctrl-C stays a signal.
     *
     * @throws IOException when the terminal is gone
     */
    synchronized void quiet() throws IOException {
        if (quiet) {
            return;
        }
        drainQuietly();
        Attributes keys = new Attributes(found);
        keys.setLocalFlags(EnumSet.of(LocalFlag.ICANON, LocalFlag.ECHO), false);
        keys.setLocalFlag(LocalFlag.ISIG, true);
        keys.setControlChar(ControlChar.VMIN, 1);
        keys.setControlChar(ControlChar.VTIME, 0);
        set(keys);
        quiet = true;
    }

    /** Drops the keys typed while quiet and gives back the mode found; nothing if not quiet. */
    synchronized void attentive() throws IOException {
        if (!quiet) {
            return;
        }
        try {
            drain();
        } finally {
            quiet = false;
            set(found);
        }
    }

    /** Whether keys are kept from being shown now. */
    synchronized boolean isQuiet() {
        return quiet;
    }

    /** Gives back the mode the program found (echo, line mode), whatever it is now; for a stop. */
    void giveBack() {
        try {
            set(found);
        } catch (IOException | RuntimeException gone) {
            // the terminal is gone: no mode to give back
        }
    }

    /** Sets the terminal's mode; JLine's {@link IOError} for a terminal that is gone is an {@link IOException} here. */
    private void set(Attributes mode) throws IOException {
        try {
            terminal.setAttributes(mode);
        } catch (IOError gone) {
            throw new IOException(gone);
        }
    }

    /** Closes the terminal: the mode found and the signals' handlers before JLine's given back. */
    void close() {
        try {
            terminal.close();
        } catch (IOException | RuntimeException | IOError gone) {
            giveBack();
        }
    }

    private void drainQuietly() {
        try {
            drain();
        } catch (IOException gone) {
            // nothing left to drop
        }
    }

    /**
     * Drops the keys typed ahead. A Ctrl-C among them was typed while keys were read raw and not yet
     * read: it is the interrupt it meant.
     */
    private void drain() throws IOException {
        NonBlockingReader keys = terminal.reader();
        int intr = found.getControlChar(ControlChar.VINTR);
        for (int key = keys.read(DRAIN_MILLIS); key >= 0; key = keys.read(DRAIN_MILLIS)) {
            if (key == intr) {
                events.interrupted();
            }
        }
    }

    /** JLine's line reader, which tells the console of a resize while a line is read. */
    static final class Reader extends LineReaderImpl {
        private final TerminalDevice device;

        Reader(org.jline.terminal.Terminal terminal, TerminalDevice device) {
            super(terminal, "senet", new HashMap<>());
            this.device = device;
        }

        /**
         * Redraws the line on a resize and on a continue. When the terminal was closed (a hang-up sends a
         * continue too) there is nothing to draw on: the console learns of the hang-up on its own, so the
         * failed write is dropped here instead of printed by the signal's thread.
         */
        @Override
        protected synchronized void handleSignal(Signal signal) {
            try {
                super.handleSignal(signal);
                if (signal == Signal.WINCH) {
                    device.events.resized(true);
                    Supplier<String> prompt = device.promptAfterResize;
                    if (prompt != null) {
                        setPrompt(escaped(prompt.get()));
                    }
                    // the screen was cleared and drawn again: the line starts afresh where the cursor is now
                    display = new Display(getTerminal(), false);
                    display.resize(size);
                    display.setDelayLineWrap(isSet(LineReader.Option.DELAY_LINE_WRAP));
                    redisplay();
                }
            } catch (IOError | IllegalStateException terminalGone) {
                // nothing to draw on: JLine throws IllegalStateException once the terminal is closed
            }
        }
    }
}
