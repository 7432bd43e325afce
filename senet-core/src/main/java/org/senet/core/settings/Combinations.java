package org.senet.core.settings;

import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.RuleSettings.Goal;
import org.senet.core.settings.Water.Fate;
import org.senet.core.sticks.ThrowTable;

/**
 * Which points of {@link RuleSettings} cannot be played together, and why: the check every settings value
 * passes when it is built, apart from the record that holds the points.
 */
final class Combinations {
    private Combinations() {
    }

    /**
     * Refuses points that cannot be played together.
     *
     * @throws SettingsException naming the first pair of points that cannot be played together
     */
    static void check(ThrowTable sticks, Setup setup, Movement movement, Landing landing, Entry entry, Water water,
                      BearingOff bearingOff, Turns turns, Goal goal) {
        boolean reversed = movement.towardsStart();
        if (reversed != (goal == Goal.ALL_ON_FIRST_ROW)) {
            throw new SettingsException("a game towards square 1 is won with every piece on row 1, and only such a game");
        }
        if (reversed && (bearingOff.exists() || water.onLanding() != Fate.NOTHING || landing.knockSquares() != 0)) {
            throw new SettingsException("in a game towards square 1 no piece bears off and 27 to 30 are ordinary squares");
        }
        if (landing.knockSquares() != 0 && water.onKnock() == Fate.NOTHING) {
            throw new SettingsException("a piece knocked off its square must go somewhere: the water needs a rule for it");
        }
        if (bearingOff.needsAllOnLastRow() && setup.pieces() > 5 && movement.beauty() != Beauty.PASSABLE) {
            throw new SettingsException("all of a side's pieces would have to stand on row 3 at once, where 26 is"
                    + " reached exactly and 27..30 only let pieces leave; with more than 5 pieces a side games may"
                    + " never end");
        }
        if (turns.throwsGathered() && turns.throwAgain().values() == 0) {
            throw new SettingsException("throws are gathered until one that gives no other throw, so some throw must"
                    + " give another");
        }
        unthrowable(sticks, turns.throwAgain().values(), "gives another throw");
        unthrowable(sticks, entry.throwsThatEnter(), "lets a waiting piece enter");
        if (turns.beautyMovesAgain() && movement.beauty() == Beauty.PASSABLE) {
            throw new SettingsException("the piece that lands on 26 moves again only where 26 must be landed on");
        }
    }

    /** A role given by number to a 5 or 6 that these sticks cannot throw is a rule that can never apply. */
    private static void unthrowable(ThrowTable sticks, int ruleValues, String role) {
        for (int value = 5; value <= 6; value++) {
            if ((ruleValues & (1 << value)) != 0 && !sticks.isThrowable(value)) {
                throw new SettingsException("a throw of " + value + " " + role + ", but these sticks (" + sticks
                        + ") never throw a " + value + ": give the rule to the throw with no white side"
                        + " (ThrowTable.NO_WHITE_SIDE), which moves with the sticks");
            }
        }
    }
}
