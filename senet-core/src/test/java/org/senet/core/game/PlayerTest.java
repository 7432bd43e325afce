package org.senet.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;

class PlayerTest {
    private final RuleSet race = new RaceRules();
    private final Position start = race.start();
    private final int[] codes = {ActionCode.move(3, 5, 0), ActionCode.move(5, 7, MoveEffect.SWAP.bit()),
        ActionCode.move(9, 11, 0)};

    @Test
    void an_object_player_gets_the_actions_as_objects_and_its_choice_becomes_an_index() {
        List<List<Action>> seen = new ArrayList<>();
        Player last = Player.of((rules, position, throwValue, actions) -> {
            seen.add(actions);
            return actions.get(actions.size() - 1);
        });
        assertEquals(2, last.choose(race, start, 2, codes, 3));
        assertEquals(List.of("3->5", "5->7", "9->11"), seen.get(0).stream().map(Action::text).toList());
        assertThrows(UnsupportedOperationException.class, () -> seen.get(0).clear(), "a snapshot, read only");
        assertEquals(1, last.choose(race, start, 2, codes, 2), "only the first count codes are offered");
    }

    @Test
    void a_choice_without_its_effect_bits_is_the_listed_action() {
        Player parsed = Player.of((rules, position, throwValue, actions) -> Action.parse("5->7"));
        assertEquals(1, parsed.choose(race, start, 2, codes, 3));
    }

    @Test
    void a_choice_that_is_not_listed_is_refused_naming_it() {
        Player wrong = Player.of((rules, position, throwValue, actions) -> Action.parse("1->3"));
        IllegalActionException e = assertThrows(IllegalActionException.class,
                () -> wrong.choose(race, start, 2, codes, 3));
        assertEquals("1->3 is not possible now; possible: 3->5, 5->7, 9->11", e.getMessage());
        assertThrows(NullPointerException.class, () -> Player.of(null));
    }

    @Test
    void a_position_describes_itself_as_not_notation() {
        String text = start.toString();
        assertTrue(text.startsWith("Position[") && text.endsWith("]"), text);
        assertTrue(!text.equals(Notation.format(race, start)) && text.contains(start.boardText()), text);
    }
}
