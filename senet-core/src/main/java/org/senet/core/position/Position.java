package org.senet.core.position;

import java.util.Optional;

import org.senet.core.board.Side;
import org.senet.core.board.Track;

/**
 * An immutable Senet position: a decision point before a throw. The board is held in
 * two bit masks (square {@code n} is bit {@code n-1}, see {@link Track}), the rest in small counters
 * and one {@code int} of rule-set flags (see {@link FlagField}), so that millions of positions can
 * be searched cheaply.
 *
 * <p>Pieces borne off are not stored: they follow from the pieces per side, those on the board and
 * those waiting to enter.
 *
 * <p>A value class with the accessors of a record. It is not a record so that its four counters can
 * share one {@code int}: a position then takes 32 bytes instead of 48, and random play-outs, which
 * make one position per action, allocate a third less.
 */
public final class Position {
    private static final int COUNT_BITS = 8;
    private static final int COUNT_MAX = (1 << COUNT_BITS) - 1;

    private final int light;
    private final int dark;
    /** lightWaiting, darkWaiting, lightPieces, darkPieces: 8 bits each, from the lowest. */
    private final int counts;
    private final int flags;
    private final Side toMove;

    /**
     * A position, checked against the invariants every position keeps: squares 1..30 only, one piece
     * per square (C5), no side with more pieces on the board and waiting than it has.
     *
     * @param light        squares holding light pieces
     * @param dark         squares holding dark pieces
     * @param lightWaiting light pieces off the board waiting to enter (Tait hits, Bell)
     * @param darkWaiting  dark pieces off the board waiting to enter
     * @param lightPieces  light pieces in the game
     * @param darkPieces   dark pieces in the game
     * @param toMove       the side whose decision comes next
     * @param flags        rule-set flags, laid out by the rule set's {@link FlagField}s
     * @throws PositionException     if an invariant is broken
     * @throws NullPointerException  if {@code toMove} is null
     */
    public Position(int light, int dark, int lightWaiting, int darkWaiting,
                    int lightPieces, int darkPieces, Side toMove, int flags) {
        this(light, dark, counts(lightWaiting, darkWaiting, lightPieces, darkPieces), toMove, flags);
    }

    private Position(int light, int dark, int counts, Side toMove, int flags) {
        if ((light & dark) != 0 || ((light | dark) & ~Track.ALL) != 0 || toMove == null
                || Integer.bitCount(light) + (counts & COUNT_MAX) > (counts >>> 2 * COUNT_BITS & COUNT_MAX)
                || Integer.bitCount(dark) + (counts >>> COUNT_BITS & COUNT_MAX) > counts >>> 3 * COUNT_BITS) {
            throw invalid(light, dark, counts, toMove);
        }
        this.light = light;
        this.dark = dark;
        this.counts = counts;
        this.flags = flags;
        this.toMove = toMove;
    }

    /** The exception for arguments that break an invariant, naming the first one broken. */
    private static RuntimeException invalid(int light, int dark, int counts, Side toMove) {
        if (toMove == null) {
            return new NullPointerException("toMove");
        }
        int outside = (light | dark) & ~Track.ALL;
        if (outside != 0) {
            return new PositionException("not a position: bit " + Integer.numberOfTrailingZeros(outside)
                    + " is not a square of the board (1.." + Track.SQUARES + ")");
        }
        int both = light & dark;
        if (both != 0) {
            return new PositionException("not a position: square " + (Integer.numberOfTrailingZeros(both) + 1)
                    + " holds a light and a dark piece");
        }
        boolean lightOver = Integer.bitCount(light) + (counts & COUNT_MAX) > (counts >>> 2 * COUNT_BITS & COUNT_MAX);
        Side side = lightOver ? Side.LIGHT : Side.DARK;
        int onBoard = Integer.bitCount(lightOver ? light : dark);
        int waiting = lightOver ? counts & COUNT_MAX : counts >>> COUNT_BITS & COUNT_MAX;
        int pieces = lightOver ? counts >>> 2 * COUNT_BITS & COUNT_MAX : counts >>> 3 * COUNT_BITS;
        return new PositionException("not a position: " + side.displayName() + " has " + onBoard
                + " pieces on the board and " + waiting + " waiting, more than its " + pieces);
    }

    /** The four counters in one int; each must lie in 0..255. */
    private static int counts(int lightWaiting, int darkWaiting, int lightPieces, int darkPieces) {
        if (((lightWaiting | darkWaiting | lightPieces | darkPieces) & ~COUNT_MAX) != 0) {
            throw new PositionException("not a position: waiting=" + lightWaiting + "," + darkWaiting
                    + " pieces=" + lightPieces + "," + darkPieces + " (each 0.." + COUNT_MAX + ")");
        }
        return lightWaiting | darkWaiting << COUNT_BITS | lightPieces << 2 * COUNT_BITS | darkPieces << 3 * COUNT_BITS;
    }

    /** {@return the squares holding light pieces, as a bit mask} */
    public int light() {
        return light;
    }

