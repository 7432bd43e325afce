package org.senet.bots.tables;

import org.senet.core.position.Position;

/**
 * One thread's reading of the successors' values during a {@link Sweep}: in the layer being swept,
 * what the sweep on one thread would read (its own rank's copy, a higher rank's new values, a lower
 * rank's old ones); in the layers solved before, their values.
 */
final class SweepReader implements TableSolver.Reader {
    private final TableSolver solver;
    private final Sweep sweep;
    private final TableLayout layout;
    private final int width;
    /** The rank of light's squares this thread is sweeping, or -1 between ranks. */
    private int rank = -1;
    /** The copy the rank being swept is updated in. */
    private double[] own;
    /** Where the last {@link #find} found its position. */
    private double[] array;

    SweepReader(TableSolver solver, Sweep sweep) {
        this.solver = solver;
        this.sweep = sweep;
        this.layout = solver.layout();
        this.width = solver.width();
    }

    /** The thread starts sweeping rank {@code lightRank} into {@code ownValues} (-1 and null: done). */
    void sweeping(int lightRank, double[] ownValues) {
        this.rank = lightRank;
        this.own = ownValues;
    }

    /** {@return the rank being swept, or -1} */
    int rank() {
        return rank;
    }

    /** {@return the copy the rank being swept is updated in} */
    double[] own() {
        return own;
    }

    /** The next {@link #values} is {@code values}: where the sweep found the position. */
    void readFrom(double[] values) {
        this.array = values;
    }

    @Override
    public int find(Position next) {
        int offset = layout.offset(next);
        if (offset < 0) {
            throw solver.outside(next);
        }
        int a = Integer.bitCount(next.light());
        int b = Integer.bitCount(next.dark());
        if (rank >= 0 && sweep.sweeps(a, b)) {
            return sweep.find(this, offset);
        }
        array = solver.layer(a, b);
        if (array == null) {
            throw solver.outside(next);
        }
        return offset * width;
    }

    @Override
    public double[] values() {
        return array;
    }
}
