package org.senet.core.settings;

/**
 * How pieces move along the track: the direction of play, backward moves, and the squares that
 * change a move's count (the House of Beauty, 26, and the judges' squares, 28..30).
 *
 * @param direction                 the direction of play
 * @param movesBackwardWhenBlocked  whether a side with no forward move must move a piece backward (TH3, K4,
 *                                  RB4, JP6, AS10); otherwise the throw is lost
 * @param beauty                    how square 26 stops moves
 * @param judgesMoveForward         whether pieces on 28..30 may move forward along the track (else they only
 *                                  bear off)
 * @param judgesBackward            how pieces on 28..30 move backward, when a backward move is due
 */
public record Movement(Direction direction, boolean movesBackwardWhenBlocked, Beauty beauty,
                       boolean judgesMoveForward, JudgesBackward judgesBackward) {

    /** The direction of play. */
    public enum Direction {
        /** From square 1 towards 30, bearing off past 30: every rule set but one. */
        TOWARDS_30,
        /** From square 30 towards 1, entering on 31 minus the throw (Bell's reversed game, BE3). */
        TOWARDS_1
    }

    /** How the House of Beauty, 26, stops a move. */
    public enum Beauty {
        /** Moves pass over 26 like any square. */
        PASSABLE,
        /** A forward move may not pass over 26: it must land there exactly (TH4, K5). */
        LAND_EXACTLY,
        /** 26 must be landed on exactly and cannot be passed backward either (RB5, RB7). */
        NEVER_PASSED
    }

    /** How a piece on 28..30 moves backward. */
    public enum JudgesBackward {
        /** It does not (TH6). */
        NEVER,
        /** It falls into 27 whatever the throw, if 27 is empty (K7). */
        INTO_WATER,
        /** By the throw, like any piece. */
        BY_THROW
    }

    /**
     * Movement, checked.
     *
     * @param direction                the direction of play
     * @param movesBackwardWhenBlocked whether a side with no forward move must move a piece backward (TH3, K4,
     *                                 RB4, JP6, AS10); otherwise the throw is lost
     * @param beauty                   how square 26 stops moves
     * @param judgesMoveForward        whether pieces on 28..30 may move forward along the track (else they only
     *                                 bear off)
     * @param judgesBackward           how pieces on 28..30 move backward, when a backward move is due
     * @throws SettingsException if a rule does not fit the direction of play
     */
    public Movement {
        if (direction == null || beauty == null || judgesBackward == null) {
            throw new SettingsException("movement needs a direction, a rule for 26 and one for 28..30");
        }
        if (direction == Direction.TOWARDS_1 && (movesBackwardWhenBlocked || beauty != Beauty.PASSABLE
                || !judgesMoveForward)) {
            throw new SettingsException("towards square 1 there are no backward moves and 26 and 28..30 are ordinary"
                    + " squares");
        }
    }

    /**
     * Forward from 1 to 30, no backward moves, no square that stops a move.
     *
     * @return the plainest movement
     */
    public static Movement forwardOnly() {
        return new Movement(Direction.TOWARDS_30, false, Beauty.PASSABLE, true, JudgesBackward.BY_THROW);
    }

    /**
     * From 30 towards 1, as in Bell's reversed game (BE3): no backward moves, and 26 and 28..30 ordinary
     * squares.
     *
     * @return the movement of a race towards square 1
     */
    public static Movement towardsOne() {
        return new Movement(Direction.TOWARDS_1, false, Beauty.PASSABLE, true, JudgesBackward.BY_THROW);
    }

    /**
     * The same movement, with or without backward moves when no forward move exists.
     *
     * @param backward whether a side with no forward move must move backward
     * @return the movement
     */
    public Movement withBackwardWhenBlocked(boolean backward) {
        return new Movement(direction, backward, beauty, judgesMoveForward, judgesBackward);
    }

    /**
     * The same movement with this rule for square 26.
     *
     * @param rule how 26 stops moves
     * @return the movement
     */
    public Movement withBeauty(Beauty rule) {
        return new Movement(direction, movesBackwardWhenBlocked, rule, judgesMoveForward, judgesBackward);
    }

    /**
     * The same movement, pieces on 28..30 moving forward or only bearing off.
     *
     * @param forward whether pieces on 28..30 may move forward along the track
     * @return the movement
     */
    public Movement withJudgesMovingForward(boolean forward) {
        return new Movement(direction, movesBackwardWhenBlocked, beauty, forward, judgesBackward);
    }

    /**
     * The same movement with this backward rule for pieces on 28..30.
     *
     * @param rule how pieces on 28..30 move backward
     * @return the movement
     */
    public Movement withJudgesBackward(JudgesBackward rule) {
        return new Movement(direction, movesBackwardWhenBlocked, beauty, judgesMoveForward, rule);
    }

    /** {@return whether play runs from 30 towards 1} */
    public boolean towardsStart() {
        return direction == Direction.TOWARDS_1;
    }
}
