package org.senet.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.search.ExpectiminimaxPlayer;
import org.senet.bots.search.GreedyPlayer;
import org.senet.core.SenetException;
import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.game.RandomPlayer;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/** The registry of bots, and every bot over every shipped rule set: legal choices, determinism. */
class BotsTest {

    @Property(tries = 60)
    @Label("every bot chooses an index among the legal actions it is given")
    void bots_choose_legal_actions(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                   @ForAll @IntRange(min = 0, max = 400) int steps) {
        for (RuleSet rules : DecisionPoints.ruleSets()) {
            DecisionPoints.Point point = DecisionPoints.random(rules, seed, steps);
            Position position = point.position();
            int throwValue = point.throwValue();
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
    @DisplayName("the levels are the five bots, weakest first, without the alias greedy; each is found by its name")
    void levels_are_the_five_bots_without_aliases() {
        assertEquals(List.of("random", "easy", "medium", "classic", "hard"), Bots.levels());
        assertEquals(List.of(Bots.RANDOM, Bots.EASY, Bots.MEDIUM, Bots.CLASSIC, Bots.HARD), Bots.all());
        for (Bot bot : Bots.all()) {
            assertEquals(Optional.of(bot), Bots.find(bot.name()), bot.name());
            assertFalse(bot.description().isBlank(), bot.name());
            assertFalse(bot.description().contains("\n"), bot.name() + ": one line");
        }
        assertEquals(List.of("random", "easy", "medium", "classic", "hard", "greedy"), Bots.names());
        assertSame(Bots.EASY, Bots.find("greedy").orElseThrow(), "the alias still works for --light/--dark");
        assertEquals(Optional.empty(), Bots.find("expert"));
        assertEquals(Optional.of(Bots.HARD), Bots.find("Hard"), "names are matched in any case");
        assertEquals(Optional.of(Bots.EASY), Bots.find("GREEDY"));
        assertEquals(Optional.empty(), Bots.find(""));
    }

    @Test
    @DisplayName("a bot makes the players of its level, and only the searching levels have a budget")
    void bots_make_their_players() {
        RuleSet rules = DecisionPoints.ruleSets().get(0);
        assertTrue(Bots.RANDOM.create(rules, 1) instanceof RandomPlayer);
        assertTrue(Bots.EASY.create(rules, 1) instanceof GreedyPlayer);
        Player medium = Bots.MEDIUM.create(rules, 1);
        Player classic = Bots.CLASSIC.create(rules, 1);
        Player hard = Bots.HARD.create(rules, 1);
        assertEquals(Bots.MEDIUM.budget().orElseThrow(), ((ExpectiminimaxPlayer) medium).search().budget());
        assertEquals(Bots.CLASSIC.budget().orElseThrow(), ((ExpectiminimaxPlayer) classic).search().budget());
        assertEquals(Bots.HARD.budget().orElseThrow(), ((ExpectiminimaxPlayer) hard).search().budget());
        assertEquals(Optional.empty(), Bots.RANDOM.budget());
        assertEquals(Optional.of(GreedyPlayer.BUDGET), Bots.EASY.budget());
        assertEquals(1, Bots.MEDIUM.budget().orElseThrow().maxDepth());
        assertEquals(3, Bots.CLASSIC.budget().orElseThrow().maxDepth());
        assertEquals(2, Bots.HARD.budget().orElseThrow().maxDepth());
        assertEquals("hard", Bots.HARD.toString());
        assertTrue(Bots.CLASSIC.searcher(rules).orElseThrow().evaluation().estimator().isEmpty(),
                "classic evaluates by the hand-written formula");
        assertEquals(ValueNetwork.shipped(rules).isPresent(),
                Bots.HARD.searcher(rules).orElseThrow().evaluation().estimator().isPresent(),
                "hard evaluates by the shipped network where there is one");
        assertEquals(Optional.empty(), Bots.RANDOM.searcher(rules));
    }

    @Test
    @DisplayName("a bot is checked when made: a name, a description, a factory and a budget (perhaps empty)")
    void a_bot_is_checked() {
        assertThrows(SenetException.class,
                () -> new Bot(" ", List.of(), "d", RandomPlayer.FACTORY, Optional.empty()));
        assertThrows(NullPointerException.class,
                () -> new Bot(null, List.of(), "d", RandomPlayer.FACTORY, Optional.empty()));
        assertThrows(NullPointerException.class,
                () -> new Bot("b", List.of(), null, RandomPlayer.FACTORY, Optional.empty()));
        assertThrows(NullPointerException.class, () -> new Bot("b", List.of(), "d", null, Optional.empty()));
        assertThrows(NullPointerException.class, () -> new Bot("b", List.of(), "d", RandomPlayer.FACTORY, null));
        List<String> aliases = new ArrayList<>(List.of("x"));
        Bot bot = new Bot("b", aliases, "d", RandomPlayer.FACTORY, Optional.empty());
        aliases.add("y");
        assertEquals(List.of("x"), bot.aliases(), "the aliases are copied");
        assertTrue(bot.isNamed("b") && bot.isNamed("x"));
        assertFalse(bot.isNamed("y"));
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
        for (RuleSet rules : DecisionPoints.ruleSets()) {
            for (String name : List.of("easy", "medium", "classic", "hard")) {
                List<String> first = game(rules, name, "random", 7);
                assertEquals(first, game(rules, name, "random", 7), rules.id() + " " + name);
                assertTrue(first.size() > 10);
            }
        }
    }
}
