package org.senet.variants.oneoff;

import org.senet.core.engine.SettingsRuleSet;
import org.senet.variants.bell.Bell;

/** Bell's reversed game without its safe squares. */
public final class BellUnguarded extends SettingsRuleSet {
    public BellUnguarded() {
        super(Bell.RULEBOOK.variant("bell-unguarded", "Bell without safe squares")
                .withClause("BS1", "No square is safe: a piece can be hit anywhere, on 15 and 26..30 too.")
                .withSettings(settings -> settings.withSafeSquares()));
    }
}
