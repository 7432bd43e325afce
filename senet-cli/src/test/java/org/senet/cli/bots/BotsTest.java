package org.senet.cli.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.bot.Bots;
import org.senet.core.bot.Budget;
import org.senet.core.bot.Evaluation;
import org.senet.core.bot.ExpectiminimaxPlayer;
import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** The bots over every discovered rule set: legal choices, determinism, budgets, the evaluation. */
class BotsTest {
    private static final RuleSets REGISTRY = RuleSets.discover();

    private static List<RuleSet> ruleSets() {
        List<RuleSet> list = new ArrayList<>();
        for (String id : REGISTRY.ids()) {
            list.add(REGISTRY.get(id, Map.of()));
        }
        list.add(REGISTRY.get("thibault", Map.of("gather-throws", "true"))); // T-ALT: keeps, and moves before a throw
        return list;
    }

    /** A decision point reached by {@code steps} random actions from the start (fewer if the game ends). */
    static Object[] randomDecisionPoint(RuleSet rules, long seed, int steps) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        Position position = rules.start();
        int throwValue = RuleSet.NO_THROW;
        for (int i = 0; i < steps && !rules.isOver(position); i++) {
            int count = rules.actions(position, throwValue, buffer);
            int action = buffer[random.nextInt(count)];
            if (action == ActionCode.THROW && throwValue == RuleSet.NO_THROW) { // after a throw, THROW keeps it
                throwValue = rules.throwTable().value(Integer.bitCount(random.nextInt(16)));
            } else {
                position = rules.apply(position, throwValue, action);
                throwValue = RuleSet.NO_THROW;
            }
        }
        return new Object[] {position, throwValue};
    }

    @Property(tries = 60)
    @Label("every bot chooses an index among the legal actions it is given")
    void bots_choose_legal_actions(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                   @ForAll @IntRange(min = 0, max = 400) int steps) {
        for (RuleSet rules : ruleSets()) {
            Object[] point = randomDecisionPoint(rules, seed, steps);
            Position position = (Position) point[0];
            int throwValue = (int) point[1];
            int[] buffer = new int[RuleSet.MAX_ACTIONS];
            int count = rules.actions(position, throwValue, buffer);
            if (count < 2) {
                continue;
            }
            int[] copy = buffer.clone();
            for (String name : Bots.names()) {
                Player player = Bots.find(name).orElseThrow().create(rules, seed);
                int choice = player.choose(rules, position, throwValue, buffer, count);
                assertTrue(choice >= 0 && choice < count, name + " chose " + choice + " of " + count + " in "
                        + Notation.format(rules, position) + " throw " + throwValue);
                assertEquals(copy[choice], buffer[choice], name + " changed the action buffer");
            }
        }
    }

    @Test
    @DisplayName("the menu offers the four levels, weakest first, without the alias greedy; each is a bot")
    void levels_are_the_four_bots_without_aliases() {
        assertEquals(List.of("random", "easy", "medium", "hard"), Bots.levels());
        for (String level : Bots.levels()) {
            assertTrue(Bots.find(level).isPresent(), level);
        }
        assertTrue(Bots.names().contains("greedy"), "the alias still works for --light/--dark");
    }

    private static List<String> game(RuleSet rules, String light, String dark, long seed) {
        Game game = Game.start(rules, seed);
        game.playOut(Bots.find(light).orElseThrow().create(rules, seed),
                Bots.find(dark).orElseThrow().create(rules, seed + 1), 100_000);
        List<String> record = new ArrayList<>();
        for (Step step : game.steps()) {
            record.add(step.toString());
        }
        return record;
    }

    @Test
    @DisplayName("same seed, same game: every bot is deterministic (P5)")
    void bots_are_deterministic() {
        for (RuleSet rules : ruleSets()) {
            for (String name : List.of("easy", "medium", "hard")) {
                List<String> first = game(rules, name, "random", 7);
                assertEquals(first, game(rules, name, "random", 7), rules.id() + " " + name);
                assertTrue(first.size() > 10);
            }
        }
    }

    @Test
    @DisplayName("a time cap is honoured: the search gives up and answers from the last finished depth")
    void time_cap_is_honoured() {
        // Only the outcome is checked; how fast a bot decides is measured by DecisionTimeBench.
        for (RuleSet rules : ruleSets()) {
            ExpectiminimaxPlayer player = new ExpectiminimaxPlayer(rules, new Budget(30, Long.MAX_VALUE, 50), 1);
            Position position = rules.start();
            int[] buffer = new int[RuleSet.MAX_ACTIONS];
            for (int value : new int[] {1, 2, 3, 4, rules.throwTable().zeroValue()}) {
                int count = rules.actions(position, value, buffer);
                int choice = player.choose(rules, position, value, buffer, count);
                assertTrue(choice >= 0 && choice < count);
                assertTrue(player.search().completedDepth() < 30, rules.id() + ": depth " + player.search().completedDepth());
            }
        }
    }

    @Test
    @DisplayName("a node budget stops the deepening the same way on every run")
    void node_budget_is_deterministic() {
        RuleSet rules = REGISTRY.get("thibault", Map.of());
        Position position = rules.start();
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        int count = rules.actions(position, 1, buffer);
        ExpectiminimaxPlayer a = new ExpectiminimaxPlayer(rules, new Budget(10, 5_000, 60_000), 3);
        ExpectiminimaxPlayer b = new ExpectiminimaxPlayer(rules, new Budget(10, 5_000, 60_000), 3);
        assertEquals(a.choose(rules, position, 1, buffer, count), b.choose(rules, position, 1, buffer, count));
        assertEquals(a.search().completedDepth(), b.search().completedDepth());
        assertTrue(a.search().completedDepth() < 10);
    }

    // ------------------------------------------------------------------ the evaluation

    private static Position parse(String notation) {
        return Notation.parse(REGISTRY.get("thibault", Map.of()), notation);
    }

    private static double light(String notation) {
        RuleSet rules = REGISTRY.get("thibault", Map.of());
        return Evaluation.of(rules).lightWins(Notation.parse(rules, notation));
    }

    @Test
    @DisplayName("evaluation: one more piece borne off evaluates higher for that side")
    void more_borne_off_is_better() {
        // the same board, but light has borne off one piece more (pieces=5 instead of 4)
        assertTrue(light("W.W.W.B.B.B.B................W W pieces=5,5") > light("W.W.W.B.B.B.B................W W pieces=4,5"));
        assertTrue(light("....B.B.B.B.W..........W.W.... B pieces=5,5") > light("....B.B.B.B.W..........W.W.... B pieces=4,5"));
    }

    @Test
    @DisplayName("evaluation: a piece further along evaluates higher; the turns table falls along the track")
    void progress_is_better() {
        assertTrue(light("W.W.W...B.B.B.B.........W..... B") > light("W.W.W...B.B.B.B....W.......... B"));
        double[] turns = Evaluation.of(REGISTRY.get("thibault", Map.of())).turnsTable();
        for (int square = 1; square < 24; square++) {
            assertTrue(turns[square] > turns[square + 1], "square " + square);
        }
        assertTrue(turns[27] > turns[26], "the water costs more than the House of Beauty");
    }

    @Test
    @DisplayName("evaluation: in [0, 1], exactly 1 or 0 when the game is over, and colour-symmetric")
    void range_and_symmetry() {
        assertEquals(1.0, light("....BB........................ B pieces=1,2"));
        for (RuleSet rules : ruleSets()) {
            Evaluation evaluation = Evaluation.of(rules);
            for (long seed = 0; seed < 30; seed++) {
                Position p = (Position) randomDecisionPoint(rules, seed, 150)[0];
                double v = evaluation.lightWins(p);
                assertTrue(v >= 0 && v <= 1, rules.id() + " " + v);
                if (p.flags() == 0 && !rules.isOver(p)) {
                    Position mirror = new Position(p.dark(), p.light(), p.darkWaiting(), p.lightWaiting(),
                            p.darkPieces(), p.lightPieces(), p.toMove().opponent(), 0);
                    assertEquals(1 - v, evaluation.lightWins(mirror), 1e-12, rules.id());
                }
            }
        }
        assertEquals(Side.LIGHT, Side.DARK.opponent());
    }
}
