package org.senet.cli.command;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.senet.core.points.Point;
import org.senet.core.points.Points;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import picocli.CommandLine.Option;

/** {@code --rules <id>} and {@code --option key=value}, shared by every command that plays. */
public final class RuleSetOptions {
    /** The built-in rule sets and those of the plugin jars ({@link Plugins}), loaded once. */
    public static final RuleSets REGISTRY = Plugins.load();

    @Option(names = "--rules", paramLabel = "<id>", defaultValue = "thibault", completionCandidates = Ids.class,
            description = "The rule set: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    String rulesId;

    @Option(names = "--option", paramLabel = "key=value",
            description = "A rule-set option (repeatable), e.g. --option robinson=true; "
                    + "the options of every rule set are listed below and by 'senet rules --rules <id> --full'.")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--set", paramLabel = "point=value",
            description = "A point of the rule set's settings (repeatable), applied after the options, e.g. --set sticks=5,"
                    + " --set safe=+15: a variant named by its points; the points are listed below and each rule set's"
                    + " values by 'senet rules <id> --settings'.")
    List<String> points = new ArrayList<>();

    /**
     * The chosen rule set with its options.
     *
     * @throws org.senet.core.SenetException for an unknown id or a bad option
     */
    public RuleSet ruleSet() {
        return Points.vary(REGISTRY.get(id(), options), Points.parse(points));
    }

    /** The points given with {@code --set}, as given. */
    public List<String> points() {
        return points;
    }

    /** The id given with {@code --rules}, in lower case (ids are; {@code Kendall} names {@code kendall}). */
    public String id() {
        return rulesId.toLowerCase(java.util.Locale.ROOT);
    }

    /** The options given with {@code --option}. */
    public Map<String, String> options() {
        return options;
    }

    /**
     * The options of every discovered rule set, for help texts: a heading, then per rule set its id
     * and one line per option, {@code key=v1|v2 (default v)} and what it changes.
     */
    public static List<String> optionLines() {
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.add("Rule-set options (--option key=value):");
        for (RuleSet ruleSet : REGISTRY.all()) {
            if (ruleSet.optionSpecs().isEmpty()) {
                continue;
            }
            lines.add("  " + ruleSet.id() + ":");
            for (OptionSpec spec : ruleSet.optionSpecs()) {
                lines.add("    " + describe(spec));
            }
        }
        return lines;
    }

    /**
     * The points of the settings, for help texts: a heading, then one line per point,
     * {@code name=v1|v2}, two spaces, what it decides.
     */
    public static List<String> pointLines() {
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.add("Points of the settings (--set point=value):");
        for (Point point : Points.all()) {
            lines.add("  " + point.name() + "=" + point.valuesText() + "  " + point.description());
        }
        return lines;
    }

    /** One option as help texts show it: {@code key=v1|v2 (default v)}, two spaces, what it changes. */
    public static String describe(OptionSpec spec) {
        return spec.key() + "=" + String.join("|", spec.values()) + " (default " + spec.defaultValue() + ")  "
                + spec.meaning();
    }

    /** The rule-set ids, for completion and help. */
    public static final class Ids implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return REGISTRY.ids().iterator();
        }
    }
}
