package org.senet.variants.course;

import org.senet.core.engine.Citations;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.rules.RefusalReason;
import org.senet.core.settings.Reasons;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Water;
import org.senet.core.settings.Water.Fate;

/**
 * A course's rule set, written from the public API as a plugin would be (registered in this module's test
 * services file): seven pieces a side, no protection, 27 sending a piece to 15 — all settings — and one rule
 * no setting covers, added to the settings rule set rather than wrapped around it: a piece left standing on
 * 28..30 by its side's action goes back to 15 ({@link JudgesSendBack}, CR7). The engine keeps its fast moves
 * and its games in place for everything else.
 */
public final class CourseRules extends SettingsRuleSet {
    /** Kendall's settings, without protection, 27 sending pieces to 15 (CR1–CR6, CR8). */
    public static final RuleSettings SETTINGS = RuleSettings.KENDALL
            .withLanding(RuleSettings.KENDALL.landing().withNeighboursProtecting(false)) // CR3
            .withWater(Water.sendingTo(Fate.TO_SECOND_LIFE)); // CR5

    /** The course's rulebook: its clauses, and the clause each refusal of {@link Reasons#raisedBy} the settings cites. */
    public static final Rulebook RULEBOOK = Rulebook.of("course", "Course rules", SETTINGS, "CR3")
            .withSummary("A course's rules: 7 pieces a side, nothing protected, 27 sends to 15, and so do 28..30 when"
                    + " a piece is left standing there")
            .withDescription(Rulebook.textBeside(CourseRules.class, "CourseRules.txt").orElseThrow())
            .withCitations(Citations.of("CR3", RefusalReason.NO_OWN_PIECE, "CR3", RefusalReason.THROW_FIRST, "CR2",
                    RefusalReason.BELOW_FIRST_SQUARE, "CR4", RefusalReason.ILLEGAL_DESTINATION, "CR3",
                    Reasons.MUST_STOP_ON_BEAUTY, "CR3", Reasons.AWAITING_JUDGEMENT, "CR6", Reasons.WATER_OCCUPIED, "CR4"))
            // the kit's check, 400 random games (seed 20261127): median 870 throws, 99th percentile 1,790, longest
            // 2,323 (a piece left on 28..30 goes back to 15, so games run about four times Kendall's)
            .withThrowBound(settings -> 3_000);

    /** The course's rules. */
    public CourseRules() {
        super(RULEBOOK, new JudgesSendBack());
    }
}
