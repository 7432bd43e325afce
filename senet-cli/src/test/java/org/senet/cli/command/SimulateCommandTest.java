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

class SimulateCommandTest {
    private static final List<String> STANDARD = List.of("games", "light wins", "dark wins", "mean throws per game",
            "mean moves per game", "games per second", "moves per second");
    /** The lengths of the games, always last. */
    private static final List<String> LENGTHS = List.of("median throws per game", "90th percentile of throws per game",
            "99th percentile of throws per game", "99.9th percentile of throws per game", "throws in the longest game");

    private static List<String> run(String... args) {
        StringWriter out = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(new StringWriter()));
        assertEquals(0, cli.execute(args));
        return out.toString().lines().toList();
    }

    private static List<String> names(List<String> lines) {
        return lines.stream().map(line -> line.substring(0, line.indexOf(':'))).toList();
    }

    private static long value(List<String> lines, String name) {
        return Long.parseLong(lines.stream().filter(line -> line.startsWith(name + ": ")).findFirst().orElseThrow()
                .substring(name.length() + 2));
    }

    @Test
    @DisplayName("RB1 simulate keeps its lines and adds the games each colour started and won after starting")
    void RB1_starts_by_colour() {
        List<String> lines = run("simulate", "--rules", "rebirth", "--games", "400", "--seed", "1");
        List<String> expected = new java.util.ArrayList<>(STANDARD);
        expected.addAll(List.of("light started", "light wins when starting", "dark started", "dark wins when starting"));
        expected.addAll(LENGTHS);
        assertEquals(expected, names(lines));
        assertEquals(400, value(lines, "light started") + value(lines, "dark started"));
        assertEquals(value(lines, "light wins"), value(lines, "light wins when starting")
                + value(lines, "dark started") - value(lines, "dark wins when starting"));
    }

    @Test
    @DisplayName("where the opening fixes the first mover, simulate prints the lines it always printed, then the lengths")
    void fixed_first_mover_lines_unchanged() {
        List<String> lines = run("simulate", "--rules", "thibault", "--games", "100", "--seed", "1");
        List<String> expected = new java.util.ArrayList<>(STANDARD);
        expected.addAll(LENGTHS);
        assertEquals(expected, names(lines));
        assertTrue(value(lines, "median throws per game") <= value(lines, "99.9th percentile of throws per game"));
    }

    @Test
    @DisplayName("--from starts every game from the position given: a lone piece on 29 against one on 1 mostly wins")
    void from_an_endgame() {
        String endgame = "B" + ".".repeat(27) + "W. W";
        List<String> lines = run("simulate", "--rules", "thibault", "--games", "200", "--seed", "3", "--from", endgame);
        assertEquals(200, value(lines, "games"));
        assertTrue(value(lines, "light wins") > 150, lines.toString());
        List<String> fromStart = run("simulate", "--rules", "thibault", "--games", "200", "--seed", "3");
        assertTrue(value(lines, "median throws per game") * 3 < value(fromStart, "median throws per game"),
                lines + " " + fromStart);
    }

    @Test
    @DisplayName("--from refuses bad notation and a finished game, with exit code 2 and no figures")
    void from_bad_positions() {
        for (String bad : List.of("WBWB W", "B" + ".".repeat(29) + " W")) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            CommandLine cli = Main.commandLine();
            cli.setOut(new PrintWriter(out));
            cli.setErr(new PrintWriter(err));
            assertEquals(Main.BAD_INPUT, cli.execute("simulate", "--rules", "thibault", "--games", "10", "--from", bad),
                    bad + ": " + err);
            assertEquals("", out.toString(), bad);
            assertTrue(err.toString().contains("--from '" + bad + "': "), err.toString());
        }
    }
}
