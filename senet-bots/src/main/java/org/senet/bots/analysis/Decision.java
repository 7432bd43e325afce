package org.senet.bots.analysis;

/**
 * One decision of a reviewed game: what was played, what was best, and the win chance the difference
 * cost the side that chose. Where there was only one legal action, it is both played and best and
 * costs nothing.
 *
 * @param choices       how many legal actions there were
 * @param played        the action taken, in move notation ({@code 9->12}, {@code pass}, {@code throw})
 * @param best          the best action by the evaluator, in move notation (the first of equals in the rule
 *                      set's order, the one played if it is among them)
 * @param playedChance  the chooser's chance of winning after the action taken
 * @param bestChance    the chooser's chance of winning after the best action
 */
public record Decision(int choices, String played, String best, double playedChance, double bestChance) {
    /** {@return the win chance lost: {@code bestChance - playedChance}, 0 or more} */
    public double error() {
        return Math.max(0, bestChance - playedChance);
    }

    /** {@return the size of the error} */
    public ErrorSize size() {
        return ErrorSize.of(error());
    }

    /** {@return whether there was a choice: more than one legal action} */
    public boolean isChoice() {
        return choices > 1;
    }
}
