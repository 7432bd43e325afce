package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A family of rule sets from one provider, and providers that cannot give theirs among those that can. */
class RuleSetProviderTest {
    @TempDir
    Path dir;

    private ClassLoader application;
    private PluginJarMaker plugins;

    /** A provider of rule sets made of the given Java expression for each id, no class of their own. */
    private static String provider(String name, String body) {
        return "package family;\nimport java.util.*;\nimport org.senet.core.rules.*;\nimport org.senet.core.engine.*;\n"
                + "import org.senet.core.settings.RuleSettings;\n"
                + "public class " + name + " implements RuleSetProvider {\n" + body + "\n}\n";
    }

    @BeforeEach
    void setUp() throws IOException {
        application = PluginJarMaker.application(dir.resolve("app"));
        plugins = new PluginJarMaker(dir.resolve("build"), Map.of(
                "family.PieceSweep", provider("PieceSweep", """
                        public List<RuleSet> ruleSets() {
                            List<RuleSet> sweep = new ArrayList<>();
                            for (int pieces = 3; pieces <= 5; pieces++) {
                                int n = pieces;
                                sweep.add(SettingsRuleSet.of(Rulebook.of("kendall-" + n, "Kendall with " + n,
                                        RuleSettings.KENDALL, "KP1").withSettings(s -> s.withPieces(n))));
                            }
                            return sweep;
                        }"""),
                "family.Refused", provider("Refused", """
                        public List<RuleSet> ruleSets() {
                            return List.of(SettingsRuleSet.of(Rulebook.of("refused", "Refused", RuleSettings.KENDALL,
                                    "R1").withSettings(s -> s.withPieces(0))));
                        }"""),
                "family.Unmade", provider("Unmade", """
                        public Unmade() { throw new IllegalStateException("no family today"); }
                        public List<RuleSet> ruleSets() { return List.of(); }"""),
                "family.Holey", provider("Holey", """
                        public List<RuleSet> ruleSets() {
                            return Arrays.asList(new RaceRules() { public String id() { return "holey"; } }, null,
                                    new RaceRules() { public String id() { return "Bad Id"; } });
                        }""".replace("RaceRules", RaceRules.class.getName()))));
    }

    private Path jar(String name, List<String> providers, String... classes) throws IOException {
        Path jar = plugins.jar(dir.resolve(name), null, classes);
        try (var fs = java.nio.file.FileSystems.newFileSystem(jar)) {
            Path services = fs.getPath(PluginJar.PROVIDERS_FILE);
            Files.createDirectories(services.getParent());
            Files.write(services, providers);
        }
        return jar;
    }

    @Test
    void one_provider_offers_a_family_of_rule_sets_without_a_class_each() throws IOException {
        Path jar = jar("sweep.jar", List.of("family.PieceSweep"), "family.PieceSweep");
        RuleSets registry = RuleSets.withPlugins(application, List.of(jar));
        assertEquals(List.of(), registry.warnings());
        assertEquals(List.of("kendall-3", "kendall-4", "kendall-5", "race"), registry.ids());
        for (int pieces = 3; pieces <= 5; pieces++) {
            assertEquals(pieces, registry.get("kendall-" + pieces).piecesPerSide());
            assertEquals(RuleSetOrigin.plugin(jar), registry.origin("kendall-" + pieces));
        }
    }

    @Test
    void a_family_on_the_application_s_class_path_is_found_as_the_rule_sets_are() throws IOException {
        Path jar = jar("app.jar", List.of("family.PieceSweep"), "family.PieceSweep");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, application)) {
            RuleSets registry = RuleSets.load(loader);
            assertEquals(List.of("kendall-3", "kendall-4", "kendall-5", "race"), registry.ids());
            assertEquals(RuleSetOrigin.BUILT_IN, registry.origin("kendall-4"));
        }
    }

    @Test
    void providers_that_cannot_give_their_rule_sets_are_named_in_one_line_each_and_the_others_load() throws IOException {
        Path jar = jar("mixed.jar", List.of("family.Refused", "family.Unmade", "family.PieceSweep", "family.Holey"),
                "family.Refused", "family.Unmade", "family.PieceSweep", "family.Holey", "family.Holey$1",
                "family.Holey$2");
        RuleSets registry = RuleSets.withPlugins(application, List.of(jar));
        assertEquals(List.of("holey", "kendall-3", "kendall-4", "kendall-5", "race"), registry.ids());
        assertEquals(List.of(
                "plugin " + jar + ": the ruleSets() of family.Refused threw org.senet.core.settings.SettingsException: "
                        + "a side cannot have 0 pieces: they are set out on 1..0, which must fit the 30 squares; not loaded",
                "plugin " + jar + ": Provider family.Unmade could not be instantiated: it threw "
                        + "java.lang.IllegalStateException: no family today; not loaded",
                "plugin " + jar + ": the ruleSets() of family.Holey hold null; not loaded",
                "plugin " + jar + ": the id 'Bad Id' of family.Holey$2 of family.Holey is not lower case letters, digits"
                        + " and hyphens, which --rules could name; not loaded"),
                registry.warnings());
    }
}
