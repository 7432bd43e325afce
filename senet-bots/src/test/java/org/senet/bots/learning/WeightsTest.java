package org.senet.bots.learning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The network's arithmetic: a learning step is a step along the gradient of the log-likelihood. */
class WeightsTest {
    private static final int INPUTS = 7;
    private static final int HIDDEN = 5;

    @Test
    @DisplayName("a learning step changes each weight by rate * (target - output) * d(log-odds)/d(weight), checked numerically")
    void learning_follows_the_gradient() {
        SplittableRandom random = new SplittableRandom(5);
        Weights weights = Weights.initial(INPUTS, HIDDEN, 9, 2);
        for (int k = 0; k < weights.v.length; k++) {
            weights.v[k] = random.nextDouble() - 0.5; // away from 0, so every path carries a gradient
        }
        double[] x = {1, 0, -0.7, 0.3, 0, 1, 0.25};
        double[] z = new double[HIDDEN];
        double output = weights.forward(x, z);
        double target = 0.9;
        double rate = 1e-3;
        Weights stepped = weights.copy();
        stepped.learn(x, z.clone(), output, target, rate);
        double scale = rate * (target - output);
        double h = 1e-6;
        for (int k = 0; k < weights.w1.length; k++) {
            int index = k;
            double slope = logOddsSlope(weights, x, w -> w.w1[index] += h, h);
            assertEquals(scale * slope, stepped.w1[k] - weights.w1[k], 1e-9, "w1[" + k + "]");
        }
        for (int j = 0; j < HIDDEN; j++) {
            int index = j;
            assertEquals(scale * logOddsSlope(weights, x, w -> w.v[index] += h, h), stepped.v[j] - weights.v[j], 1e-9,
                    "v[" + j + "]");
            assertEquals(scale * logOddsSlope(weights, x, w -> w.b1[index] += h, h), stepped.b1[j] - weights.b1[j],
                    1e-9, "b1[" + j + "]");
        }
        for (int i = 0; i < INPUTS; i++) {
            int index = i;
            assertEquals(scale * logOddsSlope(weights, x, w -> w.s[index] += h, h), stepped.s[i] - weights.s[i], 1e-9,
                    "s[" + i + "]");
        }
        assertEquals(scale, stepped.b2 - weights.b2, 1e-12);
        double after = stepped.forward(x, new double[HIDDEN]);
        assertTrue(Math.abs(target - after) < Math.abs(target - output), "the step moves the output towards the target");
    }

    @Test
    @DisplayName("an untrained network gives the logistic of its starting input, up to the small random terms")
    void untrained_follows_the_starting_input() {
        Weights weights = Weights.initial(INPUTS, HIDDEN, 3, 2);
        double[] x = {0, 1, 1.5, 0, 0, 0, 0};
        double output = weights.forward(x, new double[HIDDEN]);
        assertEquals(1 / (1 + Math.exp(-1.5)), output, 0.05);
    }

    @Test
    @DisplayName("the mean of weights is taken parameter by parameter")
    void mean_is_per_parameter() {
        Weights a = Weights.initial(INPUTS, HIDDEN, 1, 0);
        Weights b = Weights.initial(INPUTS, HIDDEN, 2, 0);
        b.b2 = 1;
        Weights mean = Weights.mean(new Weights[] {a, b});
        for (int k = 0; k < a.w1.length; k++) {
            assertEquals((a.w1[k] + b.w1[k]) / 2, mean.w1[k], 1e-15);
        }
        assertEquals(0.5, mean.b2, 1e-15);
        assertEquals(1, mean.s[0], 1e-15);
    }

    private static double logOddsSlope(Weights weights, double[] x, java.util.function.Consumer<Weights> nudge, double h) {
        Weights nudged = weights.copy();
        nudge.accept(nudged);
        return (logOdds(nudged.forward(x, new double[HIDDEN])) - logOdds(weights.forward(x, new double[HIDDEN]))) / h;
    }

    private static double logOdds(double p) {
        return Math.log(p / (1 - p));
    }
}
