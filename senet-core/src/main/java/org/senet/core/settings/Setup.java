package org.senet.core.settings;

import org.senet.core.board.Track;
import org.senet.core.rules.Opening;

/**
 * How a game starts: the pieces, where they stand, and who moves first.
 *
 * @param pieces                 pieces a side
 * @param startsOffBoard         whether every piece starts off the board, waiting to enter (BE1, Thibault's
 *                               {@code start-off-board}); otherwise light stands on the odd squares and dark on
 *                               the even squares of {@code 1..2n} (C8)
 * @param opening                how the sides and the first player are decided
 * @param darkThrowsAgainAfterOpening with {@link Opening#FIRST_ONE_TAKES_DARK}: whether dark, having moved its
 *                               front piece on with the 1 that won the draw, throws again (JP3) or the turn
 *                               passes (AS3)
 * @param secondNeedsOne         whether the second player (dark) must throw a 1 before moving any piece
 */
public record Setup(int pieces, boolean startsOffBoard, Opening opening, boolean darkThrowsAgainAfterOpening,
                    boolean secondNeedsOne) {

    /**
     * A set-up, checked.
     *
     * @param pieces                      pieces a side
     * @param startsOffBoard              whether every piece starts off the board, waiting to enter (BE1,
     *                                    Thibault's {@code start-off-board}); otherwise light stands on the odd
     *                                    squares and dark on the even squares of {@code 1..2n} (C8)
     * @param opening                     how the sides and the first player are decided
     * @param darkThrowsAgainAfterOpening with {@link Opening#FIRST_ONE_TAKES_DARK}: whether dark, having moved its
     *                                    front piece on with the 1 that won the draw, throws again (JP3) or the turn
     *                                    passes (AS3)
     * @param secondNeedsOne              whether the second player (dark) must throw a 1 before moving any piece
     * @throws SettingsException if the pieces do not fit the board, or an opening rule does not fit the opening
     */
    public Setup {
        if (opening == null) {
            throw new SettingsException("a set-up needs an opening");
        }
        int squares = opening == Opening.FIRST_ONE_TAKES_DARK ? 2 * pieces + 1 : 2 * pieces;
        if (pieces < 1 || (!startsOffBoard && squares > Track.SQUARES)) {
            throw new SettingsException("a side cannot have " + pieces + " pieces: they are set out on 1.." + squares
                    + ", which must fit the 30 squares");
        }
        if (darkThrowsAgainAfterOpening && opening != Opening.FIRST_ONE_TAKES_DARK) {
            throw new SettingsException("dark throws again after the opening only when the first to throw a 1 takes dark");
        }
        if (secondNeedsOne && opening != Opening.LIGHT_FIRST) {
            throw new SettingsException("the second player needs a 1 to start only when light always moves first");
        }
        if (startsOffBoard && opening == Opening.FIRST_ONE_TAKES_DARK) {
            throw new SettingsException("dark's opening move needs its pieces on the board");
        }
    }

    /**
     * Light on the odd squares, dark on the even squares of 1..2n, light first.
     *
     * @param pieces pieces a side
     * @return the set-up
     */
    public static Setup alternating(int pieces) {
        return new Setup(pieces, false, Opening.LIGHT_FIRST, false, false);
    }

    /**
     * Every piece off the board, light first.
     *
     * @param pieces pieces a side
     * @return the set-up
     */
    public static Setup offBoard(int pieces) {
        return new Setup(pieces, true, Opening.LIGHT_FIRST, false, false);
    }

    /**
     * The same set-up with this many pieces a side.
     *
     * @param count pieces a side
     * @return the set-up
     */
    public Setup withPieces(int count) {
        return new Setup(count, startsOffBoard, opening, darkThrowsAgainAfterOpening, secondNeedsOne);
    }

    /**
     * The same set-up, the pieces starting off the board or on it.
     *
     * @param offBoard whether every piece starts off the board
     * @return the set-up
     */
    public Setup withStartOffBoard(boolean offBoard) {
        return new Setup(pieces, offBoard, opening, darkThrowsAgainAfterOpening, secondNeedsOne);
    }

    /**
     * The same set-up with this opening.
     *
     * @param how how the sides and the first player are decided
     * @return the set-up
     */
    public Setup withOpening(Opening how) {
        return new Setup(pieces, startsOffBoard, how, darkThrowsAgainAfterOpening, secondNeedsOne);
    }

    /**
     * The same set-up, dark throwing again after its opening move or not (with
     * {@link Opening#FIRST_ONE_TAKES_DARK}).
     *
     * @param throwsAgain whether dark throws again after its opening move
     * @return the set-up
     */
    public Setup withDarkThrowingAgainAfterOpening(boolean throwsAgain) {
        return new Setup(pieces, startsOffBoard, opening, throwsAgain, secondNeedsOne);
    }

    /**
     * The same set-up, with or without the second player's need of a 1.
     *
     * @param needsOne whether dark must throw a 1 before moving any piece
     * @return the set-up
     */
    public Setup withSecondNeedingOne(boolean needsOne) {
        return new Setup(pieces, startsOffBoard, opening, darkThrowsAgainAfterOpening, needsOne);
    }
}
