package org.senet.variants.rebirth;

import org.senet.core.engine.Citations;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.rules.RefusalReason;
import org.senet.core.settings.Reasons;
import org.senet.core.settings.RuleSettings;

/**
 * The rules of a boxed Senet set (RB1–RB9): two throws at most per turn, the House of Rebirth on 15
 * that catches every piece falling into the water, pieces on 28..30 knocked into 27 when attacked, and
 * the owner's gamble on a 4 to bear a knocked piece off ({@link RuleSettings#REBIRTH}).
 */
public class Rebirth extends SettingsRuleSet {
    /** The boxed set's rulebook. A variant starts from it. */
    public static final Rulebook RULEBOOK = Rulebook.of("rebirth", "House of Rebirth", RuleSettings.REBIRTH, "RB4")
            .withSummary("A boxed set's rules: two throws at most a turn, the water sends pieces to 15, a gamble on a 4")
            .withDescription(Rulebook.textBeside(Rebirth.class, "Rebirth.txt").orElseThrow())
            .withCitations(Citations.of("RB4",
                    RefusalReason.OWN_PIECE_ON_DESTINATION, "RB3", Reasons.PROTECTED_PIECE, "RB3",
                    RefusalReason.SAFE_PIECE, "RB5",
                    Reasons.MUST_STOP_ON_BEAUTY, "RB5", Reasons.CANNOT_PASS_BEAUTY, "RB5",
                    RefusalReason.ILLEGAL_DESTINATION, "RB7", Reasons.DROWNING_PIECE_FIRST, "RB8",
                    Reasons.WATER_NEEDS_FOUR, "RB8", RefusalReason.THROW_FIRST, "RB2"))
            // P7: 99.9% of 20,000 random games (seed 20261121) ended within 322 throws; mean 193.
            .withThrowBound(settings -> 330);

    /** The boxed set's rules. */
    public Rebirth() {
        super(RULEBOOK);
    }

    /**
     * The boxed set's rules as another rulebook gives them: for a variant of its own.
     *
     * @param rulebook the rulebook, e.g. {@code Rebirth.RULEBOOK.variant(…)}
     */
    protected Rebirth(Rulebook rulebook) {
        super(rulebook);
    }
}
