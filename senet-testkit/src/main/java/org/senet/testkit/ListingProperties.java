package org.senet.testkit;

import static org.senet.testkit.ContractGames.randomGame;
import static org.senet.testkit.ContractGames.sampled;
import static org.senet.testkit.ContractGames.triedThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.senet.core.board.Track;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;

/**
 * The properties of {@link RuleSetContract} about what a rule set lists at a decision, and why not: the same
 * actions in the same order on every call and on a fresh instance (P5), and a reason for a square without a move
 * that cites a clause of the rule set's own description (P8).
 */
public interface ListingProperties extends ContractInputs {

    /**
     * P5: {@link RuleSet#actions} is a function of its inputs: a second call, and a fresh instance of
     * the rule set (from a new discovery), list the same actions in the same order.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    default void P5_actions_are_the_same_on_every_call_and_instance(
            @ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll("gameScripts") GameScript script) {
        RuleSet rules = subject.rules();
        RuleSet fresh = subject.fresh();
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        for (RandomGame.Decision d : sampled(game)) {
            int[] first = Arrays.copyOf(buffer, rules.actions(d.before(), d.throwValue(), buffer));
            int[] again = Arrays.copyOf(buffer, rules.actions(d.before(), d.throwValue(), buffer));
            int[] other = Arrays.copyOf(buffer, fresh.actions(d.before(), d.throwValue(), buffer));
            for (int[] second : List.of(again, other)) {
                if (!Arrays.equals(first, second)) {
                    throw Failure.of("P5 actions are deterministic", subject).at(script, d)
                            .line("first call", texts(first))
                            .line(second == again ? "second call" : "fresh instance", texts(second))
                            .because((second == again ? "a second call" : "a fresh instance of the rule set")
                                    + " lists other actions, or the same in another order");
                }
            }
        }
    }

    private static String texts(int[] codes) {
        List<String> texts = new ArrayList<>(codes.length);
        for (int code : codes) {
            texts.add(Failure.describe(code));
        }
        return texts.toString();
    }

    /**
     * P8: every refusal names a clause of the rule set's own description ({@link RuleSet#description()},
     * the text {@code senet rules --full} prints), cited with {@link Refusal#citing}: a player told "no"
     * can look the rule up. The clause ids are the words at the start of the description's indented
     * lines ({@code K3}, {@code JP-SCORE}).
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    default void P8_refusals_cite_the_rule_sets_own_clauses(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                                             @ForAll("gameScripts") GameScript script) {
        RuleSet rules = subject.rules();
        Set<String> clauses = Clauses.of(rules.description());
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        for (RandomGame.Decision d : sampled(game)) {
            if (d.throwValue() == RuleSet.NO_THROW) {
                continue;
            }
            for (int square = 0; square <= Track.SQUARES; square++) {
                for (Optional<Refusal> why = rules.whyNot(d.before(), d.throwValue(), square); why.isPresent();
                     why = why.get().backward()) {
                    if (!clauses.contains(why.get().clause())) {
                        throw Failure.of("P8 refusals cite the rule set's own clauses", subject).at(script, d)
                                .because("whyNot(" + square + ") says '" + why.get().message() + "' citing "
                                        + (why.get().isCited() ? "'" + why.get().clause() + "'" : "no clause")
                                        + ", not one of the description's clauses " + clauses
                                        + " (cite one with Refusal.citing)");
                    }
                }
            }
        }
    }
}
