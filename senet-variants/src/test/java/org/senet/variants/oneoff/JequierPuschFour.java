package org.senet.variants.oneoff;

import org.senet.core.engine.SettingsRuleSet;
import org.senet.variants.jequierpusch.JequierPusch;

/** Jéquier/Pusch with four pieces a side. */
public final class JequierPuschFour extends SettingsRuleSet {
    public JequierPuschFour() {
        super(JequierPusch.RULEBOOK.variant("jequier-pusch-4", "Jéquier/Pusch with 4 pieces")
                .withClause("JS1", "Four pieces a side on 1..8; the opening moves dark's piece 8->9, and"
                        + " light's first move is its piece on 7.")
                .withSettings(settings -> settings.withPieces(4)));
    }
}
