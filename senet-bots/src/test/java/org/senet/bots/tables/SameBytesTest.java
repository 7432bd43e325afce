package org.senet.bots.tables;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.senet.bots.fixtures.SolvedTables;
import org.senet.bots.search.ExpectiminimaxPlayer;
import org.senet.bots.search.GreedyPlayer;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * Same inputs, same bytes: a table built with one thread and with several is the same file, and so
 * are the ceilings evaluated by the same sweeps; a build that could not be written or kept in memory
 * is refused before its work.
 */
class SameBytesTest {
    private static final RuleSets REGISTRY = RuleSets.discover();

    @TempDir
    Path dir;

    /** The SHA-256 of the file a build of {@code rules} with {@code threads} writes. */
    private String checksum(RuleSet rules, int pieces, int threads) throws IOException {
        Path file = dir.resolve(rules.id() + "-" + pieces + "-" + threads + ".table");
        EndgameTable.build(rules, pieces, threads, TableProgress.NONE).write(file);
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"kendall", "thibault", "assignment"})
    @DisplayName("a table built with 1, 2 and 3 threads is the same file, build after build")
    void same_table_whatever_the_threads(String id) throws IOException {
        RuleSet rules = REGISTRY.get(id);
        String one = checksum(rules, 1, 1);
        for (int round = 0; round < 3; round++) {
            assertEquals(one, checksum(rules, 1, 2), id + ", two threads, build " + round);
            assertEquals(one, checksum(rules, 1, 3), id + ", three threads, build " + round);
        }
    }

    @Test
    @DisplayName("with two pieces a side too (layers of 435 light square sets shared by the threads)")
    void same_two_piece_table() throws IOException {
        RuleSet rules = REGISTRY.get("jequier-pusch");
        assertEquals(checksum(rules, 2, 1), checksum(rules, 2, 2));
    }

    @Test
    @DisplayName("the ceilings, evaluated by the same sweeps, are the same numbers with 1 and 2 threads")
    void same_ceilings() {
        EndgameTable table = SolvedTables.of("thibault", 1);
        Position start = Ceiling.start(table, 1);
        List<Ceiling.Result> one = Ceiling.against(table, List.of(Policy::uniform,
                ExpectiminimaxPlayer.policy(table.rules(), GreedyPlayer.BUDGET)), start, 1, TableProgress.NONE);
        for (int round = 0; round < 2; round++) {
            assertEquals(one, Ceiling.against(table, List.of(Policy::uniform,
                    ExpectiminimaxPlayer.policy(table.rules(), GreedyPlayer.BUDGET)), start, 2, TableProgress.NONE));
        }
    }

    @Test
    @DisplayName("a thread that fails stops the others, which may be waiting for it: its failure is reported, nothing hangs")
    void a_failure_stops_every_thread() {
        RuleSet rules = REGISTRY.get("kendall");
        TableLayout layout = TableLayout.of(rules, 1);
        for (int failing : new int[] {3, 9, 15, 21, 27, 29}) {
            int light = 1 << failing;
            TableSolver.Backup refusing = new TableSolver.Backup() {
                @Override
                public int width() {
                    return 1;
                }

                @Override
                public boolean holds(Position position) {
                    return org.senet.core.game.Game.problemAsStart(rules, position).isEmpty();
                }

                @Override
                public TableSolver.Update update(TableSolver solver, TableSolver.Reader reader) {
                    int[] actions = new int[RuleSet.MAX_ACTIONS];
                    return (position, offset, values, at) -> {
                        if (position.light() == light && position.dark() == 1) {
                            throw new TableException("refused " + position);
                        }
                        double value = 0;
                        for (org.senet.core.sticks.ThrowOutcome outcome : solver.outcomes()) {
                            int count = rules.actions(position, outcome.value(), actions);
                            Position next = rules.apply(position, outcome.value(), actions[count - 1]);
                            value += outcome.probability() * (rules.isOver(next) ? 1
                                    : reader.value(next, 0));
                        }
                        double change = Math.abs(value - values[at]);
                        values[at] = value;
                        return change;
                    };
                }
            };
            TableSolver solver = new TableSolver(rules, layout, 2, TableProgress.NONE, refusing);
            TableException e = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                    java.time.Duration.ofSeconds(60), () -> assertThrows(TableException.class, solver::solve));
            assertTrue(e.getMessage().startsWith("refused "), e.getMessage());
        }
    }

    @Test
    @DisplayName("a table's size is known before it is built; one that needs more memory than Java may use is refused")
    void size_and_memory() {
        RuleSet thibault = REGISTRY.get("thibault");
        EndgameTable.Size two = EndgameTable.size(thibault, 2);
        assertEquals(758_640, two.positions());
        assertEquals(2 * two.positions() + 1024, two.fileBytes());
        assertTrue(two.memoryBytes() >= 10 * two.positions(), "the values while solved and kept");
        two.checkMemory();
        EndgameTable.Size four = EndgameTable.size(thibault, 4);
        assertEquals(2_346_334_320L, four.positions());
        assumeTrue(four.memoryBytes() > Runtime.getRuntime().maxMemory(), "a machine where it fits");
        TableException e = assertThrows(TableException.class, four::checkMemory);
        assertTrue(e.getMessage().startsWith("the table holds " + String.format(java.util.Locale.ROOT, "%,d",
                four.positions()) + " positions and its building needs about "), e.getMessage());
        assertTrue(e.getMessage().contains("give Java more with -Xmx"), e.getMessage());
        assertThrows(TableException.class, () -> EndgameTable.build(thibault, 4, 1, (stage, done, total) -> {
            throw new AssertionError("started");
        }));
    }

    @Test
    @DisplayName("sizes are said as a person reads them; a rule set without tables has no size")
    void sizes_in_words() {
        assertEquals("620 MB", EndgameTable.Size.shown(620L << 20));
        assertEquals("1 MB", EndgameTable.Size.shown(1));
        assertEquals("3.5 GB", EndgameTable.Size.shown(7L << 29));
        assertThrows(TableException.class, () -> EndgameTable.size(REGISTRY.get("tait"), 1));
    }

    @Test
    @DisplayName("a folder that takes no file is found before the building, and the building does not start")
    void unwritable_folder_first() throws IOException {
        Path inTheWay = Files.writeString(dir.resolve("file"), "a file where the folder should be");
        EndgameTables tables = new EndgameTables(inTheWay.resolve("tables"));
        AtomicBoolean started = new AtomicBoolean();
        UncheckedIOException e = assertThrows(UncheckedIOException.class,
                () -> tables.build(REGISTRY.get("kendall"), 1, 1, (stage, done, total) -> started.set(true)));
        assertFalse(started.get(), "refused before any work");
        assertTrue(e.getMessage().startsWith("cannot write the table to " + inTheWay.resolve("tables/kendall-1.table")),
                e.getMessage());
        EndgameTables ok = new EndgameTables(dir.resolve("new/tables"));
        EndgameTable built = ok.build(REGISTRY.get("kendall"), 1, 2, TableProgress.NONE);
        assertArrayEquals(new long[] {built.positions()},
                new long[] {ok.find(REGISTRY.get("kendall")).orElseThrow().positions()});
    }
}
