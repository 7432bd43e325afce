package org.senet.cli.command;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;

import org.senet.core.SenetException;
import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.store.IoProblem;
import org.senet.core.text.Input;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code senet moves}: the legal actions of a decision point, one line each (docs/command-line.md), or many
 * decision points read from stdin with {@code --batch}.
 */
@Command(name = "moves", mixinStandardHelpOptions = true,
        description = {"Lists the legal actions of a position: after --throw N, one line per move "
                + "'<from>-><to> <resulting position>' or 'pass <resulting position>'; without --throw, the choices "
                + "before the throw ('throw', rescues); 'over W|B' for a finished game.",
                "With --batch, reads lines '<position><TAB><throw or pre>' from stdin and answers each with its lines "
                        + "and an empty line; a line it cannot use (a blank one, one longer than "
                        + BatchLines.MAX_LINE + " characters) with one line 'error: <message>' and an empty line. "
                        + "Lines end with LF or CR LF."})
public final class MovesCommand implements Callable<Integer> {
    @Mixin
    RuleSetOptions rules;

    @Option(names = "--position", paramLabel = "<notation>",
            description = "The position, e.g. 'WBWBWBWBWB.................... W'.")
    String position;

    @Option(names = "--throw", paramLabel = "<n>", description = "The throw; without it, the choices before the throw.")
    Integer throwValue;

    @Option(names = "--batch", description = "Read '<position><TAB><throw|pre>' lines from stdin until end of input.")
    boolean batch;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        RuleSet ruleSet = rules.ruleSet();
        PrintWriter out = spec.commandLine().getOut();
        if (batch) {
            if (position != null || throwValue != null) {
                throw new BadInputException("--batch reads positions from stdin; leave out --position and --throw");
            }
            return batch(ruleSet, out);
        }
        if (position == null) {
            throw new BadInputException("moves needs --position <notation> (or --batch)");
        }
        List<String> lines = lines(ruleSet, position, throwValue);
        lines.forEach(out::println);
        out.flush();
        return 0;
    }

    /** The lines of one decision point; {@code throwValue} null means before the throw. */
    private static List<String> lines(RuleSet ruleSet, String notation, Integer throwValue) {
        Position parsed = Notation.parse(ruleSet, notation);
        if (throwValue != null && !ruleSet.throwTable().isThrowable(throwValue)) {
            throw new BadInputException("throw " + throwValue + " is out of range: " + ruleSet.id() + " throws "
                    + ruleSet.throwTable());
        }
        return MoveListing.lines(ruleSet, parsed, throwValue == null ? RuleSet.NO_THROW : throwValue);
    }

    /**
     * Answers the lines of stdin, each with its lines and an empty line: every line, a blank one
     * too ({@link BatchLines}). The output is flushed whenever no more input is waiting, so a reader
     * sees each answer at once; when the output cannot be written (its reader has gone) the batch
     * stops ({@link org.senet.cli.OutputFailedException}).
     */
    private static int batch(RuleSet ruleSet, PrintWriter out) {
        boolean failed = false;
        try {
            BatchLines in = new BatchLines(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (BatchLines.Line line = in.next(); line != null; line = in.next()) {
                List<String> answer = line.tooLong()
                        ? List.of("error: the line is longer than " + BatchLines.MAX_LINE + " characters; a line reads"
                                + " '<position><TAB><throw or pre>'")
                        : answer(ruleSet, line.text());
                failed |= answer.get(0).startsWith("error: ");
                answer.forEach(out::println);
                out.println();
                if (!in.waiting()) {
                    out.flush();
                }
            }
        } catch (IOException e) {
            throw new BadInputException("cannot read the input: " + IoProblem.cause(e));
        }
        out.flush();
        return failed ? BadInputException.EXIT_CODE : 0;
    }

    /**
     * The answer to one line of a batch, {@code <position><TAB><throw or pre>}: the lines {@code moves}
     * prints for it, or the single line {@code error: <message>}.
     */
    public static List<String> answer(RuleSet ruleSet, String line) {
        try {
            int tab = line.indexOf('\t');
            if (line.isBlank()) {
                throw new BadInputException("the line is empty; expected '<position><TAB><throw or pre>'");
            }
            if (tab < 0) {
                throw new BadInputException("expected '<position><TAB><throw or pre>'");
            }
            String throwText = line.substring(tab + 1).trim();
            Integer value = null;
            if (!throwText.equals("pre")) {
                try {
                    value = Input.parseInt(throwText);
                } catch (NumberFormatException e) {
                    throw new BadInputException("'" + Input.shown(throwText) + "' is neither a throw nor 'pre'");
                }
            }
            return lines(ruleSet, line.substring(0, tab), value);
        } catch (SenetException | BadInputException e) {
            return List.of("error: " + e.getMessage());
        }
    }
}
