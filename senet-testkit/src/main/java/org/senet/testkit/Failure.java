package org.senet.testkit;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * The one way the contract reports a failure: a few lines naming the property, the rule set with
 * its options, the position in notation, the throw, the action with its effects, and how to replay
 * it. Built only once a check has failed.
 */
final class Failure {
    private static final String REPLAY = "replay";
    private final Map<String, String> details = new LinkedHashMap<>();
    private final String property;
    private final RuleSetUnderTest subject;

    private Failure(String property, RuleSetUnderTest subject) {
        this.property = property;
        this.subject = subject;
    }

    /** A failure of {@code property} (e.g. {@code "P1 pieces"}) for the rule set under test. */
    static Failure of(String property, RuleSetUnderTest subject) {
        return new Failure(property, subject);
    }

    /** The decision point of a random game where the failure happened, and how to replay it. */
    Failure at(long seed, RandomGame.Decision decision) {
        return at(decision.before(), decision.throwValue()).replay(seed, decision.index());
    }

    /** The action the random game played at that decision, and the position it gave. */
    Failure played(RandomGame.Decision decision) {
        return action(decision.action()).line("after", Notation.format(subject.rules(), decision.after()));
    }

    /** How to replay decision {@code index} of the random game of {@code seed}. */
    Failure replay(long seed, int index) {
        return line(REPLAY, "seed " + seed + ", decision " + index + " of RandomGame.play(rules, " + seed
                + ", maxThrows)");
    }

    /** The decision point: the position in notation and the throw. */
    Failure at(Position position, int throwValue) {
        line("position", Notation.format(subject.rules(), position));
        return line("throw", throwValue == RuleSet.NO_THROW ? "none (a choice before the throw)"
                : Integer.toString(throwValue));
    }

    /** The action concerned, with its effects. */
    Failure action(int code) {
        return line("action", describe(code));
    }

    /** The decision point of a scripted game where the failure happened, and how to replay it. */
    Failure at(GameScript script, RandomGame.Decision decision) {
        return at(decision.before(), decision.throwValue()).replay(script, decision.index());
    }

    /** How to replay decision {@code index} of the game of a script. */
    Failure replay(GameScript script, int index) {
        return line(REPLAY, "decision " + index + " of RandomGame.play(rules, " + script + ", maxThrows)");
    }

    /** How to replay the position a scripted game ends on, for a failure about that position. */
    Failure ending(GameScript script, long maxThrows) {
        return line(REPLAY, "the end of RandomGame.play(rules, " + script + ", " + maxThrows + ")");
    }

    /** The seed to replay a failure that is not tied to one decision. */
    Failure seed(long seed) {
        return line(REPLAY, "seed " + seed);
    }

    /** Any other fact, as {@code label: value}; {@code replay} comes last whatever the order of calls. */
    Failure line(String label, String value) {
        details.put(label, value);
        return this;
    }

    /** The error to throw, with the problem in one sentence first. */
    AssertionError because(String problem) {
        StringBuilder message = new StringBuilder(property).append(" fails for rule set '").append(subject)
                .append("': ").append(problem);
        details.forEach((label, value) -> {
            if (!label.equals(REPLAY)) {
                message.append("\n  ").append(label).append(": ").append(value);
            }
        });
        if (details.containsKey(REPLAY)) {
            message.append("\n  ").append(REPLAY).append(": ").append(details.get(REPLAY));
        }
        return new AssertionError(message.toString());
    }

    /** The error to throw, with the exception that revealed the problem as its cause. */
    AssertionError because(String problem, Throwable cause) {
        AssertionError error = because(problem + " (" + cause + ")");
        error.initCause(cause);
        return error;
    }

    /** An action as move notation plus its effects: {@code 12->14 [SWAP]}. */
    static String describe(int code) {
        StringJoiner effects = new StringJoiner(", ", " [", "]").setEmptyValue("");
        for (MoveEffect effect : ActionCode.effectSet(code)) {
            effects.add(effect.name());
        }
        return ActionCode.toText(code) + effects;
    }
}
