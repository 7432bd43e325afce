package org.senet.core.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.senet.core.board.Side;
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
    })
    void bad_notation_is_refused_naming_the_field(String text, String message) {
        NotationException e = assertThrows(NotationException.class, () -> Notation.parse(race, text));
        assertEquals(message, e.getMessage());
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
}
