package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code senet rules --rules X}: the description of a rule set. */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = {"Prints the rules of --rules X: sources, the rules clause by clause, decided points,"
                + " notation keys and options.",
                "With --full, also the options of the rule set as 'key=v1|v2 (default v)' lines, from the rule set itself."})
public final class RulesCommand implements Callable<Integer> {
    @Mixin
    RuleSetOptions rules;

    @Spec
    CommandSpec spec;

    @Option(names = "--full", description = "Also list the options, one 'key=v1|v2 (default v)' line each, under 'Options'.")
    boolean full;

    @Override
    public Integer call() {
        RuleSet ruleSet = rules.ruleSet();
        PrintWriter out = spec.commandLine().getOut();
        String description = ruleSet.description();
        if (full) {
            // The Options section comes from the rule set's option specs, so that it always matches them.
            int section = ("\n" + description).indexOf("\nOptions\n");
            out.print(section >= 0 ? description.substring(0, section)
                    : description + (description.endsWith("\n") ? "\n" : "\n\n"));
            out.println("Options");
            if (ruleSet.optionSpecs().isEmpty()) {
                out.println("  None.");
            }
            for (OptionSpec option : ruleSet.optionSpecs()) {
                out.println("  " + RuleSetOptions.describe(option));
            }
        } else {
            out.print(description);
        }
        if (!ruleSet.options().isEmpty()) {
            out.println();
            out.println("Options in force: " + ruleSet.options());
        }
        out.flush();
        return 0;
    }
}
