package org.senet.bots.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.fixtures.SolvedTables;
import org.senet.bots.search.ExpectiminimaxPlayer;
import org.senet.bots.search.GreedyPlayer;
import org.senet.core.action.ActionCode;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.ThrowOutcome;

/** The ceiling: best play against a fixed opponent, evaluated exactly over the table's positions. */
class CeilingTest {
    private static final RuleSet KENDALL = RuleSets.discover().get("kendall");
    /** One piece a side: small enough to evaluate searching and table-reading opponents in the build. */
    private static final EndgameTable TABLE = SolvedTables.of("kendall", 1);

    /** The opponent that chooses as {@code table} says: best play too (the first of equals). */
    private static Policy byTable(EndgameTable table) {
        return (rules, position, throwValue, actions, count, into) -> {
            Arrays.fill(into, 0, count, 0);
            int chosen = 0;
            double best = -1;
            for (int i = 0; i < count; i++) {
                double value = 0;
                if (actions[i] == ActionCode.THROW && throwValue == RuleSet.NO_THROW) {
                    int[] moves = new int[RuleSet.MAX_ACTIONS];
                    for (ThrowOutcome outcome : rules.throwTable().outcomes()) {
                        double bestMove = 0;
                        for (int j = 0, m = rules.actions(position, outcome.value(), moves); j < m; j++) {
                            bestMove = Math.max(bestMove, exact(table, rules, position,
                                    rules.apply(position, outcome.value(), moves[j])));
                        }
                        value += outcome.probability() * bestMove;
                    }
                } else {
                    value = exact(table, rules, position, rules.apply(position, throwValue, actions[i]));
                }
                if (value > best) {
                    best = value;
                    chosen = i;
                }
            }
            into[chosen] = 1;
        };
    }

    private static double exact(EndgameTable table, RuleSet rules, Position before, Position next) {
        if (rules.isOver(next)) {
            return rules.winner(next).orElseThrow() == before.toMove() ? 1 : 0;
        }
        double value = table.winProbability(next).orElseThrow();
        return next.toMove() == before.toMove() ? value : 1 - value;
    }

    @Test
    @DisplayName("best play against best play is worth the table's value, in either seat")
    void against_itself_the_table_value() {
        Position start = Ceiling.start(TABLE, 1);
        Ceiling.Result result = Ceiling.against(TABLE, () -> byTable(TABLE), start, 2, TableProgress.NONE);
        double exact = TABLE.winProbability(start).orElseThrow();
        assertEquals(exact, result.firstSeat(), 5e-5);
        assertEquals(exact, 1 - result.secondSeat(), 5e-5, "the opponent in the first seat wins as the table says");
    }

    @Test
    @DisplayName("easy play lies between best play and random")
    void easy_is_between_the_ceiling_and_random() {
        Position alone = Ceiling.start(TABLE, 1);
        Ceiling.Result easy = Ceiling.against(TABLE, ExpectiminimaxPlayer.policy(KENDALL, GreedyPlayer.BUDGET), alone,
                2, TableProgress.NONE);
        Ceiling.Result randomAlone = Ceiling.against(TABLE, Policy::uniform, alone, 2, TableProgress.NONE);
        double exactAlone = TABLE.winProbability(alone).orElseThrow();
        assertTrue(easy.firstSeat() >= exactAlone - 5e-5 && randomAlone.firstSeat() >= easy.firstSeat() - 5e-5,
                randomAlone + " " + easy + " " + exactAlone);
    }

    @Test
    @DisplayName("one evaluation against several opponents gives each the values of its own evaluation")
    void several_opponents_at_once() {
        Position start = Ceiling.start(TABLE, 1);
        Ceiling.Result random = Ceiling.against(TABLE, Policy::uniform, start, 2, TableProgress.NONE);
        Ceiling.Result table = Ceiling.against(TABLE, () -> byTable(TABLE), start, 1, TableProgress.NONE);
        assertTrue(Math.abs(random.mean() - table.mean()) > 1e-3, "the two opponents play differently: " + random
                + " " + table);
        List<Ceiling.Result> both = Ceiling.against(TABLE, List.of(() -> byTable(TABLE), Policy::uniform), start, 2,
                TableProgress.NONE);
        assertEquals(table.firstSeat(), both.get(0).firstSeat(), 1e-5);
        assertEquals(table.secondSeat(), both.get(0).secondSeat(), 1e-5);
        assertEquals(random.firstSeat(), both.get(1).firstSeat(), 1e-5);
        assertEquals(random.secondSeat(), both.get(1).secondSeat(), 1e-5);
    }

    @Test
    @DisplayName("a policy that does not share its actions evenly is asked at every sweep, with the same result")
    void uneven_policies_are_asked_each_sweep() {
        Position start = Ceiling.start(TABLE, 1);
        // uniform, but with shares a hair apart: not an even set, so kept choices cannot stand for it
        Policy nearlyUniform = (rules, position, throwValue, actions, count, into) -> {
            double sum = 0;
            for (int i = 0; i < count; i++) {
                into[i] = 1 + 1e-9 * i;
                sum += into[i];
            }
            for (int i = 0; i < count; i++) {
                into[i] /= sum;
            }
        };
        // a policy that always takes the last action listed differs from one that takes the first
        Policy last = (rules, position, throwValue, actions, count, into) -> {
            Arrays.fill(into, 0, count, 0);
            into[count - 1] = 1;
        };
        Policy first = (rules, position, throwValue, actions, count, into) -> {
            Arrays.fill(into, 0, count, 0);
            into[0] = 1;
        };
        // the first action all but surely: uneven, so asked at every sweep, and worth what the first is worth
        Policy nearlyFirst = (rules, position, throwValue, actions, count, into) -> {
            Arrays.fill(into, 0, count, count == 1 ? 1 : 1e-9 / (count - 1));
            into[0] = count == 1 ? 1 : 1 - 1e-9;
        };
        // one evaluation serves all five: each uneven policy is asked again at every sweep
        List<Ceiling.Result> results = Ceiling.against(TABLE, List.of(() -> nearlyUniform, Policy::uniform, () -> first,
                () -> last, () -> nearlyFirst), start, 2, TableProgress.NONE);
        assertEquals(results.get(1).firstSeat(), results.get(0).firstSeat(), 1e-5);
        assertEquals(results.get(1).secondSeat(), results.get(0).secondSeat(), 1e-5);
        assertTrue(Math.abs(results.get(2).mean() - results.get(3).mean()) > 1e-3, results.toString());
        assertEquals(results.get(2).firstSeat(), results.get(4).firstSeat(), 1e-5);
        assertEquals(results.get(2).secondSeat(), results.get(4).secondSeat(), 1e-5);
    }

    @Test
    @DisplayName("no opponent, no threads or a position outside the table are refused")
    void bad_requests_are_refused() {
        Position start = Ceiling.start(TABLE, 1);
        assertThrows(IllegalArgumentException.class,
                () -> Ceiling.against(TABLE, List.of(), start, 1, TableProgress.NONE));
        assertThrows(IllegalArgumentException.class,
                () -> Ceiling.against(TABLE, Policy::uniform, start, 0, TableProgress.NONE));
        assertThrows(TableException.class,
                () -> Ceiling.against(TABLE, Policy::uniform, KENDALL.start(), 1, TableProgress.NONE));
    }
}
