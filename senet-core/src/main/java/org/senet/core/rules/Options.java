package org.senet.core.rules;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

import org.senet.core.text.Input;

/** Checking rule-set options ({@code --option key=value}) against a rule set's {@link OptionSpec}s. */
public final class Options {
    private Options() {
    }

    /**
     * The options in force after setting {@code requested} on {@code rules}: each key must be one of its
     * {@link RuleSet#optionSpecs()} and each value one of that option's values. Options not named keep
     * their value.
     *
     * @param rules     the rule set whose options are set
     * @param requested the options to set ({@code key -> value})
     * @return every option that differs from its default, sorted by key
     * @throws OptionException naming the unknown option (and the options there are) or the bad value (and
     *                         the values it takes)
     */
    public static Map<String, String> check(RuleSet rules, Map<String, String> requested) {
        Map<String, String> merged = new TreeMap<>(rules.options());
        for (Map.Entry<String, String> entry : requested.entrySet()) {
            OptionSpec spec = rules.optionSpecs().stream().filter(s -> s.key().equals(entry.getKey())).findFirst()
                    .orElseThrow(() -> new OptionException("the rules '" + rules.id() + "' have no option '"
                            + Input.shown(entry.getKey()) + "'" + (rules.optionSpecs().isEmpty() ? "; they take no options"
                            : "; options: " + String.join(", ", rules.optionSpecs().stream().map(OptionSpec::key).toList()))));
            if (!spec.values().contains(entry.getValue())) {
                throw new OptionException("option " + spec.key() + " of '" + rules.id() + "' cannot be '"
                        + Input.shown(entry.getValue()) + "'; it takes " + String.join(" or ", spec.values()));
            }
            if (entry.getValue().equals(spec.defaultValue())) {
                merged.remove(spec.key());
            } else {
                merged.put(spec.key(), entry.getValue());
            }
        }
        return Collections.unmodifiableMap(merged);
    }
}
