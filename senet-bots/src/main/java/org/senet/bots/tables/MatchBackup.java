package org.senet.bots.tables;

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

/**
 * The values of matches between best play (by a solved table) and fixed opponents, all evaluated by
 * one run of sweeps: for each opponent and each side that plays best, the chance that the side
 * playing best wins, whoever is to move. Value {@code seat * opponents + j} of a position belongs to
 * opponent {@code j} with best play on light ({@code seat} 0) or dark (1).
 *
 * <p>The choices never change from sweep to sweep, so they are found once per position before the
 * sweeps and kept, a byte per chooser and decision point: best play's action (the first of equals by
 * the table), and each opponent's actions as a set shared evenly (the policies of {@code random}
 * and {@code easy} are such sets). A policy that weighs its actions otherwise, or has more than eight,
 * is asked again at every sweep.
 */
final class MatchBackup implements TableSolver.Backup {
    /** In the kept choices of an opponent: ask the policy at every sweep. */
    private static final byte ASK = 0;
    private static final int MAX_SET = 8;

    private final EndgameTable table;
    private final List<Supplier<Policy>> opponents;
    private final int choosers;
    private final int stages;
    /** {@code choices[a][b]}: per position, stage (before the throw, then each outcome) and chooser. */
    private final byte[][][] choices;

    MatchBackup(EndgameTable table, List<Supplier<Policy>> opponents) {
        this.table = table;
        this.opponents = List.copyOf(opponents);
        this.choosers = 1 + opponents.size();
        this.stages = 1 + table.rules().throwTable().outcomes().size();
        this.choices = new byte[table.maxPieces() + 1][table.maxPieces() + 1][];
    }

    @Override
    public int width() {
        return 2 * opponents.size();
    }

    @Override
    public boolean holds(Position position) {
        return table.covers(position);
    }

    @Override
    public boolean prepare(int a, int b, int positions) {
        long size = (long) positions * stages * choosers;
        if (size > Integer.MAX_VALUE - 8) {
            throw new TableException("the choices of " + a + " against " + b + " pieces do not fit in one array ("
                    + size + " bytes): evaluate fewer opponents or fewer pieces");
        }
        choices[a][b] = new byte[(int) size];
        return true;
    }

    @Override
    public TableSolver.Update update(TableSolver solver, TableSolver.Reader reader) {
        return new Chooser(solver, reader);
    }

    /** The index of opponent {@code opponent}'s value with best play on {@code best}. */
    int index(Side best, int opponent) {
        return (best == Side.LIGHT ? 0 : opponents.size()) + opponent;
    }

    /** One thread's choices and sweep rule, with its own buffers and policies. */
    private final class Chooser implements TableSolver.Update {
        private final TableSolver.Reader reader;
        private final RuleSet rules;
        private final List<ThrowOutcome> outcomes;
        private final int width = width();
        private final int[] before = new int[RuleSet.MAX_ACTIONS];
        private final int[] after = new int[RuleSet.MAX_ACTIONS];
        private final double[] chances = new double[RuleSet.MAX_ACTIONS];
        /** {@code weights[chooser][i]} at the stage being summed. */
        private final double[][] beforeWeights;
        private final double[][] afterWeights;
        private final double[] sums;
        private final double[] throwSums;
        private final int[] chooserOf;
        private Policy[] policies;

        Chooser(TableSolver solver, TableSolver.Reader reader) {
            this.reader = reader;
            this.rules = solver.rules();
            this.outcomes = solver.outcomes();
            this.beforeWeights = new double[choosers][RuleSet.MAX_ACTIONS];
            this.afterWeights = new double[choosers][RuleSet.MAX_ACTIONS];
            this.sums = new double[width];
            this.throwSums = new double[width];
            this.chooserOf = new int[width];
        }

        private Policy policy(int opponent) {
            if (policies == null) {
                policies = new Policy[opponents.size()];
                for (int j = 0; j < policies.length; j++) {
                    policies[j] = opponents.get(j).get();
                }
            }
            return policies[opponent];
        }

        @Override
        public void prepare(Position position, int offset) {
            byte[] kept = layerChoices(position);
            int base = offset * stages * choosers;
            int count = rules.actions(position, RuleSet.NO_THROW, before);
            keep(kept, base, position, RuleSet.NO_THROW, before, count, bestBeforeThrow(position, count));
            boolean throwing = false;
            for (int i = 0; i < count; i++) {
                throwing |= before[i] == ActionCode.THROW;
            }
            for (int o = 0; throwing && o < outcomes.size(); o++) {
                int throwValue = outcomes.get(o).value();
                int moves = rules.actions(position, throwValue, after);
                keep(kept, base + (1 + o) * choosers, position, throwValue, after, moves,
                        bestAfterThrow(position, throwValue, moves));
            }
        }

        private byte[] layerChoices(Position position) {
            return choices[Integer.bitCount(position.light())][Integer.bitCount(position.dark())];
        }

        /** Keeps the choices of every chooser at one decision point. */
        private void keep(byte[] kept, int at, Position position, int throwValue, int[] actions, int count, int best) {
            kept[at] = (byte) best;
            for (int j = 0; j < opponents.size(); j++) {
                policy(j).probabilities(rules, position, throwValue, actions, count, chances);
                kept[at + 1 + j] = evenSet(chances, count);
            }
        }

