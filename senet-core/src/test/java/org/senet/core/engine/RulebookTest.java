package org.senet.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSetConfigurationException;
import org.senet.core.settings.Reasons;
import org.senet.core.settings.RuleSettings;

/** A rulebook and its variants: ids, descriptions with their clauses, citations, options. */
class RulebookTest {
    private static final Rulebook BASE = Rulebook.of("base", "Base", RuleSettings.KENDALL, "B4")
            .withSummary("the base rules")
            .withDescription("Base (base): the base rules\n\nRules\n  B1  One.\n  B4  Four.\n\nOptions\n  x=1|2\n")
            .withCitations(Citations.of("B4", Reasons.PROTECTED_PIECE, "B1"))
            .withOptions(RuleOption.flag("walls", "walls of three", s -> s.withWalls(true)));

    @Test
    @DisplayName("a variant has its own id and name, says whose variant it is, and keeps the options")
    void variant() {
        Rulebook variant = BASE.variant("base-safe", "Base, 15 safe").withClause("V1", "15 is safe.")
                .withSettings(s -> s.withSafeSquares(15));
        assertEquals("base-safe", variant.id());
        assertEquals("A variant of Base: 15 is safe", variant.summary());
        assertTrue(variant.description().startsWith("Base, 15 safe (base-safe): a variant of Base (base)"));
        assertTrue(variant.description().contains("  B4  Four.\n\nVariant\n  V1  15 is safe.\n\nOptions\n"),
                "the variant's clauses come before the options: " + variant.description());
        assertEquals("V1", variant.citations().clauseOf(RefusalReason.SAFE_PIECE), "a reason not named cites the variant");
        assertEquals("B1", variant.citations().clauseOf(Reasons.PROTECTED_PIECE), "the base's citations stay");
        assertEquals(List.of("walls"), variant.options().stream().map(RuleOption::key).toList());
        Rulebook two = variant.withClause("V2", "Another.");
        assertTrue(two.description().contains("\nVariant\n  V1  15 is safe.\n  V2  Another.\n"), two.description());
        assertEquals(RuleSettings.mask(15), variant.settings().landing().safe());
    }

    @Test
    @DisplayName("ids are lower case letters, digits and hyphens; option keys are unique")
    void checked() {
        assertThrows(RuleSetConfigurationException.class, () -> BASE.variant("Bad Id", "x"));
        assertThrows(RuleSetConfigurationException.class, () -> BASE.withOptions(
                RuleOption.flag("a", "a", s -> s), RuleOption.flag("a", "again", s -> s)));
    }

    @Test
    @DisplayName("options are read into the settings; a combination the settings refuse names both options")
    void options_read_into_settings() {
        Rulebook book = BASE.withOptions(RuleOption.flag("gather", "gather throws",
                        s -> s.withTurns(s.turns().withThrowsGathered(true))),
                RuleOption.flag("square-throw", "15 earns a throw", s -> s.withTurns(s.turns().withThrowSquares(1 << 14))));
        SettingsRuleSet rules = SettingsRuleSet.of(book);
        assertTrue(((SettingsRuleSet) rules.withOptions(java.util.Map.of("gather", "true"))).settings().turns()
                .throwsGathered());
        OptionException refused = assertThrows(OptionException.class,
                () -> rules.withOptions(java.util.Map.of("gather", "true", "square-throw", "true")));
        assertTrue(refused.getMessage().startsWith("option gather of 'base' cannot be combined with square-throw: when"
                + " throws are gathered"), refused.getMessage());
    }
}
