package org.senet.bots.study;

import java.util.Objects;

import org.senet.core.board.Side;

/**
 * Measures of how a game's verdict moved, after the metrics of the Ludii general game system
 * (LeadChange, Drama, DecisivenessMoves) for two players. Each works on one game's <i>trace</i>: light's
 * estimated chance of winning at every position from which the sticks were thrown, in the order of
 * the throws (one value per throw, each in 0..1), and the side that won the game. The winner's
 * chance at a throw is the trace's value for light, one minus it for dark; the loser's is one minus
 * the winner's.
 *
 * <p>Pure functions: they read the trace and keep nothing. An empty trace (a game with no throw)
 * measures 0 throughout.
 */
public final class TraceMetrics {
    private TraceMetrics() {
    }

    /**
     * Lead changes per throw (Ludii LeadChange): the number of times the leader changes along the
     * trace, divided by its length. The leader at a throw is light where light's chance is above 0.5,
     * dark where it is below; at exactly 0.5 the leader stays who it was (nobody, before the first
     * lead). The first lead is not a change.
     *
     * @param lightChances the trace: light's chance at each throw
     * @return the lead changes per throw, in 0..1
     */
    public static double leadChanges(double[] lightChances) {
        int leader = 0; // +1 light, -1 dark, 0 nobody yet
        int changes = 0;
        for (double light : lightChances) {
            int now = light > 0.5 ? 1 : light < 0.5 ? -1 : leader;
            if (leader != 0 && now != leader) {
                changes++;
            }
            leader = now;
        }
        return lightChances.length == 0 ? 0 : changes / (double) lightChances.length;
    }

    /**
     * Drama (Ludii Drama, average form): the mean over the throws of how far the eventual winner was
     * behind, {@code max(0, loser's chance - winner's chance)}; 0 for a game the winner led throughout.
     *
     * @param lightChances the trace: light's chance at each throw
     * @param winner       the side that won the game
     * @return the drama, in 0..1
     */
    public static double drama(double[] lightChances, Side winner) {
        double sum = 0;
        for (double light : lightChances) {
            double winning = chanceOf(winner, light);
            sum += Math.max(0, (1 - winning) - winning);
        }
        return lightChances.length == 0 ? 0 : sum / lightChances.length;
    }

    /**
     * The share of the throws at which the eventual winner was behind: its chance below 0.5.
     *
     * @param lightChances the trace: light's chance at each throw
     * @param winner       the side that won the game
     * @return the share of throws, in 0..1
     */
    public static double winnerBehind(double[] lightChances, Side winner) {
        int behind = 0;
        for (double light : lightChances) {
            if (chanceOf(winner, light) < 0.5) {
                behind++;
            }
        }
        return lightChances.length == 0 ? 0 : behind / (double) lightChances.length;
    }

    /**
     * Decisiveness (Ludii DecisivenessMoves): how late the verdict settles, as a share of the game.
     * The threshold is the highest chance the eventual loser ever had along the trace; the game is
     * settled at the first throw where the winner's chance is above it. The result is that throw's
     * index (from 0) divided by the length of the trace: 0 when the game was settled from its first
     * throw, near 1 when only at its last; exactly 1 when no throw settles it (the winner never rose
     * above the loser's best until the end of the game).
     *
     * @param lightChances the trace: light's chance at each throw
     * @param winner       the side that won the game
     * @return the decisiveness, in 0..1
     */
    public static double decisiveness(double[] lightChances, Side winner) {
        if (lightChances.length == 0) {
            return 0;
        }
        double threshold = 0;
        for (double light : lightChances) {
            threshold = Math.max(threshold, 1 - chanceOf(winner, light));
        }
        for (int throwIndex = 0; throwIndex < lightChances.length; throwIndex++) {
            if (chanceOf(winner, lightChances[throwIndex]) > threshold) {
                return throwIndex / (double) lightChances.length;
            }
        }
        return 1;
    }

    private static double chanceOf(Side winner, double light) {
        return Objects.requireNonNull(winner, "winner") == Side.LIGHT ? light : 1 - light;
    }
}
