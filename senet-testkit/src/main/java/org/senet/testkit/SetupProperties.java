package org.senet.testkit;

import java.util.List;
import java.util.Optional;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.ThrowOutcome;

/**
 * The properties of {@link RuleSetContract} about a rule set before its first move: it is registered as a
 * service, its start suits each first mover, and its sticks are four two-sided sticks (P4).
 */
public interface SetupProperties extends ContractInputs {

    /**
     * Every rule set under test is registered as a service and found by its id; a rule set in a module
     * is provided by its module declaration and listed in its services file, so that it is found on
     * the module path and on the class path alike.
     */
    @Example
    default void every_rule_set_under_test_is_registered_as_a_service() {
        for (RuleSetUnderTest subject : rulesUnderTest()) {
            if (!subject.rules().id().equals(subject.id())) {
                throw Failure.of("registration", subject).because("the rule set found has the id '"
                        + subject.rules().id() + "'");
            }
            // the registered instance: a rule set with options may be of another class (SettingsRuleSet)
            Optional<String> problem = ModuleRegistration.problem(RuleSets.discover().get(subject.id()).getClass());
            if (problem.isPresent()) {
                throw Failure.of("registration", subject).because(problem.get());
            }
        }
    }

    /**
     * The start for each first mover: {@code start(side)} gives {@code start()} for the side to move
     * there; where the opening draws the first mover it gives the same layout with the other side to
     * move, and the notation of that start round-trips; otherwise it refuses the other side.
     *
     * @param subject the rule set under test
     */
    @Property
    default void start_for_each_first_mover(@ForAll("rulesUnderTest") RuleSetUnderTest subject) {
        RuleSet rules = subject.rules();
        Position start = rules.start();
        Failure failure = Failure.of("start for each first mover", subject).at(start, RuleSet.NO_THROW);
        if (!start.equals(rules.start(start.toMove()))) {
            throw failure.because("start(" + start.toMove() + ") differs from start()");
        }
        Side other = start.toMove().opponent();
        if (rules.opening().drawsFirstMover()) {
            Position otherStart = rules.start(other);
            if (!start.withTurn(other, start.flags()).equals(otherStart)) {
                throw failure.because("start(" + other + ") is " + otherStart + ", not the same layout with "
                        + other + " to move");
            }
            RoundTrip.problem(rules, otherStart).ifPresent(problem -> {
                throw failure.because(problem);
            });
        } else {
            try {
                Position otherStart = rules.start(other);
                throw failure.because("the first mover is fixed, yet start(" + other + ") gives " + otherStart);
            } catch (SenetException | IllegalArgumentException expected) {
                // refused, as a fixed first mover should be
            }
        }
    }

    /**
     * P4: the throw probabilities sum to 1 and are those of four two-sided sticks, C(4,w)/16 for w
     * white sides.
     *
     * @param subject the rule set under test
     */
    @Property
    default void P4_throw_probabilities_match_the_sticks(@ForAll("rulesUnderTest") RuleSetUnderTest subject) {
        int[] expected = {1, 4, 6, 4, 1};
        int sum = 0;
        List<ThrowOutcome> outcomes = subject.rules().throwTable().outcomes();
        for (ThrowOutcome outcome : outcomes) {
            if (expected[outcome.whiteSides()] != outcome.weight()
                    || outcome.value() != subject.rules().throwTable().value(outcome.whiteSides())) {
                throw Failure.of("P4 throw probabilities", subject).line("outcome", outcome.toString())
                        .because("the outcome of " + outcome.whiteSides() + " white sides has weight " + outcome.weight()
                                + "/" + ThrowOutcome.DENOMINATOR + " and value " + outcome.value() + "; expected weight "
                                + expected[outcome.whiteSides()] + " and the table's value");
            }
            sum += outcome.weight();
        }
        if (sum != ThrowOutcome.DENOMINATOR || outcomes.size() != expected.length) {
            throw Failure.of("P4 throw probabilities", subject).because("the " + outcomes.size()
                    + " outcomes weigh " + sum + "/" + ThrowOutcome.DENOMINATOR + "; expected 5 outcomes weighing 1");
        }
    }
}
