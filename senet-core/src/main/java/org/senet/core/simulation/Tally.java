package org.senet.core.simulation;

import org.senet.core.board.Side;

/**
 * The running counts of a part of a simulation, one game at a time: wins by side, by seat and by starter,
 * throws, moves, and the games counted by their length in throws. A tally is counted by one thread; the
 * tallies of several threads are added up at the end.
 */
final class Tally {
    private long lightWins;
    private long darkWins;
    private long firstWins;
    private long secondWins;
    private long unfinished;
    private long throwsMade;
    private long moves;
    private long lightStarts;
    private long darkStarts;
    private long lightStarterWins;
    private long darkStarterWins;
    /** {@code lengths[n]}: the games that lasted {@code n} throws. */
    private final long[] lengths;

    /**
     * A tally of no game.
     *
     * @param longest the most throws a game can last: the simulation's cap of throws
     */
    Tally(int longest) {
        this.lengths = new long[longest + 1];
    }

    /**
     * Counts one game.
     *
     * @param game what the game came to; its throws at most the {@code longest} of this tally
     */
    void count(GameOutcome game) {
        if (game.starter() == Side.LIGHT) {
            lightStarts++;
        } else {
            darkStarts++;
        }
        throwsMade += game.throwsMade();
        moves += game.moves();
        lengths[(int) game.throwsMade()]++;
        if (game.winner().isEmpty()) {
            unfinished++;
            return;
        }
        Side winner = game.winner().get();
        if (winner == Side.LIGHT) {
            lightWins++;
        } else {
            darkWins++;
        }
        if (winner == game.starter()) {
            if (winner == Side.LIGHT) {
                lightStarterWins++;
            } else {
                darkStarterWins++;
            }
        }
        if ((winner == Side.DARK) == game.firstIsDark()) {
            firstWins++;
        } else {
            secondWins++;
        }
    }

    /**
     * Adds the counts of another part of the same simulation to this one.
     *
     * @param other the tally of another part, of the same {@code longest}
     */
    void add(Tally other) {
        lightWins += other.lightWins;
        darkWins += other.darkWins;
        firstWins += other.firstWins;
        secondWins += other.secondWins;
        unfinished += other.unfinished;
        throwsMade += other.throwsMade;
        moves += other.moves;
        lightStarts += other.lightStarts;
        darkStarts += other.darkStarts;
        lightStarterWins += other.lightStarterWins;
        darkStarterWins += other.darkStarterWins;
        for (int length = 0; length < lengths.length; length++) {
            lengths[length] += other.lengths[length];
        }
    }

    /**
     * The figures of the games counted.
     *
     * @param games the games of the simulation
     * @param nanos the wall-clock time of the run
     * @return the figures
     */
    SimulationResult result(long games, long nanos) {
        return new SimulationResult(games, lightWins, darkWins, firstWins, secondWins, unfinished, throwsMade, moves,
                nanos, lightStarts, darkStarts, lightStarterWins, darkStarterWins, GameLengths.of(lengths.clone()));
    }
}
