package org.senet.core.board;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.senet.core.SenetException;

/**
 * What a rule set makes of the board, for a front end to draw it: the direction of play, how a game
 * ends (pieces bear off, or race to row 1), whether pieces wait off the board and where they enter,
 * and the squares whose rules differ from an ordinary square's, each with its {@link Mark marks}.
 * A front end draws arrows, marks and a legend from this value and never from a rule set's id, so
 * that a variant or a plugin is drawn as it plays ({@link org.senet.core.rules.RuleSet#boardFeatures()}).
 *
 * @param direction           the direction of play
 * @param finish              how a side finishes: bearing its pieces off, or gathering them on row 1
 * @param waitingPieces       whether pieces can wait off the board to enter
 * @param entrySquares        the squares a waiting piece enters on, in the order of the throws 1..6 that
 *                            enter it; empty where no piece waits or where the rule set does not say
 * @param bearOffNeedsLastRow whether a side bears off only once all its pieces are on row 3
 * @param squares             the squares with at least one mark, in ascending order; an ordinary square
 *                            is left out
 */
public record BoardFeatures(Direction direction, Finish finish, boolean waitingPieces, List<Integer> entrySquares,
                            boolean bearOffNeedsLastRow, List<SquareFeatures> squares) {

    /** The direction pieces move in. */
    public enum Direction {
        /** From square 1 towards 30 (and off the board). */
        TOWARDS_30,
        /** From square 30 towards 1. */
        TOWARDS_1
    }

    /** How a side finishes the game. */
    public enum Finish {
        /** Its pieces leave the board ("borne off"); the first side with none left wins. */
        BEAR_OFF,
        /** Its pieces gather on row 1, squares 1..10; none leaves the board. */
        ROW_1
    }

    /**
     * A rule a square has for the pieces that land on it, pass it or leave from it. The order of the
     * constants is the order of importance: a front end that shows one mark a square shows the first.
     */
    public enum Mark {
        /** A piece landing here is sent back to square 1 at once; the rules call the square the trap. */
        TRAP,
        /** The House of Water holds a piece that lands here: its side moves no other until it gets out. */
        WATER_HOLDS,
        /** The House of Water sends a piece that lands here back to square 1. */
        WATER_TO_START,
        /** The House of Water sends a piece that lands here on to the House of Second Life, 15. */
        WATER_TO_SECOND_LIFE,
        /** The House of Water takes a piece that lands here off the board, to enter again. */
        WATER_OFF_BOARD,
        /** A forward move may not pass this square: it must land here exactly. */
        LAND_EXACTLY,
        /** A move may not pass this square in either direction: forward it must land here exactly. */
        NEVER_PASSED,
        /** A piece here bears off with the throws of {@link SquareFeatures#bearOffThrows()}. */
        BEAR_OFF,
        /** A piece that reaches this square exactly leaves the board. */
        EXIT,
        /** Pieces out of the water come here: sent on by the water, or rescued from it. */
        SECOND_LIFE,
        /** The House of Netting: a move landing here costs its side the next throw. */
        NET,
        /** A move landing here earns another throw. */
        THROW_AGAIN,
        /** A piece here cannot be attacked. */
        SAFE
    }

    /**
     * The marks of one square.
     *
     * @param square        the square, 1..30
     * @param marks         its marks, at least one; iterated in the order of {@link Mark}
     * @param bearOffThrows the throws that bear a piece off from here, ascending; empty unless it is marked
     *                      {@link Mark#BEAR_OFF}
     */
    public record SquareFeatures(int square, Set<Mark> marks, List<Integer> bearOffThrows) {
        /**
         * The marks of a square, checked; the set and list are copied.
         *
         * @param square        the square, 1..30
         * @param marks         its marks, at least one
         * @param bearOffThrows the throws that bear a piece off from here, ascending; empty unless it is marked
         *                      {@link Mark#BEAR_OFF}
         * @throws SenetException if the square is not 1..30, it has no mark, or its throws do not
         *                                  agree with {@link Mark#BEAR_OFF}
         */
        public SquareFeatures {
            if (!Track.isSquare(square) || marks.isEmpty()) {
                throw new SenetException("a marked square is 1..30 and has a mark: " + square + " " + marks);
            }
            marks = Collections.unmodifiableSet(EnumSet.copyOf(marks));
            bearOffThrows = List.copyOf(bearOffThrows);
            if (bearOffThrows.isEmpty() == marks.contains(Mark.BEAR_OFF)) {
                throw new SenetException("square " + square + " bears off with some throw exactly when"
                        + " it is marked " + Mark.BEAR_OFF);
            }
        }

        /** {@return the most important mark of the square: the first in the order of {@link Mark}} */
        public Mark first() {
            return marks.iterator().next();
        }

        /**
         * Whether the square has this mark.
         *
         * @param mark a mark
         * @return true if it has it
         */
        public boolean has(Mark mark) {
            return marks.contains(mark);
        }
    }

    /**
     * Board features, checked; the lists are copied.
     *
     * @param direction           the direction of play
     * @param finish              how a side finishes
     * @param waitingPieces       whether pieces can wait off the board to enter
     * @param entrySquares        the squares a waiting piece enters on; empty where no piece waits or where
     *                            the rule set does not say
     * @param bearOffNeedsLastRow whether a side bears off only once all its pieces are on row 3
     * @param squares             the squares with at least one mark, in ascending order
     * @throws SenetException if a value is missing, a square is not 1..30, or the squares are not
     *                                  in ascending order
     */
    public BoardFeatures {
        if (direction == null || finish == null) {
            throw new SenetException("board features need a direction and a finish");
        }
        entrySquares = List.copyOf(entrySquares);
        squares = List.copyOf(squares);
        if (entrySquares.stream().anyMatch(square -> !Track.isSquare(square))) {
            throw new SenetException("pieces enter on squares 1..30, not " + entrySquares);
        }
        for (int i = 1; i < squares.size(); i++) {
            if (squares.get(i - 1).square() >= squares.get(i).square()) {
                throw new SenetException("the marked squares come once each, in ascending order");
            }
        }
    }

    /**
     * The features of a rule set that says nothing of its board: a race from 1 towards 30 and off the
     * board, no square marked (the default of {@link org.senet.core.rules.RuleSet#boardFeatures()}).
     *
     * @param waitingPieces whether pieces can wait off the board to enter
     * @return the features
     */
    public static BoardFeatures plain(boolean waitingPieces) {
        return new BoardFeatures(Direction.TOWARDS_30, Finish.BEAR_OFF, waitingPieces, List.of(), false, List.of());
    }

    /** {@return whether play runs from 30 towards 1} */
    public boolean towardsStart() {
        return direction == Direction.TOWARDS_1;
    }

    /** {@return whether pieces leave the board at the end} */
    public boolean bearsOff() {
        return finish == Finish.BEAR_OFF;
    }

    /**
     * The marks of a square.
     *
     * @param square a square, 1..30
     * @return its marks; empty for an ordinary square
     */
    public Set<Mark> marks(int square) {
        for (SquareFeatures features : squares) {
            if (features.square() == square) {
                return features.marks();
            }
        }
        return Set.of();
    }

    /**
     * Whether a square has a mark.
     *
     * @param square a square, 1..30
     * @param mark   a mark
     * @return true if the square has it
     */
    public boolean has(int square, Mark mark) {
        return marks(square).contains(mark);
    }
}
