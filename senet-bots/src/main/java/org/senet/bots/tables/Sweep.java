package org.senet.bots.tables;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.LockSupport;

import org.senet.core.board.Side;
import org.senet.core.position.Position;

/**
 * One sweep of value iteration over layer (a, b), shared by the threads: the ranks of light's squares
 * handed out from the highest down, the new values of each rank kept apart until every higher rank is
 * done, and how far each rank being swept has come. Each thread computes exactly what the sweep on
 * one thread computes (the class comment of {@link TableSolver}): a thread updates its rank in a copy
 * of it, reads a lower rank as the last sweep left it, and reads a higher rank's new value, waiting,
 * where that rank is still being swept, until its owner has passed the position read
 * ({@link #find}).
 */
final class Sweep {
    private static final Side[] SIDES = Side.values();

    private final TableSolver solver;
    private final TableLayout layout;
    private final int width;
    private final int threads;
    private final int a;
    private final int b;
    private final double[] layer;
    private final boolean preparing;
    private final int lightSets;
    private final int darkSets;
    private final int segments;
    private final AtomicInteger nextRank;
    /** The new values of each rank being swept, in (segment, dark rank) order; null before and after. */
    private final AtomicReferenceArray<double[]> fresh;
    /** For each rank being swept, the lowest dark rank whose positions are all done. */
    private final AtomicIntegerArray doneDownTo;
    private final boolean[] finished;
    /** Every rank from this one up has its new values in {@link #layer}. */
    private volatile int committedDownTo;
    /** The first failure of a thread, which makes the others stop instead of waiting for it. */
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    /**
     * A sweep of layer (a, b), whose values are {@code layer}, by {@code threads} threads at most; a
     * preparing one visits each position once for {@link TableSolver.Update#prepare} instead.
     */
    Sweep(TableSolver solver, int threads, int a, int b, double[] layer, boolean preparing) {
        this.solver = solver;
        this.layout = solver.layout();
        this.width = solver.width();
        this.threads = threads;
        this.a = a;
        this.b = b;
        this.layer = layer;
        this.preparing = preparing;
        this.lightSets = layout.lightSets(a);
        this.darkSets = layout.darkSets(a, b);
        this.segments = layout.flagCount() * 2;
        this.nextRank = new AtomicInteger(lightSets - 1);
        this.fresh = new AtomicReferenceArray<>(lightSets);
        this.doneDownTo = new AtomicIntegerArray(lightSets);
        this.finished = new boolean[lightSets];
        this.committedDownTo = lightSets;
    }

    /** {@return a, the light pieces of the layer swept} */
    int pieces() {
        return a;
    }

    /** {@return whether the sweep is of layer (a, b)} */
    boolean sweeps(int pieces, int opposing) {
        return pieces == a && opposing == b;
    }

    /** {@return the first failure of a thread, if one failed} */
    Throwable failure() {
        return failure.get();
    }

    /** One thread's share: ranks as the counter hands them out, each swept whole; a failure stops all. */
    double visit() {
        try {
            return visitRanks(new SweepReader(solver, this));
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
            throw e;
        }
    }

    private double visitRanks(SweepReader reader) {
        TableSolver.Update update = solver.backup().update(solver, reader);
        double change = 0;
        int window = 4 * threads + 16;
        for (int rank = nextRank.getAndDecrement(); rank >= 0; rank = nextRank.getAndDecrement()) {
            if (preparing) {
                prepareRank(rank, update);
                continue;
            }
            for (int spins = 0; committedDownTo - rank > window; spins++) {
                pause(spins); // the ranks kept apart stay few: memory
            }
            change = Math.max(change, sweepRank(rank, update, reader));
        }
        return change;
    }

    private void prepareRank(int lightRank, TableSolver.Update update) {
        int light = layout.lightMask(a, lightRank);
        for (int darkRank = darkSets - 1; darkRank >= 0; darkRank--) {
            int dark = layout.darkMask(light, b, darkRank);
            for (int flagIndex = 0; flagIndex < layout.flagCount(); flagIndex++) {
                for (Side side : SIDES) {
                    int offset = layout.offset(a, b, flagIndex, side, lightRank, darkRank);
                    if (layer[offset * width] == layer[offset * width]) { // not NaN: a position
                        update.prepare(position(light, dark, side, flagIndex), offset);
                    }
                }
            }
        }
    }

