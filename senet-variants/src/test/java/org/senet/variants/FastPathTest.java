package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.core.action.ActionCode;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.engine.SettingsRuleSet.EnginePath;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.Playouts.Playout;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.settings.RuleSettings;
import org.senet.variants.bell.Bell;
import org.senet.variants.thibault.Thibault;

/**
 * The speed of the engine lives in one place, its mask move generator and the short way of a plain
 * turn; the readable rules ({@link SettingsRuleSet#readable()}) find the same moves piece by piece and
 * play every turn the long way. Through 1,000 seeded random games of every shipped rule set, of each of
 * Thibault's options, of the one-point variants, of Bell with squares of effects of its own, of Thibault with
 * the net on the last square and of the course's rules (a rule of their own run after each move,
 * {@link org.senet.core.engine.AfterMove}), at every decision point, the two must list the same actions in
 * the same order and reach the same positions. Where the rule set plays games in place
 * ({@link Playouts}), the game in place plays alongside and must list and reach the same.
 */
class FastPathTest {
    private static final int GAMES = 1_000;

    /** Every configuration, each built anew. */
    static Stream<RuleSet> ruleSets() {
        return builders().stream().map(Supplier::get);
    }

    /**
     * Every configuration by its name, built where the test of its games asks for it: a mutant of what builds
     * a rule set's engine (mutation testing) then acts in the test that plays the rule set, and counts against it.
     */
    static Stream<Named<Supplier<RuleSet>>> configurations() {
        return builders().stream().map(build -> Named.of(build.get().toString(), build));
    }

    private static List<Supplier<RuleSet>> builders() {
        List<Supplier<RuleSet>> all = new ArrayList<>();
        for (String id : RuleSets.discover().ids()) { // shipped, and the one-point variants of the tests
            all.add(() -> RuleSets.discover().get(id));
        }
        all.add(() -> RuleSets.discover().get("kendall", Map.of("robinson", "true")));
        all.add(() -> RuleSets.discover().get("assignment", Map.of("backward", "false")));
        // towards square 1 onto squares with effects of their own: the net where pieces enter, squares earning a throw
        all.add(() -> SettingsRuleSet.of(Bell.RULEBOOK.variant("bell-squares", "Bell with a net and throw squares")
                .withSettings(settings -> settings.withTurns(settings.turns().withNetSquare(28)
                        .withThrowSquares(RuleSettings.mask(16, 20))))));
        // forward onto the last square with an effect of its own: the net on 30, where pieces bear off from
        all.add(() -> SettingsRuleSet.of(Thibault.RULEBOOK.variant("thibault-net-30", "Thibault with the net on 30")
                .withSettings(settings -> settings.withNetSquare(30))));
        for (OptionSpec spec : RuleSets.discover().get("thibault").optionSpecs()) {
            for (String value : spec.values()) {
                if (!value.equals(spec.defaultValue())) {
                    all.add(() -> RuleSets.discover().get("thibault", Map.of(spec.key(), value)));
                }
            }
        }
        all.add(() -> RuleSets.discover().get("thibault", Map.of("walls", "true", "one-in-water", "true",
                "netting", "true", "second-needs-one", "true", "must-bear-off", "true")));
        all.add(() -> RuleSets.discover().get("thibault", Map.of("gather-throws", "true", "walls", "true",
                "water", "reenter", "start-off-board", "true", "last-row", "true")));
        return all;
    }

    /**
     * The configurations the masks do not cover, by the readable rules alone: gathered throws (option
     * gather-throws) and a second piece kept out of the water (option one-in-water). Every other
     * configuration must reach the masks, or the agreement below would compare the readable rules with
     * themselves.
     */
    private static final Set<String> READABLE_ONLY = Set.of(
            "thibault{gather-throws=true}", "thibault{one-in-water=true}",
            "thibault{must-bear-off=true, netting=true, one-in-water=true, second-needs-one=true, walls=true}",
            "thibault{gather-throws=true, last-row=true, start-off-board=true, walls=true, water=reenter}");

