package org.senet.core.board;

import java.util.Optional;

/** The named houses of the track (clause C3). */
public enum House {
    /** 15: House of Second Life (also: of Rebirth, of Repeating Life). */
    SECOND_LIFE(15, "House of Second Life", "≈"),
    /** 16: House of Netting; only an optional rule uses it. */
    NETTING(16, "House of Netting", "#"),
    /** 26: House of Beauty. */
    BEAUTY(26, "House of Beauty", "♥"),
    /** 27: House of Water (of Humiliation, the trap). */
    WATER(27, "House of Water", "~"),
    /** 28: House of Three Judges (of Three Truths), "III". */
    THREE_JUDGES(28, "House of Three Judges", "III"),
    /** 29: House of Two Judges (of Re-Atum), "II". */
    TWO_JUDGES(29, "House of Two Judges", "II"),
    /** 30: House of Horus, "I". */
    HORUS(30, "House of Horus", "I");

    private final int square;
    private final String displayName;
    private final String mark;

    House(int square, String displayName, String mark) {
        this.square = square;
        this.displayName = displayName;
        this.mark = mark;
    }

    /** {@return the square this house stands on, 1..30} */
    public int square() {
        return square;
    }

    /** {@return the house's English name} */
    public String displayName() {
        return displayName;
    }

    /** {@return a short mark for drawing the board (the judges' numerals, or a symbol)} */
    public String mark() {
        return mark;
    }

    /**
     * The house on a square, if the square is a named house.
     *
     * @param square a square, 1..30
     * @return the house standing there; empty if the square is not a named house
     */
    public static Optional<House> at(int square) {
        for (House house : values()) {
            if (house.square == square) {
                return Optional.of(house);
            }
        }
        return Optional.empty();
    }
}
