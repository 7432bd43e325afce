package org.senet.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.cli.Main;
import picocli.CommandLine;

class HintCommandTest {
    private record Run(int code, List<String> out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new Run(code, out.toString().lines().toList(), err.toString());
    }

    private static double probability(String line) {
        return Double.parseDouble(line.split(" ")[1]);
    }

    @Test
    @DisplayName("a bear-off that wins the game is first, at 1.000")
    void winning_bear_off_first() {
        // light's last piece on 26, a 5 bears it off (TH5): the game is won
        Run run = run("hint", "--rules", "thibault", "--position", "....BB...................W.... W pieces=1,2", "--throw", "5");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().get(0).startsWith("26->off 1.000 "), run.out().toString());
    }

    @Test
    @DisplayName("T-ALT gather-throws: a kept throw is hinted as 'throw' with its position; held throws' moves need no throw")
    void gathered_throws() {
        String[] gather = {"hint", "--rules", "thibault", "--option", "gather-throws=true", "--position"};
        Run kept = run(concat(gather, "....W......B.................. W pool4=1", "--throw", "1"));
        assertEquals(0, kept.code(), kept.err());
        assertEquals(1, kept.out().size(), kept.out().toString());
        assertTrue(kept.out().get(0).matches("throw [01]\\.[0-9]{3} \\.{4}W\\.{6}B\\.{18} W pool1=1 pool4=1"),
                kept.out().toString());
        // The last piece on 26 bears off with the 5 held, winning; the 2 held would only move it to 28.
        Run held = run(concat(gather, "....BB...................W.... W pieces=1,2 pool2=1 pool5=1 spend=1"));
        assertEquals(0, held.code(), held.err());
        assertEquals(2, held.out().size(), held.out().toString());
        assertTrue(held.out().get(0).startsWith("26->off 1.000 "), held.out().toString());
        assertTrue(held.out().get(1).startsWith("26->28 "), held.out().toString());
    }

    private static String[] concat(String[] first, String... rest) {
        String[] all = java.util.Arrays.copyOf(first, first.length + rest.length);
        System.arraycopy(rest, 0, all, first.length, rest.length);
        return all;
    }

    @Test
    @DisplayName("a hit that stops the opponent's last piece from bearing off ranks first")
    void saving_hit_first() {
        // dark's last piece stands on 29 and bears off with a 2. Light's 3 can take 26->29, knocking it
        // into the water (TH8), or play 10->13 and leave it there.
        for (String bot : List.of("easy", "medium", "classic", "hard")) {
            Run run = run("hint", "--position", ".........W...............W..B. W pieces=2,1", "--throw", "3", "--bot", bot);
            assertEquals(0, run.code(), run.err());
            assertEquals(2, run.out().size(), run.out().toString());
            assertTrue(run.out().get(0).startsWith("26->29 "), bot + ": " + run.out());
            assertTrue(run.out().get(1).startsWith("10->13 "), bot + ": " + run.out());
            assertTrue(probability(run.out().get(0)) > probability(run.out().get(1)), bot + ": " + run.out());
        }
    }

    @Test
    @DisplayName("lines are ranked best first, each '<from>-><to> <probability> <position>'")
    void format_and_order() {
        Run run = run("hint", "--position", "W.W.W.W.W.BBBBB............... W", "--throw", "1");
        assertEquals(0, run.code(), run.err());
        double previous = 1;
        for (String line : run.out()) {
            assertTrue(line.matches("(\\d+|in)->(\\d+|off) [01]\\.\\d{3} [WB.]{30} [WB].*"), line);
            double p = probability(line);
            assertTrue(p <= previous, run.out().toString());
            previous = p;
        }
    }

    @Test
    @DisplayName("without --throw: the choices before the throw, throw included")
    void before_the_throw() {
        Run run = run("hint", "--position", "WBWBWBWBWB.................... W");
        assertEquals(0, run.code(), run.err());
        assertEquals(1, run.out().size());
        assertTrue(run.out().get(0).matches("throw [01]\\.\\d{3}"), run.out().toString());
    }

    @Test
    @DisplayName("a finished game: over W")
    void finished_game() {
        Run run = run("hint", "--position", "....BB........................ W pieces=1,2", "--throw", "3");
        assertEquals(0, run.code(), run.err());
        assertEquals(List.of("over W"), run.out());
    }

    @Test
    @DisplayName("bad input: exit 2 and one line on stderr")
    void bad_input() {
        for (String[] args : List.of(
                new String[] {"hint", "--position", "WBWB W", "--throw", "1"},
                new String[] {"hint", "--position", "WBWBWBWBWB.................... W", "--throw", "6"},
                new String[] {"hint", "--position", "WBWBWBWBWB.................... W", "--throw", "1", "--bot", "random"},
                new String[] {"hint", "--position", "WBWBWBWBWB.................... W", "--throw", "1", "--bot", "nobody"},
                new String[] {"hint", "--throw", "1"})) {
            Run run = run(args);
            assertEquals(2, run.code(), String.join(" ", args));
            assertTrue(run.out().isEmpty(), run.out().toString());
            assertEquals(1, run.err().lines().count(), run.err());
        }
    }
}
