package org.senet.spark.job;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.senet.bots.learning.TdTraining;
import org.senet.bots.study.StrongEvaluator;
import org.senet.bots.study.Study;
import org.senet.core.SenetException;
import org.senet.core.simulation.Simulation;
import org.senet.spark.grid.Row;

/**
 * What every row of a sweep plays, the same on every machine: {@code games} random games and, where
 * {@code strongGames} is not 0, as many strong games of each strong part of the study ({@code hard} against
 * itself, against {@code random} and against {@code easy}), seeded with {@code seed}: game {@code i} of each
 * part of every row is drawn from {@code (seed, i)} exactly as {@code senet study} draws it. The games are
 * played in tasks of {@code blockGames} random games or {@code strongBlockGames} strong ones. The figures do not
 * depend on the block sizes, the number of machines or their threads; only the time does.
 *
 * <p>The strong games are played by {@code hard} with the best evaluation there is for the row's variant
 * ({@link StrongEvaluator#best}); with {@code trainGames}, by a network trained for the row first, by
 * {@code trainGames} games of self-play ({@link TdTraining}) seeded by {@link #trainingSeed}.
 *
 * @param games            the random games of each row, 1 to {@link Study#MAX_GAMES}
 * @param strongGames      the strong games of each strong part of a row, 0 (random play alone) to
 *                         {@link Study#MAX_GAMES}
 * @param seed             the seed of every row
 * @param blockGames       the most random games of one task, at least 1
 * @param strongBlockGames the most strong games of one task, at least 1
 * @param plugins          the plugin jars whose rule sets the rows may vary, as paths each machine can read
 * @param trainGames       the self-play games of the network trained for each row before its strong games, 0 (none:
 *                         the best network there is) to {@link Study#MAX_GAMES}; only with strong games
 */
public record SweepSettings(long games, long strongGames, long seed, int blockGames, int strongBlockGames,
                            List<String> plugins, long trainGames) implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * Settings, checked.
     *
     * @param games            the random games of each row
     * @param strongGames      the strong games of each strong part, or 0
     * @param seed             the seed
     * @param blockGames       the most random games of one task
     * @param strongBlockGames the most strong games of one task
     * @param plugins          the plugin jars
     * @param trainGames       the training games of each row, or 0
     * @throws SenetException if a count is out of range, or games are trained for rows without strong games
     */
    public SweepSettings {
        if (games < 1 || games > Study.MAX_GAMES) {
            throw new SenetException("--games must be 1 to " + Study.MAX_GAMES + ", not " + games);
        }
        if (strongGames < 0 || strongGames > Study.MAX_GAMES) {
            throw new SenetException("--strong-games must be 0 to " + Study.MAX_GAMES + ", not " + strongGames);
        }
        if (blockGames < 1 || strongBlockGames < 1) {
            throw new SenetException("--block-games and --strong-block-games must be at least 1, not "
                    + Math.min(blockGames, strongBlockGames));
        }
        if (trainGames < 0 || trainGames > Study.MAX_GAMES) {
            throw new SenetException("--train-games must be 0 to " + Study.MAX_GAMES + ", not " + trainGames);
        }
        if (trainGames > 0 && strongGames == 0) {
            throw new SenetException("--train-games trains the network of the strong games: give --strong-games too");
        }
        plugins = List.copyOf(plugins);
    }

    /**
     * Settings without training.
     *
     * @param games            the random games of each row
     * @param strongGames      the strong games of each strong part, or 0
     * @param seed             the seed
     * @param blockGames       the most random games of one task
     * @param strongBlockGames the most strong games of one task
     * @param plugins          the plugin jars
     * @throws SenetException if a count is out of range
     */
    public SweepSettings(long games, long strongGames, long seed, int blockGames, int strongBlockGames,
                         List<String> plugins) {
        this(games, strongGames, seed, blockGames, strongBlockGames, plugins, 0);
    }

    /**
     * Random play alone, as the tests and a first sweep use it.
     *
     * @param games      the random games of each row
     * @param seed       the seed
     * @param blockGames the most random games of one task
     * @return the settings, with no strong game and no plugin
     */
    public static SweepSettings random(long games, long seed, int blockGames) {
        return new SweepSettings(games, 0, seed, blockGames, 1, List.of());
    }

    /** {@return true if the rows play strong games besides the random ones} */
    public boolean strong() {
        return strongGames > 0;
    }

    /** {@return true if a network is trained for each row before its strong games} */
    public boolean trains() {
        return trainGames > 0;
    }

    /**
     * The seed of the training of a row's network: drawn from the sweep's seed and the row's id alone (its
     * characters, not Java's hash of a string), so that the row's network is the same on every machine and in
     * every run, and differs from row to row.
     *
     * @param row the row
     * @return the seed of its training
     */
    public long trainingSeed(Row row) {
        long hash = 0xCBF29CE484222325L; // FNV-1a, 64 bits, over the id's UTF-8 bytes
        for (byte b : row.id().getBytes(StandardCharsets.UTF_8)) {
            hash = (hash ^ (b & 0xFF)) * 0x100000001B3L;
        }
        return Simulation.gameSeed(seed, hash);
    }

    /**
     * The tasks of one row: its random games, then its strong games part by part, in blocks.
     *
     * @param row the row
     * @return the tasks, in order
     */
    List<BlockTask> tasks(Row row) {
        List<BlockTask> tasks = new ArrayList<>();
        for (Study.Part part : Study.Part.values()) {
            long all = part == Study.Part.RANDOM ? games : strongGames;
            long size = part == Study.Part.RANDOM ? blockGames : strongBlockGames;
            for (long from = 0; from < all; from += size) {
                tasks.add(new BlockTask(row, part, from, Math.min(all, from + size)));
            }
        }
        return tasks;
    }
}
