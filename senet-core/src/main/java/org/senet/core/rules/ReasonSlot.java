package org.senet.core.rules;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one implementation of {@link RefusalReason}: a reason and its place in the encoding of the
 * vocabulary that defines it ({@link Vocabulary}). A record, so that the compiler trusts its fields and
 * folds a reason constant's {@link #code} into the code.
 */
record ReasonSlot(String key, String template, int arguments, int squareArguments, int index)
        implements RefusalReason {
    /** Squares from -32 (a move before square 1) to 63 are encodable. */
    static final int SQUARE_OFFSET = 32;
    /** How many squares are encodable. */
    static final int SQUARE_RANGE = 96;

    /** A reason, its key and template checked; {@code index} is its place among its vocabulary's. */
    static RefusalReason of(String key, String template, int squareArguments, int index) {
        if (key == null || !key.matches("[a-z0-9][a-z0-9-]*")) {
            throw new RuleSetConfigurationException("a refusal reason needs a key of a-z, 0-9 and -: " + key);
        }
        if (template == null || template.isBlank()) {
            throw new RuleSetConfigurationException("refusal reason " + key + " needs a message");
        }
        int arguments = 0;
        for (Matcher m = Placeholder.PATTERN.matcher(template); m.find(); ) {
            arguments = Math.max(arguments, Integer.parseInt(m.group(1)) + 1);
        }
        return new ReasonSlot(key, template, arguments, Math.min(arguments, squareArguments), index);
    }

    /** One of the core's reasons, all of whose arguments are squares, at its fixed {@code index}. */
    static RefusalReason core(int index, String key, String template) {
        return of(key, template, Integer.MAX_VALUE, index);
    }

    /** One of the core's reasons whose first {@code squareArguments} arguments are squares, at its fixed {@code index}. */
    static RefusalReason core(int index, String key, String template, int squareArguments) {
        return of(key, template, squareArguments, index);
    }

    @Override
    public int code(int square) {
        return -(1 + index + (square + SQUARE_OFFSET) * MAX_REASONS);
    }

    /** Every slot is made once, for a constant of its vocabulary, so a slot equals itself alone. */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this); // written out, as equals is: a record's own bootstrap costs start-up time
    }

    @Override
    public String toString() {
        return key;
    }

    /**
     * The placeholder of a template, in a class of its own: the reasons of {@link RefusalReason} are made
     * while this class is initialised, when this class is the first one used.
     */
    private static final class Placeholder {
        static final Pattern PATTERN = Pattern.compile("\\{(\\d)}");
    }
}
