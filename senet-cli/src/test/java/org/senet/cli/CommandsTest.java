package org.senet.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The scripting commands of docs/command-line.md, run in-process through the real command line. */
class CommandsTest {
    static Cli.Run runWithInput(String stdin, String... args) {
        return Cli.run(stdin, args);
    }

    static Cli.Run run(String... args) {
        return runWithInput("", args);
    }

    @Test
    void variants_lists_the_rule_sets_sorted_by_id() {
        Cli.Run r = run("variants");
        assertEquals(0, r.status());
        List<String> ids = r.lines().stream().map(line -> line.split("\\s+")[0]).toList();
        assertEquals(ids.stream().sorted().toList(), ids);
        assertTrue(ids.contains("thibault"), ids.toString());
    }

    @Test
    void moves_after_a_throw() {
        Cli.Run r = run("moves", "--rules", "thibault", "--position", "WBWBWBWBWB.................... W", "--throw", "2");
        assertEquals(0, r.status(), r.err());
        assertEquals(List.of("9->11 WBWBWBWB.BW................... B"), r.lines());
        assertEquals("", r.err());
    }

    @Test
    void moves_with_gathered_throws() {
        String[] gather = {"moves", "--rules", "thibault", "--option", "gather-throws=true", "--position"};
        // T-ALT gather-throws: a 4 is kept ("throw" and the position that keeps it), and the sticks are thrown again.
        Cli.Run kept = run(concat(gather, "WBWBWBWBWB.................... W", "--throw", "4"));
        assertEquals(0, kept.status(), kept.err());
        assertEquals(List.of("throw WBWBWBWBWB.................... W pool4=1"), kept.lines());
        assertEquals(List.of("throw"), run(concat(gather, "WBWBWBWBWB.................... W pool4=1")).lines());
        // The 3 ends the gathering: the moves of the 3 and of the 4, each leaving the other throw held.
        Cli.Run closing = run(concat(gather, "....W......B.................. W pool4=1", "--throw", "3"));
        assertEquals(List.of("5->8 .......W...B.................. W pool4=1 spend=1",
                "5->9 ........W..B.................. W pool3=1 spend=1"), closing.lines());
        // A pool position: its moves come without --throw; the last one passes the sticks.
        Cli.Run pool = run(concat(gather, ".......W...B.................. W pool4=1 spend=1"));
        assertEquals(0, pool.status(), pool.err());
        assertEquals(List.of("8->12 .......B...W.................. B"), pool.lines());
        Cli.Run batch = runWithInput(".......W...B.................. W pool4=1 spend=1\tpre\n"
                + "...................B..W....... W pool1=1 spend=1\tpre\n", "moves", "--rules", "thibault", "--option",
                "gather-throws=true", "--batch");
        assertEquals(0, batch.status(), batch.err());
        assertEquals(List.of("8->12 .......B...W.................. B", "",
                "23->24 ...................B...W...... B", ""), batch.lines());
    }

    private static String[] concat(String[] first, String... rest) {
        String[] all = java.util.Arrays.copyOf(first, first.length + rest.length);
        System.arraycopy(rest, 0, all, first.length, rest.length);
        return all;
    }

    @Test
    void moves_before_the_throw_and_on_a_finished_game() {
        assertEquals(List.of("throw"), run("moves", "--position", "WBWBWBWBWB.................... W").lines());
        assertEquals(List.of("over B"), run("moves", "--position", "WWWWW......................... W pieces=5,5",
                "--throw", "1").lines());
    }

