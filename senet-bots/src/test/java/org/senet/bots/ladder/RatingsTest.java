package org.senet.bots.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;

/** Ratings fitted to made-up results whose true ratings are known. */
class RatingsTest {
    private static final List<String> NAMES = List.of("random", "easy", "medium", "hard");
    /** The true ratings of {@link #NAMES}: gaps of 150, 100 and 150. */
    private static final double[] TRUTH = {0, 150, 250, 400};

    @Test
    @DisplayName("the model: 400 points more is 10 to 1, equal ratings are even")
    void win_probability_is_elo_logistic() {
        assertEquals(10.0 / 11, Ratings.winProbability(400), 1e-12);
        assertEquals(0.5, Ratings.winProbability(0), 1e-12);
        assertEquals(1 - Ratings.winProbability(123), Ratings.winProbability(-123), 1e-12);
    }

    @Test
    @DisplayName("from the expected wins of 100,000 games a pair, the known gaps come back within 1 point")
    void recovers_known_gaps() {
        Ratings ratings = Ratings.fit(Results.expected(NAMES, TRUTH, 100_000));
        for (int place = 0; place < NAMES.size(); place++) {
            assertEquals(TRUTH[place], ratings.of(NAMES.get(place)).elo(), 1.0, NAMES.get(place));
        }
    }

    @Test
    @DisplayName("over 200 sampled round robins of 2,000 games a pair, about 95% of the intervals hold the true "
            + "rating, and the errors average out")
    void sampled_games_intervals_cover_the_truth() {
        int intervals = 0;
        int covering = 0;
        double[] errorSum = new double[NAMES.size()];
        for (long seed = 1; seed <= 200; seed++) {
            Ratings ratings = Ratings.fit(Results.sampled(NAMES, TRUTH, 2_000, seed));
            for (int place = 1; place < NAMES.size(); place++) {
                Rating rating = ratings.of(NAMES.get(place));
                intervals++;
                if (rating.low95() <= TRUTH[place] && TRUTH[place] <= rating.high95()) {
                    covering++;
                }
                errorSum[place] += rating.elo() - TRUTH[place];
            }
        }
        double coverage = covering / (double) intervals;
        assertTrue(coverage > 0.92 && coverage < 0.98, "coverage " + coverage);
        for (int place = 1; place < NAMES.size(); place++) {
            // a rating's standard error here is about 7 points, that of the mean of 200 about 0.5
            assertEquals(0, errorSum[place] / 200, 2, NAMES.get(place));
        }
    }

    @Test
    @DisplayName("the interval narrows as the square root of the games and holds the truth")
    void interval_narrows_with_more_games() {
        Rating few = Ratings.fit(Results.expected(NAMES, TRUTH, 400)).of("hard");
        Rating many = Ratings.fit(Results.expected(NAMES, TRUTH, 40_000)).of("hard");
        double narrowing = (few.high95() - few.low95()) / (many.high95() - many.low95());
        assertEquals(10, narrowing, 0.3);
        for (Rating rating : List.of(few, many)) {
            assertTrue(rating.low95() < 400 && 400 < rating.high95(), rating.toString());
        }
    }

    @Test
    @DisplayName("two entrants alone: the gap is the log-odds of the score, its standard error that of a logit, 1 / "
            + "sqrt(n p (1 - p))")
    void lone_pair_matches_the_formulas() {
        Rating b = Ratings.fit(new RoundRobinResult(List.of("a", "b"),
                List.of(new PairResult(0, 1, 0, Results.games(400, 100, 300))))).of("b");
        double score = 300.5 / 401; // with the prior's half win and half loss
        double eloPerUnit = 400 / Math.log(10);
        assertEquals(400 * Math.log10(score / (1 - score)), b.elo(), 1e-6);
        assertEquals(eloPerUnit / Math.sqrt(401 * score * (1 - score)), b.standardError(), 1e-6);
        assertEquals(b.elo() - 1.959963984540054 * b.standardError(), b.low95(), 1e-9);
        assertEquals(b.elo() + 1.959963984540054 * b.standardError(), b.high95(), 1e-9);
    }

    @Test
    @DisplayName("the anchor is rated 0 with no error; another anchor shifts every rating alike")
    void anchor() {
        RoundRobinResult result = Results.sampled(NAMES, TRUTH, 2_000, 5);
        Ratings byRandom = Ratings.fit(result);
        Ratings byHard = Ratings.fit(result, "hard");
        assertEquals("random", byRandom.anchor());
        assertEquals(new Rating("random", 0, 0), byRandom.of("random"));
        assertEquals(new Rating("hard", 0, 0), byHard.of("hard"));
        double shift = byRandom.of("hard").elo();
        for (String name : NAMES) {
            assertEquals(byRandom.of(name).elo() - shift, byHard.of(name).elo(), 1e-6, name);
        }
        // The anchor's difference to hard is measured as well either way round.
        assertEquals(byRandom.of("hard").standardError(), byHard.of("random").standardError(), 1e-6);
        assertThrows(SenetException.class, () -> Ratings.fit(result, "nobody"));
    }

