package org.senet.variants.thibault;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.senet.core.notation.MoveListing;
import org.senet.core.notation.Notation;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;

/**
 * What the tests of Thibault's options share: the rule set with options asked by {@code key=value}, its
 * refusals, and boards written as the squares of each side ({@code "W5 B12"}) turned into the
 * 30-character notation by {@link #board}.
 */
final class ThibaultOptionBoards {
    static final RuleSet BASE = new Thibault();

    private ThibaultOptionBoards() {
    }

    static RuleSet rules(String... keyValues) {
        Map<String, String> options = new TreeMap<>();
        for (String keyValue : keyValues) {
            String[] parts = keyValue.split("=");
            options.put(parts[0], parts[1]);
        }
        return BASE.withOptions(options);
    }

    /** Asks for these options, which must be refused, and returns the message. */
    static String refusal(String... keyValues) {
        return assertThrows(OptionException.class, () -> rules(keyValues)).getMessage();
    }

    /** The board of the notation with light pieces on the squares after {@code W} and dark after {@code B}. */
    static String board(String pieces) {
        char[] squares = ".".repeat(30).toCharArray();
        for (String piece : pieces.split(" ")) {
            if (!piece.isEmpty()) {
                squares[Integer.parseInt(piece.substring(1)) - 1] = piece.charAt(0);
            }
        }
        return new String(squares);
    }

    static List<String> moves(RuleSet rules, String position, int throwValue) {
        return MoveListing.lines(rules, position, throwValue);
    }

    static List<String> moves(RuleSet rules, Position position, int throwValue) {
        return MoveListing.lines(rules, position, throwValue);
    }

    /** Plays the moves named, the first with {@code throwValue}, the rest with the throws held; the notation reached. */
    static String play(RuleSet rules, String position, int throwValue, String... moves) {
        Position at = Notation.parse(rules, position);
        int value = throwValue;
        for (String move : moves) {
            at = new Referee(rules).play(at, value, new Referee(rules).legalActions(at, value).stream()
                    .filter(a -> a.text().equals(move)).findFirst()
                    .orElseThrow(() -> new AssertionError(move + " is not listed")));
            value = RuleSet.NO_THROW;
        }
        return Notation.format(rules, at);
    }

    /** The notation keys of a rule set's flags, in order. */
    static List<String> keys(RuleSet rules) {
        return rules.flags().stream().map(FlagField::key).toList();
    }
}
