package org.senet.bots.study;

import org.senet.core.simulation.Interval;
import org.senet.core.simulation.SimulationResult;

/**
 * A share of games won, with its 95% Wilson score interval ({@link SimulationResult#interval95}).
 * Unfinished games count as not won.
 *
 * @param wins       games won
 * @param games      games played
 * @param interval95 the 95% interval of {@code wins / games}
 */
public record WinRate(long wins, long games, Interval interval95) {
    /**
     * The share of a simulation's games that {@code wins} stands for, with its interval.
     *
     * @param simulation the figures of the games
     * @param wins       how many of them were won
     * @return the win rate
     */
    public static WinRate of(SimulationResult simulation, long wins) {
        return new WinRate(wins, simulation.games(), simulation.interval95(wins));
    }

    /** {@return the share of games won, 0..1 (0 with no game)} */
    public double rate() {
        return games == 0 ? 0 : wins / (double) games;
    }
}
