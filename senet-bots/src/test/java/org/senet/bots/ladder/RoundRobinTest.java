package org.senet.bots.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.bots.Bots;
import org.senet.bots.fixtures.DecisionPoints;
import org.senet.core.SenetException;
import org.senet.core.rules.RuleSet;

/** Round robins of the shipped bots over the shipped rule sets, a few games a pair. */
class RoundRobinTest {
    private static final List<Entrant> RANDOM_EASY_MEDIUM = List.of(new Entrant("random", Bots.RANDOM),
            new Entrant("easy", Bots.EASY), new Entrant("medium", Bots.MEDIUM));

    /** What a pair's games decided: first's wins, second's wins, unfinished, throws (the same games throw the same). */
    private static List<List<Long>> outcomes(RoundRobinResult result) {
        return result.pairs().stream().map(pair -> List.of((long) pair.first(), (long) pair.second(),
                pair.games().firstWins(), pair.games().secondWins(), pair.games().unfinished(),
                pair.games().throwsMade())).toList();
    }

    private static RuleSet kendall() {
        return DecisionPoints.REGISTRY.get("kendall");
    }

    @Test
    @DisplayName("every pair of every shipped rule set plays its games once, each game won or unfinished")
    void every_pair_plays_on_every_rule_set() {
        for (RuleSet rules : DecisionPoints.ruleSets()) {
            RoundRobinResult result = RoundRobin.builder(rules, RANDOM_EASY_MEDIUM).gamesPerPair(4).seed(3).build()
                    .play();
            assertEquals(List.of("random", "easy", "medium"), result.names());
            assertEquals(List.of(List.of(0, 1), List.of(0, 2), List.of(1, 2)),
                    result.pairs().stream().map(pair -> List.of(pair.first(), pair.second())).toList(), rules.id());
            for (PairResult pair : result.pairs()) {
                assertEquals(4, pair.games().games(), rules.id());
                assertEquals(4, pair.winsOf(pair.first()) + pair.winsOf(pair.second()) + pair.games().unfinished(),
                        rules.id());
                assertEquals(RoundRobin.pairSeed(3, pair.first(), pair.second()), pair.seed());
            }
        }
    }

    @Test
    @DisplayName("the same seed gives the same games, on one thread or two, and another seed others")
    void deterministic_for_a_seed_whatever_the_threads() {
        RoundRobinResult one = RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM).gamesPerPair(10).seed(7).threads(1)
                .build().play();
        RoundRobinResult two = RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM).gamesPerPair(10).seed(7).threads(2)
                .build().play((done, total) -> { });
        assertEquals(outcomes(one), outcomes(two));
        RoundRobinResult other = RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM).gamesPerPair(10).seed(8).build()
                .play();
        assertNotEquals(outcomes(one), outcomes(other));
    }

    @Test
    @DisplayName("a pair's games depend on the seed and its places alone, not on the entrants after them")
    void a_pair_does_not_depend_on_later_entrants() {
        RoundRobinResult two = RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM.subList(0, 2)).gamesPerPair(10)
                .seed(7).build().play();
        RoundRobinResult three = RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM).gamesPerPair(10).seed(7).build()
                .play();
        assertEquals(outcomes(two).get(0), outcomes(three).get(0));
        assertEquals(RoundRobin.pairSeed(7, 0, 2), RoundRobin.pairSeed(7, 2, 0));
        assertNotEquals(RoundRobin.pairSeed(7, 0, 2), RoundRobin.pairSeed(7, 1, 2));
    }

    @Test
    @DisplayName("progress is told in order, ending with every game done")
    void progress_reaches_the_total() {
        RoundRobin roundRobin = RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM).gamesPerPair(6).seed(1).build();
        List<long[]> heard = new ArrayList<>();
        roundRobin.play((done, total) -> heard.add(new long[] {done, total}));
        assertEquals(18, roundRobin.games());
        assertTrue(heard.size() >= 3, "one report after each pair at least");
        for (int i = 1; i < heard.size(); i++) {
            assertTrue(heard.get(i - 1)[0] <= heard.get(i)[0], "progress went back");
        }
        assertEquals(List.of(18L, 18L), List.of(heard.get(heard.size() - 1)[0], heard.get(heard.size() - 1)[1]));
    }

    @Test
    @DisplayName("the result answers for a pair either way round: wins, win rate and its Wilson interval")
    void result_per_pair_either_way() {
        RoundRobinResult result = RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM).gamesPerPair(20).seed(2).build()
                .play();
        int random = result.placeOf("random");
        int easy = result.placeOf("easy");
        PairResult pair = result.pair(easy, random);
        assertEquals(pair, result.pair(random, easy));
        assertEquals(pair.games().firstWins(), result.wins(random, easy));
        assertEquals(pair.games().secondWins(), result.wins(easy, random));
        assertEquals(20, result.wins(random, easy) + result.wins(easy, random) + result.unfinished(random, easy));
        assertEquals(result.wins(easy, random) / 20.0, result.winRate(easy, random), 1e-12);
        assertEquals(pair.games().interval95(result.wins(easy, random)), result.winRate95(easy, random));
        assertThrows(SenetException.class, () -> result.pair(easy, easy));
        assertThrows(SenetException.class, () -> result.placeOf("hard"));
    }

    @Test
    @DisplayName("refused: fewer than two entrants, two of one name, no games, no threads")
    void refused_settings() {
        assertThrows(SenetException.class, () -> RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM.subList(0, 1)));
        assertThrows(SenetException.class, () -> RoundRobin.builder(kendall(),
                List.of(new Entrant("easy", Bots.EASY), new Entrant("easy", Bots.MEDIUM))));
        assertThrows(SenetException.class, () -> RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM).gamesPerPair(0));
        assertThrows(SenetException.class, () -> RoundRobin.builder(kendall(), RANDOM_EASY_MEDIUM).threads(0));
        assertThrows(SenetException.class, () -> new Entrant(" ", Bots.EASY));
    }
}
