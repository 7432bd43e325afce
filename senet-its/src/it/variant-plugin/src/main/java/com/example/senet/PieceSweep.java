package com.example.senet;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSetProvider;
import org.senet.variants.kendall.Kendall;

/** Kendall's rules with three to seven pieces a side: five rule sets from one provider. */
public final class PieceSweep implements RuleSetProvider {
    @Override
    public List<RuleSet> ruleSets() {
        List<RuleSet> sweep = new ArrayList<>();
        for (int pieces = 3; pieces <= 7; pieces++) {
            int n = pieces;
            sweep.add(SettingsRuleSet.of(Kendall.RULEBOOK.variant("kendall-" + n, "Kendall with " + n + " pieces")
                    .withClause("KP1", "Each side plays with " + n + " pieces.")
                    .withSettings(settings -> settings.withPieces(n))));
        }
        return sweep;
    }
}
