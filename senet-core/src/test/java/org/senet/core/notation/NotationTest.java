package org.senet.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.senet.core.board.Side;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.DrawnRaceRules;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;

class NotationTest {
    private final RuleSet race = new RaceRules();

    @Test
    void formats_the_board_square_1_first_and_the_side() {
        assertEquals("WBWB.......................... W", Notation.format(race, race.start()));
    }

    @Test
    void pieces_is_written_only_when_it_departs_from_the_rule_set() {
        Position p = Notation.parse(race, "W............................B B pieces=3,1");
        assertEquals(3, p.lightPieces());
        assertEquals(2, p.off(Side.LIGHT));
        assertEquals(0, p.off(Side.DARK));
        assertEquals("W............................B B pieces=3,1", Notation.format(race, p));
        assertEquals("W............................B B", Notation.format(race, Notation.parse(race,
                "W............................B B pieces=2,2")));
    }

    @Test
    void off_is_accepted_when_it_agrees_and_refused_when_it_does_not() {
        assertEquals(Notation.parse(race, "W............................B W"),
                Notation.parse(race, "W............................B W off=1,1"));
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parse(race, "W............................B W off=0,1"));
        assertEquals("field 'off' says 0,1 but the position has 1,1 borne off", e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "WBWB......................... W | the board must have 30 squares (W, B or .), not 29: 'WBWB.........................'",
            "WBWBx......................... W | square 5 of the board is 'x'; a square is W (light), B (dark) or . (empty)",
            "WBWB.......................... | the side to move is missing after the board: W or B",
            "WBWB.......................... L | the side to move is 'L'; it must be W or B",
            "WBWBW......................... W | light has 3 pieces on the board and waiting, more than its 2 (field 'pieces')",
            "WBWB.......................... W mid=1 | field 'mid' is not known in race; known fields: pieces, off",
            "WBWB.......................... W wait=1,0 | field 'wait': in race no piece waits to enter",
            "WBWB.......................... W pieces=2 | field 'pieces' must be two numbers <light>,<dark>, not '2'",
            "WBWB.......................... W pieces=0,2 | pieces=0,2: each side has 1 to 30 pieces",
            "WBWB.......................... W off=x,1 | field 'off' must be a number, not 'x'",
            "WBWB.......................... W pieces=2,2 pieces=2,2 | field 'pieces' is given twice",
            "WBWB.......................... W junk | field 'junk' is not key=value",
            ".............................. W | both sides have borne off all their pieces, but the game ends as soon as one side has",
            ".............................. B pieces=1,3 | both sides have borne off all their pieces, but the game ends as soon as one side has",
            "WBWB.\uD83D\uDE00........................ W | square 6 of the board is '\uD83D\uDE00'; a square is W (light), B (dark) or . (empty)",
            "WBWB..........................\uD83D\uDE00 W | the board must have 30 squares (W, B or .), not 31: 'WBWB..........................\uD83D\uDE00'",
            "WBWB.......................... W pieces=\uFF12,2 | field 'pieces' must be a number, not '\uFF12'",
    })
    void bad_notation_is_refused_naming_the_field(String text, String message) {
        NotationException e = assertThrows(NotationException.class, () -> Notation.parse(race, text));
        assertEquals(message, e.getMessage());
    }

    @Test
    void a_message_quotes_at_most_a_hundred_characters_of_the_input_on_one_line() {
        String board = "W".repeat(100_000);
        NotationException e = assertThrows(NotationException.class, () -> Notation.parse(race, board + " W"));
        assertEquals("the board must have 30 squares (W, B or .), not 100000: '" + "W".repeat(100) + "...'",
                e.getMessage());
        e = assertThrows(NotationException.class,
                () -> Notation.parse(race, "WBWB.......................... W x" + "\u0085".repeat(200) + "=1"));
        assertEquals("field 'x" + "?".repeat(99) + "...' is not known in race; known fields: pieces, off",
                e.getMessage());
    }

    @Test
    void flags_round_trip_sorted_by_key() {
        FlagField a = FlagField.bool("alpha", 0, "a");
        FlagField n = new FlagField("num", 1, 4, 9, "n");
        int flags = n.with(a.with(0, 1), 7);
        assertEquals(1, a.get(flags));
        assertEquals(7, n.get(flags));
        assertEquals(0, n.get(n.clear(flags)));
    }

    /** The race with a flag field and pieces that may wait off the board (never entering: only the notation counts). */
    private final RuleSet drawn = new DrawnRaceRules();
    private final RuleSet waiting = new RaceRules() {
        @Override
        public boolean usesWaitingPieces() {
            return true;
        }
    };

    @Test
    void flags_are_written_sorted_by_key_and_only_when_set() {
        Position p = Notation.parse(drawn, "WBWB.......................... B mark=3 alpha=1");
        assertEquals(3, DrawnRaceRules.MARK.get(p.flags()));
        assertEquals(1, DrawnRaceRules.ALPHA.get(p.flags()));
        assertEquals("WBWB.......................... B alpha=1 mark=3", Notation.format(drawn, p));
        assertEquals("WBWB.......................... B mark=2",
                Notation.format(drawn, Notation.parse(drawn, "WBWB.......................... B mark=2 alpha=0")));
        assertEquals(0, Notation.parse(drawn, "WBWB.......................... B mark=0").flags());
    }

    @Test
    void waiting_pieces_count_with_those_on_the_board() {
        Position p = Notation.parse(waiting, "W..........................B.. B wait=1,1");
        assertEquals(1, p.lightWaiting());
        assertEquals(1, p.darkWaiting());
        assertEquals(0, p.off(Side.LIGHT));
        assertEquals("W..........................B.. B wait=1,1", Notation.format(waiting, p));
        assertEquals("W..........................B.. B wait=0,1",
                Notation.format(waiting, Notation.parse(waiting, "W..........................B.. B wait=0,1")));
        assertEquals(".............................. W pieces=1,1 wait=1,1", Notation.format(waiting,
                Notation.parse(waiting, ".............................. W pieces=1,1 wait=1,1")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "WW............................ W wait=1,0 | light has 3 pieces on the board and waiting, more than its 2 (field 'pieces')",
            "W............................B W wait=0,2 | dark has 3 pieces on the board and waiting, more than its 2 (field 'pieces')",
            ".B.B.......................... W wait=0,1 | dark has 3 pieces on the board and waiting, more than its 2 (field 'pieces')",
            "W............................B W wait=1,-1 | field 'wait' cannot be negative: '1,-1'",
            "W............................B W wait=-1,0 | field 'wait' cannot be negative: '-1,0'",
            "W............................B W wait=1,1,1 | field 'wait' must be two numbers <light>,<dark>, not '1,1,1'",
    })
    void waiting_pieces_are_checked(String text, String message) {
        assertEquals(message, assertThrows(NotationException.class, () -> Notation.parse(waiting, text)).getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "WBWB.......................... W mark=4 | field 'mark' must be 0..3, not 4",
            "WBWB.......................... W mark=-1 | field 'mark' must be 0..3, not -1",
            "WBWB.......................... W alpha=2 | field 'alpha' must be 0..1, not 2",
            "WBWB.......................... W zap=1 | field 'zap' is not known in drawn-race; known fields: pieces, off, mark, alpha",
            "WBWB.......................... W =1 | field '=1' is not key=value",
            "WBWB.......................... W mark= | field 'mark=' is not key=value",
            "WBWB.......................... W mark=1 mark=2 | field 'mark' is given twice",
            "W............................B W pieces=1,0 | pieces=1,0: each side has 1 to 30 pieces",
            "W............................B W pieces=31,1 | pieces=31,1: each side has 1 to 30 pieces",
            "W............................B W pieces=1,31 | pieces=1,31: each side has 1 to 30 pieces",
            "W............................B W pieces=1,1 off=0,1 | field 'off' says 0,1 but the position has 0,0 borne off",
            "W............................B W pieces=1,1 off=0,0 off=0,0 | field 'off' is given twice",
            "W............................B W pieces=1,1 mark=1234567890 | field 'mark' must be a number, not '1234567890'",
            "W............................B WB | the side to move is 'WB'; it must be W or B",
    })
    void fields_of_a_rule_set_with_flags_are_checked(String text, String message) {
        assertEquals(message, assertThrows(NotationException.class, () -> Notation.parse(drawn, text)).getMessage());
    }

    @Test
    void the_limits_themselves_are_accepted() {
        Position p = Notation.parse(drawn, "W............................B W pieces=30,1 mark=3 alpha=1");
        assertEquals(30, p.lightPieces());
        assertEquals(29, p.off(Side.LIGHT));
        assertEquals(1, Notation.parse(drawn, "W............................B W pieces=1,1").lightPieces());
        assertEquals(30, Notation.parse(drawn, "W............................B W pieces=1,30").darkPieces());
        assertEquals("W............................B W pieces=1,1", Notation.format(drawn,
                Notation.parse(drawn, "W............................B W pieces=1,1 off=0,0")), "off is never written");
        for (String empty : new String[] {null, "", "   "}) {
            assertEquals("the position is empty; expected '<30 squares> <W|B> [key=value ...]'",
                    assertThrows(NotationException.class, () -> Notation.parse(drawn, empty)).getMessage());
        }
    }
}
