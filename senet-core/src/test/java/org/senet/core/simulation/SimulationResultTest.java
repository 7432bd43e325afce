package org.senet.core.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SimulationResultTest {
    /** 4 games in 2 s: light won 3 (the 2 it started and 1 of dark's), dark 1 (of the 2 it started); 10 throws, 6 moves. */
    private static final SimulationResult FOUR = new SimulationResult(4, 3, 1, 1, 3, 0, 10, 6, 2_000_000_000L,
            2, 2, 2, 1, GameLengths.NONE);

    @Test
    @DisplayName("means, speeds and rates are the totals over games, seconds and starts")
    void derived_figures() {
        assertEquals(2.5, FOUR.meanThrows(), 1e-12);
        assertEquals(1.5, FOUR.meanMoves(), 1e-12);
        assertEquals(2.0, FOUR.gamesPerSecond(), 1e-12);
        assertEquals(3.0, FOUR.movesPerSecond(), 1e-12);
        assertEquals(1.0, FOUR.lightStarterWinRate(), 1e-12);
        assertEquals(0.5, FOUR.darkStarterWinRate(), 1e-12);
        assertEquals(0.25, FOUR.firstWinRate(), 1e-12);
        assertEquals(0.75, FOUR.secondWinRate(), 1e-12);
    }

    @Test
    @DisplayName("with no games, no time or no starts every rate is 0 rather than NaN, and the interval is [0, 1]")
    void empty_figures_are_zero() {
        SimulationResult none = new SimulationResult(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, GameLengths.NONE);
        assertEquals(0.0, none.meanThrows());
        assertEquals(0.0, none.meanMoves());
        assertEquals(0.0, none.gamesPerSecond());
        assertEquals(0.0, none.movesPerSecond());
        assertEquals(0.0, none.lightStarterWinRate());
        assertEquals(0.0, none.darkStarterWinRate());
        assertEquals(0.0, none.firstWinRate());
        assertEquals(0.0, none.secondWinRate());
        assertArrayEquals(new double[] {0, 1}, bounds(none.interval95(0)));
    }

    @Test
    @DisplayName("interval95 is the Wilson score interval: 50/100 gives [0.4038, 0.5962], 10/100 [0.0552, 0.1744]")
    void wilson_intervals() {
        SimulationResult hundred = new SimulationResult(100, 50, 50, 50, 50, 0, 0, 0, 1, 100, 0, 50, 0, GameLengths.NONE);
        assertArrayEquals(new double[] {0.40383, 0.59617}, bounds(hundred.interval95(50)), 1e-5);
        assertArrayEquals(new double[] {0.05523, 0.17437}, bounds(hundred.interval95(10)), 1e-5);
        assertArrayEquals(new double[] {0.0, 0.03699}, bounds(hundred.interval95(0)), 1e-5);
        assertArrayEquals(new double[] {0.96301, 1.0}, bounds(hundred.interval95(100)), 1e-5);
    }

    private static double[] bounds(Interval interval) {
        return new double[] {interval.low(), interval.high()};
    }

    @Test
    @SuppressWarnings("deprecation")
    void the_old_array_accessor_gives_the_interval_in_a_new_array() {
        SimulationResult hundred = new SimulationResult(100, 50, 50, 50, 50, 0, 0, 0, 1, 100, 0, 50, 0, GameLengths.NONE);
        double[] array = hundred.confidence95(50);
        array[0] = -1;
        assertArrayEquals(bounds(hundred.interval95(50)), hundred.confidence95(50));
    }
}
