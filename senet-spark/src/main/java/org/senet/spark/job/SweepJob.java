package org.senet.spark.job;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
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
 * A row the engine refuses is handed on with its reason, and plays nothing. With
 * {@link SweepSettings#trainGames()}, a row's job first trains its network in one task ({@link RowTrainer}), the
 * trainings of the rows under way at once running in parallel; its games follow as soon as its network is there.
 */
public final class SweepJob {
    /** How long the driver waits between two looks at the jobs under way. */
    private static final long WAIT_MILLIS = 20;

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

    /**
     * A row under way, with its variant on the driver: its training (with {@code --train-games}) until its network
     * is there, then its games; or a row refused, with the reason.
     */
    private static final class Running {
        private final Row row;
        private final RuleSet variant;
        private final String refusal;
        private JavaFutureAction<List<byte[]>> training;
        private Broadcast<byte[]> network;
        private JavaFutureAction<List<StudyBlock>> blocks;

        Running(Row row, RuleSet variant, String refusal) {
            this.row = row;
            this.variant = variant;
            this.refusal = refusal;
        }

        void cancel() {
            for (JavaFutureAction<?> job : Arrays.asList(training, blocks)) {
                if (job != null) {
                    job.cancel(true);
                }
            }
        }
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
        int ahead = Math.max(2, 2 * spark.defaultParallelism());
        Deque<Running> running = new ArrayDeque<>();
        try {
            for (Row row : rows) {
                running.add(start(row, registry));
                while (running.size() > ahead) {
                    finish(running.removeFirst(), running, finished);
                }
            }
            while (!running.isEmpty()) {
                finish(running.removeFirst(), running, finished);
            }
        } finally {
            running.forEach(Running::cancel);
        }
    }

    /** Starts a row's job, or its training first; a row the engine refuses starts none. */
    private Running start(Row row, RuleSets registry) {
        Optional<String> refusal = row.refusal(registry);
        if (refusal.isPresent()) {
            return new Running(row, null, refusal.get());
        }
        Running started = new Running(row, row.variant(registry), null);
        if (settings.trains()) {
            spark.setJobDescription("senet sweep: " + row.id() + ", training");
            started.training = spark.parallelize(List.of(row), 1).map(new RowTrainer(settings)).collectAsync();
        } else {
            play(started);
        }
        return started;
    }

    /** Starts the games of a row, with its network where one was trained. */
    private void play(Running row) {
        List<BlockTask> tasks = settings.tasks(row.row);
        spark.setJobDescription("senet sweep: " + row.row.id());
        row.blocks = spark.parallelize(tasks, tasks.size()).map(new BlockPlayer(settings, row.network)).collectAsync();
    }

    /** Starts the games of the rows whose network has come since. */
    private void advance(Running head, Deque<Running> others) {
        for (Running row : Stream.concat(Stream.of(head), others.stream()).toList()) {
            if (row.training != null && row.training.isDone()) {
                row.network = spark.broadcast(result(row, row.training).get(0));
                row.training = null;
                play(row);
            }
        }
    }

    private void finish(Running row, Deque<Running> others, Consumer<RowResult> finished) {
        if (row.refusal != null) {
            finished.accept(RowResult.refused(row.row, row.refusal));
            return;
        }
        try {
            // with trainings under way, the games of a row whose network comes are started while this one is awaited
            while (settings.trains() && (row.blocks == null || !row.blocks.isDone())) {
                advance(row, others);
                if (row.blocks == null || !row.blocks.isDone()) {
                    Thread.sleep(WAIT_MILLIS);
                }
            }
        } catch (InterruptedException e) {
            row.cancel();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the sweep was interrupted", e);
        }
        List<StudyBlock> blocks = result(row, row.blocks);
        if (row.network != null) {
            row.network.destroy();
        }
        Study study = BlockPlayer.study(row.variant, settings);
        finished.accept(settings.strong() ? RowResult.studied(row.row, study.result(blocks))
                : RowResult.played(row.row, study.randomPlay(blocks)));
    }

    /** The result of a row's job that is done. */
    private static <T> List<T> result(Running row, JavaFutureAction<List<T>> job) {
        try {
            return job.get();
        } catch (InterruptedException e) {
            row.cancel();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the sweep was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the row " + row.row.id() + " failed: " + e.getCause().getMessage(),
                    e.getCause());
        }
    }
}
