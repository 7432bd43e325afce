package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rule sets loaded from plugin jars: their origin, and every broken jar reported while the rest loads. */
class RuleSetsPluginsTest {
    @TempDir
    Path dir;

    /** The application: one built-in rule set, {@code race}. */
    private ClassLoader application;
    private PluginJarMaker plugins;

    private static String rules(String name, String id, String body) {
        return "package plugin;\npublic class " + name + " extends " + RaceRules.class.getName() + " {\n" + body
                + "\n    @Override public String id() { return \"" + id + "\"; }\n}\n";
    }

    @BeforeEach
    void setUp() throws IOException {
        application = PluginJarMaker.application(dir.resolve("app"));
        Map<String, String> sources = new HashMap<>(Map.of(
                "plugin.Sprint", rules("Sprint", "sprint", ""),
                "plugin.Relay", rules("Relay", "relay", ""),
                "plugin.Raced", rules("Raced", "race", ""),
                "plugin.Throwing", rules("Throwing", "throwing",
                        "public Throwing() { throw new IllegalStateException(\"no sticks\\nin the box\"); }"),
                "plugin.Helper", rules("Helper", "helper", ""),
                "plugin.NeedsHelper", "package plugin;\npublic class NeedsHelper extends Helper {}\n",
                "plugin.NotRules", "package plugin;\npublic class NotRules {}\n",
                "plugin.BadId", rules("BadId", "Bad Id", ""),
                "plugin.FailingInit", rules("FailingInit", "failing",
                        "static { if (Boolean.parseBoolean(\"true\")) { throw new IllegalStateException(\"init\"); } }"),
                "plugin.Nameless", rules("Nameless", "nameless", "@Override public String name() { return null; }")));
        sources.put("plugin.AlsoNeedsHelper", "package plugin;\npublic class AlsoNeedsHelper extends Helper {}\n");
        plugins = new PluginJarMaker(dir.resolve("build"), sources);
    }

    private Path sprintJar(String name) throws IOException {
        return plugins.jar(dir.resolve(name), List.of("# the sample", "plugin.Sprint", "plugin.Relay  # and another"),
                "plugin.Sprint", "plugin.Relay");
    }

    @Test
    void the_rule_sets_of_a_plugin_jar_join_the_built_in_ones_with_their_origin() throws IOException {
        Path jar = sprintJar("sprint.jar");
        RuleSets registry = RuleSets.withPlugins(application, List.of(jar));
        assertEquals(List.of("race", "relay", "sprint"), registry.ids());
        assertEquals(List.of(), registry.problems());
        assertEquals(RuleSetOrigin.plugin(jar), registry.origin("sprint"));
        assertEquals(RuleSetOrigin.plugin(jar), registry.origin("relay"));
        assertEquals(RuleSetOrigin.BUILT_IN, registry.origin("race"));
        assertEquals("plugin.Sprint", registry.get("sprint").getClass().getName());
        assertNotSame(application, registry.get("sprint").getClass().getClassLoader(), "a loader of the jar's own");
        assertSame(RaceRules.class, registry.get("sprint").getClass().getSuperclass(), "the application's classes");
        assertEquals("unknown rules 'chess'; available: race, relay, sprint",
                assertThrows(UnknownRuleSetException.class, () -> registry.origin("chess")).getMessage());
    }

