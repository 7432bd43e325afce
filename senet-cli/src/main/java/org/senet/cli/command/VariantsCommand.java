package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSetOrigin;
import org.senet.core.rules.RuleSets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code senet variants}: the rule sets, one line each, sorted by id: {@code id  name: summary}, and
 * for a rule set of a plugin jar {@code  [plugin <jar>]} after it; with {@code --origin},
 * {@code id  origin}.
 */
@Command(name = "variants", mixinStandardHelpOptions = true,
        description = {"Lists the rule sets, one line each, sorted by id: the id, the name and a summary ('<id>  "
                + "<name>: <summary>'); the line of a rule set from a plugin jar ends with '  [plugin <jar>]'.",
                "Plugin jars are loaded from $SENET_HOME/plugins (default ~/.senet/plugins) and from --plugin <jar>."})
public final class VariantsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--origin", description = "List where each rule set came from instead: '<id>  built in' "
            + "or '<id>  <path of its plugin jar>'.")
    boolean origin;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        lines(RuleSetOptions.REGISTRY, origin).forEach(out::println);
        out.flush();
        return 0;
    }

    /**
     * The lines of the list.
     *
     * @param registry the rule sets
     * @param origin   whether to list each one's origin rather than its name and summary
     * @return one line per rule set, sorted by id, the ids padded to one width
     */
    static List<String> lines(RuleSets registry, boolean origin) {
        int width = registry.ids().stream().mapToInt(String::length).max().orElse(0);
        List<String> lines = new ArrayList<>();
        for (RuleSet rules : registry.all()) {
            String id = String.format("%-" + width + "s  ", rules.id());
            RuleSetOrigin from = registry.origin(rules.id());
            if (origin) {
                lines.add(id + from);
            } else {
                lines.add(id + rules.name() + ": " + rules.summary() + (from.isBuiltIn() ? "" : "  [plugin " + from + "]"));
            }
        }
        return lines;
    }
}
