package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.game.PlayerFactory;
import org.senet.core.game.RandomPlayer;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;

/**
 * The safety net of the speed work: seeded random games of every rule set (and its
 * options), hashed decision by decision — each position's notation, the throw, the whole action
 * list in order, the action chosen, and now and then every piece's refusal — and compared with
 * hashes recorded from the engine before it was optimised. A second check pins the figures of
 * {@link Simulation} runs on one and two threads. Any change in what the rules do changes a hash.
 *
 * <p>Should a rule be changed on purpose, record the new values (run with
 * {@code -Dgolden.print=true}) and say so in the change.
 */
class GoldenPlayoutTest {
    private static final int GAMES = 60;

    /** Rule set (with options) → hash of {@link #GAMES} seeded random games, recorded before optimising. */
    private static final Map<String, Long> PLAYOUT_HASHES = Map.of(
            "thibault", -9034704283048444026L,
            "kendall", -743387723032409410L,
            "kendall{robinson=true}", -7783026374891103201L,
            "rebirth", -8611638043373178257L,
            "jequier-pusch", -3648076530959075414L,
            "assignment", -563837580219200021L,
            "assignment{backward=false}", 7996795341210617207L,
            "tait", -3153775562544866240L, // refusals past 30 and of entry worded as other rule sets'
            "bell", 3827512574626669711L);

    /** Rule set → "light dark first second unfinished throws moves" of 3,000 swapped-seat games, seed 11. */
    private static final Map<String, String> SIMULATION_FIGURES = Map.of(
            "thibault", "1451 1549 1499 1501 0 507513 487308",
            "kendall", "1485 1515 1489 1511 0 770313 723697",
            "kendall{robinson=true}", "1512 1488 1524 1476 0 727868 673540",
            "rebirth", "1414 1586 1552 1448 0 576528 572995",
            "jequier-pusch", "1439 1561 1507 1493 0 4090392 4086935",
            "assignment", "1526 1474 1502 1498 0 4061455 4060601",
            "assignment{backward=false}", "1466 1534 1546 1454 0 3400765 3356834",
            "tait", "1454 1546 1472 1528 0 805349 621514",
            "bell", "1522 1478 1514 1486 0 843844 839058");

    /** The packages of the rule sets of the test services file: one-point variants and the course's rules. */
    private static final Set<String> TEST_PLUGINS = Set.of("org.senet.variants.oneoff", "org.senet.variants.course");

    private static List<RuleSet> variants() {
        RuleSets registry = RuleSets.discover();
        List<RuleSet> all = new ArrayList<>(registry.all().stream()
                .filter(rules -> !TEST_PLUGINS.contains(rules.getClass().getPackageName())).toList()); // shipped only
        all.add(registry.get("kendall", Map.of("robinson", "true")));
        all.add(registry.get("assignment", Map.of("backward", "false")));
        return all;
    }

    private static boolean printing() {
        return Boolean.getBoolean("golden.print");
    }

    @Test
    @DisplayName("P5: seeded random games of every rule set are decision for decision those recorded")
    void seeded_games_hash_as_recorded() {
        Map<String, Long> actual = new TreeMap<>();
        for (RuleSet rules : variants()) {
            long hash = 17;
            for (int game = 0; game < GAMES; game++) {
                hash = playHashed(rules, 1_000 + game, hash);
            }
            actual.put(rules.toString(), hash);
        }
        if (printing()) {
            actual.forEach((k, v) -> System.out.println("\"" + k + "\", " + v + "L,"));
        }
        assertTrue(actual.keySet().containsAll(PLAYOUT_HASHES.keySet()), "rule sets: " + actual.keySet());
        for (Map.Entry<String, Long> entry : actual.entrySet()) {
            assertEquals(PLAYOUT_HASHES.get(entry.getKey()), entry.getValue(), "games of " + entry.getKey());
        }
    }

