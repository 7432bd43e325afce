package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.senet.core.notation.Notation;
import org.senet.core.points.Points;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.settings.Reasons;
import org.senet.core.settings.RuleSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code senet rules X} or {@code senet rules --rules X}: the description of a rule set, or its settings. */
@Command(name = "rules", mixinStandardHelpOptions = true,
        description = {"Prints a player's summary of the rules of --rules X that fits one 80x24 screen: what the"
                + " sticks give, how pieces move, what the special squares do, how to win.",
                "With --full, the rules themselves: sources, every clause with its id, decided points, notation keys"
                        + " and the options of the rule set as 'key=v1|v2 (default v)' lines under 'Options'.",
                "With --settings, the rule set's settings point by point, one 'point=value' line each (what --set takes),"
                        + " after its start position in the position notation and its throw bound."})
public final class RulesCommand implements Callable<Integer> {
    @Mixin
    RuleSetOptions rules;

    @Spec
    CommandSpec spec;

    @Option(names = "--full", description = "The full rules: sources, clauses, decided points, notation keys and"
            + " options, one 'key=v1|v2 (default v)' line each, under 'Options'.")
    boolean full;

    @Parameters(index = "0", arity = "0..1", paramLabel = "<id>", completionCandidates = RuleSetOptions.Ids.class,
            description = "The rule set, as with --rules.")
    String id;

    @Option(names = "--settings", description = "The settings point by point ('point=value', what --set takes), after"
            + " the start position and the throw bound.")
    boolean settings;

    @Option(names = "--lang", paramLabel = "en|pt|nl",
            description = "The language of the summary (default: the system's, else English).")
    String lang;

    @Override
    public Integer call() {
        if (id != null) {
            boolean both = spec.commandLine().getParseResult().hasMatchedOption("--rules");
            if (both && !rules.id().equals(id.toLowerCase(Locale.ROOT))) {
                throw new BadInputException("the rule set is named twice: '" + id + "' and --rules " + rules.id());
            }
            rules.rulesId = id;
        }
        RuleSet ruleSet = rules.ruleSet();
        PrintWriter out = spec.commandLine().getOut();
        if (settings) {
            settingsLines(ruleSet).forEach(out::println);
        } else if (full) {
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

    /**
     * What {@code --settings} prints: the rule set's id and name, its start position and throw bound, one
     * {@code key: value} line each; then each point of its settings as {@code point=value} and the refusal
     * reasons those settings can give ({@code refusals: …}), or, for a rule set that is not made of settings, a
     * line that says so.
     */
    static List<String> settingsLines(RuleSet ruleSet) {
        List<String> lines = new ArrayList<>();
        lines.add("rules: " + ruleSet.id());
        lines.add("name: " + ruleSet.name());
        lines.add("start: " + Notation.format(ruleSet, ruleSet.start()));
        lines.add("throw bound: " + ruleSet.throwBound());
        Optional<RuleSettings> settings = Points.settings(ruleSet);
        if (settings.isEmpty()) {
            lines.add("points: none (a rule set written against RuleSet, not made of settings)");
        } else {
            Points.of(settings.get()).forEach(point -> lines.add(point.text()));
            lines.add("refusals: " + String.join(", ", Reasons.raisedBy(settings.get()).stream()
                    .map(RefusalReason::key).toList()));
        }
        return lines;
    }
}
