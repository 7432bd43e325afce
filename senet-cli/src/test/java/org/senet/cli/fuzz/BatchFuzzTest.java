package org.senet.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.senet.cli.Cli;
import org.senet.cli.Main;
import org.senet.cli.command.MovesCommand;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.rules.RuleSet;

/**
 * The batch protocol of {@code moves --batch} under random and mutated lines: each line is answered
 * by the lines {@code moves} prints or by one {@code error: } line (a blank line too), then an empty line, and the exit
 * code is 0, or 2 when a line was refused; nothing else ever comes out. Tries: {@code fuzz.tries}.
 */
class BatchFuzzTest {
    private static final List<String> IDS = RuleSetOptions.REGISTRY.ids();

    @Property
    void every_line_gets_its_answer(@ForAll("ids") String id, @ForAll("lines") String line) {
        RuleSet rules = RuleSetOptions.REGISTRY.get(id);
        List<String> answer = MovesCommand.answer(rules, line);
        assertFalse(answer.isEmpty());
        if (answer.get(0).startsWith("error: ")) {
            assertEquals(1, answer.size(), answer.toString());
        }
        for (String out : answer) {
            assertFalse(out.isEmpty() || out.contains("\n") || out.contains("\r"), answer.toString());
            assertTrue(out.length() < 400, out);
        }
    }

    @Property(tries = 300)
    void a_whole_batch_exits_0_or_2_with_one_answer_per_line(@ForAll("ids") String id,
                                                             @ForAll("batches") List<String> lines) {
        String input = String.join("\n", lines) + "\n";
        Cli.Run run = Cli.run(input, "moves", "--rules", id, "--batch");
        long asked = input.lines().count();
        long answered = run.lines().stream().filter(String::isEmpty).count();
        assertEquals(asked, answered, run.out());
        boolean refused = run.lines().stream().anyMatch(l -> l.startsWith("error: "));
        assertEquals(refused ? Main.BAD_INPUT : 0, run.status(), run.err());
        assertEquals("", run.err());
    }

    @Provide
    Arbitrary<String> ids() {
        return Arbitraries.of(IDS);
    }

    @Provide
    Arbitrary<String> lines() {
        Arbitrary<String> throwText = Arbitraries.oneOf(Arbitraries.of("pre", "1", "2", "3", "4", "5", "6", "0", "7",
                "-1", "+2", "\uFF15", " 3 ", "99999999999"), Samples.noise(6));
        Arbitrary<String> position = Arbitraries.of(Samples.POSITIONS).map(Samples.Sample::text);
        Arbitrary<String> valid = net.jqwik.api.Combinators.combine(position, throwText).as((p, t) -> p + "\t" + t);
        return Arbitraries.oneOf(valid, valid.flatMap(Samples::mutated),
                Samples.noise(80));
    }

    @Provide
    Arbitrary<List<String>> batches() {
        return lines().map(l -> l.replace('\n', ' ').replace('\r', ' ')).list().ofMaxSize(8);
    }
}
