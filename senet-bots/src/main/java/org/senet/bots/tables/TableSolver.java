package org.senet.bots.tables;

import java.util.List;

import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

/**
 * Solves the positions of an endgame table by value iteration, layer by layer. By default the value
 * of a position is the probability that the side to move wins when both sides play their best, the
 * expectation over the throws of the best action's value ({@link BestPlay}); a {@link Backup} other
 * than best play computes other values by the same sweeps (a match between fixed policies:
 * {@link MatchBackup}).
 *
 * <p>Layers are solved in the order of the pieces left, so that a position's successors after a
 * piece is borne off are known exactly. Within a layer, moves, swaps, traps and passes make cycles:
 * the layer is swept until no value changes by more than the tolerance ({@link ValueIteration}). Each
 * sweep visits light's squares from the furthest along down (and dark's likewise), so a value reads
 * those of the positions a forward move leads to from the same sweep (Gauss-Seidel); only moves
 * backwards wait for the next sweep.
 *
 * <p><b>The same values whatever the threads.</b> Threads share a sweep by light's square sets
 * (ranks), handed out in the order above, and each computes exactly what the sweep on one thread
 * computes: a thread updates its rank in a copy of it (so its own rank reads itself as one thread
 * would), reads a lower rank as the last sweep left it (the live values, which a rank's new values
 * replace only once every higher rank is done), and reads a higher rank's new value, waiting, where
 * that rank is still being swept, until its owner has passed the position read ({@link Sweep},
 * {@link SweepReader}). So a table is the same, byte for byte, with one thread or many, and as one
 * thread always made it.
 *
 * <p>This class holds the layers: which positions each holds, in what order they are solved, and
 * their values; and the contract of a backup ({@link Backup}, {@link Update}, {@link Reader}).
 */
final class TableSolver {
    /** No value is farther than this from the values of its successors when a layer is solved. */
    static final double TOLERANCE = 1e-6;

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

    /**
     * One thread's reading of the successors' values during a sweep: {@link #find} gives the index of a
     * position's first value in {@link #values()}, the values one thread sweeping alone would read.
     */
    interface Reader {
        /**
         * Finds the values of {@code next} (not over), which must lie in the layers being solved.
         *
         * @return the index of its first value in {@link #values()}
         */
        int find(Position next);

        /** {@return the array the last {@link #find} found its position in} */
        double[] values();

        /** {@return value {@code k} of {@code next} (not over): {@link #find}, then the value found} */
        default double value(Position next, int k) {
            int at = find(next);
            return values()[at + k];
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

    TableSolver(RuleSet rules, TableLayout layout, int threads, TableProgress progress) {
        this(rules, layout, threads, progress, null);
    }

    /** A solver of {@code backup}'s values; null for the best play of both sides. */
    TableSolver(RuleSet rules, TableLayout layout, int threads, TableProgress progress, Backup backup) {
        this.rules = rules;
        this.layout = layout;
        this.threads = threads;
        this.progress = progress;
        this.backup = backup == null ? new BestPlay(rules) : backup;
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

    /** {@return the rule of the values computed} */
    Backup backup() {
        return backup;
    }

    /** {@return the values kept per position} */
    int width() {
        return width;
    }

    /** Solves every layer, fewest pieces first, and returns the values by layer. */
    double[][][] solve() {
        try (ValueIteration iteration = new ValueIteration(this, threads)) {
            long total = layout.size();
            long done = 0;
            for (int pieces = 2; pieces <= 2 * layout.maxPieces(); pieces++) {
                for (int a = Math.max(1, pieces - layout.maxPieces()); a <= Math.min(layout.maxPieces(), pieces - 1);
                     a++) {
                    int b = pieces - a;
                    long before = done;
                    long size = layout.layerSize(a, b);
                    solveLayer(iteration, a, b, (stage, fraction) -> progress.update(stage,
                            before + (long) (fraction * size), total));
                    done += layout.layerSize(a, b);
                }
            }
            progress.update("done", total, total);
            return values;
        }
    }

    /** {@return the largest change in the last sweep of any layer: a bound on how far a value is from its successors'} */
    double residual() {
        return residual;
    }

    /** Layer (a, b): its positions' first values (NaN where the backup holds none), then solved. */
    private void solveLayer(ValueIteration iteration, int a, int b, ValueIteration.Progress layerProgress) {
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
        double change = iteration.settle(a, b, layer, backup.prepare(a, b, positions), name, layerProgress);
        residual = Math.max(residual, change);
    }

    /** {@return the values of layer (a, b), or null before it is solved or where there is none} */
    double[] layer(int a, int b) {
        return values[a][b];
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

    /** {@return the failure of a move that leads to {@code next}, which no layer being solved holds} */
    TableException outside(Position next) {
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
}
