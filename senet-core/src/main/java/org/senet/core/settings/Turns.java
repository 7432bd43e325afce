package org.senet.core.settings;

import org.senet.core.board.Track;

/**
 * The shape of a turn: which moves earn another throw, how far extra throws go, and the rules that
 * change the turn as a whole (gathering throws, the House of Netting, the same piece moving again).
 *
 * @param throwAgain           the throws after which the mover throws again (TH2, K2, RB2, JP2, AS2, TA3)
 * @param throwSquares         squares a move landing on earns another throw (Thibault's
 *                             {@code fifteen=safe-throw}, {@code beauty-throw}), as a bit mask
 * @param hitEarnsThrow        whether a move that hits an opponent piece earns another throw (TA3)
 * @param bearingOffEarnsThrow whether a move that bears a piece off earns another throw (TA3)
 * @param extraThrowsAdd       whether the throws earned add up, each reason one throw, and are kept while
 *                             they are played (TA3; position key {@code extra}); otherwise a move earns one
 *                             throw at most
 * @param maxThrowsPerTurn     the most throws in one turn (RB2: 2; position key {@code thrown}), or 0 for no
 *                             limit
 * @param backwardEndsTurn     whether a backward move ends the turn, earning nothing (RB4)
 * @param beautyMovesAgain     whether a piece that lands on 26 gets one more throw at once and must be the
 *                             piece that moves with it (Kendall's {@code robinson}; position key {@code must})
 * @param throwsGathered       whether the mover throws until a throw that earns no other throw, keeping every
 *                             throw, and then plays the throws kept one move each, in any order (Thibault's
 *                             {@code gather-throws}; position keys {@code pool1} … and {@code spend})
 * @param netSquare            the House of Netting: a move landing there costs its side its next throw
 *                             (position key {@code net}), or 0 for none
 * @param marksMiddleOfTurn    whether a position says that its side to move is in the middle of a turn
 *                             (position key {@code mid}), so that a rescue from the water is offered only
 *                             at the first decision of a turn (TH9e)
 */
