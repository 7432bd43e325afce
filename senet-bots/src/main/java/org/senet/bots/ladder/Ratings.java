package org.senet.bots.ladder;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.senet.core.SenetException;

/**
 * Elo-style ratings fitted to a round robin's results.
 *
 * <p><b>Model.</b> Bradley&ndash;Terry in Elo's units: an entrant rated {@code Ra} beats one rated
 * {@code Rb} with probability {@code 1 / (1 + 10^((Rb - Ra) / 400))} ({@link #winProbability}),
 * whatever the seat (the round robin swaps seats every other game, so seat advantages cancel out).
 *
 * <p><b>Scores.</b> A won game scores 1 for its winner. An unfinished game (given up at the throw
 * cap) scores half for each side, as a draw does in Elo's rating: no game is left out. To every pair
 * a prior of one game is added that each side half wins (half a win and half a loss each). Without
 * it, an entrant that wins or loses every game of its pairs would have no finite maximum-likelihood
 * rating; with it, every rating and interval is finite: of two entrants alone, one that won all
 * {@code n} games is rated {@code 400 log10(2n + 1)} above the other (1,161 for 400 games). The
 * prior pulls a pair's gap towards 0 a little: with 400 games, a gap of 382 (90% won) is measured as
 * 380, one of 604 (97% won) as 597.
 *
 * <p><b>Fit.</b> The ratings maximise the likelihood of the scores (Newton's method with step
 * halving on the log-likelihood, which is concave, to a step below 1e-9 Elo).
 *
 * <p><b>Anchor.</b> Only differences of ratings are measured, so one entrant, the anchor, is rated 0
 * (by default the first, e.g. {@code random}); the others are rated relative to it.
 *
 * <p><b>Intervals.</b> Wald intervals: the rating &plusmn; 1.96 standard errors, the standard errors
 * the square roots of the diagonal of the inverse of the observed information matrix (the negative
 * Hessian of the log-likelihood at the fit) with the anchor's rating held at 0. Each is thus the
 * interval of an entrant's difference to the anchor; the anchor's own is {@code [0, 0]}. The
 * difference between two other entrants is often known better than their intervals suggest (their
 * errors are correlated); the win-rate interval of their pair says it directly.
 */
public final class Ratings {
    /** Elo points per natural unit of the logistic model: 400 / ln 10. */
    private static final double ELO_PER_UNIT = 400 / Math.log(10);
    /** The prior per pair: games added, each won by each side by half. */
    private static final double PRIOR_GAMES = 1;
    /** The fit stops when Newton's step moves no rating by more than this many natural units (1e-9 Elo). */
    private static final double TOLERANCE = 1e-9 / ELO_PER_UNIT;
    private static final int MAX_STEPS = 200;

    private final String anchor;
    private final List<Rating> ratings;

    private Ratings(String anchor, List<Rating> ratings) {
        this.anchor = anchor;
        this.ratings = List.copyOf(ratings);
    }

    /**
     * The probability that an entrant beats another rated {@code difference} below it under the
     * model: {@code 1 / (1 + 10^(-difference / 400))}.
     *
     * @param difference the entrant's rating minus its opponent's
     * @return the probability that it wins, 0..1
     */
    public static double winProbability(double difference) {
        return 1 / (1 + Math.pow(10, -difference / 400));
    }

    /**
     * The ratings of a round robin's entrants, the first of them the anchor, rated 0.
     *
     * @param result the round robin's results
     * @return the entrants' ratings
     */
    public static Ratings fit(RoundRobinResult result) {
        return fit(result, result.names().get(0));
    }

