package org.senet.spark.job;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.spark.api.java.function.Function;
import org.apache.spark.broadcast.Broadcast;
import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.study.StrongEvaluator;
import org.senet.bots.study.Study;
import org.senet.bots.study.StudyBlock;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * Plays one task of a sweep where Spark runs it: builds the row's variant from its points and plays the
 * block's games as the row's {@link Study} would ({@link Study#block}), its strong games with the best evaluation
 * there is for the variant ({@link StrongEvaluator#best}) or with the network trained for the row
 * ({@link RowTrainer}), sent to the executors once. Serializable, as Spark sends it to every executor.
 */
final class BlockPlayer implements Function<BlockTask, StudyBlock> {
    private static final long serialVersionUID = 1L;

    /** The rule sets of each list of plugin jars, loaded once in each executor's process. */
    private static final Map<List<String>, RuleSets> REGISTRIES = new ConcurrentHashMap<>();

    private final SweepSettings settings;
    /** The bytes of the network trained for the row; null to play by the best network there is. */
    private final Broadcast<byte[]> trained;

    BlockPlayer(SweepSettings settings) {
        this(settings, null);
    }

    /**
     * The player of one row's tasks whose strong games use the network trained for it.
     *
     * @param trained the network's file, as {@link RowTrainer} made it; null for the best network there is
     */
    BlockPlayer(SweepSettings settings, Broadcast<byte[]> trained) {
        this.settings = settings;
        this.trained = trained;
    }

    @Override
    public StudyBlock call(BlockTask task) throws IOException {
        RuleSet variant = task.row().variant(registry(settings.plugins()));
        Study.Builder study = builder(variant, settings);
        if (task.part() != Study.Part.RANDOM) {
            study.evaluator(trained == null ? StrongEvaluator.best(variant) : StrongEvaluator.trained(
                    ValueNetwork.read(variant, new ByteArrayInputStream(trained.value()), "the network of " + task.row().id())));
        }
        return study.build().block(task.part(), task.from(), task.to());
    }

    /**
     * The study of a row's variant that a sweep makes: its random and strong games and seed, one thread (Spark's
     * tasks are the parallel part).
     */
    static Study study(RuleSet variant, SweepSettings settings) {
        return builder(variant, settings).build();
    }

    private static Study.Builder builder(RuleSet variant, SweepSettings settings) {
        return Study.builder(variant).randomGames(settings.games()).strongGames(Math.max(1, settings.strongGames()))
                .seed(settings.seed()).threads(1);
    }

    /** The built-in rule sets and those of the plugin jars, loaded once in this process. */
    static RuleSets registry(List<String> plugins) {
        return REGISTRIES.computeIfAbsent(plugins, jars -> RuleSets.withPlugins(jars.stream().map(Path::of).toList()));
    }
}
