package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.core.action.Action;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.variants.kendall.Kendall;
import org.senet.variants.rebirth.Rebirth;
import org.senet.variants.thibault.Thibault;

/**
 * Seeded random games of the water family: every position keeps its pieces (P1), round-trips in
 * the notation (P6), games end (P7), and play reaches the water mechanics the clause tests pin.
 */
class WaterFamilyPlayTest {
    static Stream<RuleSet> rules() {
        return Stream.of(new Thibault(), new Kendall(), new Kendall().withOptions(Map.of("robinson", "true")),
                new Rebirth());
    }

    @ParameterizedTest
    @MethodSource("rules")
    void random_games_keep_the_invariants_and_reach_the_water(RuleSet rules) {
        Set<MoveEffect> seen = new HashSet<>();
        boolean rescued = false;
        for (long seed = 1; seed <= 200; seed++) {
            Game game = Game.start(rules, seed);
            assertTrue(game.playOut(new RandomPlayer(seed * 31), new RandomPlayer(seed * 37), 10 * rules.throwBound()),
                    rules + " seed " + seed + " did not end");
            for (Step step : game.steps()) {
                Position p = step.after();
                for (Side side : Side.values()) {
                    assertEquals(p.pieces(side), p.onBoard(side) + p.waiting(side) + p.off(side));
                }
                String text = Notation.format(rules, p);
                assertEquals(text, Notation.format(rules, Notation.parse(rules, text)));
                if (step.action() instanceof Action.Move move) {
                    seen.addAll(move.effects());
                }
                rescued |= step.action() instanceof Action.Rescue;
            }
        }
        assertTrue(rescued, rules + ": no rescue from the water in 200 games");
        assertTrue(seen.containsAll(Set.of(MoveEffect.SWAP, MoveEffect.BEAR_OFF, MoveEffect.BACKWARD)),
                rules + ": " + seen);
        assertTrue(seen.contains(MoveEffect.DROWN) || seen.contains(MoveEffect.TRAP), rules + ": " + seen);
    }
}
