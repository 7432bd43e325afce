package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.core.action.ActionCode;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.settings.Reasons;

/**
 * {@link Reasons#raisedBy}: every refusal the rules of a settings rule set give, for any square at any decision
 * of seeded random games of every shipped rule set, option and tested variant ({@link FastPathTest#ruleSets()}),
 * is one of the reasons its settings list.
 */
class RaisedReasonsTest {
    private static final int GAMES = 20;
    private static final int DECISIONS = 400;

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.senet.variants.FastPathTest#ruleSets")
    @DisplayName("every refusal of random games is one the settings list")
    void refusals_are_listed(RuleSet rules) {
        List<RefusalReason> listed = Reasons.raisedBy(((SettingsRuleSet) rules).settings());
        Set<RefusalReason> given = new HashSet<>();
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        for (int game = 0; game < GAMES; game++) {
            SplittableRandom random = new SplittableRandom(game);
            Position position = FirstMoverDraw.start(rules, game);
            for (int step = 0; step < DECISIONS && !rules.isOver(position); step++) {
                int value = RuleSet.NO_THROW;
                check(rules, listed, given, position, value);
                int action = buffer[random.nextInt(rules.actions(position, value, buffer))];
                if (action == ActionCode.THROW) {
                    value = rules.throwTable().value(Integer.bitCount(random.nextInt(16)));
                    check(rules, listed, given, position, value);
                    action = buffer[random.nextInt(rules.actions(position, value, buffer))];
                }
                position = rules.apply(position, value, action);
            }
        }
        assertTrue(given.size() > 1, rules + ": refusals were given " + given);
    }

    private static void check(RuleSet rules, List<RefusalReason> listed, Set<RefusalReason> given, Position position,
                              int value) {
        for (int square = 0; square <= 30; square++) {
            for (Optional<Refusal> why = rules.whyNot(position, value, square); why.isPresent(); why = why.get().backward()) {
                RefusalReason reason = why.get().reason();
                given.add(reason);
                if (!listed.contains(reason)) {
                    fail(rules + ": whyNot(" + square + ") with " + value + " at " + Notation.format(rules, position)
                            + " gives '" + reason.key() + "', which Reasons.raisedBy does not list: "
                            + listed.stream().map(RefusalReason::key).toList());
                }
            }
        }
    }
}
