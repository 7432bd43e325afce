package org.senet.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.Bots;
import org.senet.bots.ladder.PairResult;
import org.senet.bots.ladder.Ratings;
import org.senet.bots.ladder.RoundRobinResult;
import org.senet.cli.Cli;
import org.senet.core.simulation.GameLengths;
import org.senet.core.simulation.SimulationResult;

class LadderCommandTest {
    private static Cli.Run run(String... args) {
        return Cli.run("", args);
    }

    private static void assertFits80Columns(List<String> lines) {
        for (String line : lines) {
            assertTrue(line.length() <= 80, "wider than 80 columns: '" + line + "'");
        }
    }

    @Test
    @DisplayName("two bots on kendall: the header, the matrix of win rates, the ratings strongest first")
    void plain_tables() {
        Cli.Run r = run("ladder", "--rules", "kendall", "--bots", "random,easy", "--games", "10", "--seed", "1");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.lines();
        assertEquals("kendall: 10 games a pair, seed 1", lines.get(0));
        assertEquals("win rate of the row's bot against the column's, % (95% CI):", lines.get(1));
        assertEquals(List.of("random", "easy"), Arrays.asList(lines.get(2).trim().split("\\s+")));
        assertTrue(lines.get(3).matches("random\\s+-\\s+\\d+ \\(\\d+-\\d+\\)"), lines.get(3));
        assertTrue(lines.get(4).matches("easy\\s+\\d+ \\(\\d+-\\d+\\)\\s+-"), lines.get(4));
        int easyWins = Integer.parseInt(lines.get(4).split("\\s+")[1]);
        int randomWins = Integer.parseInt(lines.get(3).split("\\s+")[2]);
        assertTrue(easyWins + randomWins <= 100, lines.toString());
        assertEquals("ratings, Elo (random = 0), strongest first, 95% CI:", lines.get(5));
        String weaker = easyWins > randomWins ? "random" : "easy";
        assertTrue(lines.get(7).matches(weaker + "\\s+.*"), lines.toString());
        assertEquals(List.of(""), lines.subList(8, lines.size()), "an empty line ends the rule set's tables");
        assertTrue(lines.stream().anyMatch(line -> line.matches("random\\s+0  \\(anchor\\)")), lines.toString());
        assertTrue(lines.stream().anyMatch(line -> line.matches("easy\\s+[-+]?\\d+  \\([-+]?\\d+ to [-+]?\\d+\\)")),
                lines.toString());
        assertFits80Columns(lines);
        assertEquals("", r.err());
    }

    @Test
    @DisplayName("the same seed prints the same tables on one thread or two")
    void same_tables_whatever_the_threads() {
        Cli.Run one = run("ladder", "--rules", "thibault", "--bots", "easy,random,medium", "--games", "6", "--threads", "1");
        Cli.Run two = run("ladder", "--rules", "thibault", "--bots", "easy,random,medium", "--games", "6", "--threads", "2");
        assertEquals(0, one.status(), one.err());
        assertEquals(one.out(), two.out());
        assertTrue(one.out().contains("ratings, Elo (easy = 0)"), one.out());
    }

    @Test
    @DisplayName("by default every level plays, and the tables fit 80 columns")
    void every_level_by_default() {
        Cli.Run r = run("ladder", "--rules", "kendall", "--games", "2");
        assertEquals(0, r.status(), r.err());
        assertEquals(Bots.levels(), Arrays.asList(r.lines().get(2).trim().split("\\s+")));
        assertFits80Columns(r.lines());
    }

