package org.senet.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;

/**
 * A plugin's words are its own: a plugin that defines reasons and effects loads again and again in one
 * process, two plugins define a reason of one key each, and one jar found twice is loaded once.
 */
class PluginWordsTest {
    @TempDir
    Path dir;

    private ClassLoader application;
    private PluginJarMaker plugins;

    /** A plugin rule set with a reason {@code net-holds} and an effect {@code SNARED} of its own. */
    private static String wordy(String name, String id, String holds) {
        return "package words;\n"
                + "import org.senet.core.rules.*;\nimport org.senet.core.action.MoveEffect;\n"
                + "public class " + name + " extends " + RaceRules.class.getName() + " {\n"
                + "    static final Vocabulary WORDS = Vocabulary.extendingCore();\n"
                + "    static final RefusalReason HOLDS = WORDS.reason(\"net-holds\", \"" + holds + " {0}\");\n"
                + "    static final MoveEffect SNARED = WORDS.effect(\"SNARED\", \"" + holds + "\");\n"
                + "    @Override public Vocabulary vocabulary() { return WORDS; }\n"
                + "    @Override public String id() { return \"" + id + "\"; }\n}\n";
    }

    @BeforeEach
    void setUp() throws IOException {
        application = PluginJarMaker.application(dir.resolve("app"));
        plugins = new PluginJarMaker(dir.resolve("build"), Map.of(
                "words.Net", wordy("Net", "net", "The net holds"),
                "words.Snare", wordy("Snare", "snare", "The snare holds")));
    }

    /** The message of the rule set's own reason {@code net-holds} about square 16, decoded from its code. */
    private static String holds(RuleSet ruleSet) {
        Vocabulary words = ruleSet.vocabulary();
        return words.decode(words.keyed("net-holds").orElseThrow().code(16)).message();
    }

    @Test
    void a_plugin_with_words_of_its_own_loads_twice_in_one_process() throws IOException {
        Path jar = plugins.jar(dir.resolve("net.jar"), List.of("words.Net"), "words.Net");
        RuleSets first = RuleSets.withPlugins(application, List.of(jar));
        RuleSets second = RuleSets.withPlugins(application, List.of(jar));
        for (RuleSets registry : List.of(first, second)) {
            assertEquals(List.of(), registry.warnings());
            assertEquals(List.of("net", "race"), registry.ids());
            assertEquals("The net holds 16", holds(registry.get("net")));
        }
        assertNotSame(first.get("net").getClass(), second.get("net").getClass(), "a class loader each time");
    }

    @Test
    void two_plugins_each_define_a_reason_and_an_effect_of_one_name() throws IOException {
        Path net = plugins.jar(dir.resolve("net.jar"), List.of("words.Net"), "words.Net");
        Path snare = plugins.jar(dir.resolve("snare.jar"), List.of("words.Snare"), "words.Snare");
        RuleSets registry = RuleSets.withPlugins(application, List.of(net, snare));
        assertEquals(List.of(), registry.warnings());
        assertEquals(List.of("net", "race", "snare"), registry.ids());
        assertEquals("The net holds 16", holds(registry.get("net")));
        assertEquals("The snare holds 16", holds(registry.get("snare")));
        MoveEffect snared = registry.get("snare").vocabulary().effects().named("SNARED").orElseThrow();
        int move = ActionCode.move(3, 5, snared.bit());
        assertEquals("The snare holds", registry.get("snare").vocabulary().effects(move).iterator().next().description());
        assertEquals("The net holds", registry.get("net").vocabulary().effects(move).iterator().next().description());
        assertEquals(List.of(), List.copyOf(Vocabulary.core().effects(move)), "the core does not know either");
    }

    @Test
    void one_jar_in_the_plugins_folder_and_named_again_is_loaded_once_with_a_note() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("plugins"));
        Path inFolder = plugins.jar(folder.resolve("net.jar"), List.of("words.Net"), "words.Net");
        Path named = Files.copy(inFolder, dir.resolve("net-1.0.jar"));
        RuleSets registry = RuleSets.withPlugins(application, List.of(inFolder, named));
        assertEquals(List.of("net", "race"), registry.ids());
        assertEquals(RuleSetOrigin.plugin(inFolder), registry.origin("net"));
        assertEquals("The net holds 16", holds(registry.get("net")));
        assertEquals(List.of("plugin " + named + ": the same jar as " + inFolder + ", which is loaded; this copy is not"),
                registry.warnings());
    }
}
