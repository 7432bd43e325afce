package org.senet.testkit;

import static org.senet.testkit.ContractGames.checked;
import static org.senet.testkit.ContractGames.randomGame;
import static org.senet.testkit.ContractGames.triedThrows;

import java.util.Map;
import java.util.Optional;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.RuleSet;

/**
 * The properties of {@link RuleSetContract} about what a rule set reads and writes: the notation of every
 * position a game reaches round-trips (P6); damaged notation, an unknown option and an unknown notation flag are
 * refused with a reason (P8).
 */
public interface NotationProperties extends ContractInputs {

    /**
     * P6: the notation of every position a random game reaches reads back to the same position, and
     * writes back to the same text.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    default void P6_notation_round_trips(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                         @ForAll("gameScripts") GameScript script) {
        RuleSet rules = subject.rules();
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        RoundTrip.problem(rules, rules.start()).ifPresent(problem -> {
            throw Failure.of("P6 notation round trip", subject).line("start", rules.start().toString()).because(problem);
        });
        for (RandomGame.Decision decision : checked(game)) {
            Optional<String> problem = RoundTrip.problem(rules, decision.after());
            if (problem.isPresent()) {
                throw Failure.of("P6 notation round trip", subject).at(script, decision).played(decision)
                        .line("after, in full", decision.after().toString()).because(problem.get());
            }
        }
    }

    /**
     * P8: damaged notation is refused with a message naming what is wrong, never another exception,
     * and what parses is a position that round-trips.
     *
     * @param subject     the rule set under test
     * @param script      the choices of the random game (a failure shrinks to a short game)
     * @param at          the character to damage
     * @param replacement the character put there
     */
    @Property
    default void P8_bad_notation_is_refused_with_a_reason(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                                          @ForAll("gameScripts") GameScript script,
                                                          @ForAll @IntRange(min = 0, max = 60) int at,
                                                          @ForAll char replacement) {
        RuleSet rules = subject.rules();
        long maxThrows = 50;
        RandomGame game = randomGame(subject, script, maxThrows);
        String text = Notation.format(rules, game.end());
        int index = Math.min(at, text.length() - 1);
        String damaged = text.substring(0, index) + replacement + text.substring(index + 1);
        Failure failure = Failure.of("P8 bad notation", subject).line("notation", damaged)
                .ending(script, maxThrows);
        try {
            Position parsed = Notation.parse(rules, damaged);
            RoundTrip.problem(rules, parsed).ifPresent(problem -> {
                throw failure.because("what parses does not round-trip: " + problem);
            });
        } catch (NotationException e) {
            if (e.getMessage() == null || e.getMessage().isBlank()) {
                throw failure.because("the notation is refused without a reason");
            }
        } catch (RuntimeException e) {
            throw failure.because("reading damaged notation fails instead of refusing it", e);
        }
    }

    /**
     * P8: an unknown option and an unknown notation flag are refused with a message, and the rule set
     * is unchanged.
     *
     * @param subject the rule set under test
     */
    @Property
    default void P8_bad_option_is_refused_with_a_reason(@ForAll("rulesUnderTest") RuleSetUnderTest subject) {
        RuleSet rules = subject.rules();
        Map<String, String> before = rules.options();
        Failure failure = Failure.of("P8 bad option", subject);
        try {
            rules.withOptions(Map.of("no-such-option", "1"));
            throw failure.because("the option no-such-option=1 is accepted");
        } catch (OptionException e) {
            if (e.getMessage() == null || !e.getMessage().contains("no-such-option")) {
                throw failure.because("the refusal does not name the option: " + e.getMessage());
            }
        }
        if (!before.equals(rules.options())) {
            throw failure.because("refusing an option changed the options from " + before + " to " + rules.options());
        }
        String flagged = Notation.format(rules, rules.start()) + " nosuchflag=1";
        try {
            Notation.parse(rules, flagged);
            throw failure.line("notation", flagged).because("a flag the rule set does not know is accepted");
        } catch (NotationException expected) {
            // refused, as it should be
        }
    }
}