    /** {@return the squares holding dark pieces, as a bit mask} */
    public int dark() {
        return dark;
    }

    /** {@return the number of light pieces off the board waiting to enter (Tait hits, Bell)} */
    public int lightWaiting() {
        return counts & COUNT_MAX;
    }

    /** {@return the number of dark pieces off the board waiting to enter} */
    public int darkWaiting() {
        return counts >>> COUNT_BITS & COUNT_MAX;
    }

    /** {@return the number of light pieces the game is played with, those borne off included} */
    public int lightPieces() {
        return counts >>> 2 * COUNT_BITS & COUNT_MAX;
    }

    /** {@return the number of dark pieces the game is played with, those borne off included} */
    public int darkPieces() {
        return counts >>> 3 * COUNT_BITS;
    }

    /** {@return the side whose decision comes next} */
    public Side toMove() {
        return toMove;
    }

    /** {@return the rule-set flags, laid out by the rule set's {@link FlagField}s} */
    public int flags() {
        return flags;
    }

    /**
     * A position with nothing waiting and no flags.
     *
     * @param light         the squares holding light pieces, as a bit mask
     * @param dark          the squares holding dark pieces, as a bit mask
     * @param piecesPerSide the number of pieces of each side in the game
     * @param toMove        the side whose decision comes next
     * @return the position
     * @throws PositionException if the masks break an invariant of {@link Position}
     */
    public static Position of(int light, int dark, int piecesPerSide, Side toMove) {
        return new Position(light, dark, 0, 0, piecesPerSide, piecesPerSide, toMove, 0);
    }

    /**
     * The layout most rule sets start from (C8): light on the odd squares and dark on the even squares of
     * {@code 1..2n}, for {@code n} pieces a side.
     *
     * @param piecesPerSide the number of pieces of each side, {@code n} (1..15)
     * @param toMove        the side to move
     * @return the position, with no flags
     * @throws PositionException if the pieces do not fit the board
     */
    public static Position alternating(int piecesPerSide, Side toMove) {
        int light = 0;
        int dark = 0;
        for (int i = 0; i < piecesPerSide; i++) {
            light |= 1 << (2 * i);
            dark |= 1 << (2 * i + 1);
        }
        return of(light, dark, piecesPerSide, toMove);
    }

    /**
     * The squares of one side.
     *
     * @param side the side
     * @return the squares holding its pieces, as a bit mask
     */
    public int mask(Side side) {
        return side == Side.LIGHT ? light : dark;
    }

    /** {@return the squares holding a piece of either side, as a bit mask} */
    public int occupied() {
        return light | dark;
    }

    /**
     * Where a piece of {@code side} ended, seen from the position before: the one square the side holds
     * here and did not hold in {@code before}, the square {@code from} (the piece's own, when it moved
     * from the board) left out of what it held. For the player's view of a move whose effects changed
     * its end (a swap, the water's way back); {@code from} 0 asks which square the side gained at all.
     *
     * @param before the position before the move
     * @param side   the side whose piece moved
     * @param from   the square the piece left, 0 (or any non-square) for none
     * @return that square, or 0 when the side gained no square or more than one (a piece borne off)
     */
    public int squareGained(Position before, Side side, int from) {
        int had = before.mask(side) & (Track.isSquare(from) ? ~Track.bit(from) : ~0);
        int gained = mask(side) & ~had;
        return Integer.bitCount(gained) == 1 ? Track.lowest(gained) : 0;
    }

    /**
     * Pieces of one side waiting to enter.
     *
     * @param side the side
     * @return the number of its pieces off the board waiting to enter
     */
    public int waiting(Side side) {
        return side == Side.LIGHT ? lightWaiting() : darkWaiting();
    }

    /**
     * Pieces of one side in the game.
     *
     * @param side the side
     * @return the number of its pieces the game is played with, those borne off included
     */
    public int pieces(Side side) {
        return side == Side.LIGHT ? lightPieces() : darkPieces();
    }

    /**
     * Pieces of one side on the board.
     *
     * @param side the side
     * @return the number of its pieces on the board
     */
    public int onBoard(Side side) {
        return Integer.bitCount(mask(side));
    }

    /**
     * Pieces of one side borne off.
     *
     * @param side the side
     * @return the number of its pieces borne off: in the game, but neither on the board nor waiting
     */
    public int off(Side side) {
        return pieces(side) - onBoard(side) - waiting(side);
    }

    /**
     * The side on a square, if any.
     *
     * @param square a square, 1..30
     * @return the side whose piece stands there; empty if the square is empty
     * @throws PositionException if {@code square} is not a square of the board, naming it
     */
    public Optional<Side> at(int square) {
        if (!Track.isSquare(square)) {
            throw new PositionException("square " + square + " is not on the board (1.." + Track.SQUARES + ")");
        }
        int bit = Track.bit(square);
        if ((light & bit) != 0) {
            return Optional.of(Side.LIGHT);
        }
        return (dark & bit) != 0 ? Optional.of(Side.DARK) : Optional.empty();
    }