    @Test
    @DisplayName("P5: simulations give the recorded figures, on one thread and on two")
    void simulations_give_recorded_figures() {
        Map<String, String> actual = new TreeMap<>();
        for (RuleSet rules : variants()) {
            String one = figures(Simulation.builder(rules).games(3_000).seed(11).swapSeats(true).run());
            String two = figures(Simulation.builder(rules).games(3_000).seed(11).swapSeats(true).threads(2).run());
            assertEquals(one, two, "threads change nothing in " + rules);
            actual.put(rules.toString(), one);
        }
        if (printing()) {
            actual.forEach((k, v) -> System.out.println("\"" + k + "\", \"" + v + "\","));
        }
        for (Map.Entry<String, String> entry : actual.entrySet()) {
            assertEquals(SIMULATION_FIGURES.get(entry.getKey()), entry.getValue(), "simulation of " + entry.getKey());
        }
    }

    @Test
    @DisplayName("P5: games played in place and position by position give the same figures")
    void games_in_place_and_step_by_step_agree() {
        // a random player the simulation cannot recognise: it must ask for the position, so the games go step by step
        PlayerFactory disguised = (rules, seed) -> {
            RandomPlayer random = new RandomPlayer(seed);
            return random::choose;
        };
        for (RuleSet rules : variants()) {
            if (rules.options().isEmpty()) { // the shipped rule sets at their own rules; some options take the long way
                assertTrue(rules.capability(Playouts.class).isPresent(), rules + " plays games in place");
            }
            String inPlace = figures(Simulation.builder(rules).games(3_000).seed(11).swapSeats(true).run());
            String stepByStep = figures(Simulation.builder(rules).games(3_000).seed(11).swapSeats(true)
                    .first(disguised).second(disguised).run());
            assertEquals(SIMULATION_FIGURES.get(rules.toString()), stepByStep, "step by step, " + rules);
            assertEquals(stepByStep, inPlace, "in place, " + rules);
        }
    }

    private static String figures(SimulationResult r) {
        return r.lightWins() + " " + r.darkWins() + " " + r.firstWins() + " " + r.secondWins() + " "
                + r.unfinished() + " " + r.throwsMade() + " " + r.moves();
    }

    /** One random game from its seed's start, every decision folded into {@code hash}. */
    private static long playHashed(RuleSet rules, long seed, long hash) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        Position position = FirstMoverDraw.start(rules, seed);
        long cap = rules.throwBound() * 10;
        int decisions = 0;
        for (long throwsMade = 0; !rules.isOver(position) && throwsMade < cap; ) {
            hash = fold(hash, Notation.format(rules, position).hashCode());
            int count = rules.actions(position, RuleSet.NO_THROW, buffer);
            hash = foldActions(hash, buffer, count);
            int action = buffer[random.nextInt(count)];
            int value = RuleSet.NO_THROW;
            if (action == ActionCode.THROW) {
                value = rules.throwTable().value(Integer.bitCount(random.nextInt(16)));
                throwsMade++;
                count = rules.actions(position, value, buffer);
                hash = foldActions(fold(hash, value), buffer, count);
                action = buffer[random.nextInt(count)];
                if (decisions++ % 29 == 0) {
                    for (int square = 0; square <= 30; square++) {
                        hash = fold(hash, rules.whyNot(position, value, square).map(Refusal::message).orElse("-").hashCode());
                    }
                }
            }
            hash = fold(hash, action);
            position = rules.apply(position, value, action);
        }
        hash = fold(hash, Notation.format(rules, position).hashCode());
        return fold(hash, rules.winner(position).map(Enum::ordinal).orElse(-1));
    }

    private static long foldActions(long hash, int[] buffer, int count) {
        hash = fold(hash, count);
        for (int i = 0; i < count; i++) {
            hash = fold(hash, buffer[i]);
        }
        return hash;
    }

    private static long fold(long hash, long value) {
        long z = (hash ^ value) * 0x9E3779B97F4A7C15L;
        return z ^ (z >>> 29);
    }
}
