package org.senet.core.rules;

import java.util.Objects;

/**
 * A rule set, or a whole plugin jar, that a {@link RuleSets} registry skipped, and why; the other
 * rule sets load all the same.
 *
 * @param origin where the skipped rule set was to come from: a plugin jar, or built in for a
 *               broken provider on the application's own class path or module path
 * @param cause  what is wrong, on one line, e.g. {@code Provider com.example.Sprint could not be instantiated: it threw
 *               java.lang.IllegalStateException: no sticks; not loaded}
 */
public record RuleSetProblem(RuleSetOrigin origin, String cause) {
    /**
     * A problem; the cause is put on one line.
     *
     * @param origin where the skipped rule set was to come from: a plugin jar, or built in for a
     *               broken provider on the application's own class path or module path
     * @param cause  what is wrong, on one line, e.g. {@code Provider com.example.Sprint could not be instantiated: it threw
     *               java.lang.IllegalStateException: no sticks; not loaded}
     * @throws NullPointerException if {@code origin} or {@code cause} is null
     */
    public RuleSetProblem {
        Objects.requireNonNull(origin, "origin");
        cause = Objects.requireNonNull(cause, "cause").strip().replaceAll("\\s*\\R\\s*", " ");
    }

    /**
     * The problem as one line: {@code plugin <jar>: <cause>}, or for a built-in provider
     * {@code skipped a broken rule-set provider: <cause>}.
     *
     * @return the line
     */
    public String message() {
        return origin.jar().map(jar -> "plugin " + jar + ": " + cause)
                .orElseGet(() -> "skipped a broken rule-set provider: " + cause);
    }
}
