package org.senet.core.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.position.Position;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;

class GameObserverTest {
    private static final int GAMES = 300;

    /** Per game: throws heard through decisions, throws told at the end, decisions, whether the end came. */
    private static long[][] watch(int threads, SimulationResult[] result) {
        long[][] perGame = new long[GAMES][4];
        result[0] = Simulation.builder(new RaceRules()).games(GAMES).seed(9).threads(threads)
                .observer((game, start) -> new GameObserver.Watcher() {
                    final long[] mine = perGame[(int) game];

                    @Override
                    public void decision(Position position, int throwValue, int[] actions, int count, int chosen) {
                        assertTrue(count >= 1 && Arrays.stream(actions, 0, count).anyMatch(a -> a == chosen));
                        if (throwValue != RuleSet.NO_THROW) {
                            mine[0]++;
                        } else {
                            assertTrue(chosen != ActionCode.THROW || mine[3] == 0, "no decision after the end");
                        }
                        mine[2]++;
                    }

                    @Override
                    public void end(Position last, long throwsMade) {
                        mine[1] = throwsMade;
                        mine[3]++;
                    }
                }).run();
        return perGame;
    }

    @Test
    void the_watchers_hear_every_throw_and_every_end_whatever_the_threads() {
        SimulationResult[] one = new SimulationResult[1];
        SimulationResult[] two = new SimulationResult[1];
        long[][] byOne = watch(1, one);
        long[][] byTwo = watch(2, two);
        long throwsHeard = 0;
        for (int game = 0; game < GAMES; game++) {
            assertEquals(1, byOne[game][3], "one end per game");
            assertEquals(byOne[game][0], byOne[game][1], "one decision with a throw value per throw");
            assertTrue(byOne[game][2] > byOne[game][0], "decisions before the throws are heard too");
            assertArrayEquals(byOne[game], byTwo[game]);
            throwsHeard += byOne[game][1];
        }
        assertEquals(one[0].throwsMade(), throwsHeard);
    }

    @Test
    void an_observer_changes_no_figure() {
        SimulationResult plain = Simulation.builder(new RaceRules()).games(GAMES).seed(9).run();
        AtomicLong watched = new AtomicLong();
        SimulationResult observed = Simulation.builder(new RaceRules()).games(GAMES).seed(9)
                .observer((game, start) -> {
                    watched.incrementAndGet();
                    return new GameObserver.Watcher() {
                        @Override
                        public void decision(Position position, int throwValue, int[] actions, int count, int chosen) {
                        }

                        @Override
                        public void end(Position last, long throwsMade) {
                        }
                    };
                }).run();
        assertEquals(GAMES, watched.get());
        assertEquals(withoutTime(plain), withoutTime(observed));
    }

    @Test
    void progress_is_told_from_the_calling_thread_and_ends_with_every_game() {
        Thread caller = Thread.currentThread();
        long[] last = new long[2];
        Simulation simulation = Simulation.builder(new RaceRules()).games(GAMES).seed(9).build();
        SimulationResult result = simulation.run((finished, games) -> {
            assertEquals(caller, Thread.currentThread());
            assertTrue(finished >= last[0], "never backwards");
            last[0] = finished;
            last[1] = games;
        });
        assertArrayEquals(new long[] {GAMES, GAMES}, last);
        assertEquals(withoutTime(Simulation.builder(new RaceRules()).games(GAMES).seed(9).run()), withoutTime(result));
    }

    @Test
    void percentiles_of_a_histogram() {
        long[] lengths = {0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}; // ten games, of lengths 1..10
        assertEquals(1, GameLengths.percentile(lengths, 100));
        assertEquals(5, GameLengths.percentile(lengths, 500));
        assertEquals(9, GameLengths.percentile(lengths, 900));
        assertEquals(10, GameLengths.percentile(lengths, 990));
        assertEquals(0, GameLengths.percentile(new long[3], 500));
    }

    private static SimulationResult withoutTime(SimulationResult r) {
        return new SimulationResult(r.games(), r.lightWins(), r.darkWins(), r.firstWins(), r.secondWins(),
                r.unfinished(), r.throwsMade(), r.moves(), 0, r.lightStarts(), r.darkStarts(), r.lightStarterWins(),
                r.darkStarterWins(), r.lengths());
    }
}
