package org.senet.web.api;

import org.senet.core.rules.RuleSet;

/**
 * The texts of a rule set that the page shows in the player's language. The engine's rule sets carry
 * their summary in English; a program that has them translated (the console's texts) gives them here.
 */
@FunctionalInterface
public interface RuleTexts {
    /** The rule sets' own English summaries, whatever the language. */
    RuleTexts ENGLISH = (rules, language) -> rules.summary();

    /**
     * The summary of a rule set: what sets it apart, in a few paragraphs.
     *
     * @param rules    the rule set
     * @param language {@code en}, {@code pt} or {@code nl}
     * @return the summary in that language, or in English where it has none
     */
    String summary(RuleSet rules, String language);
}
