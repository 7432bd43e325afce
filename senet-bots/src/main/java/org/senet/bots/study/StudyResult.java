package org.senet.bots.study;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;

/**
 * The figures of one rule set (with its options) in the reconstruction study.
 *
 * @param rules    the rule set studied, with its options
 * @param seed     the seed of every part of the study
 * @param random   random against random, exactly as {@code senet simulate} plays it with that seed
 * @param strong   {@code hard} against itself, with the evaluator's verdicts
 * @param skillGap {@code hard} against {@code random} and against {@code easy}
 */
public record StudyResult(RuleSet rules, long seed, Play random, Play strong, SkillGap skillGap) {
    /** {@return the options in force that differ from the defaults, in the order the rule set lists them} */
    public Map<String, String> options() {
        Map<String, String> ordered = new LinkedHashMap<>();
        for (OptionSpec spec : rules.optionSpecs()) {
            String value = rules.options().get(spec.key());
            if (value != null) {
                ordered.put(spec.key(), value);
            }
        }
        return Collections.unmodifiableMap(ordered);
    }
}
