package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RuleSetsTest {
    @TempDir
    Path dir;

    private RuleSets loadWith(String... providers) throws IOException {
        Path services = dir.resolve("META-INF/services");
        Files.createDirectories(services);
        Files.write(services.resolve(RuleSet.class.getName()), List.of(providers));
        URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader());
        return RuleSets.load(loader);
    }

    @Test
    void discovers_providers_sorted_by_id() throws IOException {
        RuleSets registry = loadWith(RaceRules.class.getName());
        assertEquals(List.of("race"), registry.ids());
        assertEquals("race", registry.get("race").id());
        assertTrue(registry.warnings().isEmpty());
    }

    @Test
    void unknown_id_lists_the_available_ids() throws IOException {
        RuleSets registry = loadWith(RaceRules.class.getName());
        UnknownRuleSetException e = assertThrows(UnknownRuleSetException.class, () -> registry.get("kendal"));
        assertEquals("unknown rules 'kendal'; available: race", e.getMessage());
    }

    @Test
    void two_plugins_with_one_id_are_an_error_naming_both_classes() throws IOException {
        RuleSetConfigurationException e = assertThrows(RuleSetConfigurationException.class,
                () -> loadWith(RaceRules.class.getName(), RaceRulesTwin.class.getName()));
        assertTrue(e.getMessage().contains(RaceRules.class.getName()), e.getMessage());
        assertTrue(e.getMessage().contains(RaceRulesTwin.class.getName()), e.getMessage());
    }

    @Test
    void a_broken_provider_is_skipped_with_a_warning() throws IOException {
        RuleSets registry = loadWith("no.such.RulesClass", BrokenRules.class.getName(), RaceRules.class.getName());
        assertEquals(List.of("race"), registry.ids());
        assertEquals(2, registry.warnings().size(), registry.warnings().toString());
        assertTrue(registry.warnings().get(0).contains("no.such.RulesClass"), registry.warnings().get(0));
    }

    @Test
    void options_are_checked_against_the_specs() {
        RuleSet race = new RaceRules();
        OptionException e = assertThrows(OptionException.class, () -> race.withOptions(Map.of("fast", "true")));
        assertEquals("the rules 'race' have no option 'fast'; they take no options", e.getMessage());
    }

    @Test
    void a_registry_of_given_rule_sets() {
        RuleSet race = new RaceRules();
        RuleSet drawn = new DrawnRaceRules();
        RuleSets registry = RuleSets.of(race, drawn);
        assertEquals(List.of("drawn-race", "race"), registry.ids());
        assertEquals(List.of(drawn, race), registry.all());
        assertEquals(java.util.Optional.of(race), registry.find("race"));
        assertEquals(java.util.Optional.empty(), registry.find("chess"));
        assertTrue(registry.warnings().isEmpty());
        assertTrue(registry.get("drawn-race", Map.of()) == drawn, "no options: the registered instance");
        assertEquals(Map.of("bonus", "true"), registry.get("drawn-race", Map.of("bonus", "true")).options());
        RuleSetConfigurationException e = assertThrows(RuleSetConfigurationException.class,
                () -> RuleSets.of(race, new RaceRulesTwin()));
        assertEquals("two rule-set plugins have the id 'race': " + RaceRules.class.getName() + " and "
                + RaceRulesTwin.class.getName(), e.getMessage());
    }

    @Test
    void discover_uses_the_context_class_loader() throws IOException {
        Path services = dir.resolve("META-INF/services");
        Files.createDirectories(services);
        Files.write(services.resolve(RuleSet.class.getName()), List.of(DrawnRaceRules.class.getName()));
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            thread.setContextClassLoader(loader);
            assertEquals(List.of("drawn-race"), RuleSets.discover().ids());
            thread.setContextClassLoader(null);
            assertEquals(RuleSets.load(RuleSets.class.getClassLoader()).ids(), RuleSets.discover().ids());
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    @Test
    void options_keep_only_values_other_than_the_defaults() {
        RuleSet drawn = new DrawnRaceRules();
        assertEquals(Map.of(), drawn.options());
        assertEquals("drawn-race", drawn.toString());
        RuleSet bonus = drawn.withOptions(Map.of("bonus", "true"));
        assertEquals(Map.of("bonus", "true"), bonus.options());
        assertEquals("drawn-race{bonus=true}", bonus.toString());
        assertEquals(Map.of("bonus", "true"), bonus.withOptions(Map.of()).options(), "options given before are kept");
        assertEquals(Map.of(), bonus.withOptions(Map.of("bonus", "false")).options(), "a default is not kept");
        OptionException bad = assertThrows(OptionException.class, () -> drawn.withOptions(Map.of("bonus", "yes")));
        assertEquals("option bonus of 'drawn-race' cannot be 'yes'; it takes false or true", bad.getMessage());
        OptionException unknown = assertThrows(OptionException.class, () -> drawn.withOptions(Map.of("fast", "true")));
        assertEquals("the rules 'drawn-race' have no option 'fast'; options: bonus", unknown.getMessage());
        assertTrue(new RaceRules().withOptions(Map.of()) instanceof RaceRules);
    }

    @Test
    void an_on_off_option_is_off_by_default() {
        OptionSpec spec = OptionSpec.flag("fast", "moves twice");
        assertEquals(new OptionSpec("fast", "false", List.of("false", "true"), "moves twice"), spec);
        assertEquals("default maybe is not among [false, true]", assertThrows(RuleSetConfigurationException.class,
                () -> new OptionSpec("fast", "maybe", List.of("false", "true"), "")).getMessage());
    }

    @Test
    void option_values_in_force() {
        RuleSet bonus = new DrawnRaceRules().withOptions(Map.of("bonus", "true"));
        // the bonus adds one point to the score: 1 + 2 dark pieces left + 1
        org.senet.core.position.Position lightWon = org.senet.core.position.Position.of(0,
                org.senet.core.board.Track.bit(1) | org.senet.core.board.Track.bit(2), 2,
                org.senet.core.board.Side.DARK);
        assertEquals(java.util.OptionalInt.of(4), bonus.capability(MatchScoring.class).orElseThrow().matchScore(lightWon));
        assertEquals(java.util.OptionalInt.of(3), new DrawnRaceRules().matchScore(lightWon));
        assertEquals(Map.of("bonus", "true"), bonus.options());
        assertEquals(Map.of(), bonus.withOptions(Map.of("bonus", "false")).options(), "an option at its default is not kept");
    }

    @Test
    void a_description_without_its_resource_is_the_name_and_summary() {
        assertEquals("Race: a test race", new RaceRules().description());
        assertEquals("Drawn race: the race, with the first mover drawn.\n", new DrawnRaceRules().description(),
                "read from DrawnRaceRules.txt beside the class");
    }

    @Test
    void a_null_id_is_refused_naming_it() {
        RuleSets registry = RuleSets.of(new RaceRules());
        assertEquals("id", assertThrows(NullPointerException.class, () -> registry.get(null)).getMessage());
        assertEquals("id", assertThrows(NullPointerException.class, () -> registry.find(null)).getMessage());
        assertEquals("options", assertThrows(NullPointerException.class,
                () -> registry.get("race", null)).getMessage());
    }
}
