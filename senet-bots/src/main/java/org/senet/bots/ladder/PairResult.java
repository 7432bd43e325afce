package org.senet.bots.ladder;

import java.util.Objects;

import org.senet.core.SenetException;
import org.senet.core.simulation.Interval;
import org.senet.core.simulation.SimulationResult;

/**
 * The games of one pair of a round robin: entrant {@code first} against entrant {@code second}
 * (their places in the round robin's list, {@code first < second}), seats swapped every other game.
 *
 * @param first  the place of the first entrant in the list, the first player of the simulation
 * @param second the place of the second entrant, after {@code first}
 * @param seed   the seed the pair's games were played with ({@link RoundRobin#pairSeed})
 * @param games  the figures of the pair's games: {@link SimulationResult#firstWins()} are the
 *               games {@code first} won, {@link SimulationResult#secondWins()} those {@code second}
 *               won, {@link SimulationResult#unfinished()} those given up at the throw cap
 */
public record PairResult(int first, int second, long seed, SimulationResult games) {
    /**
     * Checks the places.
     *
     * @param first  the place of the first entrant
     * @param second the place of the second entrant
     * @param seed   the seed of the pair's games
     * @param games  the figures of the pair's games
     * @throws SenetException       if {@code first} is negative or not before {@code second}
     * @throws NullPointerException if {@code games} is null
     */
    public PairResult {
        Objects.requireNonNull(games, "games");
        if (first < 0 || first >= second) {
            throw new SenetException("a pair needs two places, the first before the second: " + first + ", "
                    + second);
        }
    }

    /**
     * Whether the entrant at {@code place} is one of this pair.
     *
     * @param place a place in the round robin's list
     * @return whether it is {@code first} or {@code second}
     */
    public boolean includes(int place) {
        return place == first || place == second;
    }

    /**
     * The games the entrant at {@code place} won in this pair.
     *
     * @param place {@code first} or {@code second}
     * @return its wins
     * @throws SenetException if the entrant is not one of this pair
     */
    public long winsOf(int place) {
        if (place == first) {
            return games.firstWins();
        }
        if (place == second) {
            return games.secondWins();
        }
        throw new SenetException("entrant " + place + " is not one of the pair " + first + ", " + second);
    }

    /**
     * The share of this pair's games (unfinished ones included) that the entrant at {@code place} won.
     *
     * @param place {@code first} or {@code second}
     * @return its win rate, 0..1
     * @throws SenetException if the entrant is not one of this pair
     */
    public double winRate(int place) {
        return winsOf(place) / (double) games.games();
    }

    /**
     * The 95% Wilson score interval of the share of this pair's games (unfinished ones included) that
     * the entrant at {@code place} won.
     *
     * @param place {@code first} or {@code second}
     * @return the interval, each bound in 0..1
     * @throws SenetException if the entrant is not one of this pair
     */
    public Interval winRate95(int place) {
        return games.interval95(winsOf(place));
    }
}
