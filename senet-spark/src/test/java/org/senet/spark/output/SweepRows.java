package org.senet.spark.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.senet.bots.study.Study;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.spark.grid.Axis;
import org.senet.spark.grid.Grid;
import org.senet.spark.grid.Row;
import org.senet.spark.job.RowResult;
import org.senet.spark.job.SweepJob;
import org.senet.spark.job.SweepSettings;

/**
 * The rows of a small sweep for the tests of its files, played without Spark as the study of each variant (which is
 * what a sweep's row is), once a test run: four rows played and four the engine refuses (beauty-again=on needs 26 to
 * be landed on), of random play alone and with strong games.
 */
final class SweepRows {
    /** Eight rows, four of which the engine refuses. */
    static final Grid GRID = new Grid("thibault", List.of(Axis.parse("pieces=2,3"), Axis.parse("beauty=passable"),
            Axis.parse("water=held,15"), Axis.parse("beauty-again=on,off")), false);
    /** Random play alone. */
    static final SweepSettings RANDOM = SweepSettings.random(200, 3, 200);
    /** Random play and strong games. */
    static final SweepSettings STRONG = new SweepSettings(60, 2, 3, 60, 2, List.of());

    private static List<RowResult> random;
    private static List<RowResult> strong;

    private SweepRows() {
    }

    /** {@return the results of the grid's rows, random play alone} */
    static synchronized List<RowResult> random() {
        if (random == null) {
            random = results(RANDOM);
        }
        return random;
    }

    /** {@return the results of the grid's rows with strong games} */
    static synchronized List<RowResult> strong() {
        if (strong == null) {
            strong = results(STRONG);
        }
        return strong;
    }

    /** Each row's result, as the sweep's job finds it: the study of its variant, or the engine's reason. */
    private static List<RowResult> results(SweepSettings settings) {
        RuleSets registry = SweepJob.registry(settings);
        List<RowResult> results = new ArrayList<>();
        for (Row row : GRID.rows()) {
            if (row.refusal(registry).isPresent()) {
                results.add(RowResult.refused(row, row.refusal(registry).orElseThrow()));
                continue;
            }
            RuleSet variant = row.variant(registry);
            Study study = Study.builder(variant).randomGames(settings.games()).strongGames(Math.max(1, settings.strongGames()))
                    .seed(settings.seed()).threads(1).build();
            results.add(settings.strong() ? RowResult.studied(row, study.run())
                    : RowResult.played(row, study.randomPlay(List.of(study.block(Study.Part.RANDOM, 0, settings.games())))));
        }
        return results;
    }

    /** Writes the results into a folder as a sweep does, row by row; the folder reads the rows done before. */
    static SweepFolder write(Path folder, SweepSettings settings, List<RowResult> results) throws IOException {
        SweepFolder sweep = new SweepFolder(folder, settings, GRID.options(), GRID.rows());
        for (RowResult result : results) {
            if (!sweep.done().containsKey(result.row().id())) {
                sweep.write(result);
            }
        }
        return sweep;
    }
}
