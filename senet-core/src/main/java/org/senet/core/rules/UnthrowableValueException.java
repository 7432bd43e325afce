package org.senet.core.rules;

import org.senet.core.SenetException;

/**
 * A throw value that the sticks of a rule set cannot give, passed to the object form of the rules
 * ({@link Referee#legalActions}, {@link Referee#play}, {@link Referee#moveOf}, {@link Referee#whyNot},
 * {@link Referee#find}). The message names the value and the values the sticks give.
 */
public class UnthrowableValueException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** The value refused. */
    private final int value;

    /**
     * A value the sticks of {@code rules} cannot give.
     *
     * @param value the value refused
     * @param rules the rule set whose sticks cannot give it
     */
    public UnthrowableValueException(int value, RuleSet rules) {
        super("a throw of " + value + " is not possible in " + rules.id() + ": the sticks give "
                + rules.throwTable() + " (or " + RuleSet.NO_THROW + " before the throw)");
        this.value = value;
    }

    /** {@return the throw value refused} */
    public int value() {
        return value;
    }
}
