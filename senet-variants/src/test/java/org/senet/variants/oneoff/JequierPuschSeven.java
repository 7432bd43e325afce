package org.senet.variants.oneoff;

import org.senet.core.engine.SettingsRuleSet;
import org.senet.variants.jequierpusch.JequierPusch;

/** Jéquier/Pusch with seven pieces a side: longer games than its base's, so a bound of its own. */
public final class JequierPuschSeven extends SettingsRuleSet {
    public JequierPuschSeven() {
        super(JequierPusch.RULEBOOK.variant("jequier-pusch-7", "Jéquier/Pusch with 7 pieces")
                .withClause("JS7", "Seven pieces a side on 1..14; the opening moves dark's piece 14->15.")
                .withSettings(settings -> settings.withPieces(7))
                // 2,000 random games (seeds 20261121 on): median 56,806 throws, 99th percentile 272,482, 99.9th
                // 416,432, longest 425,618; all seven pieces must stand on row 3 before any bears off (JP8)
                .withThrowBound(settings -> 450_000));
    }
}
