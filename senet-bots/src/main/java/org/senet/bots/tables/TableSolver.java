package org.senet.bots.tables;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.locks.LockSupport;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

/**
 * Solves the positions of an endgame table by value iteration, layer by layer. By default the value
 * of a position is the probability that the side to move wins when both sides play their best, the
 * expectation over the throws of the best action's value; a {@link Backup} other than best play
 * computes other values by the same sweeps (a match between fixed policies: {@link MatchBackup}).
 *
 * <p>Layers are solved in the order of the pieces left, so that a position's successors after a
 * piece is borne off are known exactly. Within a layer, moves, swaps, traps and passes make cycles:
 * the layer is swept until no value changes by more than the tolerance. Each sweep visits light's
 * squares from the furthest along down (and dark's likewise), so a value reads those of the
 * positions a forward move leads to from the same sweep (Gauss-Seidel); only moves backwards wait
 * for the next sweep.
 *
 * <p><b>The same values whatever the threads.</b> Threads share a sweep by light's square sets
 * (ranks), handed out in the order above, and each computes exactly what the sweep on one thread
 * computes: a thread updates its rank in a copy of it (so its own rank reads itself as one thread
 * would), reads a lower rank as the last sweep left it (the live values, which a rank's new values
 * replace only once every higher rank is done), and reads a higher rank's new value, waiting, where
 * that rank is still being swept, until its owner has passed the position read. So a table is the
 * same, byte for byte, with one thread or many, and as one thread always made it.
 */
final class TableSolver {
    /** No value is farther than this from the values of its successors when a layer is solved. */
    static final double TOLERANCE = 1e-6;
    private static final int MAX_SWEEPS = 100_000;

    /**
     * The values a sweep computes at each position of the layers: {@link #width} of them per position,
     * at {@code offset * width} in the layer's array.
     */
    interface Backup {
        /** {@return the values kept per position} */
        int width();

        /** {@return whether {@code position} is one to solve (else its values stay NaN)} */
        boolean holds(Position position);

        /**
         * {@return a new per-thread rule for the positions of a sweep, reading the successors' values
         * through {@code reader}}
         */
        Update update(TableSolver solver, Reader reader);

        /**
         * Called before the first sweep of layer (a, b), with the layer's positions.
         *
         * @return whether {@link Update#prepare} must visit every position before the sweeps
         */
        default boolean prepare(int a, int b, int positions) {
            return false;
        }
    }

    /** One thread's rule for the positions of a sweep. */
    interface Update {
        /**
         * Writes the new values of {@code position}, {@code values[at]} to {@code values[at + width - 1]},
         * from those of its successors (read through the thread's {@link Reader}).
         *
         * @param offset the position's offset in its layer
         * @return the largest change of one of its values
         */
        double apply(Position position, int offset, double[] values, int at);

        /** Visits a position of the layer once before its sweeps (see {@link Backup#prepare}). */
        default void prepare(Position position, int offset) {
        }
    }

    private final RuleSet rules;
    private final TableLayout layout;
    private final int threads;
    private final TableProgress progress;
    private final Backup backup;
    private final int width;
    private final List<ThrowOutcome> outcomes;
    /** {@code values[a][b]}: the values of layer (a, b), NaN where no position can be. */
    private final double[][][] values;
    private double residual;
    private ExecutorService pool;

    TableSolver(RuleSet rules, TableLayout layout, int threads, TableProgress progress) {
        this(rules, layout, threads, progress, null);
    }

    /** A solver of {@code backup}'s values; null for the best play of both sides. */
    TableSolver(RuleSet rules, TableLayout layout, int threads, TableProgress progress, Backup backup) {
        this.rules = rules;
        this.layout = layout;
        this.threads = threads;
        this.progress = progress;
        this.backup = backup == null ? new BestPlay() : backup;
        this.width = this.backup.width();
        this.outcomes = rules.throwTable().outcomes();
        this.values = new double[layout.maxPieces() + 1][layout.maxPieces() + 1][];
    }

    RuleSet rules() {
        return rules;
    }

    TableLayout layout() {
        return layout;
    }

