package org.senet.spark.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.learning.TdTraining;
import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.study.Play;
import org.senet.bots.study.StrongEvaluator;
import org.senet.bots.study.Study;
import org.senet.bots.study.StudyColumns;
import org.senet.bots.study.StudyResult;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.simulation.SimulationResult;
import org.senet.spark.grid.Axis;
import org.senet.spark.grid.Grid;
import org.senet.spark.grid.Row;

/**
 * A sweep's rows on local[2]: each row's figures are those of the study of its variant, its strong games played by
 * the best network there is for the variant, or by one trained for the row first.
 */
class SweepJobTest {
    private static JavaSparkContext spark;

    @BeforeAll
    static void start() {
        spark = LocalSpark.start(2);
    }

    @AfterAll
    static void stop() {
        LocalSpark.stop();
    }

    /** A simulation's figures but its time. */
    static List<Long> figures(SimulationResult r) {
        return List.of(r.games(), r.lightWins(), r.darkWins(), r.firstWins(), r.secondWins(), r.unfinished(),
                r.throwsMade(), r.moves(), r.lightStarts(), r.darkStarts(), r.lightStarterWins(), r.darkStarterWins(),
                r.lengths().p50(), r.lengths().p90(), r.lengths().p99(), r.lengths().p999(), r.lengths().longest());
    }

    private static List<RowResult> sweep(Grid grid, SweepSettings settings) {
        List<RowResult> results = new ArrayList<>();
        new SweepJob(spark, settings).run(grid.rows(), results::add);
        return results;
    }

    @Test
    @DisplayName("a row played in blocks on Spark has exactly the figures of 'senet study' of its variant, same seed")
    void a_row_is_its_study() {
        Grid grid = new Grid("thibault", List.of(Axis.parse("beauty=passable,exact"), Axis.parse("beauty-again=on"),
                Axis.parse("pieces=3")), false);
        SweepSettings settings = SweepSettings.random(90, 5, 40);
        List<RowResult> results = sweep(grid, settings);
        assertEquals(grid.rows(), results.stream().map(RowResult::row).toList(), "every row, in the grid's order");
        Row played = grid.rows().get(1);
        Play study = Study.builder(played.variant(RuleSets.discover())).randomGames(90).strongGames(1).seed(5).build()
                .run().random();
        Play sweep = results.get(1).random().orElseThrow();
        assertEquals(figures(study.simulation()), figures(sweep.simulation()));
        assertEquals(List.of(study.starter(), study.shape(), study.players()),
                List.of(sweep.starter(), sweep.shape(), sweep.players()));
        assertEquals(StudyColumns.play(study), StudyColumns.play(sweep));
        assertEquals(90, sweep.simulation().games());
    }

    @Test
    @DisplayName("with strong games, a row is the whole study of its variant: self-play, verdicts, skill gap")
    void a_row_with_strong_games_is_its_whole_study() {
        Grid grid = new Grid("thibault", List.of(Axis.parse("pieces=2")), false);
        SweepSettings settings = new SweepSettings(40, 3, 5, 15, 2, List.of());
        RowResult result = sweep(grid, settings).get(0);
        StudyResult study = Study.builder(grid.rows().get(0).variant(RuleSets.discover())).randomGames(40)
                .strongGames(3).seed(5).build().run();
        StudyResult sweep = result.study().orElseThrow();
        for (Play[] plays : List.of(new Play[] {study.random(), sweep.random()}, new Play[] {study.strong(),
            sweep.strong()})) {
            assertEquals(figures(plays[0].simulation()), figures(plays[1].simulation()));
            assertEquals(StudyColumns.play(plays[0]), StudyColumns.play(plays[1]));
        }
        assertEquals(study.strong().verdicts(), sweep.strong().verdicts());
        assertEquals(study.skillGap(), sweep.skillGap());
        assertEquals(3, sweep.skillGap().againstEasy().games());
    }