    @Test
    void each_broken_jar_gives_one_problem_naming_it_and_every_other_rule_set_loads() throws IOException {
        Path notAJar = Files.writeString(dir.resolve("notes.jar"), "not a zip");
        Path missing = dir.resolve("missing.jar");
        Path typo = plugins.jar(dir.resolve("typo.jar"), List.of("plugin.Sprnt"), "plugin.Sprint");
        Path needs = plugins.jar(dir.resolve("needs.jar"), List.of("plugin.NeedsHelper"), "plugin.NeedsHelper");
        Path throwing = plugins.jar(dir.resolve("throwing.jar"), List.of("plugin.Throwing"), "plugin.Throwing");
        Path failing = plugins.jar(dir.resolve("failing.jar"), List.of("plugin.FailingInit"), "plugin.FailingInit");
        Path notRules = plugins.jar(dir.resolve("not-rules.jar"), List.of("plugin.NotRules"), "plugin.NotRules");
        Path badId = plugins.jar(dir.resolve("bad-id.jar"), List.of("plugin.BadId"), "plugin.BadId");
        Path nameless = plugins.jar(dir.resolve("nameless.jar"), List.of("plugin.Nameless"), "plugin.Nameless");
        Path unlisted = plugins.jar(dir.resolve("unlisted.jar"), null, "plugin.Sprint");
        Path badName = plugins.jar(dir.resolve("bad-name.jar"), List.of("plugin.Sprint plugin.Relay"), "plugin.Sprint");
        Path good = sprintJar("sprint.jar");

        RuleSets registry = RuleSets.withPlugins(application, List.of(notAJar, missing, typo, needs, throwing, failing,
                notRules, badId, nameless, unlisted, badName, good, dir.toAbsolutePath()));

        assertEquals(List.of("race", "relay", "sprint"), registry.ids());
        assertEquals(RuleSetOrigin.plugin(good), registry.origin("sprint"));
        assertEquals(List.of(
                "plugin " + notAJar + ": it is not a jar file (zip END header not found); nothing is loaded from it",
                "plugin " + missing + ": there is no such file; nothing is loaded from it",
                "plugin " + typo + ": Provider plugin.Sprnt not found; not loaded",
                "plugin " + needs + ": a provider needs the class plugin.Helper, which is missing; not loaded",
                "plugin " + throwing + ": Provider plugin.Throwing could not be instantiated: it threw "
                        + "java.lang.IllegalStateException: "
                        + "no sticks in the box; not loaded",
                "plugin " + failing + ": Provider plugin.FailingInit could not be instantiated: it threw "
                        + "java.lang.IllegalStateException: init; not loaded",
                "plugin " + notRules + ": plugin.NotRules is not a org.senet.core.rules.RuleSet; not loaded",
                "plugin " + badId + ": the id 'Bad Id' of plugin.BadId is not lower case letters, digits and hyphens, "
                        + "which --rules could name; not loaded",
                "plugin " + nameless + ": the name() of plugin.Nameless is null; not loaded",
                "plugin " + unlisted + ": no rule set: its META-INF/services/org.senet.core.rules.RuleSet and "
                        + "META-INF/services/org.senet.core.rules.RuleSetProvider are missing or name no class",
                "plugin " + badName + ": META-INF/services/org.senet.core.rules.RuleSet:1: Illegal "
                        + "configuration-file syntax; not loaded",
                "plugin " + dir.toAbsolutePath() + ": it is a folder, not a jar file; nothing is loaded from it"),
                registry.warnings());
        assertTrue(registry.problems().stream().allMatch(problem -> problem.origin().jar().isPresent()));
    }

    @Test
    void providers_that_fail_alike_one_after_another_are_one_line_and_the_next_one_loads() throws IOException {
        Path jar = plugins.jar(dir.resolve("needy.jar"), List.of("plugin.NeedsHelper", "plugin.AlsoNeedsHelper",
                "plugin.Sprint"), "plugin.NeedsHelper", "plugin.AlsoNeedsHelper", "plugin.Sprint");
        RuleSets registry = RuleSets.withPlugins(application, List.of(jar));
        assertEquals(List.of("race", "sprint"), registry.ids());
        assertEquals(List.of("plugin " + jar + ": a provider needs the class plugin.Helper, which is missing; not loaded"),
                registry.warnings());
    }

    @Test
    void a_plugin_with_a_built_in_id_is_skipped_and_the_built_in_kept() throws IOException {
        Path raced = plugins.jar(dir.resolve("raced.jar"), List.of("plugin.Raced", "plugin.Sprint"),
                "plugin.Raced", "plugin.Sprint");
        RuleSets registry = RuleSets.withPlugins(application, List.of(raced));
        assertEquals(List.of("race", "sprint"), registry.ids());
        assertEquals(RaceRules.class, registry.get("race").getClass());
        assertEquals(RuleSetOrigin.BUILT_IN, registry.origin("race"));
        assertEquals(List.of(new RuleSetProblem(RuleSetOrigin.plugin(raced), "the rule set 'race' of plugin.Raced has "
                + "the id of the built-in org.senet.core.rules.RaceRules, which is kept; not loaded")),
                registry.problems());
    }

