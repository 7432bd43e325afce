package org.senet.spark.job;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

import org.senet.bots.study.Study;
import org.senet.core.SenetException;

/**
 * What every row of a sweep plays, the same on every machine: {@code games} random games seeded with
 * {@code seed}, game {@code i} of every row drawn from {@code (seed, i)} exactly as {@code senet study}
 * draws it, played in tasks of {@code blockGames} games. The figures do not depend on the block size,
 * the number of machines or their threads; only the time does.
 *
 * @param games      the random games of each row, 1 to {@link Study#MAX_GAMES}
 * @param seed       the seed of every row
 * @param blockGames the most games of one task, at least 1
 * @param plugins    the plugin jars whose rule sets the rows may vary, as paths each machine can read
 */
public record SweepSettings(long games, long seed, int blockGames, List<String> plugins) implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * Settings, checked.
     *
     * @param games      the random games of each row
     * @param seed       the seed
     * @param blockGames the most games of one task
     * @param plugins    the plugin jars
     * @throws SenetException if a count is out of range
     */
    public SweepSettings {
        if (games < 1 || games > Study.MAX_GAMES) {
            throw new SenetException("--games must be 1 to " + Study.MAX_GAMES + ", not " + games);
        }
        if (blockGames < 1) {
            throw new SenetException("--block-games must be at least 1, not " + blockGames);
        }
        plugins = List.copyOf(plugins);
    }

    /** {@return the blocks of games of one row: games {@code [from, to)}, in order} */
    public List<long[]> blocks() {
        List<long[]> blocks = new ArrayList<>();
        for (long from = 0; from < games; from += blockGames) {
            blocks.add(new long[] {from, Math.min(games, from + blockGames)});
        }
        return blocks;
    }
}
