package org.senet.spark.job;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.senet.bots.study.Study;
import org.senet.bots.study.StudyBlock;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.spark.grid.Row;

/**
 * Runs the rows of a sweep on Spark: each row is a Spark job whose tasks are its blocks of games
 * ({@link SweepSettings}), played by the executors ({@link BlockPlayer}) and merged on the driver in
 * the order of the games ({@link org.senet.bots.study.Study#randomPlay}), so that a row's figures are those of
 * {@code senet study} whatever the cluster. Several rows' jobs are under way at once, so that the executors are
 * kept busy; the results are handed on in the rows' order, each as soon as it and those before it are done.
 * A row the engine refuses is handed on with its reason, and plays nothing.
 */
public final class SweepJob {
    private final JavaSparkContext spark;
    private final SweepSettings settings;

    /**
     * A sweep on a Spark context.
     *
     * @param spark    the context (local mode, or a cluster's)
     * @param settings what every row plays
     */
    public SweepJob(JavaSparkContext spark, SweepSettings settings) {
        this.spark = spark;
        this.settings = settings;
    }

    /**
     * The rule sets a sweep's rows vary: the built-in ones and those of its plugins, loaded once in a process.
     *
     * @param settings the sweep's settings, with its plugin jars
     * @return the registry
     */
    public static RuleSets registry(SweepSettings settings) {
        return BlockPlayer.registry(settings.plugins());
    }

    /** A row whose job is under way, with its variant on the driver; or a row refused, with the reason. */
    private record Running(Row row, RuleSet variant, JavaFutureAction<List<StudyBlock>> blocks, String refusal) {
    }

    /**
     * Plays the rows and hands on each one's result, in the rows' order.
     *
     * @param rows     the rows to play
     * @param finished hears each row's result on the calling thread, as soon as it and those before it are done
     * @throws IllegalStateException if a task failed for good (Spark tried it again on failure), or the calling
     *                               thread is interrupted while it waits (its jobs are then cancelled)
     */
    public void run(List<Row> rows, Consumer<RowResult> finished) {
        RuleSets registry = BlockPlayer.registry(settings.plugins());
        BlockPlayer player = new BlockPlayer(settings);
        int ahead = Math.max(2, 2 * spark.defaultParallelism());
        Deque<Running> running = new ArrayDeque<>();
        try {
            for (Row row : rows) {
                running.add(start(row, registry, player));
                while (running.size() > ahead) {
                    finish(running.removeFirst(), finished);
                }
            }
            while (!running.isEmpty()) {
                finish(running.removeFirst(), finished);
            }
        } finally {
            running.stream().filter(left -> left.blocks() != null).forEach(left -> left.blocks().cancel(true));
        }
    }

    /** Starts a row's job; a row the engine refuses starts none. */
    private Running start(Row row, RuleSets registry, BlockPlayer player) {
        Optional<String> refusal = row.refusal(registry);
        if (refusal.isPresent()) {
            return new Running(row, null, null, refusal.get());
        }
        List<BlockTask> tasks = settings.tasks(row);
        spark.setJobDescription("senet sweep: " + row.id());
        JavaFutureAction<List<StudyBlock>> job = spark.parallelize(tasks, tasks.size()).map(player).collectAsync();
        return new Running(row, row.variant(registry), job, null);
    }

    private void finish(Running row, Consumer<RowResult> finished) {
        if (row.refusal() != null) {
            finished.accept(RowResult.refused(row.row(), row.refusal()));
            return;
        }
        List<StudyBlock> blocks;
        try {
            blocks = row.blocks().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the sweep was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the row " + row.row().id() + " failed: " + e.getCause().getMessage(),
                    e.getCause());
        }
        Study study = BlockPlayer.study(row.variant(), settings);
        finished.accept(settings.strong() ? RowResult.studied(row.row(), study.result(blocks))
                : RowResult.played(row.row(), study.randomPlay(blocks)));
    }
}
