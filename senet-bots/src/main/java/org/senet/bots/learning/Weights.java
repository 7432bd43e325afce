package org.senet.bots.learning;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The parameters of a {@link ValueNetwork} and the arithmetic on them: one hidden layer of leaky
 * rectified units and a logistic output that also sees the inputs directly,
 *
 * <pre>
 * hidden[j] = leaky(b1[j] + sum_i x[i] * w1[i][j])
 * p         = 1 / (1 + exp(-(b2 + sum_j v[j] * hidden[j] + sum_i s[i] * x[i])))
 * </pre>
 *
 * <p>{@code w1} is stored input by input, so an input that is 0 (most squares) costs nothing. Not
 * thread-safe when changed: a learner owns its weights, and a {@link ValueNetwork} never changes its
 * own.
 */
final class Weights {
    private static final double LEAK = 0.01;

    final int inputs;
    final int hidden;
    /** {@code w1[i * hidden + j]}: from input i to hidden unit j. */
    final double[] w1;
    final double[] b1;
    final double[] v;
    final double[] s;
    double b2;

    Weights(int inputs, int hidden) {
        this.inputs = inputs;
        this.hidden = hidden;
        this.w1 = new double[inputs * hidden];
        this.b1 = new double[hidden];
        this.v = new double[hidden];
        this.s = new double[inputs];
    }

    /**
     * Small random weights from {@code seed}, and a direct weight of 1 from input {@code start}: the
     * untrained network gives the logistic of that input (the hand-written estimate).
     */
    static Weights initial(int inputs, int hidden, long seed, int start) {
        Weights weights = new Weights(inputs, hidden);
        SplittableRandom random = new SplittableRandom(seed);
        double range = Math.sqrt(6.0 / (inputs + hidden)) / 2;
        for (int k = 0; k < weights.w1.length; k++) {
            weights.w1[k] = (2 * random.nextDouble() - 1) * range;
        }
        Arrays.fill(weights.b1, 0.05);
        for (int j = 0; j < hidden; j++) {
            weights.v[j] = (2 * random.nextDouble() - 1) * 0.05;
        }
        weights.s[start] = 1;
        return weights;
    }

    Weights copy() {
        Weights copy = new Weights(inputs, hidden);
        copyInto(copy);
        return copy;
    }

    void copyInto(Weights target) {
        System.arraycopy(w1, 0, target.w1, 0, w1.length);
        System.arraycopy(b1, 0, target.b1, 0, b1.length);
        System.arraycopy(v, 0, target.v, 0, v.length);
        System.arraycopy(s, 0, target.s, 0, s.length);
        target.b2 = b2;
    }

    /** The mean of {@code all}, parameter by parameter, in the order given (so the sum is reproducible). */
    static Weights mean(Weights[] all) {
        Weights mean = new Weights(all[0].inputs, all[0].hidden);
        for (Weights weights : all) {
            add(mean.w1, weights.w1);
            add(mean.b1, weights.b1);
            add(mean.v, weights.v);
            add(mean.s, weights.s);
            mean.b2 += weights.b2;
        }
        double share = 1.0 / all.length;
        scale(mean.w1, share);
        scale(mean.b1, share);
        scale(mean.v, share);
        scale(mean.s, share);
        mean.b2 *= share;
        return mean;
    }

    private static void add(double[] sum, double[] values) {
        for (int k = 0; k < sum.length; k++) {
            sum[k] += values[k];
        }
    }

    private static void scale(double[] values, double factor) {
        for (int k = 0; k < values.length; k++) {
            values[k] *= factor;
        }
    }

    /**
     * The output for inputs {@code x}; the hidden units' pre-activations are left in {@code z} (of
     * length {@link #hidden}) for a learning step.
     */
    double forward(double[] x, double[] z) {
        System.arraycopy(b1, 0, z, 0, hidden);
        double direct = b2;
        for (int i = 0; i < inputs; i++) {
            double input = x[i];
            if (input != 0) {
                direct += s[i] * input;
                int row = i * hidden;
                for (int j = 0; j < hidden; j++) {
                    z[j] += input * w1[row + j];
                }
            }
        }
        double sum = direct;
        for (int j = 0; j < hidden; j++) {
            double a = z[j];
            sum += v[j] * (a > 0 ? a : LEAK * a);
        }
        return 1.0 / (1.0 + StrictMath.exp(-sum));
    }

    /**
     * One step of gradient ascent of the log-likelihood of {@code target} (a probability) for inputs
     * {@code x}, whose {@link #forward} gave {@code output} and left {@code z}: every parameter moves
     * by {@code rate * (target - output)} times the output's log-odds derivative by it.
     */
    void learn(double[] x, double[] z, double output, double target, double rate) {
        double g = rate * (target - output);
        if (g == 0) {
            return;
        }
        b2 += g;
        double[] back = new double[hidden];
        for (int j = 0; j < hidden; j++) {
            double a = z[j];
            back[j] = g * v[j] * (a > 0 ? 1 : LEAK);
            v[j] += g * (a > 0 ? a : LEAK * a);
            b1[j] += back[j];
        }
        for (int i = 0; i < inputs; i++) {
            double input = x[i];
            if (input != 0) {
                s[i] += g * input;
                int row = i * hidden;
                for (int j = 0; j < hidden; j++) {
                    w1[row + j] += back[j] * input;
                }
            }
        }
    }

    /** {@return the number of parameters} */
    int count() {
        return w1.length + b1.length + v.length + s.length + 1;
    }
}