    @Test
    void every_configuration_reaches_the_engine_it_is_listed_for() {
        Map<EnginePath, List<String>> byPath = new EnumMap<>(EnginePath.class);
        ruleSets().forEach(rules -> byPath.computeIfAbsent(((SettingsRuleSet) rules).enginePath(),
                path -> new ArrayList<>()).add(rules.toString()));
        List<String> readable = byPath.getOrDefault(EnginePath.READABLE, List.of());
        System.out.printf("FastPathTest: %d configurations on the masks with short turns, %d on the masks alone,"
                        + " %d by the readable rules alone %s%n", byPath.getOrDefault(EnginePath.MASKS_AND_SHORT_TURNS,
                        List.of()).size(), byPath.getOrDefault(EnginePath.MASKS, List.of()).size(), readable.size(),
                readable);
        assertEquals(new TreeSet<>(READABLE_ONLY), new TreeSet<>(readable),
                "the configurations played by the readable rules alone");
        assertTrue(byPath.getOrDefault(EnginePath.MASKS_AND_SHORT_TURNS, List.of()).size() >= 7,
                "every shipped rule set plays its plain turns the short way: " + byPath);
        ruleSets().forEach(rules -> assertEquals(EnginePath.READABLE,
                ((SettingsRuleSet) rules).readable().enginePath(), rules + " read"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("configurations")
    void fast_path_agrees_with_the_readable_rules(Supplier<RuleSet> configuration) {
        RuleSet rules = configuration.get();
        SettingsRuleSet fast = (SettingsRuleSet) rules;
        SettingsRuleSet readable = fast.readable();
        int[] listed = new int[RuleSet.MAX_ACTIONS];
        int[] expected = new int[RuleSet.MAX_ACTIONS];
        int[] inPlace = new int[RuleSet.MAX_ACTIONS];
        Playouts playouts = fast.capability(Playouts.class).orElse(null);
        long decisions = 0;
        for (int game = 0; game < GAMES; game++) {
            SplittableRandom random = new SplittableRandom(game);
            Position position = FirstMoverDraw.start(rules, game);
            Playout played = playouts == null ? null : playouts.playout(position);
            for (long step = 0; step < rules.throwBound() * 10 && !rules.isOver(position); step++) {
                int value = RuleSet.NO_THROW;
                int count = compare(fast, readable, position, value, listed, expected, game);
                inPlace(rules, played, position, value, listed, count, inPlace, game);
                int action = listed[random.nextInt(count)];
                if (action == ActionCode.THROW) {
                    value = rules.throwTable().value(Integer.bitCount(random.nextInt(16)));
                    count = compare(fast, readable, position, value, listed, expected, game);
                    inPlace(rules, played, position, value, listed, count, inPlace, game);
                    action = listed[random.nextInt(count)];
                }
                Position next = fast.apply(position, value, action);
                Position slow = readable.apply(position, value, action);
                if (!next.equals(slow)) {
                    fail(rules + ", game " + game + ": after " + ActionCode.toText(action) + " with " + value + " from "
                            + Notation.format(rules, position) + " the fast path reaches " + Notation.format(rules, next)
                            + ", the readable rules " + Notation.format(rules, slow));
                }
                if (played != null) {
                    played.apply(value, action);
                    Position reached = played.position();
                    if (!reached.equals(slow) || played.toMove() != slow.toMove()) {
                        fail(rules + ", game " + game + ": after " + ActionCode.toText(action) + " with " + value
                                + " from " + Notation.format(rules, position) + " the game in place reaches "
                                + Notation.format(rules, reached) + ", the readable rules " + Notation.format(rules, slow));
                    }
                }
                position = next;
                decisions++;
            }
        }
        assertTrue(decisions > GAMES, "the games were played");
    }

    /** The actions of one decision point by both ways: the count, {@code listed} holding the fast path's. */
    private static int compare(RuleSet fast, RuleSet readable, Position position, int value, int[] listed,
                               int[] expected, int game) {
        int count = fast.actions(position, value, listed);
        int slow = readable.actions(position, value, expected);
        if (count != slow || !Arrays.equals(listed, 0, count, expected, 0, slow)) {
            assertEquals(text(expected, slow), text(listed, count), fast + ", game " + game + ", "
                    + Notation.format(fast, position) + " with " + value);
        }
        return count;
    }

    /** The actions of the game in place, if any, at the same decision point: the same as {@code listed}. */
    private static void inPlace(RuleSet rules, Playout played, Position position, int value, int[] listed, int count,
                                int[] inPlace, int game) {
        if (played == null) {
            return;
        }
        int listedInPlace = played.actions(value, inPlace);
        if (listedInPlace != count || !Arrays.equals(listed, 0, count, inPlace, 0, count)) {
            assertEquals(text(listed, count), text(inPlace, listedInPlace), rules + " in place, game " + game + ", "
                    + Notation.format(rules, position) + " with " + value);
        }
    }

    private static List<String> text(int[] codes, int count) {
        List<String> text = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            text.add(ActionCode.toText(codes[i]) + ActionCode.effectSet(codes[i]));
        }
        return text;
    }
}