        /** The actions of a policy as a set shared evenly, or {@link #ASK} if it is not one. */
        private static byte evenSet(double[] chances, int count) {
            if (count > MAX_SET) {
                return ASK;
            }
            int set = 0;
            double share = 0;
            for (int i = 0; i < count; i++) {
                if (chances[i] > 0) {
                    if (set != 0 && Math.abs(chances[i] - share) > 1e-12) {
                        return ASK;
                    }
                    share = chances[i];
                    set |= 1 << i;
                }
            }
            return (byte) set;
        }

        /** Best play before the throw: the action with the highest exact value, the first of equals. */
        private int bestBeforeThrow(Position position, int count) {
            Side mover = position.toMove();
            int chosen = 0;
            double best = -1;
            for (int i = 0; i < count; i++) {
                double exact;
                if (before[i] == ActionCode.THROW) {
                    exact = 0;
                    for (ThrowOutcome outcome : outcomes) {
                        int moves = rules.actions(position, outcome.value(), after);
                        int move = bestAfterThrow(position, outcome.value(), moves);
                        exact += outcome.probability() * exactFor(mover,
                                rules.apply(position, outcome.value(), after[move]));
                    }
                } else {
                    exact = exactFor(mover, rules.apply(position, RuleSet.NO_THROW, before[i]));
                }
                if (exact > best) {
                    best = exact;
                    chosen = i;
                }
            }
            return chosen;
        }

        /** Best play after a throw ({@code after} holds the moves): the first of equals by the table. */
        private int bestAfterThrow(Position position, int throwValue, int count) {
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

        /** The table's exact value of {@code next} for {@code mover}. */
        private double exactFor(Side mover, Position next) {
            if (rules.isOver(next)) {
                return rules.winner(next).orElseThrow() == mover ? 1 : 0;
            }
            double value = table.winProbability(next).orElseThrow(
                    () -> new TableException("a move of " + rules.id() + " leads outside the table: " + next));
            return next.toMove() == mover ? value : 1 - value;
        }

        @Override
        public double apply(Position position, int offset, double[] values, int at) {
            Side mover = position.toMove();
            for (int k = 0; k < width; k++) {
                Side best = k < opponents.size() ? Side.LIGHT : Side.DARK;
                chooserOf[k] = best == mover ? 0 : 1 + k % opponents.size();
            }
            byte[] kept = layerChoices(position);
            int base = offset * stages * choosers;
            int count = rules.actions(position, RuleSet.NO_THROW, before);
            weigh(kept, base, position, RuleSet.NO_THROW, before, count, beforeWeights);
            Arrays.fill(sums, 0);
            for (int i = 0; i < count; i++) {
                if (!chosen(beforeWeights, i)) {
                    continue;
                }
                if (before[i] == ActionCode.THROW) {
                    Arrays.fill(throwSums, 0);
                    for (int o = 0; o < outcomes.size(); o++) {
                        ThrowOutcome outcome = outcomes.get(o);
                        int moves = rules.actions(position, outcome.value(), after);
                        weigh(kept, base + (1 + o) * choosers, position, outcome.value(), after, moves, afterWeights);
                        for (int m = 0; m < moves; m++) {
                            if (chosen(afterWeights, m)) {
                                add(rules.apply(position, outcome.value(), after[m]), afterWeights, m,
                                        outcome.probability(), throwSums);
                            }
                        }
                    }
                    for (int k = 0; k < width; k++) {
                        sums[k] += beforeWeights[chooserOf[k]][i] * throwSums[k];
                    }
                } else {
                    add(rules.apply(position, RuleSet.NO_THROW, before[i]), beforeWeights, i, 1, sums);
                }
            }
            double change = 0;
            for (int k = 0; k < width; k++) {
                change = Math.max(change, Math.abs(sums[k] - values[at + k]));
                values[at + k] = sums[k];
            }
            return change;
        }

        /** Whether any value's chooser takes action {@code i}. */
        private boolean chosen(double[][] weights, int i) {
            for (int k = 0; k < width; k++) {
                if (weights[chooserOf[k]][i] > 0) {
                    return true;
                }
            }
            return false;
        }

        /** Adds {@code scale} times each chooser's weight of action {@code i} times the value of {@code next}. */
        private void add(Position next, double[][] weights, int i, double scale, double[] into) {
            boolean over = rules.isOver(next);
            Side winner = over ? rules.winner(next).orElseThrow() : null;
            int slot = over ? 0 : reader.find(next);
            double[] values = over ? null : reader.values();
            for (int k = 0; k < width; k++) {
                double weight = weights[chooserOf[k]][i];
                if (weight > 0) {
                    Side best = k < opponents.size() ? Side.LIGHT : Side.DARK;
                    double value = over ? (winner == best ? 1 : 0) : values[slot + k];
                    into[k] += scale * weight * value;
                }
            }
        }

        /** Every chooser's weights of the actions at one decision point, from the kept choices. */
        private void weigh(byte[] kept, int at, Position position, int throwValue, int[] actions, int count,
                           double[][] into) {
            Arrays.fill(into[0], 0, count, 0);
            into[0][kept[at]] = 1;
            for (int j = 0; j < opponents.size(); j++) {
                double[] weights = into[1 + j];
                int set = kept[at + 1 + j] & 0xFF;
                if (set == ASK) {
                    policy(j).probabilities(rules, position, throwValue, actions, count, weights);
                } else {
                    double share = 1.0 / Integer.bitCount(set);
                    for (int i = 0; i < count; i++) {
                        weights[i] = (set & 1 << i) != 0 ? share : 0;
                    }
                }
            }
        }
    }
}
