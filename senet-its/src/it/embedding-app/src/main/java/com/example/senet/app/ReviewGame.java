package com.example.senet.app;

import java.util.List;
import java.util.OptionalLong;

import org.senet.bots.Bots;
import org.senet.bots.analysis.GameReview;
import org.senet.bots.analysis.GameReviewer;
import org.senet.bots.analysis.SideSummary;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** A game saved as a game record, read back and reviewed: each side's errors and luck. */
public class ReviewGame {
    public static void main(String[] args) {
        RuleSets registry = RuleSets.discover();
        RuleSet rules = registry.get("kendall");
        Game game = Game.start(rules, 42);
        game.playOut(Bots.EASY.create(rules, 1), new RandomPlayer(2), 100_000);
        String saved = GameRecord.of(game, OptionalLong.of(42), "easy", "random", "2026-11-25").format();

        GameRecord record = GameRecord.parse(registry, saved);       // what a saved game file holds
        GameReviewer reviewer = GameReviewer.strongest(rules, EndgameTables.user(), 1);
        GameReview review = reviewer.review(record);
        for (SideSummary side : List.of(review.light(), review.dark())) {
            System.out.printf("%s: %d decisions with a choice, mistakes %d, blunders %d, luck %+.2f,"
                    + " result %.2f with the luck taken out%n", side.side(), side.decisions(), side.mistakes(),
                    side.blunders(), side.luck(), side.luckAdjusted().orElseThrow());
        }
    }
}
