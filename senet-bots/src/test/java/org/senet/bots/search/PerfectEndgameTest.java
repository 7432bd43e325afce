package org.senet.bots.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.SplittableRandom;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.bots.Bots;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.bots.fixtures.SolvedTables;
import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.tables.EndgameTable;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.game.Player;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowOutcome;

/** Where an endgame table holds the positions, the top bot chooses a move of the best exact value. */
class PerfectEndgameTest {
    @TempDir
    static Path folder;

    @Test
    @DisplayName("hard with the tables: every choice in a 2-against-2 endgame of Kendall is a best one")
    void hard_plays_table_endgames_perfectly() throws java.io.IOException {
        RuleSet kendall = DecisionPoints.REGISTRY.get("kendall");
        EndgameTables tables = new EndgameTables(folder);
        EndgameTable table = SolvedTables.of("kendall", 2);
        table.write(tables.file(kendall, 2));
        assertTrue(tables.find(kendall).isPresent(), "the table built is found in its folder");
        Player hard = ExpectiminimaxPlayer.factory(Bots.HARD.budget().orElseThrow(),
                rules -> ValueNetwork.strongest(rules, tables)).create(kendall, 1);
        Player hardWithout = Bots.HARD.create(kendall, 1);
        SplittableRandom random = new SplittableRandom(3);
        int[] actions = new int[RuleSet.MAX_ACTIONS];
        int choices = 0;
        int blundersWithout = 0;
        for (int sample = 0; sample < 4000 && choices < 300; sample++) {
            int light = 1 << random.nextInt(30) | 1 << random.nextInt(30);
            int dark = (1 << random.nextInt(30) | 1 << random.nextInt(30)) & ~light;
            if (Integer.bitCount(light) != 2 || Integer.bitCount(dark) != 2) {
                continue;
            }
            Position position = new Position(light, dark, 0, 0, 7, 7, random.nextBoolean()
                    ? org.senet.core.board.Side.LIGHT : org.senet.core.board.Side.DARK, 0);
            ThrowOutcome outcome = kendall.throwTable().outcomes().get(random.nextInt(5));
            int count = kendall.actions(position, outcome.value(), actions);
            if (count < 2) {
                continue;
            }
            double best = 0;
            double[] exact = new double[count];
            for (int i = 0; i < count; i++) {
                exact[i] = exactFor(kendall, table, position, kendall.apply(position, outcome.value(), actions[i]));
                best = Math.max(best, exact[i]);
            }
            int chosen = hard.choose(kendall, position, outcome.value(), actions.clone(), count);
            assertEquals(best, exact[chosen], 1e-4, position + " throw " + outcome.value());
            if (exact[hardWithout.choose(kendall, position, outcome.value(), actions.clone(), count)] < best - 1e-3) {
                blundersWithout++;
            }
            choices++;
        }
        assertTrue(choices >= 300, "choices " + choices);
        assertTrue(blundersWithout > 0, "without the tables, hard errs somewhere (else this test proves nothing)");
    }

    private static double exactFor(RuleSet rules, EndgameTable table, Position before, Position after) {
        if (rules.isOver(after)) {
            return rules.winner(after).orElseThrow() == before.toMove() ? 1 : 0;
        }
        double value = table.winProbability(after).orElseThrow();
        return after.toMove() == before.toMove() ? value : 1 - value;
    }
}
