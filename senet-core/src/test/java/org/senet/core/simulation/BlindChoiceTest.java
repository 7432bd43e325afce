package org.senet.core.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
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