    /**
     * The ratings of a round robin's entrants, {@code anchor} rated 0.
     *
     * @param result the round robin's results
     * @param anchor the name of the entrant rated 0
     * @return the entrants' ratings
     * @throws SenetException if no entrant is named {@code anchor}
     */
    public static Ratings fit(RoundRobinResult result, String anchor) {
        Objects.requireNonNull(result, "result");
        int anchorPlace = result.placeOf(anchor);
        int size = result.size();
        // score[i][j]: what i scored against j, the prior included; games[i][j] = score[i][j] + score[j][i].
        double[][] score = new double[size][size];
        double[][] games = new double[size][size];
        for (PairResult pair : result.pairs()) {
            int a = pair.first();
            int b = pair.second();
            double half = (pair.games().unfinished() + PRIOR_GAMES) / 2;
            score[a][b] = pair.games().firstWins() + half;
            score[b][a] = pair.games().secondWins() + half;
            games[a][b] = score[a][b] + score[b][a];
            games[b][a] = games[a][b];
        }
        Fit fit = new Fit(score, games, anchorPlace);
        fit.maximise();
        double[][] covariance = fit.covariance();
        List<Rating> ratings = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            int free = fit.free(i);
            double error = free < 0 ? 0 : ELO_PER_UNIT * Math.sqrt(covariance[free][free]);
            ratings.add(new Rating(result.names().get(i), ELO_PER_UNIT * fit.strength[i], error));
        }
        return new Ratings(anchor, ratings);
    }

    /** {@return the name of the entrant rated 0} */
    public String anchor() {
        return anchor;
    }

    /** {@return the ratings in the order of the round robin's entrants} */
    public List<Rating> byPlace() {
        return ratings;
    }

    /** {@return the ratings, the highest first (equal ones in the order of the entrants)} */
    public List<Rating> strongestFirst() {
        return ratings.stream().sorted(Comparator.comparingDouble(Rating::elo).reversed()).toList();
    }

    /**
     * The rating of one entrant.
     *
     * @param name the entrant's name
     * @return its rating
     * @throws SenetException if no entrant has this name
     */
    public Rating of(String name) {
        return ratings.stream().filter(rating -> rating.name().equals(name)).findFirst()
                .orElseThrow(() -> new SenetException("no entrant is named '" + name + "'"));
    }

    /**
     * The maximum-likelihood fit in natural units ({@code strength} = rating / {@link #ELO_PER_UNIT}),
     * the anchor's strength held at 0; the other entrants are the free parameters.
     */
    private static final class Fit {
        private final double[][] score;
        private final double[][] games;
        private final int anchor;
        private final double[] strength;

        Fit(double[][] score, double[][] games, int anchor) {
            this.score = score;
            this.games = games;
            this.anchor = anchor;
            this.strength = new double[score.length];
        }

        /** The index of entrant {@code i} among the free parameters; -1 for the anchor. */
        int free(int i) {
            return i == anchor ? -1 : i < anchor ? i : i - 1;
        }

        void maximise() {
            int size = strength.length;
            for (int step = 0; step < MAX_STEPS; step++) {
                double[] gradient = new double[size - 1];
                for (int i = 0; i < size; i++) {
                    int f = free(i);
                    for (int j = 0; j < size; j++) {
                        if (f >= 0 && j != i) {
                            gradient[f] += score[i][j] - games[i][j] * logistic(strength[i] - strength[j]);
                        }
                    }
                }
                double[] direction = times(covariance(), gradient);
                double largest = 0;
                for (double d : direction) {
                    largest = Math.max(largest, Math.abs(d));
                }
                // Halve the step while it lowers the likelihood by more than rounding could.
                double before = logLikelihood(strength);
                double length = 1;
                double[] next = moved(direction, length);
                while (logLikelihood(next) < before - 1e-12 * Math.abs(before) && length > 1e-6) {
                    length /= 2;
                    next = moved(direction, length);
                }
                System.arraycopy(next, 0, strength, 0, size);
                if (largest < TOLERANCE) {
                    return;
                }
            }
        }

        /** The strengths moved {@code length} times {@code direction} (over the free parameters). */
        private double[] moved(double[] direction, double length) {
            double[] next = strength.clone();
            for (int i = 0; i < next.length; i++) {
                int f = free(i);
                if (f >= 0) {
                    next[i] += length * direction[f];
                }
            }
            return next;
        }

        private double logLikelihood(double[] at) {
            double sum = 0;
            for (int i = 0; i < at.length; i++) {
                for (int j = 0; j < at.length; j++) {
                    if (i != j && score[i][j] > 0) {
                        sum += score[i][j] * logLogistic(at[i] - at[j]);
                    }
                }
            }
            return sum;
        }

        /** The inverse of the observed information matrix over the free parameters, at the current strengths. */
        double[][] covariance() {
            int size = strength.length;
            double[][] information = new double[size - 1][size - 1];
            for (int i = 0; i < size; i++) {
                for (int j = 0; j < size; j++) {
                    if (i == j) {
                        continue;
                    }
                    double p = logistic(strength[i] - strength[j]);
                    double weight = games[i][j] * p * (1 - p);
                    int fi = free(i);
                    int fj = free(j);
                    if (fi >= 0) {
                        information[fi][fi] += weight;
                        if (fj >= 0) {
                            information[fi][fj] -= weight;
                        }
                    }
                }
            }
            return inverse(information);
        }
    }

    /** {@code 1 / (1 + e^-x)}. */
    private static double logistic(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** {@code ln(1 / (1 + e^-x))}, without overflow for large {@code |x|}. */
    private static double logLogistic(double x) {
        return x >= 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
    }

    private static double[] times(double[][] matrix, double[] vector) {
        double[] product = new double[vector.length];
        for (int i = 0; i < vector.length; i++) {
            for (int j = 0; j < vector.length; j++) {
                product[i] += matrix[i][j] * vector[j];
            }
        }
        return product;
    }

    /** The inverse of a symmetric positive definite matrix, by Gauss&ndash;Jordan elimination with partial pivoting. */
    private static double[][] inverse(double[][] matrix) {
        int n = matrix.length;
        double[][] left = new double[n][];
        double[][] right = new double[n][n];
        for (int i = 0; i < n; i++) {
            left[i] = matrix[i].clone();
            right[i][i] = 1;
        }
        for (int column = 0; column < n; column++) {
            int pivot = column;
            for (int row = column + 1; row < n; row++) {
                if (Math.abs(left[row][column]) > Math.abs(left[pivot][column])) {
                    pivot = row;
                }
            }
            double[] swap = left[column];
            left[column] = left[pivot];
            left[pivot] = swap;
            swap = right[column];
            right[column] = right[pivot];
            right[pivot] = swap;
            double divisor = left[column][column];
            for (int k = 0; k < n; k++) {
                left[column][k] /= divisor;
                right[column][k] /= divisor;
            }
            for (int row = 0; row < n; row++) {
                double factor = left[row][column];
                if (row != column && factor != 0) {
                    for (int k = 0; k < n; k++) {
                        left[row][k] -= factor * left[column][k];
                        right[row][k] -= factor * right[column][k];
                    }
                }
            }
        }
        return right;
    }
}
