package org.senet.core.record;

import java.util.Optional;

/**
 * How the side that moves first in a game was decided, kept by a {@link GameRecord} in its
 * {@code FirstMove} header for rule sets whose opening lets either side begin
 * ({@link org.senet.core.rules.Opening#FIRST_MOVER_DRAWN}). The side itself is the side to move in
 * the record's start position.
 */
public enum FirstMove {
    /** Drawn at random from the game's seed ({@link org.senet.core.rules.FirstMoverDraw}). */
    DRAWN("drawn"),
    /** The loser of the previous game of a match moves first. */
    LOSER_STARTS("loser of the previous game");

    private final String text;

    FirstMove(String text) {
        this.text = text;
    }

    /** {@return the words of the header after the side's letter, e.g. {@code drawn}} */
    public String text() {
        return text;
    }

    /**
     * The value with these words, or empty if none has them.
     *
     * @param text the words of a {@code FirstMove} header after the side's letter
     * @return the value with these words; empty if none has them
     */
    public static Optional<FirstMove> fromText(String text) {
        for (FirstMove value : values()) {
            if (value.text.equals(text)) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
