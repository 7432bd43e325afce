package org.senet.core.board;

/**
 * The Senet track (clauses C1–C3): 30 squares numbered 1..30 in three rows of ten,
 * boustrophedon. Sets of squares are {@code int} bit masks: square {@code n} is bit {@code n-1}.
 *
 * <p>"Adjacent" (C2) means consecutive on the track, so 10/11 and 20/21 are adjacent; squares that
 * only touch across rows are not. With the bit layout above, adjacency is a shift by one bit.
 */
public final class Track {
    /** Number of squares. */
    public static final int SQUARES = 30;
    /** The pseudo-square a piece reaches when it leaves the board ({@code ->off} in notation). */
    public static final int OFF = 31;
    /** The pseudo-square of a piece entering the board ({@code in->} in notation). */
    public static final int ENTRY = 0;

    /** 15, House of Second Life. */
    public static final int SECOND_LIFE = 15;
    /** 26, House of Beauty. */
    public static final int BEAUTY = 26;
    /** 27, House of Water. */
    public static final int WATER = 27;
    /** 28, House of Three Judges. */
    public static final int THREE_JUDGES = 28;
    /** 29, House of Two Judges. */
    public static final int TWO_JUDGES = 29;
    /** 30, House of Horus. */
    public static final int HORUS = 30;

    /** All 30 squares. */
    public static final int ALL = (1 << SQUARES) - 1;
    /** Row 1: squares 1..10. */
    public static final int ROW_1 = rangeMask(1, 10);
    /** Row 2: squares 11..20. */
    public static final int ROW_2 = rangeMask(11, 20);
    /** Row 3: squares 21..30. */
    public static final int ROW_3 = rangeMask(21, 30);
    /** The squares of the judges, 28..30 (Three Judges, Two Judges, Horus). */
    public static final int JUDGES = rangeMask(THREE_JUDGES, HORUS);

    private Track() {
    }

    /**
     * The mask of one square, 1..30.
     *
     * @param square a square, 1..30
     * @return the mask with only that square's bit set
     */
    public static int bit(int square) {
        return 1 << (square - 1);
    }

    /**
     * Whether {@code square} is on the board (1..30).
     *
     * @param square any number
     * @return true if it is a square of the board
     */
    public static boolean isSquare(int square) {
        return square >= 1 && square <= SQUARES;
    }

    /**
     * The mask of squares {@code from..to} inclusive; empty when {@code from > to}. Clamped to 1..30.
     *
     * @param from the first square
     * @param to   the last square
     * @return the mask of the squares in the range
     */
    public static int rangeMask(int from, int to) {
        int lo = Math.max(from, 1);
        int hi = Math.min(to, SQUARES);
        if (lo > hi) {
            return 0;
        }
        return (int) ((1L << hi) - (1L << (lo - 1)));
    }

    /**
     * The squares strictly between {@code a} and {@code b}, in either order.
     *
     * @param a one square
     * @param b the other square
     * @return the mask of the squares between them
     */
    public static int between(int a, int b) {
        return a < b ? rangeMask(a + 1, b - 1) : rangeMask(b + 1, a - 1);
    }

    /**
     * The squares adjacent (C2) to some square of {@code mask}.
     *
     * @param mask a set of squares
     * @return the mask of the squares next to one of them on the track (a square of {@code mask} included
     *         when next to another)
     */
    public static int neighbours(int mask) {
        return ((mask << 1) | (mask >>> 1)) & ALL;
    }

    /**
     * Whether two squares are adjacent on the track (C2).
     *
     * @param a one square
     * @param b the other square
     * @return true if the two squares follow each other on the track
     */
    public static boolean isAdjacent(int a, int b) {
        return Math.abs(a - b) == 1 && isSquare(a) && isSquare(b);
    }

    /**
     * The row of a square, 1..3.
     *
     * @param square a square, 1..30
     * @return its row: 1 for 1..10, 2 for 11..20, 3 for 21..30
     */
    public static int row(int square) {
        return (square - 1) / 10 + 1;
    }

    /**
     * The column of a square as drawn (C1), 0..9 from the left.
     *
     * @param square a square, 1..30
     * @return its column on the drawn board
     */
    public static int column(int square) {
        int row = row(square);
        int offset = (square - 1) % 10;
        return row == 2 ? 9 - offset : offset;
    }

    /**
     * The square drawn at a row (1..3) and column (0..9), inverse of {@link #row} and {@link #column}.
     *
     * @param row    the row, 1..3
     * @param column the column, 0..9 from the left
     * @return the square drawn there
     */
    public static int squareAt(int row, int column) {
        int offset = row == 2 ? 9 - column : column;
        return (row - 1) * 10 + offset + 1;
    }

    /**
     * The lowest square of a non-empty mask.
     *
     * @param mask a non-empty set of squares
     * @return its lowest square
     */
    public static int lowest(int mask) {
        return Integer.numberOfTrailingZeros(mask) + 1;
    }

    /**
     * The highest square of a non-empty mask.
     *
     * @param mask a non-empty set of squares
     * @return its highest square
     */
    public static int highest(int mask) {
        return Integer.SIZE - Integer.numberOfLeadingZeros(mask);
    }
}
