package com.example.senet;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import net.jqwik.api.Example;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** On the module path the engine finds the plugin by its provides and reads its description. */
class SprintRulesModuleTest {
    private static void check(boolean fact, String what) {
        if (!fact) {
            throw new AssertionError(what);
        }
    }

    @Example
    void the_plugin_and_the_engine_run_as_named_modules() {
        check("com.example.senet".equals(SprintRules.class.getModule().getName()), "the plugin runs as its module");
        check("org.senet.core".equals(RuleSet.class.getModule().getName()), "the engine runs as its module");
    }

    @Example
    void the_engine_reads_the_description_from_the_plugin_module_without_opens() throws IOException {
        check(SprintRules.class.getModule().getDescriptor().opens().isEmpty(), "the plugin opens no package");
        String text;
        try (InputStream in = SprintRules.class.getResourceAsStream("SprintRules.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }

        String description = RuleSets.discover().get("sprint").description();
        check(text.equals(description), "the description is the resource's text, not: " + description);
    }
}