    @Test
    @DisplayName("a combination the engine refuses is a row with its reason, and the other rows are played")
    void a_refused_row_is_a_row() {
        Grid grid = new Grid("thibault", List.of(Axis.parse("beauty=passable,exact"), Axis.parse("beauty-again=on"),
                Axis.parse("pieces=2")), false);
        List<RowResult> results = sweep(grid, SweepSettings.random(20, 1, 15));
        assertTrue(results.get(0).refusal().orElseThrow().contains("26"), results.get(0).toString());
        assertTrue(results.get(0).random().isEmpty());
        assertEquals(20, results.get(1).random().orElseThrow().simulation().games());
    }

    private static List<StudyResult> studies(Grid grid, SweepSettings settings) {
        return sweep(grid, settings).stream().map(result -> result.study().orElseThrow()).toList();
    }

    /** The study of a row's variant with this evaluation, as {@code senet study} plays it with the sweep's settings. */
    private static StudyResult study(RuleSet variant, SweepSettings settings, StrongEvaluator evaluator) {
        return Study.builder(variant).randomGames(settings.games()).strongGames(settings.strongGames())
                .seed(settings.seed()).evaluator(evaluator).build().run();
    }

    /** The cells of strong play a row and its study have in common: self-play, verdicts (with the evaluator), gap. */
    private static List<String> strongCells(StudyResult result) {
        List<String> cells = new ArrayList<>(StudyColumns.play(result.strong()));
        cells.addAll(StudyColumns.verdicts(result.strong().verdicts().orElseThrow()));
        cells.addAll(StudyColumns.skillGap(result.skillGap()));
        return cells;
    }

    @Test
    @DisplayName("a row that keeps its base's shape is played by the base's network, one with more pieces by the formula,"
            + " each exactly as the study of its variant given the same choice")
    void each_row_gets_the_best_network_there_is() {
        Grid grid = new Grid("kendall", List.of(Axis.parse("pieces=5,7"), Axis.parse("water=15")), false);
        SweepSettings settings = new SweepSettings(10, 1, 4, 10, 1, List.of());
        List<StudyResult> rows = studies(grid, settings);
        assertEquals(List.of("formula", "network of kendall"),
                rows.stream().map(row -> row.strong().verdicts().orElseThrow().evaluator()).toList());
        RuleSet sameShape = grid.rows().get(1).variant(RuleSets.discover());
        assertEquals(strongCells(study(sameShape, settings, StrongEvaluator.best(sameShape))), strongCells(rows.get(1)));
    }

    @Test
    @DisplayName("with --train-games each row is played by a network trained for it, from the sweep's seed and the row's id")
    void each_row_gets_its_trained_network() throws InterruptedException {
        Grid grid = new Grid("thibault", List.of(Axis.parse("pieces=2"), Axis.parse("water=held,15")), false);
        SweepSettings settings = new SweepSettings(10, 2, 6, 10, 1, List.of(), 6);
        List<StudyResult> rows = studies(grid, settings);
        assertEquals(List.of("trained, 6 games", "trained, 6 games"),
                rows.stream().map(row -> row.strong().verdicts().orElseThrow().evaluator()).toList());
        Row row = grid.rows().get(1);
        RuleSet variant = row.variant(RuleSets.discover());
        ValueNetwork trained = TdTraining.train(variant, TdTraining.Plan.of(6, settings.trainingSeed(row)), 2, "",
                (played, total) -> { });
        assertEquals(strongCells(study(variant, settings, StrongEvaluator.trained(trained))), strongCells(rows.get(1)));
    }

    @Test
    @DisplayName("a row's training seed follows from the sweep's seed and the row's id alone")
    void training_seed_is_the_rows() {
        SweepSettings settings = new SweepSettings(10, 2, 6, 10, 1, List.of(), 6);
        Row water = Row.parse("thibault[water=15]");
        assertEquals(settings.trainingSeed(water), settings.trainingSeed(Row.parse("thibault[water=15]")));
        assertNotEquals(settings.trainingSeed(water), settings.trainingSeed(Row.parse("thibault[water=1]")));
        assertNotEquals(settings.trainingSeed(water),
                new SweepSettings(10, 2, 7, 10, 1, List.of(), 6).trainingSeed(water));
    }
}
