package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.senet.cli.RuleSetOptions;
import org.senet.core.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code senet rules --rules X}: the description of a rule set. */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = "Prints the rules of --rules X: sources, the rules clause by clause, decided points.")
public final class RulesCommand implements Callable<Integer> {
    @Mixin
    RuleSetOptions rules;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        RuleSet ruleSet = rules.ruleSet();
        PrintWriter out = spec.commandLine().getOut();
        out.print(ruleSet.description());
        if (!ruleSet.options().isEmpty()) {
            out.println();
            out.println("Options in force: " + ruleSet.options());
        }
        out.flush();
        return 0;
    }
}
