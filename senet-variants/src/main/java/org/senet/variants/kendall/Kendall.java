package org.senet.variants.kendall;

import org.senet.core.engine.Citations;
import org.senet.core.engine.RuleOption;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.rules.RefusalReason;
import org.senet.core.settings.Reasons;
import org.senet.core.settings.RuleSettings;

/**
 * The rules after Timothy Kendall (K1–K9): seven pieces a side, swaps of lone pieces, exact landing on
 * the House of Beauty, and a piece trapped in the water on 27 until it is rescued to 15 or borne off on
 * a 4 ({@link RuleSettings#KENDALL}). Option {@code robinson} (K-OPT): a piece that lands on 26 must move
 * again at once.
 */
public class Kendall extends SettingsRuleSet {
    /** Kendall's rulebook: the settings, the option, the clauses. A variant starts from it. */
    public static final Rulebook RULEBOOK = Rulebook.of("kendall", "Kendall", RuleSettings.KENDALL, "K4")
            .withSummary("Timothy Kendall's rules: 7 pieces a side, lone pieces swapped, trapped in 27 until rescued to 15")
            .withDescription(Rulebook.textBeside(Kendall.class, "Kendall.txt").orElseThrow())
            .withOptions(RuleOption.flag("robinson", "after a piece lands on 26 the player throws again at once and"
                    + " must move that same piece (K-OPT)", s -> s.withTurns(s.turns().withBeautyMovingAgain(true))))
            .withCitations(Citations.of("K4",
                    RefusalReason.OWN_PIECE_ON_DESTINATION, "K3", Reasons.PROTECTED_PIECE, "K3",
                    Reasons.MUST_STOP_ON_BEAUTY, "K5", RefusalReason.ILLEGAL_DESTINATION, "K5",
                    Reasons.AWAITING_JUDGEMENT, "K7", Reasons.WATER_OCCUPIED, "K7",
                    Reasons.DROWNING_PIECE_FIRST, "K8", Reasons.WATER_NEEDS_FOUR, "K8",
                    Reasons.MUST_MOVE_OTHER, "K-OPT", RefusalReason.THROW_FIRST, "K2"))
            // P7: 99.9% of 20,000 random games (seed 20261121) ended within 444 throws (430 with robinson); mean 256.
            .withThrowBound(settings -> 450);

    /** Kendall's rules with the default options. */
    public Kendall() {
        super(RULEBOOK);
    }

    /**
     * Kendall's rules as another rulebook gives them: for a variant of its own.
     *
     * @param rulebook the rulebook, e.g. {@code Kendall.RULEBOOK.variant(…)}
     */
    protected Kendall(Rulebook rulebook) {
        super(rulebook);
    }
}
