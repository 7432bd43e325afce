package org.senet.core.simulation;

/**
 * The figures of a simulation. "Throws" counts every throw of the sticks; "moves"
 * counts piece moves made, entries included, passes and rescues not.
 *
 * @param games      games played
 * @param lightWins  games won by light
 * @param darkWins   games won by dark
 * @param firstWins  games won by the first player (the one named by {@code --light}), whatever its seat
 * @param secondWins games won by the second player ({@code --dark})
 * @param unfinished games given up after ten times the rule set's throw bound
 * @param throwsMade throws over all games
 * @param moves      piece moves over all games
 * @param nanos      wall-clock time of the run
 * @param lightStarts      games whose start position had light to move
 * @param darkStarts       games whose start position had dark to move (where the opening draws the first
 *                         mover, about half of them)
 * @param lightStarterWins games won by light after starting with light to move
 * @param darkStarterWins  games won by dark after starting with dark to move
 * @param lengths          the percentiles of the games' lengths in throws
 */
public record SimulationResult(long games, long lightWins, long darkWins, long firstWins, long secondWins,
                               long unfinished, long throwsMade, long moves, long nanos,
                               long lightStarts, long darkStarts, long lightStarterWins, long darkStarterWins,
                               GameLengths lengths) {

    /** {@return the mean number of throws per game} */
    public double meanThrows() {
        return games == 0 ? 0 : throwsMade / (double) games;
    }

    /** {@return the mean number of piece moves per game} */
    public double meanMoves() {
        return games == 0 ? 0 : moves / (double) games;
    }

    /** {@return the number of games played per second of wall-clock time} */
    public double gamesPerSecond() {
        return nanos == 0 ? 0 : games * 1e9 / nanos;
    }

    /** {@return the number of piece moves per second of wall-clock time} */
    public double movesPerSecond() {
        return nanos == 0 ? 0 : moves * 1e9 / nanos;
    }

    /** {@return the share of the games light started that light won, 0..1 (0 when it started none)} */
    public double lightStarterWinRate() {
        return lightStarts == 0 ? 0 : lightStarterWins / (double) lightStarts;
    }

    /** {@return the share of the games dark started that dark won, 0..1 (0 when it started none)} */
    public double darkStarterWinRate() {
        return darkStarts == 0 ? 0 : darkStarterWins / (double) darkStarts;
    }

    /** {@return the share of games won by the first player, 0..1} */
    public double firstWinRate() {
        return games == 0 ? 0 : firstWins / (double) games;
    }

    /** {@return the share of games won by the second player, 0..1} */
    public double secondWinRate() {
        return games == 0 ? 0 : secondWins / (double) games;
    }

    /**
     * The 95% Wilson score interval of a win rate over these games.
     *
     * @param wins games won
     * @return the lower and the upper bound, each in 0..1; {@code [0, 1]} when no game was played
     */
    public Interval interval95(long wins) {
        if (games == 0) {
            return new Interval(0, 1);
        }
        double z = 1.959963984540054;
        double n = games;
        double p = wins / n;
        double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
        return new Interval(Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /**
     * The 95% Wilson score interval of a win rate over these games: {@code [low, high]}.
     *
     * @param wins games won
     * @return the lower and the upper bound, each in 0..1, in a new array
     * @deprecated a mutable array; use {@link #interval95}
     */
    @Deprecated
    public double[] confidence95(long wins) {
        Interval interval = interval95(wins);
        return new double[] {interval.low(), interval.high()};
    }
}
