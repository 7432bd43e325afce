package org.senet.spark.job;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.spark.api.java.function.Function;
import org.senet.bots.study.Study;
import org.senet.bots.study.StudyBlock;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * Plays one task of a sweep where Spark runs it: builds the row's variant from its points and plays the
 * block's games as the row's {@link Study} would ({@link Study#block}). Serializable, as Spark
 * sends it to every executor.
 */
final class BlockPlayer implements Function<BlockTask, StudyBlock> {
    private static final long serialVersionUID = 1L;

    /** The rule sets of each list of plugin jars, loaded once in each executor's process. */
    private static final Map<List<String>, RuleSets> REGISTRIES = new ConcurrentHashMap<>();

    private final SweepSettings settings;

    BlockPlayer(SweepSettings settings) {
        this.settings = settings;
    }

    @Override
    public StudyBlock call(BlockTask task) {
        return study(task.row().variant(registry(settings.plugins())), settings).block(task.part(), task.from(), task.to());
    }

    /**
     * The study of a row's variant that a sweep makes: its random and strong games and seed, one thread (Spark's
     * tasks are the parallel part).
     */
    static Study study(RuleSet variant, SweepSettings settings) {
        return Study.builder(variant).randomGames(settings.games()).strongGames(Math.max(1, settings.strongGames()))
                .seed(settings.seed()).threads(1).build();
    }

    /** The built-in rule sets and those of the plugin jars, loaded once in this process. */
    static RuleSets registry(List<String> plugins) {
        return REGISTRIES.computeIfAbsent(plugins, jars -> RuleSets.withPlugins(jars.stream().map(Path::of).toList()));
    }
}