    /** Solves every layer, fewest pieces first, and returns the values by layer. */
    double[][][] solve() {
        pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "senet-tables");
            thread.setDaemon(true);
            return thread;
        });
        try {
            long total = layout.size();
            long done = 0;
            for (int pieces = 2; pieces <= 2 * layout.maxPieces(); pieces++) {
                for (int a = Math.max(1, pieces - layout.maxPieces()); a <= Math.min(layout.maxPieces(), pieces - 1);
                     a++) {
                    int b = pieces - a;
                    long before = done;
                    long size = layout.layerSize(a, b);
                    solveLayer(a, b, (stage, fraction) -> progress.update(stage, before + (long) (fraction * size),
                            total));
                    done += layout.layerSize(a, b);
                }
            }
            progress.update("done", total, total);
            return values;
        } finally {
            pool.shutdownNow();
        }
    }

    /** {@return the largest change in the last sweep of any layer: a bound on how far a value is from its successors'} */
    double residual() {
        return residual;
    }

    private interface LayerProgress {
        void update(String stage, double fraction);
    }

    private void solveLayer(int a, int b, LayerProgress layerProgress) {
        String name = a + " against " + b;
        int positions = layout.layerSize(a, b);
        if ((long) positions * width > Integer.MAX_VALUE - 8) {
            throw new TableException("the values of " + rules.id() + ", " + name + " pieces, do not fit in one array ("
                    + positions + " positions, " + width + " values each)");
        }
        double[] layer = new double[positions * width];
        for (int offset = 0; offset < positions; offset++) {
            double initial = backup.holds(layout.position(a, b, offset)) ? 0.5 : Double.NaN;
            for (int k = 0; k < width; k++) {
                layer[offset * width + k] = initial;
            }
        }
        values[a][b] = layer;
        if (backup.prepare(a, b, positions)) {
            layerProgress.update(name + ", choices", 0);
            inParallel(new Sweep(a, b, layer, true));
        }
        for (int sweep = 1; sweep <= MAX_SWEEPS; sweep++) {
            double change = inParallel(new Sweep(a, b, layer, false));
            // the first sweep settles most values; later ones chase the cycles: show them as the second half
            layerProgress.update(name + ", sweep " + sweep,
                    Math.min(0.99, 0.5 + 0.5 * Math.log10(1 / Math.max(change, TOLERANCE)) / 7));
            if (change <= TOLERANCE) {
                residual = Math.max(residual, change);
                layerProgress.update(name, 1);
                return;
            }
        }
        throw new TableException("the values of " + rules.id() + ", " + name + " pieces, did not settle in "
                + MAX_SWEEPS + " sweeps");
    }

    /** One sweep (or the preparing visit) on all threads; returns the largest change. */
    private double inParallel(Sweep sweep) {
        int tasks = Math.min(threads, layout.lightSets(sweep.a));
        List<Future<Double>> parts = new ArrayList<>();
        try {
            for (int t = 0; t < tasks; t++) {
                parts.add(pool.submit(() -> sweep.visit(new Reader(sweep))));
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
            Throwable cause = sweep.failure.get() != null ? sweep.failure.get() : e.getCause();
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

    /**
     * One sweep over layer (a, b), shared by the threads: the ranks of light's squares handed out from
     * the highest down, the new values of each rank kept apart until every higher rank is done, and
     * how far each rank being swept has come.
     */
    private final class Sweep {
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

        Sweep(int a, int b, double[] layer, boolean preparing) {
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

        /** One thread's share: ranks as the counter hands them out, each swept whole; a failure stops all. */
        double visit(Reader reader) {
            try {
                return visitRanks(reader);
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
                throw e;
            }
        }

        private double visitRanks(Reader reader) {
            Update update = backup.update(TableSolver.this, reader);
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

        private void prepareRank(int lightRank, Update update) {
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
        private double sweepRank(int lightRank, Update update, Reader reader) {
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
         * thread sweeping {@code sweeping} (into {@code own}): what one thread would read there.
         */
        int find(Reader reader, int offset) {
            int darkRank = offset % darkSets;
            int rest = offset / darkSets;
            int lightRank = rest % lightSets;
            int segment = rest / lightSets;
            if (lightRank == reader.rank) {
                reader.array = reader.own;
                return ownIndex(segment, darkRank);
            }
            if (lightRank > reader.rank) {
                for (int spins = 0; ; spins++) {
                    if (committedDownTo <= lightRank) {
                        break;
                    }
                    double[] newer = fresh.get(lightRank);
                    if (newer != null && doneDownTo.get(lightRank) <= darkRank) {
                        reader.array = newer;
                        return ownIndex(segment, darkRank);
                    }
                    pause(spins);
                }
            }
            // a lower rank, not yet replaced; or a higher one, already in the layer
            reader.array = layer;
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
            TableSolver.pause(spins);
        }
    }

    /** A thread stopped because another failed; the other's failure is the one reported. */
    private static final class SweepStopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SweepStopped() {
            super(null, null, false, false);
        }
    }

    /** Waits a moment for another thread: spinning first, then giving the processor away. */
    private static void pause(int spins) {
        if (spins < 100) {
            Thread.onSpinWait();
        } else if (spins < 1000) {
            Thread.yield();
        } else {
            LockSupport.parkNanos(20_000);
        }
    }

    /**
     * One thread's reading of the successors' values during a sweep: {@link #find} gives the index of a
     * position's first value in {@link #values()}, the values one thread sweeping alone would read.
     */
    final class Reader {
        private final Sweep sweep;
        private int rank = -1;
        private double[] own;
        private double[] array;

        private Reader(Sweep sweep) {
            this.sweep = sweep;
        }

        private void sweeping(int lightRank, double[] ownValues) {
            this.rank = lightRank;
            this.own = ownValues;
        }

        /**
         * Finds the values of {@code next} (not over), which must lie in the layers being solved.
         *
         * @return the index of its first value in {@link #values()}
         */
        int find(Position next) {
            int offset = layout.offset(next);
            if (offset < 0) {
                throw outside(next);
            }
            int a = Integer.bitCount(next.light());
            int b = Integer.bitCount(next.dark());
            if (a == sweep.a && b == sweep.b && rank >= 0) {
                return sweep.find(this, offset);
            }
            array = values[a][b];
            if (array == null) {
                throw outside(next);
            }
            return offset * width;
        }

        /** {@return the array the last {@link #find} found its position in} */
        double[] values() {
            return array;
        }

        /** {@return value {@code k} of {@code next} (not over): {@link #find}, then the value found} */
        double value(Position next, int k) {
            int at = find(next);
            return array[at + k];
        }
    }

    /** The values of the layer {@code next} (not over) lies in. */
    private double[] layerOf(Position next) {
        double[] layer = values[Integer.bitCount(next.light())][Integer.bitCount(next.dark())];
        if (layer == null) {
            throw outside(next);
        }
        return layer;
    }

    /** The index of the first of {@code next}'s values in {@link #layerOf}. */
    private int slot(Position next) {
        int offset = layout.offset(next);
        if (offset < 0) {
            throw outside(next);
        }
        return offset * width;
    }

    private TableException outside(Position next) {
        return new TableException("a move of " + rules.id() + " leads outside the tables being built: " + next);
    }

    /** The throw outcomes of the rule set. */
    List<ThrowOutcome> outcomes() {
        return outcomes;
    }

    /** {@return the values of {@code position} (not over) after {@link #solve}, {@link Backup#width} of them} */
    double[] valuesOf(Position position) {
        double[] layer = layerOf(position);
        int slot = slot(position);
        double[] result = new double[width];
        System.arraycopy(layer, slot, result, 0, width);
        return result;
    }

    /** Best play by both sides: the value is the chance of the side to move. */
    private final class BestPlay implements Backup {
        @Override
        public int width() {
            return 1;
        }

        @Override
        public boolean holds(Position position) {
            return Game.problemAsStart(rules, position).isEmpty();
        }

        @Override
        public Update update(TableSolver solver, Reader reader) {
            int[] before = new int[RuleSet.MAX_ACTIONS];
            int[] after = new int[RuleSet.MAX_ACTIONS];
            return (position, offset, values, at) -> {
                double value = best(position, before, after, reader);
                double change = Math.abs(value - values[at]);
                values[at] = value;
                return change;
            };
        }

        private double best(Position position, int[] before, int[] after, Reader reader) {
            Side mover = position.toMove();
            int count = rules.actions(position, RuleSet.NO_THROW, before);
            double best = 0;
            for (int i = 0; i < count; i++) {
                int action = before[i];
                double value;
                if (action == ActionCode.THROW) {
                    value = 0;
                    for (ThrowOutcome outcome : outcomes) {
                        int moves = rules.actions(position, outcome.value(), after);
                        double bestMove = 0;
                        for (int j = 0; j < moves; j++) {
                            bestMove = Math.max(bestMove, valueFor(mover, rules.apply(position, outcome.value(),
                                    after[j]), reader));
                        }
                        value += outcome.probability() * bestMove;
                    }
                } else {
                    value = valueFor(mover, rules.apply(position, RuleSet.NO_THROW, action), reader);
                }
                best = Math.max(best, value);
            }
            return best;
        }

        /** The value for {@code mover} of {@code next}: from the values being solved, or the winner if over. */
        private double valueFor(Side mover, Position next, Reader reader) {
            if (rules.isOver(next)) {
                return rules.winner(next).orElseThrow() == mover ? 1 : 0;
            }
            double value = reader.value(next, 0);
            return next.toMove() == mover ? value : 1 - value;
        }
    }

    private static final Side[] SIDES = Side.values();
}