public record Turns(ThrowAgain throwAgain, int throwSquares, boolean hitEarnsThrow, boolean bearingOffEarnsThrow,
                    boolean extraThrowsAdd, int maxThrowsPerTurn, boolean backwardEndsTurn,
                    boolean beautyMovesAgain, boolean throwsGathered, int netSquare, boolean marksMiddleOfTurn) {

    /**
     * Turn rules, checked.
     *
     * @param throwAgain           the throws after which the mover throws again (TH2, K2, RB2, JP2, AS2, TA3)
     * @param throwSquares         squares a move landing on earns another throw (Thibault's
     *                             {@code fifteen=safe-throw}, {@code beauty-throw}), as a bit mask
     * @param hitEarnsThrow        whether a move that hits an opponent piece earns another throw (TA3)
     * @param bearingOffEarnsThrow whether a move that bears a piece off earns another throw (TA3)
     * @param extraThrowsAdd       whether the throws earned add up, each reason one throw, and are kept while
     *                             they are played (TA3; position key {@code extra}); otherwise a move earns one
     *                             throw at most
     * @param maxThrowsPerTurn     the most throws in one turn (RB2: 2; position key {@code thrown}), or 0 for no
     *                             limit
     * @param backwardEndsTurn     whether a backward move ends the turn, earning nothing (RB4)
     * @param beautyMovesAgain     whether a piece that lands on 26 gets one more throw at once and must be the
     *                             piece that moves with it (Kendall's {@code robinson}; position key {@code must})
     * @param throwsGathered       whether the mover throws until a throw that earns no other throw, keeping every
     *                             throw, and then plays the throws kept one move each, in any order (Thibault's
     *                             {@code gather-throws}; position keys {@code pool1} … and {@code spend})
     * @param netSquare            the House of Netting: a move landing there costs its side its next throw
     *                             (position key {@code net}), or 0 for none
     * @param marksMiddleOfTurn    whether a position says that its side to move is in the middle of a turn
     *                             (position key {@code mid}), so that a rescue from the water is offered only
     *                             at the first decision of a turn (TH9e)
     * @throws SettingsException if two rules cannot be played together
     */
    public Turns {
        if (throwAgain == null) {
            throw new SettingsException("a turn needs its throw-again rule");
        }
        if ((throwSquares & ~Track.ALL) != 0 || netSquare < 0 || netSquare > Track.SQUARES) {
            throw new SettingsException("squares are 1..30");
        }
        if (maxThrowsPerTurn != 0 && (maxThrowsPerTurn < 2 || maxThrowsPerTurn > 8)) {
            throw new SettingsException("a turn has 2 to 8 throws at most, or no limit");
        }
        if (throwsGathered && throwSquares != 0) {
            throw new SettingsException("when throws are gathered no move earns another throw (the gathering takes"
                    + " the place of throwing again), so a square that earns one has nothing to give");
        }
        if (throwsGathered && (hitEarnsThrow || bearingOffEarnsThrow || extraThrowsAdd || maxThrowsPerTurn != 0
                || beautyMovesAgain || backwardEndsTurn)) {
            throw new SettingsException("when throws are gathered no move earns another throw (the gathering takes"
                    + " the place of throwing again), so no rule can add or limit throws after a move");
        }
        if (extraThrowsAdd && maxThrowsPerTurn != 0) {
            throw new SettingsException("extra throws that add up cannot be limited per turn");
        }
    }

    /**
     * Another throw after a move with one of these throws, and no other rule.
     *
     * @param rule the throws that give another throw
     * @return the turn rules
     */
    public static Turns throwingAgainOn(ThrowAgain rule) {
        return new Turns(rule, 0, false, false, false, 0, false, false, false, 0, false);
    }

    /**
     * The same rules with this throw-again rule.
     *
     * @param rule the throws after which the mover throws again
     * @return the turn rules
     */
    public Turns withThrowAgain(ThrowAgain rule) {
        return new Turns(rule, throwSquares, hitEarnsThrow, bearingOffEarnsThrow, extraThrowsAdd, maxThrowsPerTurn,
                backwardEndsTurn, beautyMovesAgain, throwsGathered, netSquare, marksMiddleOfTurn);
    }

    /**
     * The same rules, with exactly these squares earning a throw.
     *
     * @param squares the squares, as a bit mask (0: none)
     * @return the turn rules
     */
    public Turns withThrowSquares(int squares) {
        return new Turns(throwAgain, squares, hitEarnsThrow, bearingOffEarnsThrow, extraThrowsAdd, maxThrowsPerTurn,
                backwardEndsTurn, beautyMovesAgain, throwsGathered, netSquare, marksMiddleOfTurn);
    }

    /**
     * The same rules, a hit earning a throw or not.
     *
     * @param earns whether a hit earns a throw
     * @return the turn rules
     */
    public Turns withHitEarningThrow(boolean earns) {
        return new Turns(throwAgain, throwSquares, earns, bearingOffEarnsThrow, extraThrowsAdd, maxThrowsPerTurn,
                backwardEndsTurn, beautyMovesAgain, throwsGathered, netSquare, marksMiddleOfTurn);
    }

    /**
     * The same rules, bearing off earning a throw or not.
     *
     * @param earns whether bearing a piece off earns a throw
     * @return the turn rules
     */
    public Turns withBearingOffEarningThrow(boolean earns) {
        return new Turns(throwAgain, throwSquares, hitEarnsThrow, earns, extraThrowsAdd, maxThrowsPerTurn,
                backwardEndsTurn, beautyMovesAgain, throwsGathered, netSquare, marksMiddleOfTurn);
    }

    /**
     * The same rules, the throws earned adding up and being kept, or not.
     *
     * @param adding whether throws earned add up and are kept
     * @return the turn rules
     */
    public Turns withEarnedThrowsAdding(boolean adding) {
        return new Turns(throwAgain, throwSquares, hitEarnsThrow, bearingOffEarnsThrow, adding, maxThrowsPerTurn,
                backwardEndsTurn, beautyMovesAgain, throwsGathered, netSquare, marksMiddleOfTurn);
    }

    /**
     * The same rules, with this limit of throws a turn.
     *
     * @param limit the most throws in one turn (2..8), or 0 for no limit
     * @return the turn rules
     */
    public Turns withMaxThrowsPerTurn(int limit) {
        return new Turns(throwAgain, throwSquares, hitEarnsThrow, bearingOffEarnsThrow, extraThrowsAdd, limit,
                backwardEndsTurn, beautyMovesAgain, throwsGathered, netSquare, marksMiddleOfTurn);
    }

    /**
     * The same rules, a backward move ending the turn or not.
     *
     * @param ends whether a backward move ends the turn
     * @return the turn rules
     */
    public Turns withBackwardEndingTurn(boolean ends) {
        return new Turns(throwAgain, throwSquares, hitEarnsThrow, bearingOffEarnsThrow, extraThrowsAdd,
                maxThrowsPerTurn, ends, beautyMovesAgain, throwsGathered, netSquare, marksMiddleOfTurn);
    }

    /**
     * The same rules, a piece landing on 26 moving again at once or not.
     *
     * @param movesAgain whether a piece that lands on 26 gets a throw of its own
     * @return the turn rules
     */
    public Turns withBeautyMovingAgain(boolean movesAgain) {
        return new Turns(throwAgain, throwSquares, hitEarnsThrow, bearingOffEarnsThrow, extraThrowsAdd,
                maxThrowsPerTurn, backwardEndsTurn, movesAgain, throwsGathered, netSquare, marksMiddleOfTurn);
    }

    /**
     * The same rules, throws gathered or played as they come.
     *
     * @param gathered whether the mover gathers throws and then plays them in any order
     * @return the turn rules
     */
    public Turns withThrowsGathered(boolean gathered) {
        return new Turns(throwAgain, throwSquares, hitEarnsThrow, bearingOffEarnsThrow, extraThrowsAdd,
                maxThrowsPerTurn, backwardEndsTurn, beautyMovesAgain, gathered, netSquare, marksMiddleOfTurn);
    }

    /**
     * The same rules with a House of Netting on {@code square}, or none.
     *
     * @param square the square that costs its side the next throw, or 0 for none
     * @return the turn rules
     */
    public Turns withNetSquare(int square) {
        return new Turns(throwAgain, throwSquares, hitEarnsThrow, bearingOffEarnsThrow, extraThrowsAdd,
                maxThrowsPerTurn, backwardEndsTurn, beautyMovesAgain, throwsGathered, square, marksMiddleOfTurn);
    }

    /**
     * The same rules, positions marking the middle of a turn or not.
     *
     * @param marks whether a position says that its side is in the middle of a turn
     * @return the turn rules
     */
    public Turns withMiddleOfTurnMarked(boolean marks) {
        return new Turns(throwAgain, throwSquares, hitEarnsThrow, bearingOffEarnsThrow, extraThrowsAdd,
                maxThrowsPerTurn, backwardEndsTurn, beautyMovesAgain, throwsGathered, netSquare, marks);
    }
}
