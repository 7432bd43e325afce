package org.senet.bots.ladder;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.senet.core.simulation.GameLengths;
import org.senet.core.simulation.SimulationResult;

/** Round-robin results made up for the tests: from known ratings, exactly or sampled, or given pair by pair. */
final class Results {
    private Results() {
    }

    /**
     * The figures of {@code games} games of which the first player won {@code firstWins}, the second {@code
     * secondWins}, the rest unfinished.
     */
    static SimulationResult games(long games, long firstWins, long secondWins) {
        return new SimulationResult(games, 0, 0, firstWins, secondWins, games - firstWins - secondWins, 0, 0, 0, 0, 0,
                0, 0, GameLengths.NONE);
    }

    /** A round robin of entrants rated {@code elo} (by place), each pair's wins the expected ones, rounded. */
    static RoundRobinResult expected(List<String> names, double[] elo, long gamesPerPair) {
        List<PairResult> pairs = new ArrayList<>();
        for (int a = 0; a < names.size(); a++) {
            for (int b = a + 1; b < names.size(); b++) {
                long wins = Math.round(gamesPerPair * Ratings.winProbability(elo[a] - elo[b]));
                pairs.add(new PairResult(a, b, 0, games(gamesPerPair, wins, gamesPerPair - wins)));
            }
        }
        return new RoundRobinResult(names, pairs);
    }

    /** A round robin of entrants rated {@code elo} (by place), each game drawn at random with the model's probability. */
    static RoundRobinResult sampled(List<String> names, double[] elo, long gamesPerPair, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<PairResult> pairs = new ArrayList<>();
        for (int a = 0; a < names.size(); a++) {
            for (int b = a + 1; b < names.size(); b++) {
                double p = Ratings.winProbability(elo[a] - elo[b]);
                long wins = 0;
                for (long game = 0; game < gamesPerPair; game++) {
                    if (random.nextDouble() < p) {
                        wins++;
                    }
                }
                pairs.add(new PairResult(a, b, 0, games(gamesPerPair, wins, gamesPerPair - wins)));
            }
        }
        return new RoundRobinResult(names, pairs);
    }
}
