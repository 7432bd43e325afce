package org.senet.web.api;

import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;

/**
 * The texts of a rule set that the page shows in the player's language: its name, its one-line and its longer
 * summary, what its options change. The engine's rule sets carry them in English; a program that has them
 * translated (the console's texts) gives them here. Each method falls back on the rule set's own English words.
 */
@FunctionalInterface
public interface RuleTexts {
    /** The rule sets' own English texts, whatever the language. */
    RuleTexts ENGLISH = (rules, language) -> rules.summary();

    /**
     * The summary of a rule set: what sets it apart, in a few paragraphs.
     *
     * @param rules    the rule set
     * @param language {@code en}, {@code pt} or {@code nl}
     * @return the summary in that language, or in English where it has none
     */
    String summary(RuleSet rules, String language);

    /**
     * The name of a rule set for players.
     *
     * @param rules    the rule set
     * @param language {@code en}, {@code pt} or {@code nl}
     * @return its name in that language, or its own name where there is none
     */
    default String name(RuleSet rules, String language) {
        return rules.name();
    }

    /**
     * A rule set in one line, for a list to choose from.
     *
     * @param rules    the rule set
     * @param language {@code en}, {@code pt} or {@code nl}
     * @return the line in that language, or the rule set's own summary where there is none
     */
    default String line(RuleSet rules, String language) {
        return rules.summary();
    }

    /**
     * What an option of a rule set changes.
     *
     * @param rules    the rule set
     * @param option   one of its options
     * @param language {@code en}, {@code pt} or {@code nl}
     * @return the meaning in that language, or the option's own where there is none
     */
    default String meaning(RuleSet rules, OptionSpec option, String language) {
        return option.meaning();
    }
}
