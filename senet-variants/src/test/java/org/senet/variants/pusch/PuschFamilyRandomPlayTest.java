package org.senet.variants.pusch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.RandomSticks;
import org.senet.variants.assignment.Assignment;
import org.senet.variants.jequierpusch.JequierPusch;

/**
 * Random games of the Pusch family (P1, P2, P3, P6, P7, P8): every reached position keeps its
 * pieces, round-trips through the notation and passes the rule set's own checks; whyNot explains
 * exactly the pieces that have no listed move; games end.
 */
class PuschFamilyRandomPlayTest {
    private static final int GAMES = 40;

    static Stream<Arguments> ruleSets() {
        return Stream.of(Arguments.of(new JequierPusch()), Arguments.of(new Assignment()),
                Arguments.of(new Assignment().withOptions(Map.of(Assignment.BACKWARD, "false"))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    void random_games_keep_the_properties(RuleSet rules) {
        SplittableRandom random = new SplittableRandom(7);
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        for (int game = 0; game < GAMES; game++) {
            RandomSticks sticks = new RandomSticks(random.nextLong());
            Position position = rules.start();
            long throwsMade = 0;
            while (!rules.isOver(position)) {
                assertTrue(throwsMade < 10 * rules.throwBound(), "game " + game + " does not end");
                assertEquals(1, rules.actions(position, RuleSet.NO_THROW, buffer));
                int throwValue = sticks.nextThrow(rules.throwTable());
                throwsMade++;
                int count = rules.actions(position, throwValue, buffer);
                if (throwsMade % 17 == 0) {
                    checkWhyNot(rules, position, throwValue, buffer, count);
                }
                position = rules.apply(position, throwValue, buffer[random.nextInt(count)]);
                String text = Notation.format(rules, position);
                assertEquals(text, Notation.format(rules, Notation.parse(rules, text)), "P6");
                assertEquals(5, position.onBoard(Side.LIGHT) + position.off(Side.LIGHT), "P1");
                assertEquals(5, position.onBoard(Side.DARK) + position.off(Side.DARK), "P1");
            }
        }
    }

    private static void checkWhyNot(RuleSet rules, Position position, int throwValue, int[] buffer, int count) {
        for (int from = 1; from <= 30; from++) {
            boolean listed = false;
            for (int i = 0; i < count; i++) {
                listed |= ActionCode.kind(buffer[i]) == ActionCode.KIND_MOVE && ActionCode.from(buffer[i]) == from;
            }
            assertEquals(!listed, rules.whyNot(position, throwValue, from).isPresent(),
                    Notation.format(rules, position) + " throw " + throwValue + " piece " + from);
        }
    }
}
