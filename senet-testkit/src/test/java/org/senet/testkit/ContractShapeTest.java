package org.senet.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import net.jqwik.api.Example;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * What a plugin author's test class gets from {@link RuleSetContract}, whichever group declares it: the
 * properties under the names its reports give them, one hook to write (so that a lambda is a contract), and
 * groups that jqwik may call on the module path (public interfaces of the exported package).
 */
class ContractShapeTest {
    /** The properties of the contract, as an author's test reports name them. */
    private static final Set<String> PROPERTIES = new TreeSet<>(List.of(
            "every_rule_set_under_test_is_registered_as_a_service", "start_for_each_first_mover",
            "P1_every_change_in_pieces_is_explained_by_the_action",
            "P3_listed_actions_play_as_they_apply_and_others_are_refused", "P4_throw_probabilities_match_the_sticks",
            "P5_actions_are_the_same_on_every_call_and_instance", "P5_same_seed_same_game", "P6_notation_round_trips",
            "P7_random_games_end", "throw_bound_covers_random_games", "P8_bad_notation_is_refused_with_a_reason",
            "P8_bad_option_is_refused_with_a_reason", "P8_a_refused_action_changes_nothing",
            "P8_refusals_cite_the_rule_sets_own_clauses", "fast_moves_agree_with_the_readable_rules",
            "games_in_place_agree_with_actions_and_apply", "random_games_reach_the_expected_events"));

    /** The properties about whole games, which name a seed; every other one plays games of scripts, which shrink. */
    private static final Set<String> SEEDED = new TreeSet<>(List.of(
            "P5_same_seed_same_game", "P7_random_games_end", "random_games_reach_the_expected_events"));

    private static boolean isProperty(Method method) {
        return method.isAnnotationPresent(Property.class) || method.isAnnotationPresent(Example.class);
    }

    @Test
    void the_contract_has_every_property_under_its_name() {
        Set<String> names = Arrays.stream(RuleSetContract.class.getMethods()).filter(ContractShapeTest::isProperty)
                .map(Method::getName).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(PROPERTIES, names);
    }

    @Test
    void only_the_properties_about_whole_games_draw_a_seed() {
        Set<String> seeded = Arrays.stream(RuleSetContract.class.getMethods()).filter(ContractShapeTest::isProperty)
                .filter(method -> Arrays.asList(method.getParameterTypes()).contains(long.class))
                .map(Method::getName).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(SEEDED, seeded);
    }

    @Test
    void an_author_writes_one_hook_and_overrides_the_others() {
        List<String> abstracts = Arrays.stream(RuleSetContract.class.getMethods())
                .filter(method -> Modifier.isAbstract(method.getModifiers())).map(Method::getName).toList();
        assertEquals(List.of("ruleSetIds"), abstracts);
        for (String hook : List.of("optionSets", "pointSets", "expectedEvents")) {
            assertTrue(Arrays.stream(RuleSetContract.class.getMethods()).anyMatch(m -> m.getName().equals(hook)
                    && m.isDefault()), hook);
        }
    }

    @Test
    void every_group_of_properties_is_public() {
        for (Method method : RuleSetContract.class.getMethods()) {
            if (isProperty(method)) {
                assertTrue(Modifier.isPublic(method.getDeclaringClass().getModifiers()), method.toString());
            }
        }
    }
}
