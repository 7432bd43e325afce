package org.senet.core.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.game.Player;
import org.senet.core.game.PlayerFactory;
import org.senet.core.game.RandomPlayer;
import org.senet.core.position.Position;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;

/** A simulation plays its games in place where both players declare a blind choice, and by positions otherwise. */
class BlindChoiceTest {
    private static final int GAMES = 300;

    /** A random player's choices behind a player of one's own, blind or looking at the position. */
    private record Wrapped(RandomPlayer random, boolean blind, AtomicLong looked) implements Player {
        @Override
        public int choose(RuleSet rules, Position position, int throwValue, int[] actions, int count) {
            looked.incrementAndGet();
            return random.choose(rules, position, throwValue, actions, count);
        }

        @Override
        public Optional<BlindChoice> blindChoice() {
            return blind ? random.blindChoice() : Optional.empty();
        }
    }

    /** {@link RaceRules} with games in place, counting the games played that way. */
    private static RuleSet inPlace(AtomicLong playouts) {
        RuleSet base = new RaceRules();
        Playouts counting = start -> {
            playouts.incrementAndGet();
            return new SteppingPlayout(base, start);
        };
        return (RuleSet) Proxy.newProxyInstance(RuleSet.class.getClassLoader(), new Class<?>[] {RuleSet.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("capability") && args[0] == Playouts.class) {
                        return Optional.of(counting);
                    }
                    try {
                        return method.invoke(base, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private static PlayerFactory wrapped(boolean blind, AtomicLong looked) {
        return (rules, seed) -> new Wrapped(new RandomPlayer(seed), blind, looked);
    }

    @Test
    void players_that_choose_blindly_are_played_in_place_and_never_asked_with_a_position() {
        AtomicLong playouts = new AtomicLong();
        AtomicLong looked = new AtomicLong();
        RuleSet rules = inPlace(playouts);
        SimulationResult blind = Simulation.builder(rules).games(GAMES).seed(7).swapSeats(true)
                .first(wrapped(true, looked)).second(wrapped(true, looked)).run();
        assertEquals(GAMES, playouts.get());
        assertEquals(0, looked.get());
        assertSameGames(Simulation.builder(new RaceRules()).games(GAMES).seed(7).swapSeats(true).run(), blind);
    }

    @Test
    void a_player_that_looks_at_the_position_is_played_position_by_position() {
        AtomicLong playouts = new AtomicLong();
        AtomicLong looked = new AtomicLong();
        RuleSet rules = inPlace(playouts);
        SimulationResult mixed = Simulation.builder(rules).games(GAMES).seed(7).swapSeats(true)
                .first(wrapped(true, new AtomicLong())).second(wrapped(false, looked)).run();
        assertEquals(0, playouts.get());
        assertTrue(looked.get() > 0);
        assertSameGames(Simulation.builder(new RaceRules()).games(GAMES).seed(7).swapSeats(true).run(), mixed);
    }

    /**
     * Every decision of every game as a watcher hears it (side, throw, actions, choice), by a watcher that reads
     * the positions or by one that reads the side to move alone.
     */
    private static List<String> heard(RuleSet rules, boolean readsPositions) {
        String[] games = new String[GAMES];
        Simulation.builder(rules).games(GAMES).seed(5).threads(2).observer((game, start) -> new GameObserver.Watcher() {
            private final StringBuilder heard = new StringBuilder();

            @Override
            public boolean readsPositions() {
                return readsPositions;
            }

            @Override
            public void decision(Side toMove, int throwValue, int[] actions, int count, int chosen) {
                assertFalse(readsPositions, "told by the side to move only when it reads no positions");
                heard.append(toMove).append(throwValue).append(Arrays.toString(Arrays.copyOf(actions, count)))
                        .append(chosen).append(';');
            }

            @Override
            public void decision(Position position, int throwValue, int[] actions, int count, int chosen) {
                assertTrue(readsPositions, "told the position only when it reads them");
                heard.append(position.toMove()).append(throwValue).append(Arrays.toString(Arrays.copyOf(actions, count)))
                        .append(chosen).append(';');
            }

            @Override
            public void end(Position last, long throwsMade) {
                games[(int) game] = heard.append(last).append(throwsMade).toString();
            }
        }).run();
        return List.of(games);
    }

    @Test
    void a_watcher_that_reads_no_positions_keeps_the_games_in_place_and_hears_the_same_decisions() {
        AtomicLong playouts = new AtomicLong();
        List<String> inPlace = heard(inPlace(playouts), false);
        assertEquals(GAMES, playouts.get());
        List<String> byPositions = heard(new RaceRules(), true);
        assertEquals(byPositions, inPlace);
        assertTrue(byPositions.stream().allMatch(game -> game.length() > 100), "whole games were heard");
    }

    @Test
    void a_watcher_that_reads_positions_is_played_position_by_position() {
        AtomicLong playouts = new AtomicLong();
        List<String> byPositions = heard(inPlace(playouts), true);
        assertEquals(0, playouts.get());
        assertEquals(heard(new RaceRules(), false), byPositions);
    }

    @Test
    void the_random_player_declares_its_blind_choice() {
        AtomicLong playouts = new AtomicLong();
        Simulation.builder(inPlace(playouts)).games(GAMES).seed(3).run();
        assertEquals(GAMES, playouts.get());
    }

    private static void assertSameGames(SimulationResult expected, SimulationResult actual) {
        assertEquals(expected.lightWins(), actual.lightWins());
        assertEquals(expected.firstWins(), actual.firstWins());
        assertEquals(expected.unfinished(), actual.unfinished());
        assertEquals(expected.throwsMade(), actual.throwsMade());
        assertEquals(expected.moves(), actual.moves());
        assertEquals(expected.lengths(), actual.lengths());
    }
}
