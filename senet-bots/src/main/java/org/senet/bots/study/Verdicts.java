package org.senet.bots.study;

/**
 * How the evaluator's verdict moved along a set of finished games: each figure is the mean over the
 * games of the measure of {@link TraceMetrics} of the same name, taken on light's chance as the
 * evaluator estimates it at every position from which a throw was made. Games given up at the cap of
 * throws have no winner and are left out.
 *
 * @param evaluator    which evaluation gave the chances: {@code network} (the rule set's shipped value
 *                     network) or {@code formula} (the hand-written one, for options no network was
 *                     trained for), with {@code + tables} where the user's endgame tables were there
 * @param games        the finished games measured
 * @param leadChanges  lead changes per throw ({@link TraceMetrics#leadChanges})
 * @param drama        how far behind the eventual winner was, on average ({@link TraceMetrics#drama})
 * @param winnerBehind the share of throws at which the eventual winner was behind
 *                     ({@link TraceMetrics#winnerBehind})
 * @param decisiveness how late in the game the verdict settled ({@link TraceMetrics#decisiveness})
 */
public record Verdicts(String evaluator, long games, double leadChanges, double drama, double winnerBehind,
                       double decisiveness) {
}
