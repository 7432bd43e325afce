package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.senet.bots.Bot;
import org.senet.bots.search.Expectiminimax;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code senet hint}: the legal actions of a decision point ranked by a bot's estimate of the
 * mover's chance of winning after each, best first.
 */
@Command(name = "hint", mixinStandardHelpOptions = true,
        description = {"Ranks the legal actions of a position by the bot's estimate of the mover's chance of winning, "
                + "best first, one per line: '<from>-><to> <probability> <resulting position>' (e.g. "
                + "'26->off 0.873 <position>'), 'pass <probability> <resulting position>', and without --throw "
                + "'throw <probability>' for the choice to throw; 'over W|B' for a finished game.",
                "The probability has three decimals and is the mover's estimated chance of winning after the action; "
                        + "equal estimates keep the order of 'moves'."})
public final class HintCommand implements Callable<Integer> {
    @Mixin
    RuleSetOptions rules;

    @Option(names = "--position", paramLabel = "<notation>", required = true,
            description = "The position, e.g. 'WBWBWBWBWB.................... W'.")
    String position;

    @Option(names = "--throw", paramLabel = "<n>", description = "The throw; without it, the choices before the throw.")
    Integer throwValue;

    @Option(names = "--bot", paramLabel = "<level>", defaultValue = Hints.DEFAULT_JUDGE,
            description = "Whose judgement: any bot but random, e.g. easy, medium, classic, hard (default: ${DEFAULT-VALUE}).")
    String bot;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        RuleSet ruleSet = rules.ruleSet();
        Bot judge = Hints.judge(bot);
        Position parsed = Notation.parse(ruleSet, position);
        int value = RuleSet.NO_THROW;
        if (throwValue != null) {
            if (!ruleSet.throwTable().isThrowable(throwValue)) {
                throw new BadInputException("throw " + throwValue + " is out of range: " + ruleSet.id() + " throws "
                        + ruleSet.throwTable());
            }
            value = throwValue;
        }
        PrintWriter out = spec.commandLine().getOut();
        if (ruleSet.isOver(parsed)) {
            out.println("over " + ruleSet.winner(parsed).map(Side::letter).orElseThrow());
        } else {
            for (Expectiminimax.Estimate estimate : Hints.rank(judge, ruleSet, parsed, value)) {
                String p = Hints.chance(estimate.winProbability());
                if (estimate.action() == ActionCode.THROW && value == RuleSet.NO_THROW) {
                    out.println("throw " + p); // after a throw, THROW keeps it: its line names the position, as a move's
                } else {
                    out.println(ActionCode.toText(estimate.action()) + " " + p + " "
                            + Notation.format(ruleSet, estimate.result()));
                }
            }
        }
        out.flush();
        return 0;
    }
}
