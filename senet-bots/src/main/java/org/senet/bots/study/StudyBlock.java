package org.senet.bots.study;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.senet.core.SenetException;
import org.senet.core.simulation.SimulationResult;

/**
 * A block of the games of one part of a study, games {@link #first()} to {@code first() + games() - 1},
 * played by {@link Study#block}: its simulation's counts and the figures of each of its games. Blocks are
 * serializable, so that a cluster's machines can play them and send them back, and they merge exactly:
 * {@link Study#result} of blocks that cover every part gives the figures that {@link Study#run()} gives,
 * however the games were split.
 */
public final class StudyBlock implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The part of the study the games belong to. */
    private final Study.Part part;
    /** The simulation's counts, in the order of {@link #counts(SimulationResult)}. */
    private final long[] counts;
    /** The wall-clock time of the block's games, in nanoseconds. */
    private final long nanos;
    /** The figures of each game of the block. */
    private final GameTallies tallies;

    private StudyBlock(Study.Part part, long[] counts, long nanos, GameTallies tallies) {
        this.part = part;
        this.counts = counts;
        this.nanos = nanos;
        this.tallies = tallies;
    }

    /** The block of a simulation of the games of a part that {@code tallies} watched. */
    static StudyBlock of(Study.Part part, SimulationResult simulation, GameTallies tallies) {
        return new StudyBlock(part, counts(simulation), simulation.nanos(), tallies);
    }

    /** {@return the part of the study the block's games belong to} */
    public Study.Part part() {
        return part;
    }

    /** {@return the number of the block's first game in its part of the study} */
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
     * The simulation's figures of the games of one part, from the blocks of that part among {@code blocks}, and
     * their tallies, in the order of the games.
     *
     * @param blocks blocks that together hold games 0 to {@code games - 1} of the part, each once, in any order;
     *               the blocks of other parts are passed over
     * @param part   the part
     * @param games  the games of the part
     * @return the figures of one simulation of all the games (its time the sum of the blocks'), and their tallies
     * @throws SenetException if the blocks leave out a game, hold one twice or one beyond {@code games}, or were
     *                        measured with different evaluations
     */
    static Merged merge(List<StudyBlock> blocks, Study.Part part, long games) {
        List<StudyBlock> ordered = new ArrayList<>(blocks.stream().filter(block -> block.part == part).toList());
        ordered.sort(Comparator.comparingLong(StudyBlock::first));
        if (ordered.isEmpty()) {
            throw new SenetException("no block of the " + part + " games");
        }
        String evaluator = ordered.get(0).tallies.evaluator();
        GameTallies whole = GameTallies.merged((int) games, evaluator);
        long[] sums = new long[ordered.get(0).counts.length];
        long nanos = 0;
        long next = 0;
        for (StudyBlock block : ordered) {
            if (block.first() != next) {
                throw new SenetException("the blocks of the " + part + " games do not follow on: game " + next
                        + " is " + (block.first() > next ? "missing" : "in two blocks"));
            }
            if (!Objects.equals(evaluator, block.tallies.evaluator())) {
                throw new SenetException("the blocks of the " + part + " games were measured with different"
                        + " evaluations: " + evaluator + " and " + block.tallies.evaluator());
            }
            whole.absorb(block.tallies);
            for (int i = 0; i < block.counts.length; i++) {
                sums[i] += block.counts[i];
            }
            nanos += block.nanos;
            next += block.games();
        }
        if (next != games) {
            throw new SenetException("the blocks hold " + next + " " + part + " games, not " + games);
        }
        return new Merged(new SimulationResult(sums[0], sums[1], sums[2], sums[3], sums[4], sums[5], sums[6], sums[7],
                nanos, sums[8], sums[9], sums[10], sums[11], whole.lengths()), whole);
    }

    /** The merged figures of one part: its simulation's and the tallies of its games. */
    record Merged(SimulationResult simulation, GameTallies tallies) {
    }

    /** A simulation's counts but its time and lengths, which are not added up. */
    private static long[] counts(SimulationResult r) {
        return new long[] {r.games(), r.lightWins(), r.darkWins(), r.firstWins(), r.secondWins(), r.unfinished(),
            r.throwsMade(), r.moves(), r.lightStarts(), r.darkStarts(), r.lightStarterWins(), r.darkStarterWins()};
    }
}
