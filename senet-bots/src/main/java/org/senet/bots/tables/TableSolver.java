package org.senet.bots.tables;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

/**
 * Solves the endgame of a rule set by value iteration: the value of a position is the probability
 * that the side to move wins when both sides play their best, the expectation over the throws of
 * the best action's value.
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

    private final RuleSet rules;
    private final TableLayout layout;
    private final int threads;
    private final TableProgress progress;
    private final List<ThrowOutcome> outcomes;
    /** {@code values[a][b]}: the values of layer (a, b), NaN where no position can be. */
    private final double[][][] values;
    /** The match evaluated, or null when the tables themselves are solved. */
    private final Match match;
    private double residual;

    /**
     * A match between best play, by a solved table, and a fixed policy: the values are then the
     * chances that the side playing best wins, whoever is to move.
     *
     * @param best     the side that plays best
     * @param table    the solved table its choices follow (ties: the first action listed)
     * @param opponent makes the other side's policy, one per thread
     */
    record Match(Side best, EndgameTable table, Supplier<Policy> opponent) {
    }

    TableSolver(RuleSet rules, TableLayout layout, int threads, TableProgress progress) {
        this(rules, layout, threads, progress, null);
    }

    TableSolver(RuleSet rules, TableLayout layout, int threads, TableProgress progress, Match match) {
        this.rules = rules;
        this.layout = layout;
        this.threads = threads;
        this.progress = progress;
        this.outcomes = rules.throwTable().outcomes();
        this.values = new double[layout.maxPieces() + 1][layout.maxPieces() + 1][];
        this.match = match;
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
        double[] layer = new double[layout.layerSize(a, b)];
        for (int offset = 0; offset < layer.length; offset++) {
            Position position = layout.position(a, b, offset);
            boolean none = match == null ? Game.problemAsStart(rules, position).isPresent() : !match.table().covers(position);
            layer[offset] = none ? Double.NaN : 0.5;
        }
        values[a][b] = layer;
        for (int sweep = 1; sweep <= MAX_SWEEPS; sweep++) {
            double change = sweep(a, b, layer);
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

    /** One sweep over layer (a, b); returns the largest change of a value. */
    private double sweep(int a, int b, double[] layer) {
        AtomicInteger nextLightRank = new AtomicInteger(layout.lightSets(a) - 1);
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "senet-tables");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Double>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                parts.add(pool.submit(() -> new Sweeper().sweep(a, b, layer, nextLightRank)));
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
            throw new TableException("building the tables failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The value for {@code mover} of the position {@code next}: from the values being solved, or the
     * winner if it is over. In a match, values are the best side's chance whoever {@code mover} is.
     */
    double valueFor(Side mover, Position next) {
        if (rules.isOver(next)) {
            return rules.winner(next).orElseThrow() == (match == null ? mover : match.best()) ? 1 : 0;
        }
        double value = stored(next);
        return match != null || next.toMove() == mover ? value : 1 - value;
    }

    /** The value solved so far of a position that is not over. */
    private double stored(Position next) {
        int a = Integer.bitCount(next.light());
        int b = Integer.bitCount(next.dark());
        int offset = layout.offset(next);
        if (offset < 0 || values[a][b] == null) {
            throw new TableException("a move of " + rules.id() + " leads outside the tables being built: " + next);
        }
        return values[a][b][offset];
    }

    /** The exact value for {@code mover} of {@code next}, from the solved table of the match. */
    private double exactFor(Side mover, Position next) {
        if (rules.isOver(next)) {
            return rules.winner(next).orElseThrow() == mover ? 1 : 0;
        }
        double value = match.table().winProbability(next).orElseThrow(
                () -> new TableException("a move of " + rules.id() + " leads outside the table: " + next));
        return next.toMove() == mover ? value : 1 - value;
    }

    /** One thread's share of a sweep, with its own action buffers. */
    private final class Sweeper {
        private final int[] before = new int[RuleSet.MAX_ACTIONS];
        private final int[] after = new int[RuleSet.MAX_ACTIONS];
        private final double[] chanceBefore = new double[RuleSet.MAX_ACTIONS];
        private final double[] chanceAfter = new double[RuleSet.MAX_ACTIONS];
        private final Policy opponent = match == null ? null : match.opponent().get();

        double sweep(int a, int b, double[] layer, AtomicInteger nextLightRank) {
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
                            double old = layer[offset];
                            if (old != old) { // NaN: no position
                                continue;
                            }
                            Position position = new Position(light, dark, 0, 0, layout.piecesPerSide(),
                                    layout.piecesPerSide(), side, layout.flagValue(flagIndex));
                            double value = value(position);
                            layer[offset] = value;
                            change = Math.max(change, Math.abs(value - old));
                        }
                    }
                }
            }
            return change;
        }

        /** The value of a position: its best choice, or in a match the choice of the side to move. */
        double value(Position position) {
            if (match != null) {
                return position.toMove() == match.best() ? bestPlay(position) : policyPlay(position);
            }
            Side mover = position.toMove();
            int count = rules.actions(position, RuleSet.NO_THROW, before);
            double best = 0;
            for (int i = 0; i < count; i++) {
                int action = before[i];
                double value;
                if (action == ActionCode.THROW) {
                    value = 0;
                    for (ThrowOutcome outcome : outcomes) {
                        value += outcome.probability() * afterThrow(position, outcome.value());
                    }
                } else {
                    value = valueFor(mover, rules.apply(position, RuleSet.NO_THROW, action));
                }
                best = Math.max(best, value);
            }
            return best;
        }

        /** The best action after {@code throwValue}. */
        private double afterThrow(Position position, int throwValue) {
            int count = rules.actions(position, throwValue, after);
            double best = 0;
            for (int i = 0; i < count; i++) {
                best = Math.max(best, valueFor(position.toMove(), rules.apply(position, throwValue, after[i])));
            }
            return best;
        }

        /** In a match: the best side's chance when it chooses as the table says (the first of equals). */
        private double bestPlay(Position position) {
            Side mover = position.toMove();
            int count = rules.actions(position, RuleSet.NO_THROW, before);
            int chosen = 0;
            double best = -1;
            for (int i = 0; i < count; i++) {
                double exact;
                if (before[i] == ActionCode.THROW) {
                    exact = 0;
                    for (ThrowOutcome outcome : outcomes) {
                        int m = rules.actions(position, outcome.value(), after);
                        exact += outcome.probability() * exactFor(mover, rules.apply(position, outcome.value(),
                                after[bestByTable(position, outcome.value(), m)]));
                    }
                } else {
                    exact = exactFor(mover, rules.apply(position, RuleSet.NO_THROW, before[i]));
                }
                if (exact > best) {
                    best = exact;
                    chosen = i;
                }
            }
            if (before[chosen] != ActionCode.THROW) {
                return valueFor(mover, rules.apply(position, RuleSet.NO_THROW, before[chosen]));
            }
            double value = 0;
            for (ThrowOutcome outcome : outcomes) {
                int m = rules.actions(position, outcome.value(), after);
                value += outcome.probability() * valueFor(mover, rules.apply(position, outcome.value(),
                        after[bestByTable(position, outcome.value(), m)]));
            }
            return value;
        }

        /** The index of the table's best action after a throw, the first of equals; {@code after} holds them. */
        private int bestByTable(Position position, int throwValue, int count) {
            int chosen = 0;
            double best = -1;
            for (int i = 0; i < count; i++) {
                double exact = exactFor(position.toMove(), rules.apply(position, throwValue, after[i]));
                if (exact > best) {
                    best = exact;
                    chosen = i;
                }
            }
            return chosen;
        }

        /** In a match: the best side's chance, the other side choosing by its policy. */
        private double policyPlay(Position position) {
            Side mover = position.toMove();
            int count = rules.actions(position, RuleSet.NO_THROW, before);
            opponent.probabilities(rules, position, RuleSet.NO_THROW, before, count, chanceBefore);
            double value = 0;
            for (int i = 0; i < count; i++) {
                if (chanceBefore[i] == 0) {
                    continue;
                }
                double choice;
                if (before[i] == ActionCode.THROW) {
                    choice = 0;
                    for (ThrowOutcome outcome : outcomes) {
                        int m = rules.actions(position, outcome.value(), after);
                        opponent.probabilities(rules, position, outcome.value(), after, m, chanceAfter);
                        double expected = 0;
                        for (int j = 0; j < m; j++) {
                            if (chanceAfter[j] > 0) {
                                expected += chanceAfter[j] * valueFor(mover, rules.apply(position, outcome.value(),
                                        after[j]));
                            }
                        }
                        choice += outcome.probability() * expected;
                    }
                } else {
                    choice = valueFor(mover, rules.apply(position, RuleSet.NO_THROW, before[i]));
                }
                value += chanceBefore[i] * choice;
            }
            return value;
        }
    }

    /** {@return the value of {@code position} after {@link #solve}: in a match, the best side's chance} */
    double valueOf(Position position) {
        return rules.isOver(position) ? (rules.winner(position).orElseThrow() == match.best() ? 1 : 0) : stored(position);
    }

    private static final Side[] SIDES = Side.values();
}
