package org.senet.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.rules.DrawnRaceRules;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.Referee;
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
        game.play(new Referee(game.rules()).moveOf(game.position(), 2, 3).orElseThrow());
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
        game.play(new Referee(game.rules()).moveOf(game.position(), 4, 1).orElseThrow());
        game.throwSticks();
        GameRecord parsed = GameRecord.parse(REGISTRY, record(game));
        Game resumed = parsed.toGame(new ScriptedThrows(List.of(5), null));
        assertEquals(game.position(), resumed.position());
        assertEquals(2, resumed.pendingThrow());
        assertEquals(game.steps(), resumed.steps());
        Step step = resumed.play(new Referee(resumed.rules()).moveOf(resumed.position(), 2, 5).orElseThrow());
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
        game.play(new Referee(game.rules()).moveOf(game.position(), 2, 3).orElseThrow());
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
        assertThrows(SenetException.class, () -> GameRecord.of(scripted(), OptionalLong.empty(), "a", "b",
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

    @Test
    @DisplayName("header lines of any length are read in one pass: no stack overflow on a long line, kept or refused")
    void long_header_lines() {
        Game game = Game.start(RACE, 3);
        for (int length : new int[] {3_000, 100_000, 8_000_000}) {
            String name = "Ann \"" + "x".repeat(length) + "\\";
            String text = GameRecord.of(game, OptionalLong.empty(), name, "random", "today").format();
            GameRecord parsed = GameRecord.parse(REGISTRY, text);
            assertEquals(name, parsed.light());
            assertEquals(text, parsed.format());
            String open = text.replace(name.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]", name);
            RecordException e = assertThrows(RecordException.class, () -> GameRecord.parse(REGISTRY, open));
            assertTrue(e.getMessage().startsWith("line 3: expected the header [Light \"...\"], found '[Light \"Ann"),
                    e.getMessage());
        }
    }

    @Test
    @DisplayName("a header line is [Key \"value\"] exactly: letters for the key, only \\\" and \\\\ escaped, nothing after")
    void header_line_syntax() {
        String text = record(scripted());
        assertEquals("Ann (human)", GameRecord.parse(REGISTRY, text).light());
        assertEquals("", GameRecord.parse(REGISTRY, text.replace("[Light \"Ann (human)\"]", "[Light \"\"]")).light());
        for (String light : List.of("[Light \"Ann\\\"]", "[Light \"Ann\\n\"]", "[Light \"A\"n\"]",
                "[Light \"Ann\" ]", "[Light  \"Ann\"]", "[Light\"Ann\"]", "[Li7ht \"Ann\"]", "[ \"Ann\"]",
                "Light \"Ann\"]", "[Light \"]", "[L \"", "[Light \"Ann\\")) {
            RecordException e = assertThrows(RecordException.class,
                    () -> GameRecord.parse(REGISTRY, text.replace("[Light \"Ann (human)\"]", light)), light);
            assertTrue(e.getMessage().startsWith("line 4: expected the header [Light"), e.getMessage());
        }
        String position = text.substring(text.indexOf("[Position"), text.indexOf("\n\n") + 1);
        assertEquals("line 9: header [Comment] is not known here or is out of order", assertThrows(RecordException.class,
                () -> GameRecord.parse(REGISTRY, text.replace(position, position + "[Comment \"a\\\\\\\"b\"]\n")))
                .getMessage());
        assertEquals("line 9: an empty line must follow the headers", assertThrows(RecordException.class,
                () -> GameRecord.parse(REGISTRY, text.replace(position, position + "[Comment \"a\\\"]\n")))
                .getMessage());
        for (String key : List.of("K", "AZaz")) {
            assertEquals("line 9: header [" + key + "] is not known here or is out of order",
                    assertThrows(RecordException.class, () -> GameRecord.parse(REGISTRY, text.replace(position,
                            position + "[" + key + " \"\"]\n"))).getMessage(), "ASCII letters, A to Z and a to z");
        }
    }

    // ------------------------------------------------------------------ a rule set with options, a draw and a score

    private static final RuleSet DRAWN = new DrawnRaceRules();
    private static final RuleSets BOTH = RuleSets.of(RACE, DRAWN);

    /** Light to move with its last piece on 30 (the other borne off), dark on 1 and 29; a 1 bears light off. */
    private static final String LAST_PIECE = "B...........................BW W";

    /** A finished game of drawn-race with bonus on: light throws 1 and bears off its last piece. */
    private static GameRecord finished() {
        RuleSet rules = DRAWN.withOptions(Map.of("bonus", "true"));
        Game game = new Game(rules, Notation.parse(rules, LAST_PIECE), new ScriptedThrows(List.of(1), null));
        game.throwSticks();
        game.play(new Referee(rules).moveOf(game.position(), 1, 30).orElseThrow());
        assertTrue(game.isOver());
        return GameRecord.of(game, OptionalLong.of(-5), "a", "b", "d", Optional.of(FirstMove.DRAWN));
    }

    private static final String FINISHED = """
            [Format "senet-record 1"]
            [Rules "drawn-race"]
            [Option "bonus=true"]
            [Seed "-5"]
            [Light "a"]
            [Dark "b"]
            [Date "d"]
            [Start "B...........................BW W"]
            [FirstMove "W drawn"]
            [Position "B...........................B. B"]
            [Result "W"]
            [Score "4"]

            W throw 1
            W 30->off
            """;

    private static RecordException refusedBoth(String text) {
        return assertThrows(RecordException.class, () -> GameRecord.parse(BOTH, text));
    }

    @Test
    @DisplayName("P6 a finished game is written with its option, first mover, result and score (1 + 2 left + bonus)")
    void writes_options_result_and_score() {
        GameRecord record = finished();
        assertEquals(FINISHED, record.format());
        assertEquals(RuleSet.NO_THROW, record.pendingThrow());
        GameRecord read = GameRecord.parse(BOTH, FINISHED);
        assertEquals(FINISHED, read.format());
        assertEquals(Map.of("bonus", "true"), read.rules().options());
        assertEquals(OptionalLong.of(-5), read.seed());
        assertEquals(Optional.of(FirstMove.DRAWN), read.firstMove());
        assertEquals(record.steps(), read.steps());
        assertEquals(record.start(), read.start());
        assertEquals(List.of("a", "b", "d"), List.of(read.light(), read.dark(), read.date()));
    }

    @Test
    @DisplayName("without the bonus the winner scores 3: one point and one for each of the loser's two pieces left")
    void score_without_the_option() {
        String text = FINISHED.replace("[Option \"bonus=true\"]\n", "").replace("[Score \"4\"]", "[Score \"3\"]");
        assertEquals(text, GameRecord.parse(BOTH, text).format());
        assertEquals("line 11: the header says score '4' but the steps lead to '3'",
                refusedBoth(FINISHED.replace("[Option \"bonus=true\"]\n", "")).getMessage());
        assertEquals("the steps lead to score '4' but the headers do not say so",
                refusedBoth(FINISHED.replace("[Score \"4\"]\n", "")).getMessage());
        assertEquals("the steps lead to result 'W' but the headers do not say so",
                refusedBoth(FINISHED.replace("[Result \"W\"]\n", "")).getMessage());
        assertEquals("line 11: the header says result 'B' but the steps lead to 'W'",
                refusedBoth(FINISHED.replace("[Result \"W\"]", "[Result \"B\"]")).getMessage());
    }

    @Test
    @DisplayName("a game not over has no Result or Score; a header that says so is refused")
    void result_of_a_game_not_over() {
        String text = record(scripted());
        String withResult = text.replace("\n\n", "\n[Result \"W\"]\n\n");
        assertEquals("line 9: the header says result 'W' but the steps lead to none",
                refused(withResult).getMessage());
        String withScore = text.replace("\n\n", "\n[Score \"1\"]\n\n");
        assertEquals("line 9: the header says score '1' but the steps lead to none", refused(withScore).getMessage());
    }

    @Test
    @DisplayName("nothing can follow the end of the game, and a line that is no step is refused")
    void steps_after_the_end() {
        assertEquals("line 16: the game was already over; nothing can follow",
                refusedBoth(FINISHED + "B throw 2\n").getMessage());
    }

    @Test
    @DisplayName("options: key=value, each once, known, and only where they differ from the default")
    void option_headers_are_checked() {
        RecordException noValue = refusedBoth(FINISHED.replace("bonus=true", "bonus"));
        assertEquals("line 3: option 'bonus' is not key=value", noValue.getMessage());
        assertEquals(3, noValue.line());
        assertEquals("line 3: option '=true' is not key=value",
                refusedBoth(FINISHED.replace("bonus=true", "=true")).getMessage());
        assertEquals("line 4: option 'bonus' is given twice",
                refusedBoth(FINISHED.replace("[Option \"bonus=true\"]\n",
                        "[Option \"bonus=true\"]\n[Option \"bonus=false\"]\n")).getMessage());
        assertEquals("line 3: the rules 'drawn-race' have no option 'fast'; options: bonus",
                refusedBoth(FINISHED.replace("bonus=true", "fast=true")).getMessage());
        assertEquals("line 3: option bonus of 'drawn-race' cannot be 'yes'; it takes false or true",
                refusedBoth(FINISHED.replace("bonus=true", "bonus=yes")).getMessage());
        assertEquals("line 3: option 'bonus=false' is the default; a record names only the options that differ from"
                + " the defaults", refusedBoth(FINISHED.replace("bonus=true", "bonus=false")).getMessage());
        assertEquals("line 3: the rules 'race' have no option 'bonus'; they take no options",
                refusedBoth(FINISHED.replace("\"drawn-race\"", "\"race\"")).getMessage());
    }

    @Test
    @DisplayName("a player or date header with a control character is refused on its line (the engine writes none)")
    void header_texts_read_are_one_line() {
        assertEquals("line 5: 'a?b' holds a control character (a tab, a line end or the like); the engine never"
                + " writes one", refusedBoth(FINISHED.replace("[Light \"a\"]", "[Light \"a\tb\"]")).getMessage());
        assertEquals("line 7: 'd?' holds a control character (a tab, a line end or the like); the engine never"
                + " writes one", refusedBoth(FINISHED.replace("[Date \"d\"]", "[Date \"d\u0085\"]")).getMessage());
    }

    @Test
    @DisplayName("the seed is a number written as the engine writes it")
    void seed_header_is_checked() {
        assertEquals("line 4: the seed 'x' is not a number",
                refusedBoth(FINISHED.replace("[Seed \"-5\"]", "[Seed \"x\"]")).getMessage());
        assertEquals("line 4: the seed '-05' is not written as the engine writes it",
                refusedBoth(FINISHED.replace("[Seed \"-5\"]", "[Seed \"-05\"]")).getMessage());
        assertEquals("line 4: the seed '+5' is not written as the engine writes it",
                refusedBoth(FINISHED.replace("[Seed \"-5\"]", "[Seed \"+5\"]")).getMessage());
        assertEquals("line 4: the seed '\uFF15' is not written as the engine writes it",
                refusedBoth(FINISHED.replace("[Seed \"-5\"]", "[Seed \"\uFF15\"]")).getMessage());
    }

    @Test
    @DisplayName("the FirstMove header: a side's letter, a space and known words, and the side to move in the start")
    void first_move_header_is_checked() {
        String known = "(it reads like 'B drawn' or 'W loser of the previous game')";
        assertEquals("line 9: the first move 'W by lot' is not known " + known,
                refusedBoth(FINISHED.replace("W drawn", "W by lot")).getMessage());
        assertEquals("line 9: the first move 'X drawn' is not known " + known,
                refusedBoth(FINISHED.replace("W drawn", "X drawn")).getMessage());
        assertEquals("line 9: the first move 'Wdrawn' is not known " + known,
                refusedBoth(FINISHED.replace("W drawn", "Wdrawn")).getMessage());
        assertEquals("line 9: the first move 'W ' is not known " + known,
                refusedBoth(FINISHED.replace("W drawn", "W ")).getMessage());
        assertEquals("line 9: the header says dark moved first but the start has light to move",
                refusedBoth(FINISHED.replace("B drawn".replace('B', 'W'), "B drawn")).getMessage());
    }

    @Test
    @DisplayName("headers are required in their order, unknown ones refused, and an empty line ends them")
    void header_order_is_checked() {
        assertEquals("line 6: expected the header [Dark \"...\"], found '[Date \"d\"]'",
                refusedBoth(FINISHED.replace("[Dark \"b\"]\n", "")).getMessage());
        assertEquals("line 13: header [Comment] is not known here or is out of order",
                refusedBoth(FINISHED.replace("[Score \"4\"]\n", "[Score \"4\"]\n[Comment \"nice\"]\n"))
                        .getMessage());
        assertEquals("line 11: header [Seed] is not known here or is out of order",
                refusedBoth(FINISHED.replace("[Result \"W\"]\n", "[Seed \"1\"]\n")).getMessage());
        assertEquals("line 13: an empty line must follow the headers",
                refusedBoth(FINISHED.replace("[Score \"4\"]\n\n", "[Score \"4\"]\n")).getMessage());
        String headersOnly = FINISHED.substring(0, FINISHED.indexOf("\n\n") + 1);
        assertEquals("line 13: an empty line must follow the headers", refusedBoth(headersOnly).getMessage());
        String cut = FINISHED.substring(0, FINISHED.indexOf("[Date"));
        assertEquals("line 7: expected the header [Date \"...\"], found the end of the file",
                refusedBoth(cut).getMessage());
    }

    @Test
    @DisplayName("changed line ends are refused as such; a foreign file is refused as no record at all")
    void line_ends_are_checked() {
        assertEquals("the record has Windows or Mac line ends; it was changed after it was saved",
                refusedBoth(FINISHED.replace("\n", "\r\n")).getMessage());
        assertEquals("line 1: this is not a Senet game record (it must begin with [Format \"senet-record 1\"])",
                refusedBoth("hello\r\nworld\r\n").getMessage());
        assertEquals("line 1: this is not a Senet game record (it must begin with [Format \"senet-record 1\"])",
                refusedBoth("hello").getMessage());
        RecordException empty = refusedBoth("");
        assertEquals("the file is empty; it is not a Senet game record", empty.getMessage());
        assertEquals(0, empty.line());
        assertEquals("line 1: this is not a Senet game record (it must begin with [Format \"senet-record 1\"])",
                refusedBoth("\n").getMessage());
    }

    @Test
    @DisplayName("steps: the sticks once per turn, moves only after the throw, long lines shortened in messages")
    void step_lines_are_checked() {
        String text = record(scripted(2));
        // lines: 1 Format .. 8 Position, 9 empty, then the steps
        assertEquals("line 11: a throw of 2 is waiting to be played; the sticks cannot be thrown again",
                refused(text + "W throw 2\nW throw 3\n").getMessage());
        assertEquals("line 10: '1->3' is not possible here before the throw; possible: throw <n>",
                refused(text + "W 1->3\n").getMessage());
        String longLine = "x".repeat(100_000);
        assertEquals("line 10: '" + "x".repeat(100) + "...' is not a step (a step reads like 'W throw 3' or 'B 9->12')",
                refused(text + longLine + "\n").getMessage());
        assertEquals("line 10: 'W\u0001?' is not a step (a step reads like 'W throw 3' or 'B 9->12')".replace('\u0001', '?'),
                refused(text + "W\u0001\u0002\n").getMessage());
        assertEquals("line 10: 'W' is not a step (a step reads like 'W throw 3' or 'B 9->12')",
                refused(text + "W\n").getMessage());
        assertEquals("line 10: 'W ' is not a step (a step reads like 'W throw 3' or 'B 9->12')",
                refused(text + "W \n").getMessage());
        String sixty = "x".repeat(60);
        assertEquals("line 10: '" + sixty + "' is not a step (a step reads like 'W throw 3' or 'B 9->12')",
                refused(text + sixty + "\n").getMessage(), "60 characters are shown whole");
        assertEquals("line 10: 'W:throw 2' is not a step (a step reads like 'W throw 3' or 'B 9->12')",
                refused(text + "W:throw 2\n").getMessage());
        assertEquals("line 10: 'throw 123' is not possible here before the throw; possible: throw <n>",
                refused(text + "W throw 123\n").getMessage());
        assertEquals("line 10: 0 cannot be thrown in race (throws: 1, 2, 3, 4, 5)",
                refused(text + "W throw 0\n").getMessage());
    }

    @Test
    @DisplayName("a record of a game not begun: its position is the start, nothing waits")
    void a_game_not_begun() {
        GameRecord record = GameRecord.of(scripted(), OptionalLong.empty(), "a", "b", "d");
        assertEquals(RACE.start(), record.position());
        assertEquals(RuleSet.NO_THROW, record.pendingThrow());
        assertEquals(Optional.empty(), record.firstMove());
        GameRecord plain = new GameRecord(RACE, OptionalLong.empty(), "a", "b", "d", RACE.start(), List.of());
        assertEquals(record, plain);
    }

    @Test
    @DisplayName("header texts must fit on one line")
    void header_texts_are_one_line() {
        SenetException e = assertThrows(SenetException.class, () -> new GameRecord(RACE,
                OptionalLong.empty(), "a", "b\nc", "d", RACE.start(), List.of()));
        assertEquals("a header text must be one line: b\nc", e.getMessage());
        assertThrows(SenetException.class, () -> new GameRecord(RACE, OptionalLong.empty(), "a\t", "b", "d",
                RACE.start(), List.of()));
        assertThrows(SenetException.class, () -> new GameRecord(RACE, OptionalLong.empty(), "a", "b", null,
                RACE.start(), List.of()));
        SenetException drawn = assertThrows(SenetException.class, () -> new GameRecord(RACE,
                OptionalLong.empty(), "a", "b", "d", RACE.start(), Optional.of(FirstMove.DRAWN), List.of()));
        assertEquals("the rules 'race' do not draw the side that moves first", drawn.getMessage());
        assertEquals(Optional.of(FirstMove.LOSER_STARTS), new GameRecord(RACE, OptionalLong.empty(), "a", "b", "d",
                RACE.start(), Optional.of(FirstMove.LOSER_STARTS), List.of()).firstMove());
    }
}
