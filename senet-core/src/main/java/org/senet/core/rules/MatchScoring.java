package org.senet.core.rules;

import java.util.OptionalInt;

import org.senet.core.position.Position;

/**
 * A capability of a rule set ({@link RuleSet#capability}): the score of a finished game in a match
 * (Jéquier/Pusch, JP-SCORE).
 */
public interface MatchScoring {
    /**
     * The points the winner of {@code finished} scores.
     *
     * @param finished the final position of a game
     * @return the points; empty for a game not over
     */
    OptionalInt matchScore(Position finished);
}
