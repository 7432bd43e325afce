package org.senet.testkit;

import java.util.Optional;

import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * Whether a position's notation reads back to the same position and writes back to the same text, as the
 * kit checks it for every position a random game reaches (P6), for each start (the start for each first mover)
 * and for whatever damaged notation parses (P8).
 */
final class RoundTrip {
    private RoundTrip() {
    }

    /** {@return what is wrong with the round trip of {@code position}'s notation, or empty where it holds} */
    static Optional<String> problem(RuleSet rules, Position position) {
        String text = Notation.format(rules, position);
        Position parsed;
        try {
            parsed = Notation.parse(rules, text);
        } catch (NotationException e) {
            return Optional.of("the notation '" + text + "' of a reached position is refused: " + e.getMessage());
        }
        if (!parsed.equals(position)) {
            return Optional.of("'" + text + "' reads back as " + parsed + ", not the position written, " + position
                    + " (is every flag the rule set keeps declared in flags()?)");
        }
        String again = Notation.format(rules, parsed);
        return text.equals(again) ? Optional.empty()
                : Optional.of("'" + text + "' reads back and writes as '" + again + "'");
    }
}
