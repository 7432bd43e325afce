package org.senet.core.board;

/**
 * The two sides of a Senet game (clause C8): light (white, cones) and dark (black, spindles).
 */
public enum Side {
    /** White pieces, cones; written {@code W} in the notation. */
    LIGHT('W', "light"),
    /** Black pieces, spindles; written {@code B} in the notation. */
    DARK('B', "dark");

    private final char letter;
    private final String displayName;

    Side(char letter, String displayName) {
        this.letter = letter;
        this.displayName = displayName;
    }

    /** {@return the letter used in the position notation: {@code W} or {@code B}} */
    public char letter() {
        return letter;
    }

    /** {@return the side's name in text: {@code "light"} or {@code "dark"}} */
    public String displayName() {
        return displayName;
    }

    /** {@return the other side} */
    public Side opponent() {
        return this == LIGHT ? DARK : LIGHT;
    }

    /**
     * The side written with this notation letter, or empty if the letter names no side.
     *
     * @param letter a notation letter
     * @return the side it names; empty if the letter names no side
     */
    public static java.util.Optional<Side> fromLetter(char letter) {
        return switch (letter) {
            case 'W' -> java.util.Optional.of(LIGHT);
            case 'B' -> java.util.Optional.of(DARK);
            default -> java.util.Optional.empty();
        };
    }
}
