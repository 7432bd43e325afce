package org.senet.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.cli.Cli;

/** {@code senet study} through the real command line, a few games a row. */
class StudyCommandTest {
    private static Cli.Run run(String... args) {
        return Cli.run("", args);
    }

    private static Cli.Run ok(String... args) {
        Cli.Run run = run(args);
        assertEquals(0, run.status(), run.err());
        return run;
    }

    /** The TSV rows of a run, each as column name to value. */
    private static List<Map<String, String>> rows(Cli.Run run) {
        List<String> lines = run.lines();
        String[] header = lines.get(0).split("\t");
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split("\t", -1);
            assertEquals(header.length, cells.length, line);
            Map<String, String> row = new LinkedHashMap<>();
            for (int column = 0; column < header.length; column++) {
                row.put(header[column], cells[column]);
            }
            rows.add(row);
        }
        return rows;
    }

    /** The value of {@code name: value} in the output of simulate. */
    private static String simulated(Cli.Run simulate, String name) {
        return simulate.lines().stream().filter(line -> line.startsWith(name + ": ")).findFirst().orElseThrow()
                .substring(name.length() + 2);
    }

    @Test
    @DisplayName("random play gives the figures simulate prints for the same seed: starter's wins and game lengths")
    void random_play_is_what_simulate_prints() {
        for (String rules : List.of("rebirth", "thibault")) {
            Map<String, String> study = rows(ok("study", "--rules", rules, "--games", "300", "--strong-games", "2",
                    "--seed", "5", "--tsv")).get(0);
            Cli.Run simulate = ok("simulate", "--rules", rules, "--games", "300", "--seed", "5");
            long starterWins = rules.equals("rebirth")
                    ? Long.parseLong(simulated(simulate, "light wins when starting"))
                            + Long.parseLong(simulated(simulate, "dark wins when starting"))
                    : Long.parseLong(simulated(simulate, "light wins")); // light always starts
            assertEquals(String.format(Locale.ROOT, "%.4f", starterWins / 300.0), study.get("random_starter_wins"), rules);
            assertEquals(simulated(simulate, "mean throws per game"),
                    String.format(Locale.ROOT, "%.1f", Double.parseDouble(study.get("random_throws_mean"))), rules);
            assertEquals(simulated(simulate, "median throws per game"), study.get("random_throws_p50"), rules);
            assertEquals(simulated(simulate, "90th percentile of throws per game"), study.get("random_throws_p90"), rules);
            assertEquals(simulated(simulate, "99th percentile of throws per game"), study.get("random_throws_p99"), rules);
            assertEquals("300", study.get("random_games"));
            assertEquals("2", study.get("strong_games"));
            assertEquals("5", study.get("seed"));
        }
    }

    @Test
    @DisplayName("the same seed gives the same TSV, with one thread or two; another seed other figures")
    void reproducible_from_its_seed() {
        String[] args = {"study", "--rules", "rebirth", "--games", "200", "--strong-games", "2", "--seed", "11", "--tsv"};
        String once = ok(concat(args, "--threads", "1")).out();
        assertEquals(once, ok(concat(args, "--threads", "1")).out());
        assertEquals(once, ok(concat(args, "--threads", "2")).out());
        String other = ok("study", "--rules", "rebirth", "--games", "200", "--strong-games", "2", "--seed", "12",
                "--tsv").out();
        assertFalse(once.equals(other));
    }

    @Test
    @DisplayName("each --option adds a row after the defaults; --all-options one per other value of each option")
    void rows_per_option_combination() {
        List<Map<String, String>> rows = rows(ok("study", "--rules", "thibault", "--option", "water=start", "--option",
                "water=start,walls=true", "--games", "20", "--strong-games", "1", "--tsv"));
        assertEquals(List.of("-", "water=start", "walls=true,water=start"),
                rows.stream().map(row -> row.get("options")).toList());
        List<Map<String, String>> kendall = rows(ok("study", "--rules", "kendall", "--all-options", "--games", "20",
                "--strong-games", "1", "--tsv"));
        assertEquals(List.of("kendall -", "kendall robinson=true"),
                kendall.stream().map(row -> row.get("rules") + " " + row.get("options")).toList());
    }

    @Test
    @DisplayName("--base-network plays a variant of its base's shape by the base's network, as a sweep does; by default,"
            + " and for a variant of another shape, the formula")
    void base_network() {
        String[] variant = {"study", "--rules", "kendall", "--set", "water=15", "--games", "10", "--strong-games", "1",
            "--tsv"};
        assertEquals("formula", rows(ok(variant)).get(0).get("strong_evaluator"));
        assertEquals("network of kendall", rows(ok(concat(variant, "--base-network"))).get(0).get("strong_evaluator"));
        assertEquals("formula", rows(ok(concat(variant, "--set", "pieces=5", "--base-network"))).get(0)
                .get("strong_evaluator"));
    }

    @Test
    @DisplayName("the terminal table: one block per row, every figure named, within 80 columns")
    void terminal_table() {
        Cli.Run run = ok("study", "--rules", "kendall", "--option", "robinson=true", "--games", "50",
                "--strong-games", "1", "--seed", "3");
        for (String line : run.lines()) {
            assertTrue(line.length() <= 80, line);
        }
        String out = run.out();
        assertTrue(out.startsWith("kendall (defaults), seed 3: 50 random games, 1 strong ones\n"), out);
        assertTrue(out.contains("\nkendall robinson=true, seed 3:"), out);
        for (String label : List.of("first player wins (95% CI)", "throws a game: mean", "turns a game: mean",
                "actions after a throw: mean", "forced moves", "passes", "lead changes a throw", "drama",
                "throws with the winner behind", "decisiveness", "hard vs random (95% CI)", "hard vs easy (95% CI)")) {
            assertEquals(2, out.lines().filter(line -> line.startsWith(label + " ")).count(), label);
        }
    }

    @Test
    @DisplayName("--report writes study.md with the command and its seed, and charts that decode as images")
    void report(@TempDir Path folder) throws IOException {
        Path report = folder.resolve("new").resolve("report");
        Cli.Run run = ok("study", "--rules", "kendall", "--option", "robinson=true", "--games", "60",
                "--strong-games", "2", "--seed", "4", "--report", report.toString());
        assertTrue(run.out().contains("report: " + report.resolve("study.md")), run.out());
        String markdown = Files.readString(report.resolve("study.md"));
        assertTrue(markdown.contains("`senet study --rules kendall --option robinson=true --games 60 --strong-games 2"
                + " --seed 4`"), markdown);
        assertTrue(markdown.contains("| kendall robinson=true | "), markdown);
        assertTrue(markdown.contains("](advantage.png)") && markdown.contains("](lengths-02-kendall-robinson-true.png)"),
                markdown);
        List<String> pngs;
        try (Stream<Path> files = Files.list(report)) {
            pngs = files.map(file -> file.getFileName().toString()).filter(name -> !name.equals("study.md")).sorted()
                    .toList();
        }
        assertEquals(List.of("advantage.png", "lengths-01-kendall.png", "lengths-02-kendall-robinson-true.png"), pngs,
                "the charts and nothing else: no temporary file is left");
        for (String png : pngs) {
            BufferedImage image = ImageIO.read(report.resolve(png).toFile());
            assertNotNull(image, png);
            assertTrue(image.getWidth() >= 800 && image.getHeight() >= 200, png);
        }
    }

    @Test
    @DisplayName("bad input exits 2 with one line, prints no figures and creates no report folder")
    void bad_input(@TempDir Path folder) throws IOException {
        Path report = folder.resolve("report");
        Path file = Files.writeString(folder.resolve("a-file"), "x");
        List<List<String>> refused = List.of(List.of("--rules", "nope"), List.of("--rules", "thibault", "--option",
                "water=lake"), List.of("--rules", "thibault", "--option", "colour=red"), List.of("--rules", "thibault",
                "--option", "water"), List.of("--rules", "all", "--option", "water=start"), List.of("--rules",
                "thibault", "--games", "0"), List.of("--rules", "thibault", "--strong-games", "0"), List.of("--rules",
                "thibault", "--seed", "x"), List.of("--rules", "thibault", "--threads", "0"), List.of("--games", "10"));
        for (List<String> args : refused) {
            List<String> line = new ArrayList<>(List.of("study"));
            line.addAll(args);
            line.addAll(List.of("--report", report.toString()));
            Cli.Run run = run(line.toArray(String[]::new));
            assertEquals(2, run.status(), args.toString());
            assertEquals("", run.out(), args.toString());
            assertEquals(1, run.errLines().size(), run.err());
            assertTrue(run.err().startsWith("senet: "), run.err());
            assertFalse(Files.exists(report), args.toString());
        }
        Cli.Run notAFolder = run("study", "--rules", "thibault", "--report", file.toString());
        assertEquals(2, notAFolder.status());
        assertEquals("senet: --report " + file + ": not a folder", notAFolder.err().strip());
        assertEquals("x", Files.readString(file));
    }

    private static String[] concat(String[] first, String... more) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
