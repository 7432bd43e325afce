package org.senet.bots.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.SenetException;
import org.senet.core.rules.RuleSet;
import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;

/** Whole studies of a few games. */
class StudyTest {
    private static final RuleSet REBIRTH = DecisionPoints.REGISTRY.get("rebirth");

    private static StudyResult study(RuleSet rules, int threads) {
        return Study.builder(rules).randomGames(300).strongGames(4).seed(7).threads(threads).build().run();
    }

    /** A simulation's figures but its time. */
    private static List<Long> figures(SimulationResult r) {
        return List.of(r.games(), r.lightWins(), r.darkWins(), r.firstWins(), r.secondWins(), r.unfinished(),
                r.throwsMade(), r.moves(), r.lightStarts(), r.darkStarts(), r.lightStarterWins(), r.darkStarterWins(),
                r.lengths().p50(), r.lengths().p90(), r.lengths().p99(), r.lengths().p999(), r.lengths().longest());
    }

    /** Every figure of a study but the simulations' times. */
    private static List<Object> figures(StudyResult r) {
        List<Object> all = new ArrayList<>();
        for (Play play : List.of(r.random(), r.strong())) {
            all.addAll(List.of(figures(play.simulation()), play.starter(), play.shape(), play.verdicts()));
        }
        all.add(r.skillGap());
        return all;
    }

    @Test
    @DisplayName("random play is the simulation 'senet simulate' runs with the same seed: the same figures")
    void random_play_is_simulate() {
        StudyResult result = study(REBIRTH, 1);
        SimulationResult simulate = Simulation.builder(REBIRTH).games(300).seed(7).run();
        assertEquals(figures(simulate), figures(result.random().simulation()));
        assertEquals(simulate.lightStarterWins() + simulate.darkStarterWins(), result.random().starter().wins());
        assertEquals(simulate.interval95(simulate.lightStarterWins() + simulate.darkStarterWins()),
                result.random().starter().interval95());
        Distribution throwsPerGame = result.random().shape().throwsPerGame();
        assertEquals(simulate.meanThrows(), throwsPerGame.mean(), 1e-9);
        assertEquals(simulate.lengths().p50(), throwsPerGame.p50());
        assertEquals(simulate.lengths().p90(), throwsPerGame.p90());
        assertEquals(simulate.lengths().p99(), throwsPerGame.p99());
        assertEquals(simulate.lengths().longest(), throwsPerGame.counts().size() - 1);
        assertTrue(result.random().verdicts().isEmpty());
    }

    @Test
    @DisplayName("the same seed gives the same figures with one thread or two")
    void the_threads_change_nothing() {
        StudyResult one = study(REBIRTH, 1);
        StudyResult two = study(REBIRTH, 2);
        assertEquals(figures(one), figures(two));
        assertTrue(one.strong().verdicts().orElseThrow().games() > 0);
    }

    @Test
    @DisplayName("every part plays its games; turns are at most throws, and the shares are shares")
    void parts_and_bounds() {
        StudyResult result = study(DecisionPoints.REGISTRY.get("thibault"), 1);
        assertEquals(300, result.random().simulation().games());
        assertEquals(4, result.strong().simulation().games());
        assertEquals(4, result.skillGap().againstRandom().games());
        assertEquals(4, result.skillGap().againstEasy().games());
        for (Play play : List.of(result.random(), result.strong())) {
            GameShape shape = play.shape();
            assertTrue(shape.turnsPerGame().mean() <= shape.throwsPerGame().mean(), play.players());
            assertTrue(shape.turnsPerGame().mean() > 1, play.players());
            assertTrue(shape.branching() >= 1, play.players());
            assertTrue(shape.forced() + shape.passes() <= 1, play.players());
            assertTrue(shape.throwsPerGame().p10() <= shape.throwsPerGame().p50()
                    && shape.throwsPerGame().p50() <= shape.throwsPerGame().p90()
                    && shape.throwsPerGame().p90() <= shape.throwsPerGame().p99(), play.players());
        }
        Verdicts verdicts = result.strong().verdicts().orElseThrow();
        for (double share : new double[] {verdicts.leadChanges(), verdicts.drama(), verdicts.winnerBehind(),
                verdicts.decisiveness()}) {
            assertTrue(share >= 0 && share <= 1, verdicts.toString());
        }
    }

