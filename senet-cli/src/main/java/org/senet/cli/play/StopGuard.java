package org.senet.cli.play;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;

/**
 * How the console ends when it is stopped from outside: Ctrl-C, {@code SIGTERM}, {@code SIGHUP} or a
 * terminal that was closed. Once, whichever comes first: a save being written is let finish and no
 * other begins, the console prints nothing more, the terminal gets back the mode the program found
 * (through JLine, {@link TerminalDevice}), and one line says where the game in play is saved and how to go on with it.
 * The exit code is the signal's (128 + its number: 130 for Ctrl-C, 143 for {@code SIGTERM}, 129 for a
 * hang-up), which the JVM gives after its shutdown hooks, this one among them.
 */
final class StopGuard {
    /** The exit code of a program stopped by Ctrl-C: 128 + {@code SIGINT}. */
    static final int INTERRUPT_EXIT = 130;
    /** The exit code of a program whose terminal hung up: 128 + {@code SIGHUP}. */
    static final int HANG_UP_EXIT = 129;
    /** How long a stop waits for a save being written. */
    private static final long SAVE_WAIT_SECONDS = 5;

    private final Terminal terminal;
    private final ReentrantLock saving = new ReentrantLock();
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final Thread hook = new Thread(this::stop, "senet-stop");
    private volatile Path game;
    private boolean installed;

    StopGuard(Terminal terminal) {
        this.terminal = terminal;
    }

    /** Runs {@link #stop} when the JVM is ended by a signal while the console runs. */
    void install() {
        Runtime.getRuntime().addShutdownHook(hook);
        installed = true;
    }

    /** The console has ended by itself: a later exit is not a stop. */
    void uninstall() {
        if (!installed) {
            return;
        }
        installed = false;
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs or has run
        }
    }

    /** A game is in play, saved in {@code file}: a stop names it. */
    void playing(Path file) {
        this.game = file;
    }

    /** No game is in play any more. */
    void played() {
        this.game = null;
    }

    /** Writes a save whole: a stop waits for it, and once stopped no save begins. */
    void save(Runnable write) {
        saving.lock();
        try {
            write.run();
        } finally {
            saving.unlock();
        }
    }

    /**
     * Ctrl-C, which JLine hands over instead of the JVM (at a prompt, during a bot's turn, at the title):
     * stops the console and ends the program with {@value #INTERRUPT_EXIT}. Does not return.
     */
    void interrupted() {
        stop();
        System.exit(INTERRUPT_EXIT);
    }

    /** Whether the console was stopped. */
    boolean stopped() {
        return stopped.get();
    }

    /**
     * Whether the console is stopped, or is within {@code millis}: a signal's shutdown hooks run side by side, so
     * JLine's may close the terminal, failing the console, just before this one's stop begins.
     */
    boolean stoppedWithin(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (!stopped() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return stopped();
    }

    /**
     * Stops the console, once: waits for a save being written (and holds back any later one), silences
     * the console, puts the terminal's mode back and says where the game in play is saved.
     */
    void stop() {
        if (!stopped.compareAndSet(false, true)) {
            return;
        }
        try {
            saving.tryLock(SAVE_WAIT_SECONDS, TimeUnit.SECONDS); // never released: no save after the stop
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        terminal.screen().silence();
        terminal.giveBack();
        Path file = game;
        terminal.screen().lastWords(file == null ? "" : terminal.t("game.stopped", file, ResumeCommand.of(file)));
    }
}
