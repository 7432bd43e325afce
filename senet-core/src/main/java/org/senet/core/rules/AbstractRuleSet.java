package org.senet.core.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleReader;
import java.lang.module.ResolvedModule;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.senet.core.board.Side;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.text.Input;

/**
 * A base for rule sets: option checking, the description read from a resource, and the defaults
 * most rule sets share. A subclass supplies its id, name, sticks and pieces, and the rules themselves
 * ({@link #actions}, {@link #apply}).
 *
 * <p>The description is the text resource named after the class ({@code Thibault.txt} beside
 * {@code Thibault.class}). The engine reads it from the rule set's own jar or module, so a rule set
 * in a named module needs no {@code opens} for it.
 */
public abstract class AbstractRuleSet implements RuleSet {
    private final Map<String, String> options;

    /** A rule set with all options at their defaults. */
    protected AbstractRuleSet() {
        this(Map.of());
    }

    /**
     * A rule set with these options (already checked by {@link #withOptions}); only the values that
     * differ from their defaults are kept.
     *
     * @param options the options set ({@code key -> value}), every key and value checked
     */
    protected AbstractRuleSet(Map<String, String> options) {
        Map<String, String> nonDefault = new TreeMap<>();
        for (OptionSpec spec : optionSpecs()) {
            String value = options.get(spec.key());
            if (value != null && !value.equals(spec.defaultValue())) {
                nonDefault.put(spec.key(), value);
            }
        }
        this.options = Collections.unmodifiableMap(nonDefault);
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return List.of();
    }

    @Override
    public List<FlagField> flags() {
        return List.of();
    }

    @Override
    public boolean usesWaitingPieces() {
        return false;
    }

    @Override
    public Opening opening() {
        return Opening.LIGHT_FIRST;
    }

    @Override
    public final Map<String, String> options() {
        return options;
    }

    /**
     * The value of an option in force (its default when not set).
     *
     * @param key the option's key, one of {@link #optionSpecs()}
     * @return the value set for the option, or its default
     * @throws OptionException if the rule set has no option with this key
     */
    protected final String option(String key) {
        for (OptionSpec spec : optionSpecs()) {
            if (spec.key().equals(key)) {
                return options.getOrDefault(key, spec.defaultValue());
            }
        }
        throw new OptionException("no option " + key + " in " + id());
    }

    /**
     * Whether an on/off option is on.
     *
     * @param key the key of an option whose values are {@code true} and {@code false}
     * @return true if the option is set to {@code true}
     */
    protected final boolean isOn(String key) {
        return Boolean.parseBoolean(option(key));
    }

    @Override
    public final RuleSet withOptions(Map<String, String> requested) {
        Map<String, String> merged = new LinkedHashMap<>(options);
        for (Map.Entry<String, String> entry : requested.entrySet()) {
            OptionSpec spec = optionSpecs().stream().filter(s -> s.key().equals(entry.getKey())).findFirst()
                    .orElseThrow(() -> new OptionException("the rules '" + id() + "' have no option '"
                            + Input.shown(entry.getKey()) + "'" + (optionSpecs().isEmpty() ? "; they take no options"
                            : "; options: " + String.join(", ", optionSpecs().stream().map(OptionSpec::key).toList()))));
            if (!spec.values().contains(entry.getValue())) {
                throw new OptionException("option " + spec.key() + " of '" + id() + "' cannot be '" + Input.shown(entry.getValue())
                        + "'; it takes " + String.join(" or ", spec.values()));
            }
            merged.put(entry.getKey(), entry.getValue());
        }
        return withCheckedOptions(merged);
    }

    /**
     * A new instance with these options, every key and value already checked against
     * {@link #optionSpecs()}. Throw {@link OptionException} for a combination that cannot be honoured.
     * By default this instance: right for a rule set without options, whose checked options are
     * always none. A rule set with options overrides it.
     *
     * @param options all options in force ({@code key -> value}), every key and value checked
     * @return the rule set with these options
     */
    protected RuleSet withCheckedOptions(Map<String, String> options) {
        return this;
    }

    @Override
    public String description() {
        String resource = getClass().getSimpleName() + ".txt";
        try {
            Optional<byte[]> text = readBeside(getClass(), resource);
            return text.isEmpty() ? name() + ": " + summary() : new String(text.get(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /**
     * The resource {@code name} beside the class file of {@code type}, read from the rule set's own
     * jar or module: on the class path through the class; in a named module, whose packages are closed
     * to this one unless the plugin opens them, from the module's content.
     */
    private static Optional<byte[]> readBeside(Class<?> type, String name) throws IOException {
        try (InputStream in = type.getResourceAsStream(name)) {
            if (in != null) {
                return Optional.of(in.readAllBytes());
            }
        }
        Module module = type.getModule();
        Optional<ResolvedModule> resolved = Optional.ofNullable(module.getLayer())
                .flatMap(layer -> layer.configuration().findModule(module.getName()));
        if (resolved.isEmpty()) {
            return Optional.empty();
        }
        try (ModuleReader reader = resolved.get().reference().open()) {
            Optional<InputStream> found = reader.open(type.getPackageName().replace('.', '/') + '/' + name);
            if (found.isEmpty()) {
                return Optional.empty();
            }
            try (InputStream in = found.get()) {
                return Optional.of(in.readAllBytes());
            }
        }
    }

    /**
     * The layout of C8: light on odd squares, dark on even squares {@code 1..2n} for {@code n}
     * pieces a side, the given side to move.
     *
     * @param piecesPerSide the number of pieces of each side, {@code n}
     * @param toMove        the side to move
     * @return the start position
     */
    protected static Position alternatingStart(int piecesPerSide, Side toMove) {
        int light = 0;
        int dark = 0;
        for (int i = 0; i < piecesPerSide; i++) {
            light |= 1 << (2 * i);
            dark |= 1 << (2 * i + 1);
        }
        return Position.of(light, dark, piecesPerSide, toMove);
    }

    @Override
    public String toString() {
        return options.isEmpty() ? id() : id() + options;
    }
}
