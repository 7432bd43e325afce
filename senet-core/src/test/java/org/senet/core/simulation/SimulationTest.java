package org.senet.core.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.senet.core.rules.RaceRules;

class SimulationTest {
    @Test
    void figures_do_not_depend_on_the_number_of_threads() {
        SimulationResult one = Simulation.builder(new RaceRules()).games(2_000).seed(5).threads(1).run();
        SimulationResult two = Simulation.builder(new RaceRules()).games(2_000).seed(5).threads(2).run();
        assertEquals(one.lightWins(), two.lightWins());
        assertEquals(one.throwsMade(), two.throwsMade());
        assertEquals(one.moves(), two.moves());
        assertEquals(2_000, one.lightWins() + one.darkWins() + one.unfinished());
        assertTrue(one.moves() > 0 && one.throwsMade() >= one.moves());
    }

    @Test
    void swapped_seats_count_wins_per_player() {
        SimulationResult r = Simulation.builder(new RaceRules()).games(1_000).seed(3).swapSeats(true).run();
        assertEquals(r.lightWins() + r.darkWins(), r.firstWins() + r.secondWins());
        Interval ci = r.interval95(r.firstWins());
        assertTrue(ci.low() <= r.firstWinRate() && r.firstWinRate() <= ci.high());
        assertTrue(ci.high() - ci.low() < 0.07, "a 95% interval over 1,000 games is about ±3%");
    }

    @Test
    void a_fixed_first_mover_starts_every_game() {
        SimulationResult r = Simulation.builder(new RaceRules()).games(500).seed(4).run();
        assertEquals(500, r.lightStarts());
        assertEquals(0, r.darkStarts());
        assertEquals(0, r.darkStarterWins());
        assertEquals(r.lightWins(), r.lightStarterWins());
    }

    @Test
    void different_seeds_give_different_games() {
        SimulationResult a = Simulation.builder(new RaceRules()).games(500).seed(1).run();
        SimulationResult b = Simulation.builder(new RaceRules()).games(500).seed(2).run();
        assertTrue(a.throwsMade() != b.throwsMade() || a.lightWins() != b.lightWins());
    }

    @Test
    void blocks_of_games_count_what_the_whole_run_counts() {
        SimulationResult whole = Simulation.builder(new RaceRules()).games(700).seed(9).swapSeats(true).run();
        SimulationResult head = Simulation.builder(new RaceRules()).games(300).seed(9).swapSeats(true).run();
        // the odd first game keeps its seat: game 301 of the run, not game 1 of a new one
        SimulationResult tail = Simulation.builder(new RaceRules()).firstGame(300).games(400).seed(9).swapSeats(true)
                .threads(2).run();
        assertEquals(whole.games(), head.games() + tail.games());
        assertEquals(whole.firstWins(), head.firstWins() + tail.firstWins());
        assertEquals(whole.lightWins(), head.lightWins() + tail.lightWins());
        assertEquals(whole.throwsMade(), head.throwsMade() + tail.throwsMade());
        assertEquals(whole.moves(), head.moves() + tail.moves());
        SimulationResult fromZero = Simulation.builder(new RaceRules()).games(400).seed(9).swapSeats(true).run();
        assertTrue(fromZero.throwsMade() != tail.throwsMade(), "the block plays games 300..699, not 0..399");
    }
}
