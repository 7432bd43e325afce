package org.senet.cli.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.senet.cli.text.Texts;
import org.senet.cli.text.Wrap;
import org.senet.core.points.Points;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import org.senet.web.api.RuleTexts;

/**
 * The rules of a rule set for people: a player's summary that fits one 80×24 screen (what the sticks
 * give, how pieces move, what the special squares do, how to win; written per rule set and language
 * as {@code summary.<id>} in the console's texts), and the full text (every clause, decided points,
 * notation keys, options) for {@code senet rules --full} and the key F under the summary.
 */
public final class RulesText {
    private RulesText() {
    }

    /** The summary in a language ({@code en}, {@code pt}, {@code nl}), as screen lines of at most 80 columns. */
    public static List<String> summary(String language, RuleSet rules) {
        return summary(Texts.of(language), rules, Wrap.WIDTH);
    }

    /** The language of the system where the console has it, else English. */
    public static String systemLanguage() {
        return Texts.systemLanguage();
    }

    /**
     * The summary in the language of {@code texts}, as screen lines of at most {@code width} columns:
     * each paragraph of the text wrapped between words.
     */
    public static List<String> summary(Texts texts, RuleSet rules, int width) {
        List<String> lines = new ArrayList<>();
        lines.add(Texts.capital(texts.get("rules.summary-title", name(texts, rules))));
        lines.add("");
        for (String line : summaryText(texts, rules).split("\n", -1)) {
            lines.addAll(Wrap.lines(line, width));
        }
        if (!rules.options().isEmpty()) {
            List<String> set = new ArrayList<>();
            for (Map.Entry<String, String> option : rules.options().entrySet()) {
                set.add(option.getKey() + "=" + option.getValue());
            }
            lines.add("");
            lines.addAll(Wrap.lines(texts.get("rules.options-in-force", String.join(", ", set)), width));
        }
        return lines;
    }

    /**
     * The summary's paragraphs in the language of {@code texts} (the rule set's own English summary where
     * they have none), unwrapped: for the board in the browser.
     *
     * @param language {@code en}, {@code pt} or {@code nl}
     * @param rules    the rule set
     * @return the summary, its paragraphs separated by line ends
     */
    public static String summaryText(String language, RuleSet rules) {
        return summaryText(Texts.of(language), rules);
    }

    /**
     * A rule set's name for players in the language of {@code texts} (its own name where they have none), its
     * points said.
     *
     * @param texts the language's texts
     * @param rules the rule set
     * @return the name
     */
    public static String name(Texts texts, RuleSet rules) {
        String key = "ruleset.name." + rules.id();
        return texts.has(key) ? Points.name(texts.get(key), Points.of(rules)) : rules.name();
    }

    /**
     * A rule set in one line, as the list of rule sets shows it, in the language of {@code texts}.
     *
     * @param texts the language's texts
     * @param rules the rule set
     * @return the line (the rule set's own summary where the texts have none)
     */
    public static String line(Texts texts, RuleSet rules) {
        String key = "ruleset.summary." + rules.id();
        return texts.has(key) ? texts.get(key) : rules.summary();
    }

    /**
     * What an option changes, in the language of {@code texts}.
     *
     * @param texts  the language's texts
     * @param rules  the rule set
     * @param option one of its options
     * @return the meaning (the option's own where the texts have none)
     */
    public static String meaning(Texts texts, RuleSet rules, OptionSpec option) {
        String key = "option." + rules.id() + "." + option.key();
        return texts.has(key) ? texts.get(key) : option.meaning();
    }

    /**
     * The rule sets' texts for the board in the browser, from the console's texts in each language.
     *
     * @return the texts
     */
    public static RuleTexts forWeb() {
        return new RuleTexts() {
            @Override
            public String summary(RuleSet rules, String language) {
                return summaryText(language, rules);
            }

            @Override
            public String name(RuleSet rules, String language) {
                return RulesText.name(Texts.of(language), rules);
            }

            @Override
            public String line(RuleSet rules, String language) {
                return RulesText.line(Texts.of(language), rules);
            }

            @Override
            public String meaning(RuleSet rules, OptionSpec option, String language) {
                return RulesText.meaning(Texts.of(language), rules, option);
            }
        };
    }

    private static String summaryText(Texts texts, RuleSet rules) {
        String key = "summary." + rules.id();
        return texts.has(key) ? texts.get(key) : rules.summary();
    }

    /**
     * The full rules: the rule set's description (sources, clauses, decided points, notation keys),
     * its Options section made from its option specs (so that it always matches them), and the options
     * in force.
     */
    public static String full(RuleSet rules) {
        StringBuilder text = new StringBuilder();
        String description = rules.description();
        int section = ("\n" + description).indexOf("\nOptions\n");
        text.append(section >= 0 ? description.substring(0, section)
                : description + (description.endsWith("\n") ? "\n" : "\n\n"));
        text.append("Options\n");
        if (rules.optionSpecs().isEmpty()) {
            text.append("  None.\n");
        }
        for (OptionSpec option : rules.optionSpecs()) {
            text.append("  ").append(RuleSetOptions.describe(option)).append('\n');
        }
        if (!rules.options().isEmpty()) {
            text.append("\nOptions in force: ").append(rules.options()).append('\n');
        }
        return text.toString();
    }
}