    @Test
    @DisplayName("symmetry: mirrored results give mirrored ratings, even results equal ones, the order of entrants "
            + "changes nothing")
    void symmetry() {
        Ratings ahead = Ratings.fit(new RoundRobinResult(List.of("a", "b"),
                List.of(new PairResult(0, 1, 0, Results.games(400, 300, 100)))));
        Ratings behind = Ratings.fit(new RoundRobinResult(List.of("a", "b"),
                List.of(new PairResult(0, 1, 0, Results.games(400, 100, 300)))));
        assertTrue(ahead.of("b").elo() < -150, ahead.byPlace().toString());
        assertEquals(-ahead.of("b").elo(), behind.of("b").elo(), 1e-6);
        assertEquals(ahead.of("b").standardError(), behind.of("b").standardError(), 1e-9);

        Ratings even = Ratings.fit(Results.expected(NAMES, new double[4], 1_000));
        for (Rating rating : even.byPlace()) {
            assertEquals(0, rating.elo(), 1e-6, rating.name());
        }

        RoundRobinResult result = Results.sampled(NAMES, TRUTH, 1_000, 9);
        List<String> reversed = List.of("hard", "medium", "easy", "random");
        List<PairResult> reversedPairs = result.pairs().stream().map(pair -> new PairResult(3 - pair.second(),
                3 - pair.first(), 0, Results.games(pair.games().games(), pair.games().secondWins(),
                        pair.games().firstWins()))).toList();
        Ratings forwards = Ratings.fit(result);
        Ratings backwards = Ratings.fit(new RoundRobinResult(reversed, reversedPairs), "random");
        for (String name : NAMES) {
            assertEquals(forwards.of(name).elo(), backwards.of(name).elo(), 1e-6, name);
            assertEquals(forwards.of(name).standardError(), backwards.of(name).standardError(), 1e-6, name);
        }
    }

    @Test
    @DisplayName("strongest first: by rating, highest first")
    void strongest_first() {
        Ratings ratings = Ratings.fit(Results.expected(NAMES, TRUTH, 1_000));
        assertEquals(List.of("hard", "medium", "easy", "random"),
                ratings.strongestFirst().stream().map(Rating::name).toList());
        assertEquals(NAMES, ratings.byPlace().stream().map(Rating::name).toList());
    }

    @Test
    @DisplayName("a perfect score is rated finitely: 400 log10(2n + 1) above its only opponent, by the prior's half "
            + "win and half loss")
    void perfect_score_is_finite() {
        Ratings two = Ratings.fit(new RoundRobinResult(List.of("loser", "winner"),
                List.of(new PairResult(0, 1, 0, Results.games(400, 0, 400)))));
        Rating winner = two.of("winner");
        assertEquals(400 * Math.log10(801), winner.elo(), 1e-6);
        assertTrue(Double.isFinite(winner.high95()) && winner.standardError() > 0, winner.toString());

        // One entrant wins every game of its pairs, another loses every game: all still finite and in order.
        List<PairResult> pairs = List.of(new PairResult(0, 1, 0, Results.games(400, 0, 400)),
                new PairResult(0, 2, 0, Results.games(400, 0, 400)),
                new PairResult(1, 2, 0, Results.games(400, 0, 400)));
        Ratings three = Ratings.fit(new RoundRobinResult(List.of("worst", "middle", "best"), pairs));
        assertEquals(List.of("best", "middle", "worst"), three.strongestFirst().stream().map(Rating::name).toList());
        for (Rating rating : three.byPlace()) {
            assertTrue(Double.isFinite(rating.low95()) && Double.isFinite(rating.high95()), rating.toString());
        }
    }

    @Test
    @DisplayName("an unfinished game counts half for each side: 200 wins, 100 losses, 100 unfinished rate as 250 to 150")
    void unfinished_games_count_half() {
        Ratings withUnfinished = Ratings.fit(new RoundRobinResult(List.of("a", "b"),
                List.of(new PairResult(0, 1, 0, Results.games(400, 100, 200)))));
        Ratings asHalves = Ratings.fit(new RoundRobinResult(List.of("a", "b"),
                List.of(new PairResult(0, 1, 0, Results.games(400, 150, 250)))));
        assertEquals(asHalves.of("b").elo(), withUnfinished.of("b").elo(), 1e-9);
        assertEquals(400 * Math.log10(250.5 / 150.5), withUnfinished.of("b").elo(), 1e-6);
    }
}
