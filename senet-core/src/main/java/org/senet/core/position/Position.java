package org.senet.core.position;

import java.util.Optional;

import org.senet.core.board.Side;
import org.senet.core.board.Track;

/**
 * An immutable Senet position: a decision point before a throw (RULES.md §9). The board is held in
 * two bit masks (square {@code n} is bit {@code n-1}, see {@link Track}), the rest in small counters
 * and one {@code int} of rule-set flags (see {@link FlagField}), so that millions of positions can
 * be searched cheaply.
 *
 * <p>Pieces borne off are not stored: they follow from the pieces per side, those on the board and
 * those waiting to enter.
 *
 * @param light        squares holding light pieces
 * @param dark         squares holding dark pieces
 * @param lightWaiting light pieces off the board waiting to enter (Tait hits, Bell)
 * @param darkWaiting  dark pieces off the board waiting to enter
 * @param lightPieces  light pieces in the game
 * @param darkPieces   dark pieces in the game
 * @param toMove       the side whose decision comes next
 * @param flags        rule-set flags, laid out by the rule set's {@link FlagField}s
 */
public record Position(int light, int dark, int lightWaiting, int darkWaiting,
                       int lightPieces, int darkPieces, Side toMove, int flags) {

    /**
     * Checks the invariants every position keeps: squares 1..30 only, one piece per square (C5),
     * no side with more pieces on the board and waiting than it has.
     *
     * @throws IllegalArgumentException if an invariant is broken
     */
    public Position {
        if ((light & dark) != 0 || ((light | dark) & ~Track.ALL) != 0 || toMove == null
                || Integer.bitCount(light) + lightWaiting > lightPieces
                || Integer.bitCount(dark) + darkWaiting > darkPieces
                || lightWaiting < 0 || darkWaiting < 0) {
            throw new IllegalArgumentException("not a position: light=" + Integer.toBinaryString(light)
                    + " dark=" + Integer.toBinaryString(dark) + " waiting=" + lightWaiting + "," + darkWaiting
                    + " pieces=" + lightPieces + "," + darkPieces + " toMove=" + toMove);
        }
    }

    /** A position with nothing waiting and no flags. */
    public static Position of(int light, int dark, int piecesPerSide, Side toMove) {
        return new Position(light, dark, 0, 0, piecesPerSide, piecesPerSide, toMove, 0);
    }

    /** The squares of one side. */
    public int mask(Side side) {
        return side == Side.LIGHT ? light : dark;
    }

    /** All occupied squares. */
    public int occupied() {
        return light | dark;
    }

    /** Pieces of one side waiting to enter. */
    public int waiting(Side side) {
        return side == Side.LIGHT ? lightWaiting : darkWaiting;
    }

    /** Pieces of one side in the game. */
    public int pieces(Side side) {
        return side == Side.LIGHT ? lightPieces : darkPieces;
    }

    /** Pieces of one side on the board. */
    public int onBoard(Side side) {
        return Integer.bitCount(mask(side));
    }

    /** Pieces of one side borne off. */
    public int off(Side side) {
        return pieces(side) - onBoard(side) - waiting(side);
    }

    /** The side on a square, if any. */
    public Optional<Side> at(int square) {
        int bit = Track.bit(square);
        if ((light & bit) != 0) {
            return Optional.of(Side.LIGHT);
        }
        return (dark & bit) != 0 ? Optional.of(Side.DARK) : Optional.empty();
    }

    /** Whether {@code side} has a piece on {@code square}. */
    public boolean has(Side side, int square) {
        return (mask(side) & Track.bit(square)) != 0;
    }

    /** Whether a square is empty. */
    public boolean isEmpty(int square) {
        return ((light | dark) & Track.bit(square)) == 0;
    }

    /**
     * The position after a change made by {@code mover}: its own and its opponent's masks and
     * waiting counts, the next side and flags. Piece counts carry over. This is the one constructor
     * call of a rule set's {@code apply}.
     */
    public Position next(Side mover, int own, int opponent, int ownWaiting, int opponentWaiting,
                         Side nextToMove, int nextFlags) {
        boolean light = mover == Side.LIGHT; // one constructor call, its arguments chosen without branches
        return new Position(light ? own : opponent, light ? opponent : own, light ? ownWaiting : opponentWaiting,
                light ? opponentWaiting : ownWaiting, lightPieces, darkPieces, nextToMove, nextFlags);
    }

    /** The same position with another side to move and other flags. */
    public Position withTurn(Side nextToMove, int nextFlags) {
        return new Position(light, dark, lightWaiting, darkWaiting, lightPieces, darkPieces, nextToMove, nextFlags);
    }

    /** The same position with other flags. */
    public Position withFlags(int nextFlags) {
        return withTurn(toMove, nextFlags);
    }

    /** The 30-character board of the notation (DESIGN.md §3). */
    public String boardText() {
        char[] board = new char[Track.SQUARES];
        for (int square = 1; square <= Track.SQUARES; square++) {
            int bit = Track.bit(square);
            board[square - 1] = (light & bit) != 0 ? 'W' : (dark & bit) != 0 ? 'B' : '.';
        }
        return new String(board);
    }

    @Override
    public String toString() {
        return boardText() + " " + toMove.letter()
                + (lightWaiting + darkWaiting > 0 ? " wait=" + lightWaiting + "," + darkWaiting : "")
                + " pieces=" + lightPieces + "," + darkPieces
                + (flags != 0 ? " flags=0x" + Integer.toHexString(flags) : "");
    }
}
