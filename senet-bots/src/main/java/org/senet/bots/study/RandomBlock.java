package org.senet.bots.study;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.senet.core.SenetException;
import org.senet.core.simulation.SimulationResult;

/**
 * A block of a study's random games, games {@link #first()} to {@code first() + games() - 1}, played by
 * {@link Study#randomBlock}: its simulation's counts and the figures of each of its games. Blocks are
 * serializable, so that a cluster's machines can play them and send them back, and they merge exactly:
 * {@link Study#randomPlay} of blocks that cover the study's random games gives the figures that
 * {@link Study#run()} gives, however the games were split.
 */
public final class RandomBlock implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The simulation's counts, in the order of {@link #counts(SimulationResult)}. */
    private final long[] counts;
    /** The wall-clock time of the block's games, in nanoseconds. */
    private final long nanos;
    /** The figures of each game of the block. */
    private final GameTallies tallies;

    private RandomBlock(long[] counts, long nanos, GameTallies tallies) {
        this.counts = counts;
        this.nanos = nanos;
        this.tallies = tallies;
    }

    /** The block of a simulation of the games that {@code tallies} watched. */
    static RandomBlock of(SimulationResult simulation, GameTallies tallies) {
        return new RandomBlock(counts(simulation), simulation.nanos(), tallies);
    }

    /** {@return the number of the block's first game in the study's random play} */
    public long first() {
        return tallies.first();
    }

    /** {@return the number of games in the block} */
    public long games() {
        return tallies.games();
    }

    /** {@return the wall-clock time the block's games took, in nanoseconds: the one figure that varies} */
    public long nanos() {
        return nanos;
    }

    /**
     * The simulation's figures of the games of these blocks, and their tallies, in the order of the games.
     *
     * @param blocks blocks that together hold games 0 to {@code games - 1}, each once, in any order
     * @param games  the games of the whole random play
     * @param whole  empty tallies of all the games, which take the blocks' figures
     * @return the figures of one simulation of all the games (its time the sum of the blocks')
     * @throws SenetException if the blocks leave out a game, hold one twice or one beyond {@code games}
     */
    static SimulationResult merge(List<RandomBlock> blocks, long games, GameTallies whole) {
        List<RandomBlock> ordered = new ArrayList<>(blocks);
        ordered.sort(Comparator.comparingLong(RandomBlock::first));
        long[] sums = new long[ordered.isEmpty() ? 0 : ordered.get(0).counts.length];
        long nanos = 0;
        long next = 0;
        for (RandomBlock block : ordered) {
            if (block.first() != next) {
                throw new SenetException("the blocks of random games do not follow on: game " + next
                        + " is " + (block.first() > next ? "missing" : "in two blocks"));
            }
            whole.absorb(block.tallies);
            for (int i = 0; i < block.counts.length; i++) {
                sums[i] += block.counts[i];
            }
            nanos += block.nanos;
            next += block.games();
        }
        if (next != games || ordered.isEmpty()) {
            throw new SenetException("the blocks hold " + next + " random games, not " + games);
        }
        return new SimulationResult(sums[0], sums[1], sums[2], sums[3], sums[4], sums[5], sums[6], sums[7], nanos,
                sums[8], sums[9], sums[10], sums[11], whole.lengths());
    }

    /** A simulation's counts but its time and lengths, which are not added up. */
    private static long[] counts(SimulationResult r) {
        return new long[] {r.games(), r.lightWins(), r.darkWins(), r.firstWins(), r.secondWins(), r.unfinished(),
            r.throwsMade(), r.moves(), r.lightStarts(), r.darkStarts(), r.lightStarterWins(), r.darkStarterWins()};
    }
}
