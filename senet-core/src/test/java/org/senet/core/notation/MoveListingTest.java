package org.senet.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;

class MoveListingTest {
    private final RuleSet race = new RaceRules();
    private static final String START = "WBWB.......................... W";

    @Test
    void before_the_throw_the_only_line_is_throw() {
        assertEquals(List.of("throw"), MoveListing.lines(race, START, RuleSet.NO_THROW));
    }

    @Test
    void each_move_with_the_position_it_leads_to() {
        // a 5 moves either light piece and gives another throw: light stays to move
        assertEquals(List.of("1->6 .BWB.W........................ W", "3->8 WB.B...W...................... W"),
                MoveListing.lines(race, START, 5));
        // a 1 from 1 or 3 lands on a dark piece: the throw is passed to dark
        assertEquals(List.of("pass WBWB.......................... B"), MoveListing.lines(race, START, 1));
    }

    @Test
    void a_finished_game_names_its_winner() {
        assertEquals(List.of("over W"), MoveListing.lines(race, "B...........................B. B", 2));
        assertEquals(List.of("over B"), MoveListing.lines(race, "W............................. W", RuleSet.NO_THROW));
    }
}
