package org.senet.variants.oneoff;

import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.settings.Water.Fate;
import org.senet.variants.rebirth.Rebirth;

/** The boxed set's rules with 27 sending a piece back to square 1. */
public final class RebirthBackToStart extends SettingsRuleSet {
    public RebirthBackToStart() {
        super(Rebirth.RULEBOOK.variant("rebirth-back-to-1", "House of Rebirth, the water sends to 1")
                .withClause("RS1", "A piece landing on 27 goes back to square 1, or the first free square after it.")
                .withSettings(settings -> settings.withWaterLanding(Fate.BACK_TO_START)));
    }
}
