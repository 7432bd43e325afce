package com.example.senet;

import org.senet.core.engine.SettingsRuleSet;
import org.senet.variants.kendall.Kendall;

/** Kendall's rules with square 15 safe: a piece standing there cannot be attacked. */
public class KendallFifteenSafe extends SettingsRuleSet {
    public KendallFifteenSafe() {
        super(Kendall.RULEBOOK.variant("kendall-15-safe", "Kendall with 15 safe")
                .withClause("KS1", "Square 15 is safe: a piece standing there cannot be attacked.")
                .withSettings(settings -> settings.withSafeSquares(15)));
    }
}
