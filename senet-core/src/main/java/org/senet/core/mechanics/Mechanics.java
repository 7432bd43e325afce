package org.senet.core.mechanics;

import org.senet.core.board.Track;

/**
 * The rule mechanics that several rule sets share, written once on bit masks (square {@code n} is
 * bit {@code n-1}): protection by an adjacent piece, walls of three, and the free square a trap
 * sends a piece to. Rule sets compose these; each method names the clauses that use it.
 */
public final class Mechanics {
    private Mechanics() {
    }

    /**
     * Whether the piece on {@code square} has a piece of its own side on an adjacent square (C2),
     * which protects it from attack in most rule sets (TH7, K3, JP5, AS5, RB3).
     *
     * @param side the squares of the attacked piece's side
     * @param square the square of the attacked piece
     * @return true if a piece of {@code side} stands on a square next to {@code square}
     */
    public static boolean hasAdjacentFriend(int side, int square) {
        return (side & Track.neighbours(Track.bit(square))) != 0;
    }

    /**
     * The first squares of every run of three or more pieces of {@code side} on consecutive squares:
     * bit {@code s-1} is set when squares {@code s, s+1, s+2} all hold a piece of that side.
     *
     * @param side the squares of one side, as a bit mask
     * @return the first squares of its walls, as a bit mask
     */
    public static int wallStarts(int side) {
        return side & (side >>> 1) & (side >>> 2);
    }

    /**
     * Whether a move between {@code from} and {@code to} (either direction) passes a wall of
     * {@code side}: three of its pieces on consecutive squares strictly between the two (JP4, AS6).
     *
     * @param side the squares of the side whose walls count, as a bit mask
     * @param from the square the move starts from
     * @param to   the square the move ends on
     * @return true if a wall of {@code side} stands between the two squares
     */
    public static boolean passesWall(int side, int from, int to) {
        int lo = Math.min(from, to);
        int hi = Math.max(from, to);
        return (wallStarts(side) & Track.rangeMask(lo + 1, hi - 3)) != 0;
    }

    /**
     * The first empty square at or after {@code square}, going up (JP7, AS4: "square 1 or the first
     * free square after it"); 0 if every square from there on is taken.
     *
     * @param occupied the occupied squares, as a bit mask
     * @param square   the first square to look at, 1..30
     * @return the first free square at or after {@code square}, or 0
     */
    public static int firstFreeUpFrom(int occupied, int square) {
        int free = ~occupied & Track.rangeMask(square, Track.SQUARES);
        return free == 0 ? 0 : Track.lowest(free);
    }

    /**
     * The first empty square at or before {@code square}, going down (TH9, K8, RB6: "15, or the
     * first free square before it"); 0 if every square down to 1 is taken.
     *
     * @param occupied the occupied squares, as a bit mask
     * @param square   the first square to look at, 1..30
     * @return the first free square at or before {@code square}, or 0
     */
    public static int firstFreeDownFrom(int occupied, int square) {
        int free = ~occupied & Track.rangeMask(1, square);
        return free == 0 ? 0 : Track.highest(free);
    }

    /**
     * The squares below {@code square} from which a forward move of {@code throwValue} would pass over
     * it without landing on it (TH4, K5, RB5: 26 must be reached exactly).
     *
     * @param square     the square that must be reached exactly
     * @param throwValue the throw
     * @return the squares a move of {@code throwValue} from which passes over {@code square}, as a
     *         bit mask
     */
    public static int passingOver(int square, int throwValue) {
        return Track.rangeMask(square + 1 - throwValue, square - 1);
    }

    /**
     * The squares from which {@code throwValue} counts exactly to the square after 30 and which bear
     * off that way in the water family (TH5, TH6, K7, RB7): 26 on a 5, 28 on a 3, 29 on a 2, 30 on a 1.
     *
     * @param throwValue the throw
     * @return the squares that bear off exactly with this throw, as a bit mask
     */
    public static int bearingOffExactly(int throwValue) {
        return Track.bit(Track.OFF - throwValue) & (Track.bit(Track.BEAUTY) | Track.JUDGES);
    }

    /**
     * Whether a move from {@code from} to {@code to} passes over square {@code square} without
     * landing on it.
     *
     * @param from   the square the move starts from
     * @param to     the square the move ends on
     * @param square the square passed or not
     * @return true if {@code square} lies strictly between {@code from} and {@code to}
     */
    public static boolean passesOver(int from, int to, int square) {
        return (from < square && to > square) || (from > square && to < square);
    }

    /**
     * Whether every square of {@code side} is on row 3, 21..30 (JP8, AS8: bearing off waits until
     * then).
     *
     * @param side the squares of one side, as a bit mask
     * @return true if none of its pieces stands on squares 1..20
     */
    public static boolean allOnLastRow(int side) {
        return (side & ~Track.ROW_3) == 0;
    }

    /**
     * Whether a piece on {@code from} leaves the board with {@code throwValue}: the count reaches the
     * square after 30 exactly (TH5, TH6, K7, RB7: 26 on a 5, 27 on a 4, 28 on a 3, 29 on a 2, 30 on
     * a 1).
     *
     * @param from       the square of the piece
     * @param throwValue the throw
     * @return true if {@code from + throwValue} is 31, the square after 30
     */
    public static boolean bearsOffExactly(int from, int throwValue) {
        return from + throwValue == Track.OFF;
    }

    /**
     * The square a piece taken out of the House of Water goes to (TH9e, TH9g, RB6, RB7, RB8): 15, or
     * the first free square before it (14, 13, …). Should 1..15 all be taken (only possible with more
     * pieces than usual, {@code pieces=}), the first free square after 15; 0 if the board is full.
     *
     * @param occupied the occupied squares, as a bit mask
     * @return the square the rescued piece goes to, or 0 if every square is taken
     */
    public static int secondLifeSquare(int occupied) {
        int square = firstFreeDownFrom(occupied, Track.SECOND_LIFE);
        return square != 0 ? square : firstFreeUpFrom(occupied, Track.SECOND_LIFE + 1);
    }

    /**
     * A knock into the House of Water (TH8, TH9g, RB7): an attacked piece drops into 27; a piece of
     * its side already there goes to {@link #secondLifeSquare}.
     *
     * @param victims the squares of the attacked side, without the attacked piece
     * @param others  every other occupied square (the attacker's side after its move)
     * @return the attacked side's squares afterwards
     */
    public static int knockIntoWater(int victims, int others) {
        int water = Track.bit(Track.WATER);
        if ((victims & water) != 0) {
            int rescue = secondLifeSquare(victims | others | water);
            victims = (victims & ~water) | Track.bit(rescue);
        }
        return victims | water;
    }

    /**
     * The pieces of {@code pieces} that, moved {@code steps} squares at once ({@code steps} &gt; 0
     * towards 30, &lt; 0 towards 1), land on the board and on no square of {@code blocked}: the landing
     * test of every piece in one mask operation. Rule sets use it to pick the pieces worth asking
     * their per-piece move function about (TH3, K4, RB4, JP6, AS10, TA4, BE4).
     *
     * @param pieces  the pieces to move, as a bit mask
     * @param steps   how many squares each piece moves: positive towards 30, negative towards 1
     * @param blocked the squares a piece may not land on, as a bit mask
     * @return the pieces of {@code pieces} that land on a square of 1..30 outside {@code blocked},
     *         as a bit mask
     */
    public static int landingOutside(int pieces, int steps, int blocked) {
        return steps >= 0
                ? ((pieces << steps) & ~blocked & Track.ALL) >>> steps
                : ((pieces >>> -steps) & ~blocked) << -steps;
    }
}
