package org.senet.spark.job;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.spark.grid.Axis;
import org.senet.spark.grid.Grid;
import org.senet.spark.output.SweepFolder;

/** The same answer wherever it runs: a sweep's files are the same bytes on local[1] and local[2]. */
class SweepDeterminismTest {
    private static final Grid GRID = new Grid("thibault", List.of(Axis.parse("pieces=2,3"), Axis.parse("water=held,15"),
            Axis.parse("beauty-again=on,off")), false);

    @AfterAll
    static void stop() {
        LocalSpark.stop();
    }

    /** Runs the grid in local mode with so many threads and games per task, into {@code folder}. */
    private static void sweep(int threads, int blockGames, Path folder) throws IOException {
        sweep(GRID, SweepSettings.random(60, 11, blockGames), threads, folder);
    }

    /** Runs a grid in local mode with so many threads, into {@code folder}. */
    private static void sweep(Grid grid, SweepSettings settings, int threads, Path folder) throws IOException {
        SweepFolder output = new SweepFolder(folder, settings, grid.options(), grid.rows());
        try {
            new SweepJob(LocalSpark.start(threads), settings).run(grid.rows(), result -> {
                try {
                    output.write(result);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
        } finally {
            LocalSpark.stop();
        }
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).map(folder::relativize).sorted().toList();
        }
    }

    /**
     * Checks that two folders hold the same files, byte for byte: a file per row of {@code grid}, the table, the
     * page and its {@code charts}.
     */
    private static void assertSameFiles(Grid grid, int charts, Path one, Path two) throws IOException {
        assertEquals(files(one), files(two));
        assertEquals(grid.size() + 3 + charts, files(one).size(), "a file per row, the two tables, the page and its charts");
        for (Path file : files(one)) {
            assertArrayEquals(Files.readAllBytes(one.resolve(file)), Files.readAllBytes(two.resolve(file)), file.toString());
        }
    }

    @Test
    @DisplayName("local[1] with tasks of 25 games and local[2] with tasks of 7 write the same bytes")
    void local_one_and_local_two_agree(@TempDir Path temp) throws IOException {
        Path one = temp.resolve("one");
        Path two = temp.resolve("two");
        sweep(1, 25, one);
        sweep(2, 7, two);
        assertSameFiles(GRID, 1, one, two);
        List<String> table = Files.readAllLines(one.resolve(SweepFolder.TABLE));
        assertEquals(1 + GRID.size(), table.size());
        assertTrue(table.stream().skip(1).allMatch(line -> line.contains("\tplayed\t")), table.toString());
    }

    @Test
    @DisplayName("with --train-games too: each row's network trained in a task, its strong games split otherwise,"
            + " the same bytes on local[1] and local[2]")
    void trained_rows_agree(@TempDir Path temp) throws IOException {
        Grid grid = new Grid("thibault", List.of(Axis.parse("pieces=2"), Axis.parse("water=held,15")), false);
        Path one = temp.resolve("one");
        Path two = temp.resolve("two");
        sweep(grid, new SweepSettings(20, 2, 11, 20, 2, List.of(), 4), 1, one);
        sweep(grid, new SweepSettings(20, 2, 11, 7, 1, List.of(), 4), 2, two);
        assertSameFiles(grid, 2, one, two);
        List<String> table = Files.readAllLines(one.resolve(SweepFolder.TABLE));
        assertTrue(table.stream().skip(1).allMatch(line -> line.contains("\ttrained, 4 games")), table.toString());
    }
}
