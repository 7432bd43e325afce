package org.senet.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.senet.cli.Cli;
import org.senet.core.points.Points;
import org.senet.core.rules.RuleSet;

/** {@code --set point=value} on the commands that take {@code --rules}, and {@code senet rules <id> --settings}. */
class SetPointsTest {
    private static final String TAIT_START = "WBWBWBWBWB.................... W";

    private static Cli.Run run(String... args) {
        return Cli.run("", args);
    }

    private static List<String> pointLines(List<String> lines) {
        return lines.stream().filter(line -> !line.contains(": ")).toList();
    }

    @Test
    @DisplayName("rules <id> --settings prints the start, the throw bound and every point, as --set takes it")
    void settings_point_by_point() {
        Cli.Run r = run("rules", "tait", "--set", "sticks=5", "--settings");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.lines();
        assertEquals(List.of("rules: tait", "name: Tait (sticks=5)", "start: " + TAIT_START), lines.subList(0, 3));
        assertTrue(lines.get(3).matches("throw bound: [0-9]+"), lines.get(3));
        assertEquals(Points.names().size(), pointLines(lines).size());
        assertTrue(lines.contains("sticks=5"), lines.toString());
        assertTrue(lines.contains("safe=15"), lines.toString());
        assertEquals("refusals: no-own-piece, throw-first, no-move, own-piece-on-destination, illegal-destination,"
                + " none-waiting, cannot-enter-with-throw, safe-piece", lines.get(lines.size() - 1),
                "the reasons Tait's settings can give");
        assertEquals(lines, run("rules", "--rules", "tait", "--set", "sticks=5", "--settings").lines(), "--rules as before");
        assertTrue(run("rules", "tait").out().startsWith("Tait: the rules in short"), "the summary, as with --rules");
    }

    @Test
    @DisplayName("the points that rules --settings prints, fed back to --set, give the same settings, for every rule set")
    void settings_feed_back_to_set() {
        for (RuleSet rules : RuleSetOptions.REGISTRY.all()) {
            List<String> printed = run("rules", rules.id(), "--settings").lines();
            List<String> args = new ArrayList<>(List.of("rules", rules.id(), "--settings"));
            pointLines(printed).forEach(point -> args.addAll(List.of("--set", point)));
            Cli.Run again = run(args.toArray(String[]::new));
            assertEquals(0, again.status(), again.err());
            assertEquals(pointLines(printed), pointLines(again.lines()), rules.id());
            assertEquals(printed.get(2), again.lines().get(2), rules.id() + ": same start");
            long bound = Long.parseLong(printed.get(3).substring("throw bound: ".length()));
            long varied = Long.parseLong(again.lines().get(3).substring("throw bound: ".length()));
            assertTrue(varied >= bound, rules.id() + ": a variant measures its own bound, never below its base's: "
                    + varied + " < " + bound);
        }
    }

    @Test
    @DisplayName("simulate names the variant and plays it: the same seed gives other games")
    void simulate_a_variant() {
        Cli.Run plain = run("simulate", "--rules", "tait", "--games", "200", "--seed", "1");
        Cli.Run variant = run("simulate", "--rules", "tait", "--set", "sticks=5", "--games", "200", "--seed", "1");
        assertEquals(0, variant.status(), variant.err());
        assertEquals("variant: Tait (sticks=5)", variant.lines().get(0));
        assertEquals("games: 200", plain.lines().get(0), "no variant line without points");
        assertNotEquals(plain.lines().subList(0, 5), variant.lines().subList(1, 6));
    }

    @Test
    @DisplayName("moves --batch plays the variant: tait with sticks=5 throws a 5, which earns another throw, and no 6")
    void moves_batch_of_a_variant() {
        String input = TAIT_START + "\t5\n" + TAIT_START + "\t6\n";
        Cli.Run variant = Cli.run(input, "moves", "--rules", "tait", "--set", "sticks=5", "--batch");
        assertTrue(variant.lines().contains("9->14 WBWBWBWB.B...W................ W"),
                "a 5 is the throw with no white side now, and keeps its role: another throw (TA3); " + variant.out());
        assertTrue(variant.lines().contains("error: throw 6 is out of range: tait throws 1, 2, 3, 4, 5"), variant.out());
        Cli.Run plain = Cli.run(input, "moves", "--rules", "tait", "--batch");
        assertTrue(plain.lines().contains("error: throw 5 is out of range: tait throws 1, 2, 3, 4, 6"), plain.out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "simulate;--rules;tait;--set;stiks=5 | senet: unknown point 'stiks'; points: sticks, pieces,",
            "simulate;--rules;tait;--set;sticks=7 | senet: sticks takes 5|6, not '7'",
            "simulate;--rules;tait;--set;sticks | senet: 'sticks' is not point=value; points: sticks,",
            "simulate;--rules;bell;--set;water=held | senet: bell with water=held cannot be played: in a game towards square 1"
                    + " no piece bears off",
            "moves;--rules;jequier-pusch;--set;pieces=15;--position;x | senet: jequier-pusch with pieces=15 cannot be played: a side"
                    + " cannot have 15 pieces",
            "rules;tait;--rules;bell | senet: the rule set is named twice: 'tait' and --rules bell",
            "rules;tait;--set;walls=maybe;--settings | senet: walls takes on|off, not 'maybe'",
    })
    @DisplayName("an unknown point, a bad value or an unplayable variant: one line on stderr, nothing on stdout, exit 2")
    void refusals(String args, String message) {
        run(args.split(";")).assertRefused(message);
    }

    @Test
    @DisplayName("--help lists the points with their values")
    void help_lists_the_points() {
        String help = run("rules", "--help").out();
        assertTrue(help.contains("Points of the settings (--set point=value):"), help);
        assertTrue(help.contains("  sticks=5|6  the value of a throw with no white side"), help);
        assertTrue(run("simulate", "--help").out().contains("--set=point=value"));
    }
}
