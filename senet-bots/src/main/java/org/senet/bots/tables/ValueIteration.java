package org.senet.bots.tables;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The value iteration of a {@link TableSolver}: a layer swept again and again, on every thread, until
 * no value changes by more than {@link TableSolver#TOLERANCE}. Holds the threads (daemons named
 * {@code senet-tables}) while the tables are built; {@link #close} ends them.
 */
final class ValueIteration implements AutoCloseable {
    private static final int MAX_SWEEPS = 100_000;

    /** Where a layer's iteration has come: a stage's name and the fraction of the layer done. */
    interface Progress {
        /** Reports {@code stage}, with {@code fraction} of the layer done. */
        void update(String stage, double fraction);
    }

    private final TableSolver solver;
    private final int threads;
    private final ExecutorService pool;

    /** The iteration of {@code solver}'s layers on {@code threads} threads. */
    ValueIteration(TableSolver solver, int threads) {
        this.solver = solver;
        this.threads = threads;
        this.pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "senet-tables");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Solves layer (a, b), whose values are {@code layer} (the positions' first guesses, NaN where
     * there is none): first the preparing visit if {@code prepare}, then sweeps until it settles.
     *
     * @param name the layer's name in the progress and in messages
     * @return the largest change of the last sweep, at most the tolerance
     * @throws TableException if the layer does not settle, or a thread fails
     */
    double settle(int a, int b, double[] layer, boolean prepare, String name, Progress progress) {
        if (prepare) {
            progress.update(name + ", choices", 0);
            inParallel(new Sweep(solver, threads, a, b, layer, true));
        }
        for (int sweep = 1; sweep <= MAX_SWEEPS; sweep++) {
            double change = inParallel(new Sweep(solver, threads, a, b, layer, false));
            // the first sweep settles most values; later ones chase the cycles: show them as the second half
            progress.update(name + ", sweep " + sweep,
                    Math.min(0.99, 0.5 + 0.5 * Math.log10(1 / Math.max(change, TableSolver.TOLERANCE)) / 7));
            if (change <= TableSolver.TOLERANCE) {
                progress.update(name, 1);
                return change;
            }
        }
        throw new TableException("the values of " + solver.rules().id() + ", " + name + " pieces, did not settle in "
                + MAX_SWEEPS + " sweeps");
    }

    /** One sweep (or the preparing visit) on all threads; returns the largest change. */
    private double inParallel(Sweep sweep) {
        int tasks = Math.min(threads, solver.layout().lightSets(sweep.pieces()));
        List<Future<Double>> parts = new ArrayList<>();
        try {
            for (int t = 0; t < tasks; t++) {
                parts.add(pool.submit(sweep::visit));
            }
            double change = 0;
            for (Future<Double> part : parts) {
                change = Math.max(change, part.get());
            }
            return change;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TableException("building the tables was interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = sweep.failure() != null ? sweep.failure() : e.getCause();
            if (cause instanceof TableException failure) {
                throw failure;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new TableException("building the tables failed: " + cause, cause);
        } finally {
            parts.forEach(part -> part.cancel(true));
        }
    }

    /** Ends the threads. */
    @Override
    public void close() {
        pool.shutdownNow();
    }
}
