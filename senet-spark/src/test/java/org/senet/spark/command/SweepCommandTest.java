package org.senet.spark.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.senet.spark.job.LocalSpark;
import org.senet.spark.job.SparkSessions;
import org.senet.spark.job.SweepSettings;
import org.senet.spark.output.SweepFolder;
import org.senet.spark.output.SweepPage;
import org.senet.spark.output.SweepParquet;
import org.senet.spark.output.SweepTable;

/** {@code senet sweep} as a user runs it: junk refused before any work, a rerun plays only the rows not done. */
class SweepCommandTest {
    @TempDir
    static Path temp;

    @AfterAll
    static void stop() {
        LocalSpark.stop();
    }

    /** A run's exit code, standard output and standard error. */
    private record Run(int code, String out, String err) {
    }

    private static Run sweep(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--vary colour=red", "--vary water=drown", "--vary water=15,15", "--vary water=15 --vary water=1",
        "--rules nosuch --vary water=15", "--vary water=15 --games 0", "--vary water=15 --block-games 0",
        "--vary water=15 --threads 0", "--vary water=15 --report FILE", "", "--vary water=15 --games many",
        "--vary water=15 --strong-games 1 --train-games -1", "--vary water=15 --strong-games 1 --train-games lots",
        "--vary water=15 --train-games 5",
        "--vary pieces=1,2,3,4,5,6,7,8,9,10,11 --vary water=held,1,15,off,none --vary sticks=5,6"})
    @DisplayName("bad input is refused before any work: exit code 2, one line, nothing written, no Spark")
    void bad_input(String junk) throws IOException {
        Path file = Files.writeString(temp.resolve("a-file"), "not a folder");
        List<String> args = new ArrayList<>();
        if (!junk.contains("--rules")) {
            args.addAll(List.of("--rules", "thibault"));
        }
        for (String word : junk.split(" ")) {
            if (!word.isEmpty()) {
                args.add(word.equals("FILE") ? file.toString() : word);
            }
        }
        Run run = sweep(args.toArray(String[]::new));
        assertEquals(2, run.code(), run.err());
        assertEquals("", run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("senet sweep: "), run.err());
        assertEquals("not a folder", Files.readString(file));
        assertFalse(SparkSessions.active(), "no Spark session was started");
    }

    @Test
    @DisplayName("a grid of more than the limit runs with --yes only")
    void the_limit_is_told() {
        Run run = sweep("--rules", "thibault", "--vary", "pieces=1,2,3,4,5,6,7,8,9,10,11", "--vary",
                "water=held,1,15,off,none", "--vary", "sticks=5,6");
        assertTrue(run.err().contains("110 rows, more than 100: add --yes"), run.err());
        assertEquals(2, run.code());
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }

    @Test
    @DisplayName("rows are written to the report as they finish; a rerun plays only the rows not done, to the same table")
    void rerun_skips_rows_done() throws IOException {
        Path report = temp.resolve("report");
        String[] command = {"--rules", "thibault", "--vary", "pieces=2,3", "--vary", "beauty=passable", "--vary",
            "beauty-again=on,off", "--games", "30", "--block-games", "10", "--seed", "3", "--report", report.toString(),
            "--master", "local[1]"};
        Run first = sweep(command);
        assertEquals(0, first.code(), first.err());
        assertTrue(first.err().contains("4 rows (0 done before)"), first.err());
        assertTrue(first.err().matches("(?s).*; 4 rows played in \\d+\\.\\d s, after Spark's start in \\d+\\.\\d s\\R"),
                first.err());
        byte[] table = Files.readAllBytes(report.resolve(SweepFolder.TABLE));
        byte[] page = Files.readAllBytes(report.resolve(SweepPage.MARKDOWN));
        byte[] parquet = Files.readAllBytes(report.resolve(SweepParquet.FILE));
        List<String> lines = Files.readAllLines(report.resolve(SweepFolder.TABLE));
        assertEquals(SweepTable.header(SweepSettings.random(1, 1, 1)), lines.get(0));
        assertEquals(List.of("thibault[pieces=2,beauty=passable,beauty-again=on]\trefused",
                "thibault[pieces=2,beauty=passable,beauty-again=off]\tplayed"),
                lines.subList(1, 3).stream().map(line -> line.split("\t")[0] + "\t" + line.split("\t")[5]).toList());
        assertEquals(8, files(report).size(), "four rows, the two tables, the page and its chart");

        // a crash before the last row: its file is not there
        Path last = report.resolve(SweepFolder.ROWS).resolve("thibault[pieces=3,beauty=passable,beauty-again=off].tsv");
        Files.delete(last);
        Run again = sweep(command);
        assertEquals(0, again.code(), again.err());
        assertTrue(again.err().contains("4 rows (3 done before)"), again.err());
        assertTrue(again.err().contains("; 1 row played in "), again.err());
        assertArrayEquals(table, Files.readAllBytes(report.resolve(SweepFolder.TABLE)));
        assertArrayEquals(page, Files.readAllBytes(report.resolve(SweepPage.MARKDOWN)));
        assertArrayEquals(parquet, Files.readAllBytes(report.resolve(SweepParquet.FILE)));
        assertTrue(Files.exists(last));

        // a crash after the last row's file, before the tables: a run again writes them
        Files.delete(report.resolve(SweepParquet.FILE));
        Run done = sweep(command);
        assertTrue(done.err().contains("4 rows (4 done before)"), done.err());
        assertFalse(done.err().contains("played in"), done.err());
        assertFalse(SparkSessions.active(), "nothing to play: no Spark");
        assertArrayEquals(parquet, Files.readAllBytes(report.resolve(SweepParquet.FILE)));

        command[command.length - 5] = "4";
        Run other = sweep(command);
        assertEquals(2, other.code(), other.err());
        assertTrue(other.err().contains("of another sweep (seed 3, 30 games): choose another folder"), other.err());
    }

    @Test
    @DisplayName("without --report the table goes to standard output, a line per row as it finishes")
    void table_on_standard_output() {
        Run run = sweep("--rules", "thibault", "--vary", "pieces=2", "--games", "12", "--master", "local[2]");
        assertEquals(0, run.code(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(List.of(SweepTable.header(SweepSettings.random(1, 1, 1))), lines.subList(0, 1));
        assertTrue(lines.get(1).startsWith("thibault[pieces=2]\tthibault\tpieces=2\t1\t12\tplayed\t\t"), lines.get(1));
    }

    @Test
    @DisplayName("with --strong-games the table has the columns of strong self-play, its verdicts and the skill gap")
    void strong_games() {
        Run run = sweep("--rules", "thibault", "--vary", "pieces=2", "--games", "12", "--strong-games", "2",
                "--master", "local[2]");
        assertEquals(0, run.code(), run.err());
        List<String> lines = run.out().lines().toList();
        List<String> header = List.of(lines.get(0).split("\t"));
        List<String> cells = List.of(lines.get(1).split("\t", -1));
        assertEquals(header.size(), cells.size());
        assertEquals("2", cells.get(header.indexOf("strong_games")));
        assertEquals("played", cells.get(header.indexOf("status")));
        assertTrue(List.of("network", "formula").contains(cells.get(header.indexOf("strong_evaluator"))), cells.toString());
        assertTrue(cells.stream().skip(header.indexOf("strong_starter_wins")).noneMatch(String::isEmpty), cells.toString());
    }

    @Test
    @DisplayName("--train-games: each row played by its trained network; a folder of rows trained otherwise is refused")
    void trained_rows_are_not_mixed() {
        String report = temp.resolve("trained").toString();
        Run run = sweep("--rules", "thibault", "--vary", "pieces=2", "--games", "6", "--strong-games", "1",
                "--train-games", "2", "--report", report, "--master", "local[1]");
        assertEquals(0, run.code(), run.err());
        for (String other : List.of("0", "3")) {
            Run again = sweep("--rules", "thibault", "--vary", "pieces=2", "--games", "6", "--strong-games", "1",
                    "--train-games", other, "--report", report, "--master", "local[1]");
            assertEquals(2, again.code(), again.err());
            assertTrue(again.err().contains("played by 'trained, 2 games'"), again.err());
        }
    }

    @Test
    @DisplayName("--rows plays the rows a file lists, of several rule sets; a bad line is refused, naming it")
    void rows_file() throws IOException {
        Path rows = Files.writeString(temp.resolve("rows.txt"),
                "# two rule sets\nthibault[pieces=2]\n\ntait[pieces=2,safe=none]\n");
        Run run = sweep("--rows", rows.toString(), "--games", "10", "--master", "local[1]");
        assertEquals(0, run.code(), run.err());
        assertEquals(List.of("thibault[pieces=2]", "tait[pieces=2,safe=none]"),
                run.out().lines().skip(1).map(line -> line.split("\t")[0]).toList());
        Path bad = Files.writeString(temp.resolve("bad.txt"), "thibault[pieces=2]\nthibault[pieces=99]\n");
        Run refused = sweep("--rows", bad.toString());
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("line 2"), refused.err());
        assertEquals(2, sweep("--rows", rows.toString(), "--rules", "thibault").code());
    }
}
