package org.senet.variants.thibault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.senet.variants.thibault.ThibaultOptionBoards.BASE;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.core.action.ActionCode;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import org.senet.testkit.RandomGame;

/**
 * Whole random games of {@code thibault} under each of its options and under combinations of them (T-ALT):
 * every game ends, within the bound but for rare ones, and every position round-trips through the notation.
 */
class ThibaultOptionGamesTest {
    static Stream<Map<String, String>> optionSets() {
        List<Map<String, String>> sets = new ArrayList<>();
        for (OptionSpec spec : BASE.optionSpecs()) {
            for (String value : spec.values()) {
                if (!value.equals(spec.defaultValue())) {
                    sets.add(Map.of(spec.key(), value));
                }
            }
        }
        sets.add(Map.of("pieces", "10", "start-off-board", "true", "water", "reenter", "walls", "true",
                "netting", "true", "second-needs-one", "true", "fifteen", "safe-throw"));
        sets.add(Map.of("last-row", "true", "walls", "true", "water", "start", "safe-end", "true",
                "backward-no-attack", "true", "judges-forward", "true", "must-bear-off", "true", "beauty-throw", "true"));
        sets.add(Map.of("sticks", "6", "pieces", "7", "one-in-water", "true", "netting", "true", "fifteen", "safe"));
        sets.add(Map.of("gather-throws", "true", "pieces", "10", "start-off-board", "true", "water", "reenter",
                "walls", "true", "netting", "true", "second-needs-one", "true", "must-bear-off", "true"));
        sets.add(Map.of("gather-throws", "true", "sticks", "6", "last-row", "true", "judges-forward", "true",
                "safe-end", "true", "backward-no-attack", "true", "one-in-water", "true", "fifteen", "safe"));
        return sets.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("optionSets")
    @DisplayName("T-ALT every option: random games end within ten times the bound, every position round-trips")
    void T_ALT_random_games_end_and_positions_round_trip(Map<String, String> options) {
        RuleSet rules = BASE.withOptions(options);
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        long within = 0;
        int games = 40;
        for (int game = 0; game < games; game++) {
            SplittableRandom random = new SplittableRandom(900 + game);
            Position position = rules.start();
            long throwsMade = 0;
            long decisions = 0;
            while (!rules.isOver(position) && throwsMade < rules.throwBound() * 10
                    && decisions++ < rules.throwBound() * 10 * RandomGame.MAX_DECISIONS_PER_THROW) {
                String text = Notation.format(rules, position);
                assertEquals(text, Notation.format(rules, Notation.parse(rules, text)), "round trip in " + rules);
                int action = buffer[random.nextInt(rules.actions(position, RuleSet.NO_THROW, buffer))];
                int value = RuleSet.NO_THROW;
                if (action == ActionCode.THROW) {
                    value = rules.throwTable().value(Integer.bitCount(random.nextInt(16)));
                    throwsMade++;
                    action = buffer[random.nextInt(rules.actions(position, value, buffer))];
                }
                position = rules.apply(position, value, action);
            }
            assertTrue(rules.isOver(position), rules + ": game " + game + " did not end");
            assertTrue(rules.winner(position).isPresent());
            within += throwsMade <= rules.throwBound() ? 1 : 0;
        }
        assertTrue(within >= games - 1, rules + ": " + within + " of " + games + " games within the bound");
    }
}
