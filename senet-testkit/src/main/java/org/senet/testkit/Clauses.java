package org.senet.testkit;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The clause ids of a rule set's description: the words at the start of its indented lines. */
final class Clauses {
    /** A clause id at the start of an indented line: {@code K3}, {@code JP-SCORE}, {@code T-ALT}, {@code S4}. */
    private static final Pattern CLAUSE = Pattern.compile("^ {2}([A-Z]+[0-9]*(?:-[A-Z]+)?)\\s", Pattern.MULTILINE);

    private Clauses() {
    }

    /** {@return the clause ids of {@code description}, sorted} */
    static Set<String> of(String description) {
        Set<String> ids = new TreeSet<>();
        Matcher matcher = CLAUSE.matcher(description);
        while (matcher.find()) {
            ids.add(matcher.group(1));
        }
        return ids;
    }
}
