package org.senet.cli;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import picocli.CommandLine.Option;

/** {@code --rules <id>} and {@code --option key=value}, shared by every command that plays. */
public final class RuleSetOptions {
    /** The discovered rule sets, loaded once. */
    public static final RuleSets REGISTRY = RuleSets.discover();

    @Option(names = "--rules", paramLabel = "<id>", defaultValue = "thibault", completionCandidates = Ids.class,
            description = "The rule set: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    String rulesId;

    @Option(names = "--option", paramLabel = "key=value",
            description = "A rule-set option (repeatable), e.g. --option robinson=true.")
    Map<String, String> options = new LinkedHashMap<>();

    /**
     * The chosen rule set with its options.
     *
     * @throws org.senet.core.rules.SenetException for an unknown id or a bad option
     */
    public RuleSet ruleSet() {
        return REGISTRY.get(rulesId, options);
    }

    /** The id given with {@code --rules}. */
    public String id() {
        return rulesId;
    }

    /** The options given with {@code --option}. */
    public Map<String, String> options() {
        return options;
    }

    /** The rule-set ids, for completion and help. */
    public static final class Ids implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return REGISTRY.ids().iterator();
        }
    }
}
