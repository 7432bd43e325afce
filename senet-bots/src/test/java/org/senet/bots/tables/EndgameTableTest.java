package org.senet.bots.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.ThrowOutcome;

/**
 * The tables are exact: every value is the expectation over the throws of its best successor
 * (Bellman), and agrees with a plain solver that knows nothing of the tables' numbering.
 */
class EndgameTableTest {
    /** Two bytes a value: a value read is within half a step of the exact one, plus the residual. */
    private static final double STORED = 1.0 / 65534 + 1e-5;
    private static final RuleSets REGISTRY = RuleSets.discover();
    private static final Map<String, EndgameTable> TABLES = new HashMap<>();

    @BeforeAll
    static void build() {
        for (String id : List.of("thibault", "kendall", "jequier-pusch", "assignment", "rebirth")) {
            TABLES.put(id, EndgameTable.build(REGISTRY.get(id), id.equals("thibault") ? 2 : 1, 2, TableProgress.NONE));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"thibault", "kendall", "jequier-pusch", "assignment", "rebirth"})
    @DisplayName("Bellman check: every value is the expectation over the throws of the best successor")
    void every_value_is_its_best_successors_expectation(String id) {
        EndgameTable table = TABLES.get(id);
        RuleSet rules = table.rules();
        TableLayout layout = TableLayout.of(rules, table.maxPieces());
        long checked = 0;
        for (int a = 1; a <= table.maxPieces(); a++) {
            for (int b = 1; b <= table.maxPieces(); b++) {
                for (int offset = 0; offset < layout.layerSize(a, b); offset++) {
                    Position position = layout.position(a, b, offset);
                    if (table.covers(position)) {
                        double expected = bestValue(rules, position, next -> tableValue(table, next));
                        assertEquals(expected, table.winProbability(position).orElseThrow(), 2 * STORED,
                                position.toString());
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 1000, "checked " + checked);
        assertEquals(checked, table.positions());
        assertTrue(table.residual() <= 1e-6, "residual " + table.residual());
    }

    @ParameterizedTest
    @ValueSource(strings = {"thibault", "kendall", "jequier-pusch"})
    @DisplayName("the values agree with a plain solver over the positions reachable from sampled ones")
    void agrees_with_a_plain_solver(String id) {
        EndgameTable table = TABLES.get(id);
        RuleSet rules = table.rules();
        TableLayout layout = TableLayout.of(rules, table.maxPieces());
        SplittableRandom random = new SplittableRandom(7);
        int a = table.maxPieces();
        for (int sample = 0; sample < 3; sample++) {
            Position position;
            do {
                position = layout.position(a, 1, random.nextInt(layout.layerSize(a, 1)));
            } while (!table.covers(position));
            Map<Position, Double> exact = PlainSolver.solve(rules, position);
            for (Map.Entry<Position, Double> entry : exact.entrySet()) {
                assertEquals(entry.getValue(), table.winProbability(entry.getKey()).orElseThrow(), 2 * STORED,
                        entry.getKey().toString());
            }
        }
    }

    @Test
    @DisplayName("a bare race is won by the side to move more often, and a lone piece about to bear off nearly always")
    void values_make_sense() {
        EndgameTable table = TABLES.get("kendall");
        RuleSet kendall = table.rules();
        Position level = new Position(1 << 9, 1 << 8, 0, 0, 7, 7, Side.LIGHT, 0);
        double light = table.winProbability(level).orElseThrow();
        assertTrue(light > 0 && light < 1, "light " + light);
        assertTrue(table.winProbability(kendall.start()).isEmpty(), "the start is not an endgame");
    }

    @Test
    @DisplayName("a table written and read back is the same; a damaged or foreign file is refused by name")
    void files(@TempDir Path folder) throws IOException {
        EndgameTable table = TABLES.get("kendall");
        Path file = folder.resolve("kendall-1.table");
        table.write(file);
        EndgameTable back = EndgameTable.read(table.rules(), file);
        TableLayout layout = TableLayout.of(table.rules(), 1);
        for (int offset = 0; offset < layout.layerSize(1, 1); offset++) {
            Position position = layout.position(1, 1, offset);
            assertEquals(table.winProbability(position), back.winProbability(position));
        }
        assertEquals(table.residual(), back.residual());
        assertTrue(assertThrows(TableException.class, () -> EndgameTable.read(REGISTRY.get("thibault"), file))
                .getMessage().contains("not 'thibault'"));
        RuleSet variant = Points.vary(table.rules(), Points.parse(List.of("walls=on")));
        assertEquals("+walls=on", EndgameTable.optionsText(variant));
        assertThrows(TableException.class, () -> EndgameTable.read(variant, file), "a variant's tables are its own");

        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 20] ^= 1;
        Path damaged = Files.write(folder.resolve("damaged.table"), bytes);
        assertTrue(assertThrows(TableException.class, () -> EndgameTable.read(table.rules(), damaged))
                .getMessage().contains("damaged"));
        Path cut = Files.write(folder.resolve("cut.table"), java.util.Arrays.copyOf(bytes, bytes.length / 2));
        assertTrue(assertThrows(TableException.class, () -> EndgameTable.read(table.rules(), cut))
                .getMessage().contains("cut short"));
        Path other = Files.writeString(folder.resolve("other.table"), "hello\n");
        assertTrue(assertThrows(TableException.class, () -> EndgameTable.read(table.rules(), other))
                .getMessage().contains("not an endgame table"));
        assertEquals(List.of("kendall-1.table", "cut.table", "damaged.table", "other.table").size(),
                Files.list(folder).count(), "no temporary file left behind");
    }

    private static double tableValue(EndgameTable table, Position position) {
        return table.winProbability(position).orElseThrow(() -> new AssertionError("not covered: " + position));
    }

    interface Values {
        double of(Position position);
    }

    /** The value for the side to move in {@code position} of its best choice, successors valued by {@code values}. */
    static double bestValue(RuleSet rules, Position position, Values values) {
        int[] before = new int[RuleSet.MAX_ACTIONS];
        int[] after = new int[RuleSet.MAX_ACTIONS];
        double best = 0;
        for (int i = 0, n = rules.actions(position, RuleSet.NO_THROW, before); i < n; i++) {
            double value = 0;
            if (before[i] == ActionCode.THROW) {
                for (ThrowOutcome outcome : rules.throwTable().outcomes()) {
                    double bestMove = 0;
                    for (int j = 0, m = rules.actions(position, outcome.value(), after); j < m; j++) {
                        bestMove = Math.max(bestMove, valueFor(rules, position.toMove(),
                                rules.apply(position, outcome.value(), after[j]), values));
                    }
                    value += outcome.probability() * bestMove;
                }
            } else {
                value = valueFor(rules, position.toMove(), rules.apply(position, RuleSet.NO_THROW, before[i]), values);
            }
            best = Math.max(best, value);
        }
        return best;
    }

    static double valueFor(RuleSet rules, Side mover, Position next, Values values) {
        if (rules.isOver(next)) {
            return rules.winner(next).orElseThrow() == mover ? 1 : 0;
        }
        double value = values.of(next);
        return next.toMove() == mover ? value : 1 - value;
    }

    /** Value iteration (Jacobi, in doubles) over the positions reachable from one, found by search. */
    static final class PlainSolver {
        static Map<Position, Double> solve(RuleSet rules, Position from) {
            List<Position> reachable = new ArrayList<>();
            Map<Position, Double> values = new HashMap<>();
            Deque<Position> open = new ArrayDeque<>(List.of(from));
            int[] buffer = new int[RuleSet.MAX_ACTIONS];
            while (!open.isEmpty()) {
                Position position = open.pop();
                if (rules.isOver(position) || values.containsKey(position)) {
                    continue;
                }
                values.put(position, 0.5);
                reachable.add(position);
                for (int i = 0, n = rules.actions(position, RuleSet.NO_THROW, buffer); i < n; i++) {
                    if (buffer[i] != ActionCode.THROW) {
                        open.push(rules.apply(position, RuleSet.NO_THROW, buffer[i]));
                    }
                }
                for (ThrowOutcome outcome : rules.throwTable().outcomes()) {
                    for (int i = 0, n = rules.actions(position, outcome.value(), buffer); i < n; i++) {
                        open.push(rules.apply(position, outcome.value(), buffer[i]));
                    }
                }
            }
            for (double change = 1; change > 1e-10; ) {
                Map<Position, Double> next = new HashMap<>();
                change = 0;
                for (Position position : reachable) {
                    double value = bestValue(rules, position, values::get);
                    change = Math.max(change, Math.abs(value - values.get(position)));
                    next.put(position, value);
                }
                values = next;
            }
            return values;
        }
    }
}
