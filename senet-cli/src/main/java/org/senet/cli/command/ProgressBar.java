package org.senet.cli.command;

import java.io.PrintWriter;

import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;

/** Runs a simulation, drawing a progress bar on stderr when it is a terminal. */
final class ProgressBar {
    private static final int WIDTH = 40;

    private ProgressBar() {
    }

    /** {@return whether progress bars are drawn: only when the program runs on a terminal} */
    static boolean shown() {
        return System.console() != null;
    }

    /** Runs {@code simulation}, with a bar of its games on {@code err} while it plays when on a terminal. */
    static SimulationResult run(Simulation simulation, PrintWriter err) {
        if (!shown()) {
            return simulation.run();
        }
        try {
            return simulation.run((done, total) -> draw(err, done, total, "games"));
        } finally {
            clear(err);
        }
    }

    /** Draws the bar over the previous one: {@code [####    ] done/total what}, cut to fit 80 columns. */
    static void draw(PrintWriter err, long done, long total, String what) {
        int filled = (int) (WIDTH * Math.min(done, total) / Math.max(1, total));
        String line = "[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + done + "/" + total + " " + what;
        err.print("\r" + (line.length() > 79 ? line.substring(0, 79) : line + " ".repeat(79 - line.length())));
        err.flush();
    }

    /** Clears the line of the bar. */
    static void clear(PrintWriter err) {
        err.print("\r" + " ".repeat(79) + "\r");
        err.flush();
    }
}
