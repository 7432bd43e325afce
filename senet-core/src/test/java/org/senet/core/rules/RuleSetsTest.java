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
}
