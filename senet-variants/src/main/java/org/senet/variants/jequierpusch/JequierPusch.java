package org.senet.variants.jequierpusch;

import java.util.OptionalInt;

import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.engine.Citations;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.position.Position;
import org.senet.core.rules.RefusalReason;
import org.senet.core.settings.Reasons;
import org.senet.core.settings.RuleSettings;

/**
 * Gustave Jéquier's rules as confirmed by Edgar B. Pusch (JP1–JP9, JP-SCORE): walls of three, refuges on
 * 26, 28 and 29, the trap on 27 sending a piece back to square 1, backward moves only onto empty
 * squares, and match scoring by the loser's pieces left on the board ({@link RuleSettings#JEQUIER_PUSCH}).
 */
public class JequierPusch extends SettingsRuleSet {
    /** Jéquier/Pusch's rulebook. A variant starts from it. */
    public static final Rulebook RULEBOOK = Rulebook.of("jequier-pusch", "Jéquier/Pusch", RuleSettings.JEQUIER_PUSCH, "JP6")
            .withSummary("Gustave Jéquier's rules confirmed by Edgar B. Pusch: sticks 1-4 and 6, walls of three,"
                    + " trap on 27 back to square 1, match scoring")
            .withDescription(Rulebook.textBeside(JequierPusch.class, "JequierPusch.txt").orElseThrow())
            .withCitations(Citations.of("JP6",
                    RefusalReason.OWN_PIECE_ON_DESTINATION, "JP5", Reasons.PROTECTED_PIECE, "JP5",
                    RefusalReason.SAFE_PIECE, "JP5",
                    Reasons.BLOCKADE, "JP4", RefusalReason.ILLEGAL_DESTINATION, "JP8",
                    Reasons.NOT_ALL_ON_FINAL_ROW, "JP8", Reasons.FIRST_MOVE_FROM_FRONT, "JP3",
                    RefusalReason.THROW_FIRST, "JP2"))
            .explainingBothDirections()
            .withMatchScoring(finished -> OptionalInt.of(points(finished)))
            // P7, 100,000 random games (seed 2): mean about 1,350 throws, 99.9th percentile about 6,700.
            .withThrowBound(settings -> 7_000);

    /** Jéquier/Pusch's rules; they take no options. */
    public JequierPusch() {
        super(RULEBOOK);
    }

    /**
     * Jéquier/Pusch's rules as another rulebook gives them: for a variant of its own.
     *
     * @param rulebook the rulebook, e.g. {@code JequierPusch.RULEBOOK.variant(…)}
     */
    protected JequierPusch(Rulebook rulebook) {
        super(rulebook);
    }

    /**
     * JP-SCORE with the winner named: the winner scores 5, plus 1 for each opponent piece left on row 3, 2
     * for each on row 2 and 3 for each on row 1.
     *
     * @param finished a position in which the game is over
     * @return the winner and the points scored
     * @throws SenetException if the game is not over
     */
    public MatchScore score(Position finished) {
        Side winner = winner(finished).orElseThrow(() -> new SenetException("the game is not over, so it has no score yet"));
        return new MatchScore(winner, points(finished));
    }

    /** JP-SCORE: the points of the side that has borne off all its pieces. */
    private static int points(Position finished) {
        Side winner = (finished.light() | finished.lightWaiting()) == 0 ? Side.LIGHT : Side.DARK;
        int loser = finished.mask(winner.opponent());
        return 5 + Integer.bitCount(loser & Track.ROW_3) + 2 * Integer.bitCount(loser & Track.ROW_2)
                + 3 * Integer.bitCount(loser & Track.ROW_1);
    }
}