    @Test
    void two_plugins_with_one_id_are_both_skipped_naming_each_other() throws IOException {
        Path first = sprintJar("sprint-1.0.jar");
        Path second = plugins.jar(dir.resolve("sprint-1.1.jar"), List.of("plugin.Sprint"), "plugin.Sprint");
        RuleSets registry = RuleSets.withPlugins(application, List.of(first, second));
        assertEquals(List.of("race", "relay"), registry.ids(), "the other rule set of the first jar loads");
        assertEquals(List.of(
                "plugin " + first + ": the rule set 'sprint' of plugin.Sprint has the id of plugin.Sprint in " + second
                        + "; neither is loaded",
                "plugin " + second + ": the rule set 'sprint' of plugin.Sprint has the id of plugin.Sprint in " + first
                        + "; neither is loaded"),
                registry.warnings());
    }

    @Test
    void two_rule_sets_of_one_jar_with_one_id_are_both_skipped() throws IOException {
        Path jar = plugins.jar(dir.resolve("twins.jar"), List.of("plugin.Helper", "plugin.NeedsHelper"),
                "plugin.Helper", "plugin.NeedsHelper");
        RuleSets registry = RuleSets.withPlugins(application, List.of(jar));
        assertEquals(List.of("race"), registry.ids());
        assertEquals(List.of(
                "plugin " + jar + ": the rule set 'helper' of plugin.Helper has the id of plugin.NeedsHelper in this "
                        + "jar; neither is loaded",
                "plugin " + jar + ": the rule set 'helper' of plugin.NeedsHelper has the id of plugin.Helper in this "
                        + "jar; neither is loaded"),
                registry.warnings());
    }

    @Test
    void a_jar_given_twice_is_loaded_once() throws IOException {
        Path jar = sprintJar("sprint.jar");
        RuleSets registry = RuleSets.withPlugins(application, List.of(jar, dir.resolve("./sprint.jar")));
        assertEquals(List.of("race", "relay", "sprint"), registry.ids());
        assertEquals(List.of(), registry.problems());
        assertEquals(RuleSetOrigin.plugin(jar), registry.origin("sprint"), "as it was first given");
    }

    @Test
    void without_jars_the_registry_is_the_application_s() {
        RuleSets registry = RuleSets.withPlugins(application, List.of());
        assertEquals(List.of("race"), registry.ids());
        assertEquals(RuleSetOrigin.BUILT_IN, registry.origin("race"));
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try {
            thread.setContextClassLoader(application);
            assertEquals(List.of("race"), RuleSets.withPlugins(List.of()).ids(), "the context class loader's");
        } finally {
            thread.setContextClassLoader(before);
        }
        assertEquals("application", assertThrows(NullPointerException.class,
                () -> RuleSets.withPlugins(null, List.of())).getMessage());
    }

    @Test
    void a_provider_of_the_application_that_cannot_be_built_is_named_with_its_own_words() throws IOException {
        Path jar = plugins.jar(dir.resolve("app.jar"), List.of("plugin.Throwing", RaceRules.class.getName()),
                "plugin.Throwing");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
            RuleSets registry = RuleSets.load(loader);
            assertEquals(List.of("race"), registry.ids(), "the others load");
            assertEquals(List.of("skipped a broken rule-set provider: Provider plugin.Throwing could not be instantiated:"
                    + " it threw java.lang.IllegalStateException: no sticks in the box"),
                    registry.problems().stream().map(RuleSetProblem::message).toList());
        }
    }

    @Test
    void origins_and_problems_as_they_are_shown() {
        assertEquals("built in", RuleSetOrigin.BUILT_IN.toString());
        assertTrue(RuleSetOrigin.BUILT_IN.isBuiltIn());
        RuleSetOrigin plugin = RuleSetOrigin.plugin(Path.of("plugins", "sprint.jar"));
        assertEquals(Path.of("plugins", "sprint.jar").toString(), plugin.toString());
        assertEquals(Optional.of(Path.of("plugins", "sprint.jar")), plugin.jar());
        assertTrue(!plugin.isBuiltIn());
        assertEquals("plugin " + plugin + ": two lines", new RuleSetProblem(plugin, " two\r\n  lines\n").message());
        assertEquals("skipped a broken rule-set provider: X not found",
                new RuleSetProblem(RuleSetOrigin.BUILT_IN, "X not found").message());
        assertEquals(RuleSetOrigin.BUILT_IN, RuleSets.of(new RaceRules()).origin("race"));
    }
}
