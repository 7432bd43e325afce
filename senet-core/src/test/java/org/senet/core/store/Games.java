package org.senet.core.store;

import java.util.OptionalLong;

import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** Games of the test race for the store's tests. */
final class Games {
    static final RuleSet RACE = new RaceRules();
    static final RuleSets REGISTRY = RuleSets.of(RACE);

    private Games() {
    }

    /** The record of a random game of the race with {@code seed}, played to its end. */
    static String record(long seed) {
        Game game = Game.start(RACE, seed);
        game.playOut(new RandomPlayer(seed), new RandomPlayer(seed + 1), 10_000);
        return GameRecord.of(game, OptionalLong.of(seed), "Ann (human)", "random", "2025-01-31T20:15").format();
    }
}
