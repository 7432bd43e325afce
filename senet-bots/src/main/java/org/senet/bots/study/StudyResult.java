package org.senet.bots.study;

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
}