    @Test
    @DisplayName("five bots with the widest cells and long names still fit 80 columns")
    void five_bots_fit_80_columns() {
        List<String> names = List.of("random", "easy", "medium", "classic", "a-very-long-name");
        List<PairResult> pairs = new ArrayList<>();
        for (int a = 0; a < names.size(); a++) {
            for (int b = a + 1; b < names.size(); b++) {
                long firstWins = (a + b) % 2 == 0 ? 2_000 : 0;
                pairs.add(new PairResult(a, b, 0, new SimulationResult(2_000, 0, 0, firstWins, 2_000 - firstWins, 0,
                        0, 0, 0, 0, 0, 0, 0, GameLengths.NONE)));
            }
        }
        RoundRobinResult result = new RoundRobinResult(names, pairs);
        List<String> lines = LadderCommand.plain("jequier-pusch", 2_000, -1234567890123L, result, Ratings.fit(result));
        assertTrue(lines.stream().anyMatch(line -> line.contains("100 (100-100)")), String.join("\n", lines));
        assertFits80Columns(lines);
        assertEquals(1 + 2 + 5 + 1 + 5, lines.size(), String.join("\n", lines));
    }

    @Test
    @DisplayName("--markdown: Markdown tables and the command line that reproduces them, which does")
    void markdown_with_its_command_line() {
        Cli.Run r = run("ladder", "--rules", "Kendall", "--bots", "random,greedy", "--games", "8", "--seed", "3",
                "--markdown");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.lines();
        assertTrue(lines.get(0).startsWith("**kendall**, 8 games a pair, seed 3"), lines.get(0));
        assertTrue(lines.contains("| row vs column | random | easy |"), r.out());
        assertTrue(lines.contains("| --- | --- | --- |"), r.out());
        String easyRow = "\\| easy \\| \\d+\\.\\d% \\(\\d+\\.\\d–\\d+\\.\\d\\) \\| – \\|";
        assertTrue(lines.stream().anyMatch(line -> line.matches(easyRow)), r.out());
        assertTrue(lines.contains("| random | 0 | anchor |"), r.out());
        String last = lines.get(lines.size() - 1);
        assertEquals("Reproduce: `senet ladder --rules kendall --bots random,easy --games 8 --seed 3 --threads 2 "
                + "--markdown`", last);
        String[] again = last.substring("Reproduce: `senet ".length(), last.length() - 1).split(" ");
        assertEquals(r.out(), run(again).out());
    }

    @Test
    @DisplayName("--rules all: one block of tables per rule set")
    void every_rule_set() {
        Cli.Run r = run("ladder", "--rules", "all", "--bots", "random,easy", "--games", "2");
        assertEquals(0, r.status(), r.err());
        List<String> headers = r.lines().stream().filter(line -> line.contains(": 2 games a pair")).toList();
        assertEquals(RuleSetOptions.REGISTRY.ids(), headers.stream().map(line -> line.substring(0, line.indexOf(':')))
                .toList());
    }

    @Test
    @DisplayName("bad input: one line on stderr, nothing on stdout, exit code 2")
    void bad_input() {
        List<List<String>> cases = List.of(
                List.of("--bots", "random,nobody"),
                List.of("--bots", "easy,greedy"),
                List.of("--bots", "easy"),
                List.of("--games", "0"),
                List.of("--threads", "0"),
                List.of("--rules", "all", "--option", "robinson=true"),
                List.of("--rules", "nowhere"));
        List<String> messages = List.of("unknown bot 'nobody' in --bots", "--bots names easy twice",
                "--bots needs at least two bots", "--games must be at least 1", "--threads must be at least 1",
                "--option needs one rule set", "unknown rules 'nowhere'");
        for (int i = 0; i < cases.size(); i++) {
            List<String> args = new ArrayList<>(List.of("ladder"));
            args.addAll(cases.get(i));
            if (!args.contains("--games")) {
                args.addAll(List.of("--games", "2"));
            }
            Cli.Run r = run(args.toArray(String[]::new));
            assertEquals(2, r.status(), args.toString());
            assertEquals("", r.out(), args.toString());
            assertEquals(1, r.errLines().size(), r.err());
            assertTrue(r.err().startsWith("senet: " + messages.get(i)), r.err());
        }
    }
}
