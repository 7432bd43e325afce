package org.senet.core.rules;

import java.util.List;

/**
 * An option a rule set accepts ({@code --option key=value}).
 *
 * @param key          the option's name
 * @param defaultValue its value when not given
 * @param values       the values it accepts
 * @param meaning      what it changes, in a player's words
 */
public record OptionSpec(String key, String defaultValue, List<String> values, String meaning) {
    /**
     * A spec; the default must be one of the values.
     *
     * @param key          the option's name
     * @param defaultValue its value when not given, one of {@code values}
     * @param values       the values it accepts; copied
     * @param meaning      what it changes, in a player's words
     * @throws RuleSetConfigurationException if the default is not one of the values
     */
    public OptionSpec {
        values = List.copyOf(values);
        if (!values.contains(defaultValue)) {
            throw new RuleSetConfigurationException("default " + defaultValue + " is not among " + values);
        }
    }

    /**
     * An on/off option, off by default.
     *
     * @param key     the option's name
     * @param meaning what it changes when on, in a player's words
     * @return the spec of an option with the values {@code true} and {@code false}, default {@code false}
     */
    public static OptionSpec flag(String key, String meaning) {
        return new OptionSpec(key, "false", List.of("false", "true"), meaning);
    }
}
