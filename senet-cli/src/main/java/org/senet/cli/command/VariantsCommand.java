package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.senet.core.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code senet variants}: the discovered rule sets, one line each, sorted by id. */
@Command(name = "variants", mixinStandardHelpOptions = true,
        description = "Lists the discovered rule sets: id, name, one line each, sorted by id.")
public final class VariantsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int width = RuleSetOptions.REGISTRY.ids().stream().mapToInt(String::length).max().orElse(0);
        for (RuleSet rules : RuleSetOptions.REGISTRY.all()) {
            out.printf("%-" + width + "s  %s: %s%n", rules.id(), rules.name(), rules.summary());
        }
        out.flush();
        return 0;
    }
}
