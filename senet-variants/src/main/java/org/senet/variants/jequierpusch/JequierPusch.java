package org.senet.variants.jequierpusch;

import java.util.Map;
import java.util.OptionalInt;

import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.variants.pusch.PuschFamily;

/**
 * Gustave Jéquier's rules as confirmed by Edgar B. Pusch (clauses JP1–JP9, JP-SCORE): walls
 * of three, refuges on 26, 28 and 29, the trap on 27 sending a piece back to square 1, backward
 * moves only onto empty squares, and match scoring by the loser's pieces left on the board.
 */
public final class JequierPusch extends PuschFamily {

    /** Jéquier/Pusch's rules; they take no options. */
    public JequierPusch() {
        this(Map.of());
    }

    private JequierPusch(Map<String, String> options) {
        super(options, true, Backward.EMPTY_ONLY); // JP3: dark throws again; JP6
    }

    @Override
    public String id() {
        return "jequier-pusch";
    }

    @Override
    public String name() {
        return "Jéquier/Pusch";
    }

    @Override
    public String summary() {
        return "Gustave Jéquier's rules confirmed by Edgar B. Pusch: sticks 1-4 and 6, walls of three,"
                + " trap on 27 back to square 1, match scoring";
    }

    @Override
    protected RuleSet withCheckedOptions(Map<String, String> options) {
        return new JequierPusch(options);
    }

    /**
     * JP-SCORE: the points the winner of a finished game scores in a match: 5, plus 1 for each
     * opponent piece left on row 3, 2 for each on row 2 and 3 for each on row 1.
     *
     * @param finished a position in which the game is over
     */
    @Override
    public OptionalInt matchScore(Position finished) {
        return isOver(finished) ? OptionalInt.of(score(finished).points()) : OptionalInt.empty();
    }

    /**
     * JP-SCORE with the winner named.
     *
     * @param finished a position in which the game is over
     * @return the winner and the points scored
     * @throws SenetException if the game is not over
     */
    public MatchScore score(Position finished) {
        Side winner = winner(finished).orElseThrow(
                () -> new SenetException("the game is not over, so it has no score yet"));
        int loser = finished.mask(winner.opponent());
        int points = 5 + Integer.bitCount(loser & Track.ROW_3) + 2 * Integer.bitCount(loser & Track.ROW_2)
                + 3 * Integer.bitCount(loser & Track.ROW_1);
        return new MatchScore(winner, points);
    }
}