    @Test
    @DisplayName("progress counts every game of the study, up to its total")
    void progress() {
        Study study = Study.builder(REBIRTH).randomGames(50).strongGames(2).seed(1).build();
        long[] last = new long[2];
        study.run((done, total) -> {
            assertTrue(done >= last[0] && done <= total);
            last[0] = done;
            last[1] = total;
        });
        assertEquals(List.of(56L, 56L), List.of(last[0], last[1]));
    }

    @Test
    @DisplayName("blocks of the random games, played apart and merged in any order, give the study's random play")
    void blocks_merge_exactly() {
        Study study = Study.builder(REBIRTH).randomGames(300).strongGames(4).seed(7).build();
        Play whole = study(REBIRTH, 1).random();
        Play merged = study.randomPlay(List.of(study.block(Study.Part.RANDOM, 250, 300),
                study.block(Study.Part.RANDOM, 0, 100), study.block(Study.Part.RANDOM, 100, 250)));
        assertEquals(List.of(figures(whole.simulation()), whole.players(), whole.starter(), whole.shape(), whole.verdicts()),
                List.of(figures(merged.simulation()), merged.players(), merged.starter(), merged.shape(),
                        merged.verdicts()));
        Play other = Study.builder(REBIRTH).randomGames(300).strongGames(1).seed(8).build().run().random();
        assertTrue(!other.shape().equals(merged.shape()), "another seed plays other games");
    }

    @Test
    @DisplayName("blocks of every part, strong games split across blocks too, give the whole study's figures")
    void every_part_in_blocks() {
        Study study = Study.builder(REBIRTH).randomGames(300).strongGames(4).seed(7).build();
        List<StudyBlock> blocks = new ArrayList<>();
        for (Study.Part part : Study.Part.values()) {
            blocks.add(study.block(part, 1, study.games(part)));
            blocks.add(study.block(part, 0, 1));
        }
        assertEquals(figures(study(REBIRTH, 1)), figures(study.result(blocks)));
    }

    @Test
    @DisplayName("blocks that leave out a game, hold one twice or go beyond the random games are refused")
    void bad_blocks_are_refused() {
        Study study = Study.builder(REBIRTH).randomGames(30).seed(7).build();
        StudyBlock head = study.block(Study.Part.RANDOM, 0, 10);
        StudyBlock tail = study.block(Study.Part.RANDOM, 20, 30);
        assertThrows(SenetException.class, () -> study.randomPlay(List.of(head, tail)));
        assertThrows(SenetException.class, () -> study.randomPlay(List.of(head, study.block(Study.Part.RANDOM, 5, 30))));
        assertThrows(SenetException.class, () -> study.randomPlay(List.of(head)));
        assertThrows(SenetException.class, () -> study.randomPlay(List.of()));
        assertThrows(SenetException.class, () -> study.block(Study.Part.RANDOM, 20, 31));
        assertThrows(SenetException.class, () -> study.block(Study.Part.RANDOM, 10, 10));
        assertThrows(SenetException.class, () -> study.block(Study.Part.AGAINST_EASY, 0, 201));
        assertEquals(List.of(20L, 10L), List.of(tail.first(), tail.games()));
    }

    @Test
    void bad_settings_are_refused() {
        assertThrows(SenetException.class, () -> Study.builder(REBIRTH).randomGames(0));
        assertThrows(SenetException.class, () -> Study.builder(REBIRTH).strongGames(Study.MAX_GAMES + 1));
        assertThrows(SenetException.class, () -> Study.builder(REBIRTH).threads(0));
    }
}
