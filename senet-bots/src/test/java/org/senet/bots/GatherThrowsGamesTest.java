package org.senet.bots;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.game.Step;
import org.senet.core.rules.RuleSet;

/**
 * The bots play Thibault's gather-throws option (T-ALT: a 1, 4 or 5 is kept and the sticks thrown
 * again, the throws held are then played one move each) to the end, alone and combined with netting
 * and second-needs-one. Moved from senet-variants' {@code GatherThrowsOptionTest}, which keeps the games of
 * random players.
 */
class GatherThrowsGamesTest {

    @Test
    @DisplayName("T-ALT gather-throws: whole games by the bots end with a winner, and throws are kept")
    void bots_play_gather_throws_to_the_end() {
        RuleSet gather = DecisionPoints.REGISTRY.get("thibault", Map.of("gather-throws", "true"));
        RuleSet combined = DecisionPoints.REGISTRY.get("thibault",
                Map.of("gather-throws", "true", "netting", "true", "second-needs-one", "true"));
        for (RuleSet subject : List.of(gather, combined)) {
            for (String[] pair : new String[][] {{"easy", "random"}, {"hard", "medium"}}) {
                Game game = Game.start(subject, 17);
                Player light = Bots.find(pair[0]).orElseThrow().create(subject, 1);
                Player dark = Bots.find(pair[1]).orElseThrow().create(subject, 2);
                for (int step = 0; step < 20_000 && !game.isOver(); step++) { // steps, not throws: no endless turn
                    game.step(game.toMove() == Side.LIGHT ? light : dark);
                }
                assertTrue(game.isOver() && game.winner().isPresent(), subject + " " + String.join(" vs ", pair));
                List<Step> steps = game.steps();
                long kept = 0;
                for (int i = 1; i < steps.size(); i++) {
                    kept += steps.get(i - 1).isThrow() && steps.get(i).isThrow() ? 1 : 0;
                }
                assertTrue(kept > 10, "throws kept to throw again: " + kept);
            }
        }
    }
}
