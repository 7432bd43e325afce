package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import org.senet.core.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code senet rules --rules X}: the description of a rule set. */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = {"Prints a player's summary of the rules of --rules X that fits one 80x24 screen: what the"
                + " sticks give, how pieces move, what the special squares do, how to win.",
                "With --full, the rules themselves: sources, every clause with its id, decided points, notation keys"
                        + " and the options of the rule set as 'key=v1|v2 (default v)' lines under 'Options'."})
public final class RulesCommand implements Callable<Integer> {
    @Mixin
    RuleSetOptions rules;

    @Spec
    CommandSpec spec;

    @Option(names = "--full", description = "The full rules: sources, clauses, decided points, notation keys and"
            + " options, one 'key=v1|v2 (default v)' line each, under 'Options'.")
    boolean full;

    @Option(names = "--lang", paramLabel = "en|pt|nl",
            description = "The language of the summary (default: the system's, else English).")
    String lang;

    @Override
    public Integer call() {
        RuleSet ruleSet = rules.ruleSet();
        PrintWriter out = spec.commandLine().getOut();
        if (full) {
            out.print(RulesText.full(ruleSet));
        } else {
            String language = lang == null ? RulesText.systemLanguage() : lang;
            if (!List.of("en", "pt", "nl").contains(language)) {
                throw new BadInputException("--lang: unknown language '" + language + "'; languages: en, pt, nl");
            }
            RulesText.summary(language, ruleSet).forEach(out::println);
        }
        out.flush();
        return 0;
    }
}
