package org.senet.core.rules;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a rule set of a {@link RuleSets} registry came from: built in (found on the application's
 * own class path or module path, or given to {@link RuleSets#of}), or a plugin jar loaded by
 * {@link RuleSets#withPlugins(ClassLoader, java.util.List)}.
 *
 * @param jar the plugin jar, as it was given; empty for a built-in rule set
 */
public record RuleSetOrigin(Optional<Path> jar) {
    /** A rule set of the application itself. */
    public static final RuleSetOrigin BUILT_IN = new RuleSetOrigin(Optional.empty());

    /**
     * An origin.
     *
     * @param jar the plugin jar, as it was given; empty for a built-in rule set
     * @throws NullPointerException if {@code jar} is null
     */
    public RuleSetOrigin {
        Objects.requireNonNull(jar, "jar");
    }

    /**
     * A rule set loaded from a plugin jar.
     *
     * @param jar the jar, as it was given
     * @return the origin
     */
    public static RuleSetOrigin plugin(Path jar) {
        return new RuleSetOrigin(Optional.of(jar));
    }

    /** {@return whether the rule set is the application's own rather than a plugin jar's} */
    public boolean isBuiltIn() {
        return jar.isEmpty();
    }

    /** {@return {@code built in}, or the path of the plugin jar} */
    @Override
    public String toString() {
        return jar.map(Path::toString).orElse("built in");
    }
}
