package com.example.senet.app;

import org.senet.bots.study.Study;
import org.senet.bots.study.StudyResult;
import org.senet.bots.study.WinRate;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** A small study of Kendall's rules: the first player's advantage, the length of the games, the skill gap. */
public class StudyRules {
    public static void main(String[] args) {
        RuleSet rules = RuleSets.discover().get("kendall");
        StudyResult result = Study.builder(rules).randomGames(2_000).strongGames(4).seed(1).threads(2).build().run();
        WinRate first = result.random().starter();
        System.out.printf("first player wins %.1f%% of random games (95%%: %.1f-%.1f), %.1f throws a game%n",
                100 * first.rate(), 100 * first.interval95().low(), 100 * first.interval95().high(),
                result.random().shape().throwsPerGame().mean());
        System.out.printf("hard beats random in %d of %d games%n", result.skillGap().againstRandom().wins(),
                result.skillGap().againstRandom().games());
    }
}
