package org.senet.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.cli.Cli;
import org.senet.cli.SamplePlugin;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;

/** Where the command line finds plugin jars, and how {@code senet variants} shows where a rule set came from. */
class PluginsTest {
    @TempDir
    Path dir;

    @Test
    void the_jars_named_with_the_option_are_read_before_picocli_parses() {
        assertEquals(List.of(Path.of("a.jar"), Path.of("b c.jar"), Path.of("d.jar")), Plugins.named(
                "--plugin", "a.jar", "moves", "--plugin=b c.jar", "--rules", "sprint", "--plugin", "d.jar"));
        assertEquals(List.of(), Plugins.named("variants", "--plugin"), "no value: picocli says so");
        assertEquals(List.of(Path.of("a.jar")), Plugins.named("--plugin", "a.jar", "--", "--plugin", "b.jar"),
                "nothing after the end of the options");
        assertEquals(List.of(), Plugins.named("--plugins", "a.jar", "--plugin-x=b.jar", "plugin"));
        assertEquals(List.of(), Plugins.named("--plugin=a\0.jar"), "no path: picocli says so");
    }

    @Test
    void the_plugins_folder_holds_the_jars_sorted_by_name() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("plugins"));
        for (String name : List.of("b.jar", "a.jar", "notes.txt", "c.jar.bak")) {
            Files.writeString(folder.resolve(name), "");
        }
        Files.createDirectories(folder.resolve("lib"));
        assertEquals(List.of(folder.resolve("a.jar"), folder.resolve("b.jar")), Plugins.jarsIn(folder));
        assertEquals(List.of(), Plugins.jarsIn(dir.resolve("missing")));
        assertEquals(List.of(), Plugins.jarsIn(folder.resolve("a.jar")), "a file, not a folder");
    }

    @Test
    void the_plugins_folder_is_in_the_senet_home_as_the_saves_are() {
        String before = System.getProperty("senet.home");
        try {
            System.setProperty("senet.home", dir.toString());
            assertEquals(dir.resolve("saves"), GameStore.standard().folder());
            assertEquals(dir.resolve("plugins"), Plugins.folder());
            System.setProperty("senet.home", " ");
            String env = System.getenv("SENET_HOME");
            Path home = env == null || env.isBlank() ? Path.of(System.getProperty("user.home"), ".senet") : Path.of(env);
            assertEquals(home.resolve("plugins"), Plugins.folder(), "a blank property is not a folder");
        } finally {
            if (before == null) {
                System.clearProperty("senet.home");
            } else {
                System.setProperty("senet.home", before);
            }
        }
    }

    @Test
    void plugins_are_named_before_the_rule_sets_are_loaded() {
        assertTrue(RuleSetOptions.REGISTRY.ids().contains("thibault"));
        assertEquals("the rule sets are loaded already; name the plugins before",
                assertThrows(IllegalStateException.class, () -> Plugins.request(List.of(dir))).getMessage());
        assertEquals(List.of(), Plugins.requested());
    }

    @Test
    void variants_marks_the_rule_sets_of_plugins_and_keeps_the_lines_of_the_others() throws IOException {
        Path jar = SamplePlugin.build(dir.resolve("build")).jar(dir.resolve("plugins/senet-sprint.jar"));
        RuleSets builtIn = RuleSets.discover();
        RuleSets withSprint = RuleSets.withPlugins(List.of(jar));

        List<String> expected = new ArrayList<>(VariantsCommand.lines(builtIn, false));
        String sprint = "sprint         Sprint: three pieces a side race to bear off, swapping with the pieces they land on  "
                + "[plugin " + jar + "]";
        expected.add(expected.indexOf(expected.stream().filter(line -> line.startsWith("tait ")).findFirst()
                .orElseThrow()), sprint);
        assertEquals(expected, VariantsCommand.lines(withSprint, false));

        List<String> origins = VariantsCommand.lines(withSprint, true);
        assertEquals(withSprint.ids().size(), origins.size());
        assertTrue(origins.contains("kendall        built in"), origins.toString());
        assertTrue(origins.contains("sprint         " + jar), origins.toString());
    }

    @Test
    void a_plugin_the_command_line_did_not_load_is_refused_not_ignored() {
        Cli.Run r = Cli.run("", "--plugin", "sprint.jar", "variants");
        assertEquals(2, r.status());
        assertEquals("", r.out());
        assertEquals(List.of("senet: the plugin sprint.jar was not loaded: --plugin is read from the command line "
                + "itself, not from an @file"), r.errLines());
    }
}
