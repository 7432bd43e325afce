package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSet;

/** P6 with the real rule sets: every discovered rule set's games survive the record's round trip. */
class GameRecordRoundTripTest {
    /** Every discovered rule set, and Thibault gathering throws (T-ALT gather-throws: a throw line after a throw). */
    static Stream<RuleSet> ruleSets() {
        return Stream.concat(RuleSetOptions.REGISTRY.all().stream(),
                Stream.of(RuleSetOptions.REGISTRY.get("thibault", Map.of("gather-throws", "true"))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    @DisplayName("P6 format(parse(text)) == text, mid-game (a throw waiting) and at the end")
    void round_trip(RuleSet rules) {
        for (long seed = 1; seed <= 5; seed++) {
            Game game = Game.start(rules, seed);
            RandomPlayer light = new RandomPlayer(seed);
            RandomPlayer dark = new RandomPlayer(~seed);
            while (!game.isOver()) {
                game.step(game.toMove() == org.senet.core.board.Side.LIGHT ? light : dark);
                if (game.steps().size() % 97 == 0 || game.isOver()) {
                    String text = GameRecord.of(game, OptionalLong.of(seed), "Ann (human)", "random", "d").format();
                    GameRecord parsed = GameRecord.parse(RuleSetOptions.REGISTRY, text);
                    assertEquals(text, parsed.format());
                    assertEquals(game.position(), parsed.position());
                    assertEquals(game.pendingThrow(), parsed.pendingThrow());
                    Game resumed = parsed.toGame(table -> 1);
                    assertEquals(game.steps(), resumed.steps());
                    assertEquals(game.position(), resumed.position());
                }
            }
        }
    }
}
