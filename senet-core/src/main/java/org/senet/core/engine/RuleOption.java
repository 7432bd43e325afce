package org.senet.core.engine;

import java.util.Objects;
import java.util.function.BiFunction;

import org.senet.core.rules.OptionSpec;
import org.senet.core.settings.RuleSettings;

/**
 * An option of a rule set ({@code --option key=value}) and what it does to the rule set's settings: the
 * string form of the command line, the position notation and game records, read into typed settings at
 * the edge.
 *
 * @param spec  the option's key, values, default and meaning
 * @param apply the settings with the option set to a value other than its default
 */
public record RuleOption(OptionSpec spec, BiFunction<RuleSettings, String, RuleSettings> apply) {

    /**
     * An option, checked.
     *
     * @param spec  the option's key, values, default and meaning
     * @param apply the settings with the option set to a value other than its default
     * @throws NullPointerException if an argument is null
     */
    public RuleOption {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(apply, "apply");
    }

    /**
     * An on/off option, off by default, that changes the settings when on.
     *
     * @param key     the option's name
     * @param meaning what it changes when on, in a player's words
     * @param on      the settings with the option on
     * @return the option
     */
    public static RuleOption flag(String key, String meaning, java.util.function.UnaryOperator<RuleSettings> on) {
        return new RuleOption(OptionSpec.flag(key, meaning), (settings, value) -> on.apply(settings));
    }

    /** {@return the option's key} */
    public String key() {
        return spec.key();
    }
}
