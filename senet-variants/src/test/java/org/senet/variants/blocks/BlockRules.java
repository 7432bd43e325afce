package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.notation.MoveListing;
import org.senet.core.settings.RuleSettings;

/** Rule sets of new settings as these tests make them, and their moves by both ways of finding them. */
final class BlockRules {
    private BlockRules() {
    }

    /** The rule set of these settings, made now (clause {@code X1}). */
    static SettingsRuleSet rules(String id, RuleSettings settings) {
        return SettingsRuleSet.of(Rulebook.of(id, id, settings, "X1"));
    }

    /** The moves of {@code position} after {@code throwValue}, the same by both ways of finding and playing them. */
    static List<String> moves(SettingsRuleSet rules, String position, int throwValue) {
        List<String> lines = MoveListing.lines(rules, position, throwValue);
        assertEquals(lines, MoveListing.lines(rules.readable(), position, throwValue), "the readable rules");
        return lines;
    }
}
