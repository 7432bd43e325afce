package org.senet.cli.command;

import java.io.PrintWriter;

import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;

/** Runs a simulation, drawing a progress bar on stderr when it is a terminal. */
final class ProgressBar {
    private static final int WIDTH = 40;

    private ProgressBar() {
    }

    static SimulationResult run(Simulation simulation, PrintWriter err) throws InterruptedException {
        if (System.console() == null) {
            return simulation.run();
        }
        SimulationResult[] result = new SimulationResult[1];
        RuntimeException[] failure = new RuntimeException[1];
        Thread worker = new Thread(() -> {
            try {
                result[0] = simulation.run();
            } catch (RuntimeException e) {
                failure[0] = e;
            }
        }, "simulation");
        worker.start();
        while (worker.isAlive()) {
            worker.join(200);
            draw(err, simulation.finishedGames(), simulation.games());
        }
        err.print("\r" + " ".repeat(WIDTH + 30) + "\r");
        err.flush();
        if (failure[0] != null) {
            throw failure[0];
        }
        return result[0];
    }

    private static void draw(PrintWriter err, long done, long total) {
        int filled = (int) (WIDTH * done / Math.max(1, total));
        err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + done + "/" + total + " games");
        err.flush();
    }
}
