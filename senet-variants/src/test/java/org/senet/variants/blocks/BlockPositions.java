package org.senet.variants.blocks;

/** Positions of these tests in the position notation, written by the squares their pieces stand on. */
final class BlockPositions {
    private BlockPositions() {
    }

    /**
     * The squares of a position: light's pieces ({@code W}) on {@code light}, dark's ({@code B}) on {@code dark}.
     *
     * @param light the squares of light's pieces, 1..30
     * @param dark  the squares of dark's pieces, 1..30
     * @return the 30 characters of the squares
     */
    static String squares(int[] light, int... dark) {
        char[] squares = ".".repeat(30).toCharArray();
        for (int square : light) {
            squares[square - 1] = 'W';
        }
        for (int square : dark) {
            squares[square - 1] = 'B';
        }
        return new String(squares);
    }

    /** {@return the squares with one piece a side, light's on {@code light} and dark's on {@code dark}} */
    static String squares(int light, int dark) {
        return squares(new int[] {light}, dark);
    }
}
