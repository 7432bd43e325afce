package org.senet.cli.play;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;

/**
 * The mode of the controlling terminal, read and set with {@code stty} on {@code /dev/tty}: single
 * keys without echo for the title screen, no echo while a bot plays, and the mode the program found
 * put back afterwards, also when a signal ends the program ({@link StopGuard}). Where there is no
 * terminal (pipes, tests) nothing is run and every change reports failure.
 */
final class TtyMode {
    private static final File TTY = new File("/dev/tty");

    private final boolean available;
    /** The mode the program found ({@code stty -g}), read before the first change. */
    private String original;
    /** Whether the mode was changed and not yet put back. */
    private boolean changed;

    private TtyMode(boolean available) {
        this.available = available;
    }

    /** The terminal's mode where a person is at one ({@code interactive}) and {@code /dev/tty} can be read. */
    static TtyMode of(boolean interactive) {
        return new TtyMode(interactive && TTY.canRead());
    }

    /** A terminal whose mode is never touched. */
    static TtyMode none() {
        return new TtyMode(false);
    }

    /**
     * Changes the mode ({@code stty} arguments such as {@code -echo}), the mode found first kept to be
     * put back.
     *
     * @return whether the mode was changed
     */
    synchronized boolean change(String... settings) {
        if (!available) {
            return false;
        }
        if (original == null) {
            String found = stty("-g");
            if (found == null || found.isBlank()) {
                return false;
            }
            original = found.strip();
        }
        changed = true;
        return stty(settings) != null;
    }

    /** Puts back the mode the program found, if it was changed; does nothing otherwise. */
    synchronized void restore() {
        if (changed) {
            changed = false;
            stty(original);
        }
    }

    /** Whether the mode is changed now. */
    synchronized boolean isChanged() {
        return changed;
    }

    /** The terminal's width in columns, where it can be read. */
    OptionalInt columns() {
        if (!available) {
            return OptionalInt.empty();
        }
        String size = stty("size");
        if (size == null || !size.strip().matches("[0-9]+ [0-9]+")) {
            return OptionalInt.empty();
        }
        int columns = Integer.parseInt(size.strip().split(" ")[1]);
        return columns > 0 ? OptionalInt.of(columns) : OptionalInt.empty();
    }

    /** Runs {@code stty} on the terminal; its output, or null if it failed. */
    private static String stty(String... args) {
        String[] command = new String[args.length + 1];
        command[0] = "stty";
        System.arraycopy(args, 0, command, 1, args.length);
        try {
            Process process = new ProcessBuilder(command).redirectInput(TTY)
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
