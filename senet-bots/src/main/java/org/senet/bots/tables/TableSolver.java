package org.senet.bots.tables;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

/**
 * Solves the positions of an endgame table by value iteration, layer by layer. By default the value
 * of a position is the probability that the side to move wins when both sides play their best, the
 * expectation over the throws of the best action's value; a {@link Backup} other than {@link #BEST}
 * computes other values by the same sweeps (a match between fixed policies: {@link MatchBackup}).
 *
 * <p>Layers are solved in the order of the pieces left, so that a position's successors after a
 * piece is borne off are known exactly. Within a layer, moves, swaps, traps and passes make cycles:
 * the layer is swept until no value changes by more than the tolerance. Each sweep visits light's
 * squares from the furthest along down (and dark's likewise), so a value reads those of the
 * positions a forward move leads to from the same sweep (Gauss-Seidel); only moves backwards wait
 * for the next sweep. Two threads share a sweep, taking light's square sets in that order.
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

        /** {@return a new per-thread rule for the positions of a sweep} */
        Update update(TableSolver solver);

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
         * Writes the new values of {@code position} into {@code layer} from those of its successors.
         *
         * @return the largest change of one of its values
         */
        double apply(Position position, int offset, double[] layer);

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
        long total = layout.size();
        long done = 0;
        for (int pieces = 2; pieces <= 2 * layout.maxPieces(); pieces++) {
            for (int a = Math.max(1, pieces - layout.maxPieces()); a <= Math.min(layout.maxPieces(), pieces - 1); a++) {
                int b = pieces - a;
                long before = done;
                long size = layout.layerSize(a, b);
                solveLayer(a, b, (stage, fraction) -> progress.update(stage, before + (long) (fraction * size), total));
                done += layout.layerSize(a, b);
            }
        }
        progress.update("done", total, total);
        return values;
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
            inParallel(a, b, layer, true);
        }
        for (int sweep = 1; sweep <= MAX_SWEEPS; sweep++) {
            double change = inParallel(a, b, layer, false);
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

    /** One sweep (or the preparing visit) over layer (a, b) on all threads; returns the largest change. */
    private double inParallel(int a, int b, double[] layer, boolean preparing) {
        AtomicInteger nextLightRank = new AtomicInteger(layout.lightSets(a) - 1);
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "senet-tables");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Double>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                parts.add(pool.submit(() -> visit(a, b, layer, nextLightRank, backup.update(this), preparing)));
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
            if (e.getCause() instanceof TableException failure) {
                throw failure;
            }
            throw new TableException("building the tables failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** One thread's share of a sweep: light's square sets as the shared counter hands them out. */
    private double visit(int a, int b, double[] layer, AtomicInteger nextLightRank, Update update, boolean preparing) {
        double change = 0;
        int darkSets = layout.darkSets(a, b);
        for (int lightRank = nextLightRank.getAndDecrement(); lightRank >= 0;
             lightRank = nextLightRank.getAndDecrement()) {
            int light = layout.lightMask(a, lightRank);
            for (int darkRank = darkSets - 1; darkRank >= 0; darkRank--) {
                int dark = layout.darkMask(light, b, darkRank);
                for (int flagIndex = 0; flagIndex < layout.flagCount(); flagIndex++) {
                    for (Side side : SIDES) {
                        int offset = layout.offset(a, b, flagIndex, side, lightRank, darkRank);
                        double old = layer[offset * width];
                        if (old != old) { // NaN: no position
                            continue;
                        }
                        Position position = new Position(light, dark, 0, 0, layout.piecesPerSide(),
                                layout.piecesPerSide(), side, layout.flagValue(flagIndex));
                        if (preparing) {
                            update.prepare(position, offset);
                        } else {
                            change = Math.max(change, update.apply(position, offset, layer));
                        }
                    }
                }
            }
        }
        return change;
    }

    /** The values solved so far of the layer {@code next} (not over) lies in. */
    double[] layerOf(Position next) {
        double[] layer = values[Integer.bitCount(next.light())][Integer.bitCount(next.dark())];
        if (layer == null) {
            throw outside(next);
        }
        return layer;
    }

    /** The index of the first of {@code next}'s values in {@link #layerOf}. */
    int slot(Position next) {
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
        public Update update(TableSolver solver) {
            int[] before = new int[RuleSet.MAX_ACTIONS];
            int[] after = new int[RuleSet.MAX_ACTIONS];
            return (position, offset, layer) -> {
                double value = best(position, before, after);
                double change = Math.abs(value - layer[offset]);
                layer[offset] = value;
                return change;
            };
        }

        private double best(Position position, int[] before, int[] after) {
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
                                    after[j])));
                        }
                        value += outcome.probability() * bestMove;
                    }
                } else {
                    value = valueFor(mover, rules.apply(position, RuleSet.NO_THROW, action));
                }
                best = Math.max(best, value);
            }
            return best;
        }

        /** The value for {@code mover} of {@code next}: from the values being solved, or the winner if over. */
        private double valueFor(Side mover, Position next) {
            if (rules.isOver(next)) {
                return rules.winner(next).orElseThrow() == mover ? 1 : 0;
            }
            double value = layerOf(next)[slot(next)];
            return next.toMove() == mover ? value : 1 - value;
        }
    }

    private static final Side[] SIDES = Side.values();
}