    /** Sweeps one rank into a copy of its values, then hands the copy over. */
    private double sweepRank(int lightRank, TableSolver.Update update, SweepReader reader) {
        double[] own = new double[segments * darkSets * width];
        for (int segment = 0; segment < segments; segment++) {
            System.arraycopy(layer, liveIndex(segment, lightRank, 0), own, ownIndex(segment, 0),
                    darkSets * width);
        }
        doneDownTo.set(lightRank, darkSets);
        fresh.set(lightRank, own);
        reader.sweeping(lightRank, own);
        double change = 0;
        int light = layout.lightMask(a, lightRank);
        for (int darkRank = darkSets - 1; darkRank >= 0; darkRank--) {
            int dark = layout.darkMask(light, b, darkRank);
            for (int flagIndex = 0; flagIndex < layout.flagCount(); flagIndex++) {
                for (Side side : SIDES) {
                    int segment = flagIndex * 2 + side.ordinal();
                    int at = ownIndex(segment, darkRank);
                    if (own[at] != own[at]) { // NaN: no position
                        continue;
                    }
                    int offset = layout.offset(a, b, flagIndex, side, lightRank, darkRank);
                    change = Math.max(change, update.apply(position(light, dark, side, flagIndex), offset, own,
                            at));
                }
            }
            doneDownTo.set(lightRank, darkRank);
        }
        reader.sweeping(-1, null);
        finish(lightRank);
        return change;
    }

    /** Marks a rank done and moves the new values of every rank done from the top into the layer. */
    private synchronized void finish(int lightRank) {
        finished[lightRank] = true;
        int next = committedDownTo - 1;
        while (next >= 0 && finished[next]) {
            double[] own = fresh.get(next);
            for (int segment = 0; segment < segments; segment++) {
                System.arraycopy(own, ownIndex(segment, 0), layer, liveIndex(segment, next, 0), darkSets * width);
            }
            fresh.set(next, null);
            committedDownTo = next;
            next--;
        }
    }

    /**
     * Where {@code reader} finds the value of the position at {@code offset} of this layer for a
     * thread sweeping {@code reader.rank()} (into {@code reader.own()}): what one thread would read
     * there. Sets the array {@code reader} reads from.
     */
    int find(SweepReader reader, int offset) {
        int darkRank = offset % darkSets;
        int rest = offset / darkSets;
        int lightRank = rest % lightSets;
        int segment = rest / lightSets;
        if (lightRank == reader.rank()) {
            reader.readFrom(reader.own());
            return ownIndex(segment, darkRank);
        }
        if (lightRank > reader.rank()) {
            for (int spins = 0; ; spins++) {
                if (committedDownTo <= lightRank) {
                    break;
                }
                double[] newer = fresh.get(lightRank);
                if (newer != null && doneDownTo.get(lightRank) <= darkRank) {
                    reader.readFrom(newer);
                    return ownIndex(segment, darkRank);
                }
                pause(spins);
            }
        }
        // a lower rank, not yet replaced; or a higher one, already in the layer
        reader.readFrom(layer);
        return offset * width;
    }

    private int ownIndex(int segment, int darkRank) {
        return (segment * darkSets + darkRank) * width;
    }

    private int liveIndex(int segment, int lightRank, int darkRank) {
        return ((segment * lightSets + lightRank) * darkSets + darkRank) * width;
    }

    private Position position(int light, int dark, Side side, int flagIndex) {
        return new Position(light, dark, 0, 0, layout.piecesPerSide(), layout.piecesPerSide(), side,
                layout.flagValue(flagIndex));
    }

    /**
     * Waits a moment for another thread: spinning first, then giving the processor away.
     *
     * @throws SweepStopped when another thread has failed: what it waited for will not come
     */
    private void pause(int spins) {
        if (failure.get() != null) {
            throw new SweepStopped();
        }
        if (spins < 100) {
            Thread.onSpinWait();
        } else if (spins < 1000) {
            Thread.yield();
        } else {
            LockSupport.parkNanos(20_000);
        }
    }

    /** A thread stopped because another failed; the other's failure is the one reported. */
    private static final class SweepStopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SweepStopped() {
            super(null, null, false, false);
        }
    }
}
