package org.senet.core.record;

import org.senet.core.rules.RaceRules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.game.Step;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.sticks.ScriptedThrows;

class GameRecordTest {
    private static final RuleSet RACE = new RaceRules();
    private static final RuleSets REGISTRY = RuleSets.of(RACE);

    /** A game of {@link RaceRules} with scripted throws (none after the script). */
    private static Game scripted(Integer... throwValues) {
        return new Game(RACE, RACE.start(), new ScriptedThrows(List.of(throwValues), null));
    }

    private static String record(Game game) {
        return GameRecord.of(game, OptionalLong.of(7), "Ann (human)", "random", "2025-01-31T20:15").format();
    }

    @Test
    @DisplayName("P6 a record is written as documented, with a waiting throw in the headers")
    void writes_the_documented_text() {
        Game game = scripted(2, 4);
        game.throwSticks();
        game.play(game.rules().moveOf(game.position(), 2, 3).orElseThrow());
        game.throwSticks();
        String expected = """
                [Format "senet-record 1"]
                [Rules "race"]
                [Seed "7"]
                [Light "Ann (human)"]
                [Dark "random"]
                [Date "2025-01-31T20:15"]
                [Start "WBWB.......................... W"]
                [Position "WB.BW......................... B"]
                [Throw "4"]

                W throw 2
                W 3->5
                B throw 4
                """;
        assertEquals(expected, record(game));
    }

    @Test
    @DisplayName("P6 format(parse(text)) == text for whole random games, and the replayed game is the same")
    void round_trip_of_random_games() {
        for (long seed = 1; seed <= 30; seed++) {
            Game game = Game.start(RACE, seed);
            game.playOut(new RandomPlayer(seed), new RandomPlayer(-seed), 10_000);
            String text = record(game);
            GameRecord parsed = GameRecord.parse(REGISTRY, text);
            assertEquals(text, parsed.format());
            assertEquals(game.steps(), parsed.steps());
            assertEquals(game.position(), parsed.position());
            assertTrue(text.contains("[Result \"" + game.winner().orElseThrow().letter() + "\"]"), text);
        }
    }

    @Test
    @DisplayName("a game resumed from its record has the same position, waiting throw and history, and goes on")
    void resume_keeps_everything() {
        Game game = scripted(4, 2);
        game.throwSticks();
        game.play(game.rules().moveOf(game.position(), 4, 1).orElseThrow());
        game.throwSticks();
        GameRecord parsed = GameRecord.parse(REGISTRY, record(game));
        Game resumed = parsed.toGame(new ScriptedThrows(List.of(5), null));
        assertEquals(game.position(), resumed.position());
        assertEquals(2, resumed.pendingThrow());
        assertEquals(game.steps(), resumed.steps());
        Step step = resumed.play(resumed.rules().moveOf(resumed.position(), 2, 5).orElseThrow());
        assertEquals("W 5->7", step.text());
        assertEquals(Side.DARK, resumed.toMove());
        assertEquals(5, resumed.throwSticks());
    }

    private static String damage(String text, String from, String to) {
        assertTrue(text.contains(from), text);
        return text.replaceFirst(java.util.regex.Pattern.quote(from), to);
    }

    private static RecordException refused(String text) {
        return assertThrows(RecordException.class, () -> GameRecord.parse(REGISTRY, text));
    }

    @Test
    @DisplayName("damaged or foreign records are refused, saying what and on which line")
    void damaged_records_are_refused() {
        Game game = scripted(2, 4, 3);
        game.throwSticks();
        game.play(game.rules().moveOf(game.position(), 2, 3).orElseThrow());
        game.throwSticks();
        String text = record(game);
        // lines: 1 Format .. 9 Throw, 10 empty, 11 W throw 2, 12 W 3->5, 13 B throw 4
        assertEquals("line 12: '1->3' is not possible here with a throw of 2; possible: 3->5",
                refused(damage(text, "W 3->5", "W 1->3")).getMessage());
        assertEquals("line 11: 7 cannot be thrown in race (throws: 1, 2, 3, 4, 5)",
                refused(damage(text, "W throw 2", "W throw 7")).getMessage());
        assertEquals("line 13: it is dark's turn here, not light's",
                refused(damage(text, "B throw 4", "W throw 4")).getMessage());
        assertEquals("line 1: this is not a Senet game record (it must begin with [Format \"senet-record 1\"])",
                refused("<html>hello</html>\n").getMessage());
        assertEquals("line 1: record format 'senet-record 9' is not known; this version reads 'senet-record 1'",
                refused(damage(text, "senet-record 1", "senet-record 9")).getMessage());
        assertEquals("line 2: unknown rules 'chess'",
                refused(damage(text, "\"race\"", "\"chess\"")).getMessage().replaceAll(";.*", ""));
        assertEquals("line 8: the header says position 'WB.BW......................... W' but the steps lead to "
                        + "'WB.BW......................... B'",
                refused(damage(text, "W......................... B\"]", "W......................... W\"]")).getMessage());
        assertEquals("line 9: the header says waiting throw '5' but the steps lead to '4'",
                refused(damage(text, "[Throw \"4\"]", "[Throw \"5\"]")).getMessage());
        assertEquals("the steps lead to waiting throw '4' but the headers do not say so",
                refused(damage(text, "[Throw \"4\"]\n", "")).getMessage());
        assertEquals("line 14: 'garbage' is not a step (a step reads like 'W throw 3' or 'B 9->12')",
                refused(text + "garbage\n").getMessage());
        assertEquals("the record does not end with a line end; it was changed after it was saved",
                refused(text.substring(0, text.length() - 1)).getMessage());
        assertEquals("line 7: the board must have 30 squares (W, B or .), not 4: 'WBWB'",
                refused(damage(text, "[Start \"WBWB.......................... W\"]", "[Start \"WBWB W\"]")).getMessage());
        refused("");
    }

    @Test
    @DisplayName("a FirstMove header: 'drawn' only where the rules draw the first mover; the loser's start is kept")
    void first_move_header() {
        String text = record(scripted());
        String loser = text.replace("[Position", "[FirstMove \"W loser of the previous game\"]\n[Position");
        GameRecord read = GameRecord.parse(REGISTRY, loser);
        assertEquals(java.util.Optional.of(FirstMove.LOSER_STARTS), read.firstMove());
        assertEquals(loser, read.format());
        assertEquals(java.util.Optional.empty(), GameRecord.parse(REGISTRY, text).firstMove());
        assertEquals("line 8: the rules 'race' do not draw the side that moves first",
                refused(text.replace("[Position", "[FirstMove \"W drawn\"]\n[Position")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> GameRecord.of(scripted(), OptionalLong.empty(), "a", "b",
                "today", java.util.Optional.of(FirstMove.DRAWN)));
    }

    @Test
    @DisplayName("names with quotes and backslashes survive the round trip")
    void header_escapes() {
        Game game = Game.start(RACE, 3);
        String text = GameRecord.of(game, OptionalLong.empty(), "Ann \"the \\ sly\"", "random", "today").format();
        GameRecord parsed = GameRecord.parse(REGISTRY, text);
        assertEquals("Ann \"the \\ sly\"", parsed.light());
        assertEquals(text, parsed.format());
        assertEquals(OptionalLong.empty(), parsed.seed());
    }
}
