package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.notation.Notation;
import org.senet.core.rules.MatchScoring;
import org.senet.core.rules.TestPositions;
import org.senet.core.settings.RuleSettings;

/**
 * A plugin author's {@link Rulebook}, built at test time (the shipped rulebooks are built before any test runs): each
 * wither gives a rulebook carrying what it was given, and a variant's clause goes under 'Variant', before the options.
 */
class RulebookBlocksTest {
    private static final Rulebook BOOK = Rulebook.of("blocks", "Blocks", RuleSettings.KENDALL, "B1");

    @Test
    @DisplayName("Rulebook.of: no options, no extras, a bound of 1,000 throws whatever the settings")
    void a_new_rulebook_bounds_random_games_at_a_thousand_throws() {
        assertEquals(1_000, BOOK.throwBound().applyAsLong(RuleSettings.TAIT));
        assertEquals(1_000, SettingsRuleSet.of(BOOK).throwBound());
        assertEquals(List.of(), BOOK.options());
        assertFalse(BOOK.explainsBothDirections());
        assertEquals(List.of(), BOOK.testPositions());
        assertTrue(BOOK.scoring().isEmpty());
    }

    @Test
    void withDescription_replaces_the_description_alone() {
        Rulebook described = BOOK.withDescription("Blocks\n  B1  Everything.\n");
        assertEquals("Blocks\n  B1  Everything.\n", described.description());
        assertEquals(BOOK.summary(), described.summary());
    }

    @Test
    @DisplayName("AS12: explainingBothDirections gives a rulebook whose refusals name both directions")
    void as12_explainingBothDirections_sets_the_flag() {
        Rulebook both = BOOK.explainingBothDirections();
        assertTrue(both.explainsBothDirections());
        assertEquals(BOOK.id(), both.id());
    }

    @Test
    @DisplayName("AS11: withTestPositions gives a rule set whose test positions are those positions")
    void as11_withTestPositions_become_the_rule_sets_test_positions() {
        String position = "........W.........B........... W pieces=1,1";
        Rulebook book = BOOK.withTestPositions(position);
        assertEquals(List.of(position), book.testPositions());
        SettingsRuleSet rules = SettingsRuleSet.of(book);
        List<String> read = rules.capability(TestPositions.class).orElseThrow().testPositions().stream()
                .map(p -> Notation.format(rules, p)).toList();
        assertEquals(List.of(position), read);
    }

    @Test
    @DisplayName("JP-SCORE: withMatchScoring gives a rulebook that scores finished games by that scoring")
    void jp_score_withMatchScoring_keeps_the_scoring() {
        MatchScoring three = finished -> OptionalInt.of(3);
        Rulebook book = BOOK.withMatchScoring(three);
        assertSame(three, book.scoring().orElseThrow());
    }

    @Test
    void a_clause_goes_under_variant_between_the_clauses_and_the_options() {
        Rulebook book = BOOK.withDescription("Blocks\n  B1  Everything.\n\nOptions\n  o  an option\n")
                .withClause("V1", "One more.");
        assertEquals("Blocks\n  B1  Everything.\n\nVariant\n  V1  One more.\n\nOptions\n  o  an option\n",
                book.description());
    }

    @Test
    void a_description_that_opens_with_its_options_gets_the_variant_section_before_them() {
        Rulebook book = BOOK.withDescription("\nOptions\n  o  an option\n").withClause("V1", "One more.");
        assertEquals("\n\nVariant\n  V1  One more.\n\nOptions\n  o  an option\n", book.description());
    }

    @Test
    void a_description_without_options_ends_with_the_variant_section() {
        Rulebook book = BOOK.withDescription("Blocks\n  B1  Everything.\n").withClause("V1", "One more.");
        assertEquals("Blocks\n  B1  Everything.\n\nVariant\n  V1  One more.\n", book.description());
    }

    @Test
    void a_second_clause_joins_a_variant_section_that_opens_the_description() {
        Rulebook book = BOOK.withDescription("\nVariant\n  V1  One more.\n\nOptions\n  o  an option\n")
                .withClause("V2", "And another.");
        assertEquals("\nVariant\n  V1  One more.\n  V2  And another.\n\nOptions\n  o  an option\n", book.description());
    }

    @Test
    void a_second_clause_joins_the_variant_section_of_a_variant() {
        Rulebook book = BOOK.withDescription("Blocks\n  B1  Everything.\n\nOptions\n  o  an option\n")
                .variant("blocks-two", "Blocks two").withClause("V1", "One more.").withClause("V2", "And another.");
        assertTrue(book.description().endsWith("Blocks\n  B1  Everything.\n\nVariant\n  V1  One more.\n  V2  And another."
                + "\n\nOptions\n  o  an option\n"), book.description());
        assertEquals("A variant of Blocks: One more; And another", book.summary());
    }

    @Test
    @DisplayName("textBeside reads a resource of a named module whose package is not open, from the module's content")
    void textBeside_reads_from_a_named_modules_content() {
        assertTrue(Character.class.getModule().isNamed());
        assertTrue(Rulebook.textBeside(Character.class, "uniName.dat").isPresent(),
                "java.base's java/lang/uniName.dat, which Class.getResourceAsStream keeps from another module");
        assertTrue(Rulebook.textBeside(Character.class, "no-such-resource.txt").isEmpty());
    }

    @Test
    @DisplayName("textBeside reads the whole text of a rulebook beside its class")
    void textBeside_reads_the_text_of_a_rulebook() {
        String text = Rulebook.textBeside(org.senet.variants.kendall.Kendall.class, "Kendall.txt").orElseThrow();
        assertTrue(text.startsWith("Kendall (kendall): the rules after Timothy Kendall\n"), text);
        assertTrue(text.contains("K8"), text);
    }
}
