package org.senet.variants.oneoff;

import org.senet.core.engine.SettingsRuleSet;
import org.senet.variants.thibault.Thibault;

/** Thibault's rules with the House of Netting on 16 and square 15 safe. */
public final class ThibaultNetFifteen extends SettingsRuleSet {
    public ThibaultNetFifteen() {
        super(Thibault.RULEBOOK.variant("thibault-net-15", "Thibault with the net and 15 safe")
                .withClause("TN1", "A piece landing on 16 costs its side the next throw, and 15 is safe.")
                .withSettings(settings -> settings.withNetSquare(16).withSafeSquares(15)));
    }
}