    @Test
    void moves_batch_answers_each_line_and_goes_on_after_an_error() {
        String input = "WBWBWBWBWB.................... W\t2\n"
                + "not a position\t2\n"
                + "WBWBWBWBWB.................... W\tpre\n";
        Cli.Run r = runWithInput(input, "moves", "--rules", "thibault", "--batch");
        assertEquals(2, r.status(), "a line it cannot use makes the exit status 2");
        assertEquals(List.of("9->11 WBWBWBWB.BW................... B", "",
                "error: the board must have 30 squares (W, B or .), not 3: 'not'", "",
                "throw", ""), r.lines());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "moves;--rules;nope;--position;x | senet: unknown rules 'nope'; available:",
            "moves;--position;WBWB;--throw;2 | senet: the board must have 30 squares",
            "moves;--position;WBWBWBWBWB.................... W;--throw;7 | senet: throw 7 is out of range: thibault throws 1, 2, 3, 4, 5",
            "moves;--position;WBWBWBWBWB.................... W;--throw;0 | senet: throw 0 is out of range",
            "moves;--position;WBWBWBWBWB.................... W mid=2 | senet: field 'mid' must be 0..1, not 2",
            "moves;--bogus | senet: Unknown option: '--bogus'",
            "rules;--rules;nope | senet: unknown rules 'nope'",
            "simulate;--games;0 | senet: --games must be at least 1, not 0",
            "simulate;--light;nobody | senet: unknown player 'nobody'",
            "moves;--rules;thibault;--option;nosuch=1;--position;x | senet: the rules 'thibault' have no option 'nosuch'",
            "moves;--position;WBWBWBWBWB.................... W;--throw;+2 | senet: Invalid value for option '--throw': '+2' is not a number",
            "moves;--position;WBWBWBWBWB.................... W;--throw;５ | senet: Invalid value for option '--throw': '５' is not a number",
            "simulate;--games;١٠ | senet: Invalid value for option '--games': '١٠' is not a number",
            "simulate;--seed;+1 | senet: Invalid value for option '--seed': '+1' is not a number",
            "moves;--position;.............................. W | senet: both sides have borne off all their pieces",
    })
    void bad_input_exits_2_with_one_line_on_stderr_and_nothing_on_stdout(String args, String message) {
        run(args.split(";")).assertRefused(message);
    }

    @Test
    void an_error_line_quotes_at_most_about_a_hundred_characters_of_the_input() {
        String huge = "W".repeat(100_000);
        for (String[] args : new String[][] {
                {"moves", "--position", huge + " W"},
                {"moves", "--rules", huge, "--position", "x"},
                {"moves", "--position", "WBWBWBWBWB.................... W", "--throw", "9".repeat(100_000)},
                {"moves", "--" + huge},
                {"moves", "--position", "WBWBWBWBWB.................... W\n" + huge}}) {
            Cli.Run r = run(args);
            assertEquals(2, r.status(), r.err());
            assertEquals(1, r.err().lines().count(), "one line");
            assertTrue(r.err().length() < 400, r.err().length() + " characters: " + r.err());
        }
        Cli.Run batch = runWithInput(huge + "\t2\n" + "WBWBWBWBWB.................... W\t" + huge + "\n",
                "moves", "--batch");
        assertEquals(2, batch.status());
        assertTrue(batch.out().length() < 600, batch.out());
    }

    @Test
    void simulate_prints_the_design_lines() {
        Cli.Run r = run("simulate", "--rules", "thibault", "--games", "200", "--seed", "7");
        assertEquals(0, r.status(), r.err());
        List<String> keys = r.lines().stream().map(line -> line.substring(0, line.indexOf(':'))).toList();
        assertEquals(List.of("games", "light wins", "dark wins", "mean throws per game", "mean moves per game",
                "games per second", "moves per second", "median throws per game", "90th percentile of throws per game",
                "99th percentile of throws per game", "99.9th percentile of throws per game",
                "throws in the longest game"), keys);
        assertEquals("games: 200", r.lines().get(0));
        Cli.Run again = run("simulate", "--rules", "thibault", "--games", "200", "--seed", "7", "--threads", "2");
        assertEquals(r.lines().subList(0, 5), again.lines().subList(0, 5), "same seed, same figures, any threads");
    }

    @Test
    void rules_prints_the_description() {
        Cli.Run r = run("rules", "--rules", "thibault");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Thibault"), r.out());
    }

    @Test
    void rules_full_lists_the_options_from_the_rule_set() {
        Cli.Run r = run("rules", "--rules", "thibault", "--full");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.lines();
        int options = lines.indexOf("Options");
        assertTrue(options > 0, r.out());
        assertEquals(1, lines.stream().filter("Options"::equals).count(), "one Options section");
        assertTrue(lines.contains("  sticks=5|6 (default 5)  what zero white sides count: 5, or 6 (sticks 1, 2, 3, 4, 6;"
                + " a 6 then does all a 5 does)"), r.out());
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("  water=drown|start|reenter (default drown)")), r.out());
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("  netting=false|true (default false)")), r.out());
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("  gather-throws=false|true (default false)  throw"
                + " until a 2 or 3")), r.out());
        Cli.Run bell = run("rules", "--rules", "bell", "--full");
        assertTrue(bell.lines().contains("Options") && bell.lines().contains("  None."), bell.out());
    }

    @Test
    void rules_with_options_and_refused_combinations() {
        Cli.Run r = run("rules", "--rules", "thibault", "--option", "walls=true", "--option", "fifteen=safe");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("Options in force: fifteen=safe, walls=true"), r.out());
        Cli.Run refused = run("rules", "--rules", "thibault", "--option", "gather-throws=true", "--option", "beauty-throw=true");
        assertEquals(2, refused.status());
        assertTrue(refused.err().contains("gather-throws") && refused.err().contains("beauty-throw"), refused.err());
        Cli.Run gathering = run("rules", "--rules", "thibault", "--option", "gather-throws=true");
        assertEquals(0, gathering.status(), gathering.err());
        assertTrue(gathering.out().contains("Options in force: gather-throws=true"), gathering.out());
        Cli.Run moves = run("moves", "--rules", "thibault", "--option", "fifteen=safe-throw", "--position",
                "...........W..B....B.......... W", "--throw", "3");
        assertEquals(0, moves.status(), moves.err());
        assertEquals(List.of("12->9 ........W.....B....B.......... B"), moves.lines());
    }

    @Test
    void help_lists_the_rule_set_options() {
        for (String[] args : List.of(new String[] {"--help"}, new String[] {"rules", "--help"})) {
            Cli.Run r = run(args);
            assertEquals(0, r.status());
            assertTrue(r.out().contains("Rule-set options (--option key=value):"), r.out());
            assertTrue(r.out().contains("    robinson=false|true (default false)"), r.out());
            assertTrue(r.out().contains("    last-row=false|true (default false)"), r.out());
            assertTrue(r.out().contains("    gather-throws=false|true (default false)"), r.out());
        }
    }

    @Test
    void help_everywhere() {
        for (String command : List.of("variants", "rules", "moves", "simulate", "play", "ladder")) {
            Cli.Run r = run(command, "--help");
            assertEquals(0, r.status());
            assertTrue(r.out().contains("Usage: senet " + command), r.out());
        }
    }
}
