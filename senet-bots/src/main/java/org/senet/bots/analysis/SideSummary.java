package org.senet.bots.analysis;

import java.util.List;
import java.util.OptionalDouble;

import org.senet.core.board.Side;

/**
 * One side's figures in a reviewed game.
 *
 * <p>The luck-adjusted result is the game's result for this side with the luck of both sides taken
 * out: the result minus this side's total luck plus the opponent's. Light's chance of winning moves
 * from its value at the start to the result by luck and errors alone (up to how well the evaluator
 * agrees with itself from one step to the next), so what is left estimates the result that the play
 * alone earned: the chance at the start, minus this side's errors, plus the opponent's.
 *
 * @param side          the side
 * @param decisions     decisions with more than one legal action
 * @param inaccuracies  decisions that lost at least {@link ErrorSize#INACCURACY}'s threshold but less than a
 *                      mistake's
 * @param mistakes      decisions that lost at least {@link ErrorSize#MISTAKE}'s threshold but less than a
 *                      blunder's
 * @param blunders      decisions that lost at least {@link ErrorSize#BLUNDER}'s threshold
 * @param totalError    win chance lost over all decisions
 * @param throwCount    throws made
 * @param luck          the sum of the luck of this side's throws
 * @param result        1 if this side won, 0 if it lost; empty while the game goes on
 * @param luckAdjusted  the result with the luck of both sides taken out; empty while the game goes on
 */
public record SideSummary(Side side, int decisions, int inaccuracies, int mistakes, int blunders, double totalError,
                          int throwCount, double luck, OptionalDouble result, OptionalDouble luckAdjusted) {

    /** {@return the mean win chance lost per decision with a choice; 0 without any} */
    public double meanError() {
        return decisions == 0 ? 0 : totalError / decisions;
    }

    /**
     * Adds up the lines of both sides into the summaries of both.
     *
     * @param lines  the review's lines
     * @param winner the winner, or null while the game goes on
     * @return light's summary, then dark's
     */
    static List<SideSummary> of(List<ReviewLine> lines, Side winner) {
        double[] luck = new double[2];
        SideSummary[] summaries = new SideSummary[2];
        for (Side side : Side.values()) {
            int decisions = 0;
            int[] sizes = new int[ErrorSize.values().length];
            double error = 0;
            int throwCount = 0;
            for (ReviewLine line : lines) {
                if (line.side() != side) {
                    continue;
                }
                if (line.thrown().isPresent()) {
                    throwCount++;
                    luck[side.ordinal()] += line.luck();
                }
                if (line.decision().filter(Decision::isChoice).isPresent()) {
                    decisions++;
                    error += line.error();
                    sizes[line.decision().orElseThrow().size().ordinal()]++;
                }
            }
            summaries[side.ordinal()] = new SideSummary(side, decisions, sizes[ErrorSize.INACCURACY.ordinal()],
                    sizes[ErrorSize.MISTAKE.ordinal()], sizes[ErrorSize.BLUNDER.ordinal()], error, throwCount, 0,
                    OptionalDouble.empty(), OptionalDouble.empty());
        }
        for (Side side : Side.values()) {
            SideSummary s = summaries[side.ordinal()];
            double own = luck[side.ordinal()];
            double other = luck[side.opponent().ordinal()];
            OptionalDouble result = winner == null ? OptionalDouble.empty() : OptionalDouble.of(winner == side ? 1 : 0);
            OptionalDouble adjusted = winner == null ? OptionalDouble.empty()
                    : OptionalDouble.of(result.getAsDouble() - own + other);
            summaries[side.ordinal()] = new SideSummary(side, s.decisions, s.inaccuracies, s.mistakes, s.blunders,
                    s.totalError, s.throwCount, own, result, adjusted);
        }
        return List.of(summaries);
    }
}