    /**
     * Whether {@code side} has a piece on {@code square}.
     *
     * @param side   the side
     * @param square a square, 1..30
     * @return true if a piece of {@code side} stands on {@code square}
     */
    public boolean has(Side side, int square) {
        return (mask(side) & Track.bit(square)) != 0;
    }

    /**
     * Whether a square is empty.
     *
     * @param square a square, 1..30
     * @return true if no piece stands on {@code square}
     */
    public boolean isEmpty(int square) {
        return ((light | dark) & Track.bit(square)) == 0;
    }

    /**
     * The position after a change made by {@code mover}: its own and its opponent's masks and
     * waiting counts, the next side and flags. Piece counts carry over. This is the one constructor
     * call of a rule set's {@code apply}.
     *
     * @param mover           the side that made the change
     * @param own             the mover's squares after the change, as a bit mask
     * @param opponent        the opponent's squares after the change, as a bit mask
     * @param ownWaiting      the number of the mover's pieces waiting to enter after the change
     * @param opponentWaiting the number of the opponent's pieces waiting to enter after the change
     * @param nextToMove      the side whose decision comes next
     * @param nextFlags       the rule-set flags of the next position
     * @return the next position
     * @throws PositionException if the result breaks an invariant of {@link Position}
     */
    public Position next(Side mover, int own, int opponent, int ownWaiting, int opponentWaiting,
                         Side nextToMove, int nextFlags) {
        boolean light = mover == Side.LIGHT; // one constructor call, its arguments chosen without branches
        int waiting = light ? ownWaiting | opponentWaiting << COUNT_BITS : opponentWaiting | ownWaiting << COUNT_BITS;
        if (((ownWaiting | opponentWaiting) & ~COUNT_MAX) != 0) {
            throw new PositionException("not a position: waiting=" + ownWaiting + "," + opponentWaiting);
        }
        return new Position(light ? own : opponent, light ? opponent : own,
                counts & ~(COUNT_MAX | COUNT_MAX << COUNT_BITS) | waiting, nextToMove, nextFlags);
    }

    /**
     * The position after a change made by {@code mover} to the board only: its own and its
     * opponent's masks, the next side and flags; waiting pieces and piece counts carry over.
     *
     * @param mover      the side that made the change
     * @param own        the mover's squares after the change, as a bit mask
     * @param opponent   the opponent's squares after the change, as a bit mask
     * @param nextToMove the side whose decision comes next
     * @param nextFlags  the rule-set flags of the next position
     * @return the next position
     * @throws PositionException if the result breaks an invariant of {@link Position}
     */
    public Position withBoard(Side mover, int own, int opponent, Side nextToMove, int nextFlags) {
        boolean light = mover == Side.LIGHT;
        return new Position(light ? own : opponent, light ? opponent : own, counts, nextToMove, nextFlags);
    }

    /**
     * The same position with another side to move and other flags.
     *
     * @param nextToMove the side whose decision comes next
     * @param nextFlags  the rule-set flags of the next position
     * @return the position with that side to move and those flags
     */
    public Position withTurn(Side nextToMove, int nextFlags) {
        return new Position(light, dark, counts, nextToMove, nextFlags);
    }

    /**
     * The same position with other flags.
     *
     * @param nextFlags the rule-set flags of the next position
     * @return the position with those flags
     */
    public Position withFlags(int nextFlags) {
        return withTurn(toMove, nextFlags);
    }

    /**
     * {@return the board as the notation writes it: 30 characters, {@code W} light, {@code B} dark,
     * {@code .} empty, square 1 first}
     */
    public String boardText() {
        char[] board = new char[Track.SQUARES];
        for (int square = 1; square <= Track.SQUARES; square++) {
            int bit = Track.bit(square);
            board[square - 1] = (light & bit) != 0 ? 'W' : (dark & bit) != 0 ? 'B' : '.';
        }
        return new String(board);
    }

    /** Positions are equal when every component is. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Position that && light == that.light && dark == that.dark
                && counts == that.counts && flags == that.flags && toMove == that.toMove;
    }

    @Override
    public int hashCode() {
        int hash = light;
        hash = 31 * hash + dark;
        hash = 31 * hash + counts;
        hash = 31 * hash + flags;
        return 31 * hash + toMove.hashCode();
    }

    /**
     * A description for logs and debuggers, marked as not notation:
     * {@code Position[WBWBWBWBWB.................... W pieces=5,5]}. The position notation depends on
     * the rule set (its pieces per side and flag names): write it with
     * {@link org.senet.core.notation.Notation#format}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "Position[" + boardText() + " " + toMove.letter()
                + (lightWaiting() + darkWaiting() > 0 ? " wait=" + lightWaiting() + "," + darkWaiting() : "")
                + " pieces=" + lightPieces() + "," + darkPieces()
                + (flags != 0 ? " flags=0x" + Integer.toHexString(flags) : "") + "]";
    }
}
