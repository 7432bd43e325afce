package org.senet.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.senet.core.SenetException;

/**
 * The one implementation of {@link RefusalReason}: a reason and its place in the encoding. A record,
 * so that the compiler trusts its fields and folds a reason constant's {@link #code} into the code.
 */
record ReasonSlot(String key, String template, int arguments, int squareArguments, int index)
        implements RefusalReason {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d)}");
    private static final List<RefusalReason> ALL = new ArrayList<>();
    /** Squares from -32 (a move before square 1) to 63 are encodable. */
    private static final int SQUARE_OFFSET = 32;
    private static final int SQUARE_RANGE = 96;

    static RefusalReason define(String key, String template, int squareArguments) {
        if (key == null || !key.matches("[a-z0-9][a-z0-9-]*")) {
            throw new RuleSetConfigurationException("a refusal reason needs a key of a-z, 0-9 and -: " + key);
        }
        if (template == null || template.isBlank()) {
            throw new RuleSetConfigurationException("refusal reason " + key + " needs a message");
        }
        int arguments = 0;
        for (Matcher m = PLACEHOLDER.matcher(template); m.find(); ) {
            arguments = Math.max(arguments, Integer.parseInt(m.group(1)) + 1);
        }
        synchronized (ALL) {
            for (RefusalReason reason : ALL) {
                if (reason.key().equals(key)) {
                    throw new RuleSetConfigurationException("refusal reason " + key + " exists already");
                }
            }
            if (ALL.size() == MAX_REASONS) {
                throw new RuleSetConfigurationException("no room for refusal reason " + key);
            }
            RefusalReason reason = new ReasonSlot(key, template, arguments,
                    Math.min(arguments, squareArguments), ALL.size());
            ALL.add(reason);
            return reason;
        }
    }

    static Refusal decode(int code) {
        if (!RefusalReason.isRefusal(code) || -(code + 1) / MAX_REASONS >= SQUARE_RANGE) {
            throw new SenetException("not a refusal code: " + code);
        }
        int value = -code - 1;
        RefusalReason reason;
        synchronized (ALL) {
            reason = ALL.get(value % MAX_REASONS);
        }
        return reason.about(value / MAX_REASONS - SQUARE_OFFSET);
    }

    static List<RefusalReason> all() {
        synchronized (ALL) {
            return List.copyOf(ALL);
        }
    }

    @Override
    public int code(int square) {
        return -(1 + index + (square + SQUARE_OFFSET) * MAX_REASONS);
    }

    /** Every slot has a key of its own ({@link #define}), so a slot equals itself alone. */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return index; // written out, as equals is: a record's own bootstrap costs start-up time for every command
    }

    @Override
    public String toString() {
        return key;
    }
}
