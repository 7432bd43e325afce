package org.senet.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Provide;
import org.senet.core.rules.RuleSet;

/**
 * What the properties of {@link RuleSetContract} draw: the rule sets under test, named by the author's hooks
 * ({@link #ruleSetIds()}, {@link #optionSets}, {@link #pointSets}) and found through a fresh
 * {@link java.util.ServiceLoader} discovery, and the scripts of the random games they play. Every group of
 * properties builds on it; a test class implements {@link RuleSetContract}, which holds them all.
 */
public interface ContractInputs {

    /**
     * The ids of the rule sets under test, as their {@link RuleSet#id()} gives them; each must be
     * registered in {@code META-INF/services/org.senet.core.rules.RuleSet}.
     *
     * @return the ids, at least one
     */
    List<String> ruleSetIds();

    /**
     * The option sets to test a rule set with, each a map {@code key -> value}. By default one: no
     * options. Return, say, {@code List.of(Map.of(), Map.of("robinson", "true"))} to test the
     * defaults and one option too.
     *
     * @param id a rule set's id from {@link #ruleSetIds()}
     * @return the option sets, at least one
     */
    default List<Map<String, String>> optionSets(String id) {
        return List.of(Map.of());
    }

    /**
     * The variants to test a settings-based rule set in, each a list of points as {@code --set} takes them
     * ({@code List.of("pieces=7")}, {@code List.of("sticks=5", "safe=none")}), tested with each of the
     * {@link #optionSets option sets}. By default one: the rule set as it is. A rule set that is not made of
     * settings has no points; naming one fails with the engine's reason, as does a variant it cannot play.
     *
     * @param id a rule set's id from {@link #ruleSetIds()}
     * @return the lists of points, at least one ({@code List.of(List.of())} for the rule set itself)
     */
    default List<List<String>> pointSets(String id) {
        return List.of(List.of());
    }

    /**
     * Every rule set under test, with each of its option sets and point sets, found through a fresh discovery.
     *
     * @return the rule sets under test
     * @throws AssertionError if {@link #ruleSetIds()} is empty or names a rule set that is not registered
     */
    default List<RuleSetUnderTest> rulesUnderTest() {
        List<String> ids = ruleSetIds();
        if (ids.isEmpty()) {
            throw new AssertionError(getClass().getName() + ".ruleSetIds() names no rule set to test");
        }
        List<RuleSetUnderTest> all = new ArrayList<>();
        for (String id : ids) {
            for (Map<String, String> options : optionSets(id)) {
                for (List<String> points : pointSets(id)) {
                    all.add(RuleSetUnderTest.discover(id, options, points));
                }
            }
        }
        return all;
    }

    /**
     * The rule sets under test, for {@code @ForAll("rulesUnderTest")}.
     *
     * @return an arbitrary of {@link #rulesUnderTest()}
     */
    @Provide("rulesUnderTest")
    default Arbitrary<RuleSetUnderTest> rulesUnderTestArbitrary() {
        return Arbitraries.of(rulesUnderTest());
    }

    /** {@return the rule sets under test whose fast moves are held to their readable rules ({@link Applicability})} */
    @Provide("rulesWithFastMoves")
    default Arbitrary<RuleSetUnderTest> rulesWithFastMoves() {
        return Arbitraries.of(Applicability.FAST_MOVES.of(rulesUnderTest()));
    }

    /** {@return the rule sets under test that play games in place ({@link Applicability})} */
    @Provide("rulesPlayingInPlace")
    default Arbitrary<RuleSetUnderTest> rulesPlayingInPlace() {
        return Arbitraries.of(Applicability.GAMES_IN_PLACE.of(rulesUnderTest()));
    }

    /**
     * The scripts of the random games the properties that look at positions play, for
     * {@code @ForAll("gameScripts")}: up to {@link TryBudget#SCRIPT_CHOICES} choices, so that a failure shrinks
     * to a short game that shows it ({@link GameScript}).
     *
     * @return an arbitrary of game scripts
     */
    @Provide("gameScripts")
    default Arbitrary<GameScript> gameScriptsArbitrary() {
        return GameScript.scripts(TryBudget.SCRIPT_CHOICES);
    }
}
