package org.senet.variants.oneoff;

import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.sticks.ThrowTable;
import org.senet.variants.tait.Tait;

/** Tait's rules with the sticks 1–5: no white side counts 5. */
public final class TaitFiveSticks extends SettingsRuleSet {
    public TaitFiveSticks() {
        super(Tait.RULEBOOK.variant("tait-sticks-5", "Tait with sticks 1-5")
                .withClause("TS1", "No white side counts 5, not 6.")
                .withSettings(settings -> settings.withSticks(ThrowTable.FIVE)));
    }
}
