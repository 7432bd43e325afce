package org.senet.variants;

import org.senet.core.notation.Notation;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;

/** The clause tests' shorthand for a refusal reason. */
public final class Refusals {
    private Refusals() {
    }

    /**
     * Why the piece on {@code from} may not move after {@code throwValue} in the position written as {@code
     * position}, or "(legal)".
     */
    public static String whyNot(RuleSet rules, String position, int throwValue, int from) {
        return rules.whyNot(Notation.parse(rules, position), throwValue, from).map(Refusal::message).orElse("(legal)");
    }
}
