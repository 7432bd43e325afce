package org.senet.variants.bell;

import org.senet.core.engine.Citations;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.rules.RefusalReason;
import org.senet.core.settings.RuleSettings;

/**
 * R.C. Bell's reversed game (BE1–BE7): every piece starts off the board, enters on 31 − n and travels
 * towards square 1; hits remove a piece until it enters again; 15 and 26..30 are safe; the first side
 * with all its pieces on row 1 wins ({@link RuleSettings#BELL}). Its moves never carry the backward
 * effect: towards 1 is this game's only direction.
 */
public class Bell extends SettingsRuleSet {
    /** Bell's rulebook. A variant starts from it. */
    public static final Rulebook RULEBOOK = Rulebook.of("bell", "Bell", RuleSettings.BELL, "BE6")
            .withSummary("R.C. Bell's reversed game: enter on 30..26, race towards 1, hits remove, all on row 1 wins")
            .withDescription(Rulebook.textBeside(Bell.class, "Bell.txt").orElseThrow())
            .withCitations(Citations.of("BE6",
                    RefusalReason.OWN_PIECE_ON_DESTINATION, "BE4", RefusalReason.SAFE_PIECE, "BE4",
                    RefusalReason.BELOW_FIRST_SQUARE, "BE5", RefusalReason.CANNOT_ENTER_WITH_THROW, "BE3",
                    RefusalReason.THROW_FIRST, "BE2"))
            // P7, measured over 100,000 random games (seed 2024): mean 279 throws, 99.9% within 1,199.
            .withThrowBound(settings -> 1_250);

    /** Bell's rules. */
    public Bell() {
        super(RULEBOOK);
    }

    /**
     * Bell's rules as another rulebook gives them: for a variant of its own.
     *
     * @param rulebook the rulebook, e.g. {@code Bell.RULEBOOK.variant(…)}
     */
    protected Bell(Rulebook rulebook) {
        super(rulebook);
    }
}
