package org.senet.core.action;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;

class ActionTest {
    @Test
    void each_kind_of_code_becomes_its_action() {
        int bearOff = ActionCode.move(30, 31, MoveEffect.BEAR_OFF.bit());
        Action.Move move = (Action.Move) Action.of(bearOff);
        assertEquals(30, move.from());
        assertEquals(31, move.to());
        assertTrue(move.has(MoveEffect.BEAR_OFF));
        assertFalse(move.has(MoveEffect.SWAP));
        assertEquals(Set.of(MoveEffect.BEAR_OFF), move.effects());
        assertEquals("30->off", move.text());
        assertEquals("30->off [BEAR_OFF]", move.toString());
        assertEquals("9->12", Action.of(ActionCode.move(9, 12, 0)).toString());
        assertEquals("in->4", Action.of(ActionCode.move(0, 4, MoveEffect.ENTER.bit())).text());

        Action.Rescue rescue = (Action.Rescue) Action.of(ActionCode.rescue(27, 15, 0));
        assertEquals(27, rescue.from());
        assertEquals(15, rescue.to());
        assertEquals("rescue 27->15", rescue.toString());

        assertEquals(Action.Pass.INSTANCE, Action.of(ActionCode.PASS));
        assertEquals("pass", Action.Pass.INSTANCE.toString());
        assertEquals(Action.Throw.INSTANCE, Action.of(ActionCode.THROW));
        assertEquals(ActionCode.THROW, Action.Throw.INSTANCE.code());
        assertEquals("throw", Action.Throw.INSTANCE.toString());
        assertEquals("throw", Action.Throw.INSTANCE.text());
    }

    @Test
    void codes_carry_their_kind_and_effects() {
        int swap = ActionCode.move(16, 18, MoveEffect.SWAP.bit() | MoveEffect.BACKWARD.bit());
        assertEquals(MoveEffect.SWAP.bit() | MoveEffect.BACKWARD.bit(), ActionCode.effects(swap));
        assertEquals(0, ActionCode.effects(ActionCode.move(16, 18, 0)));
        assertTrue(ActionCode.movesPiece(swap));
        assertTrue(ActionCode.movesPiece(ActionCode.rescue(27, 15, 0)));
        assertFalse(ActionCode.movesPiece(ActionCode.PASS));
        assertFalse(ActionCode.movesPiece(ActionCode.THROW));
        assertEquals(ActionCode.KIND_RESCUE, ActionCode.kind(ActionCode.rescue(27, 15, 0)));
        assertEquals(MoveEffect.BEAR_OFF, MoveEffect.named("BEAR_OFF").orElseThrow());
        assertEquals("BEAR_OFF", MoveEffect.BEAR_OFF.name());
        assertEquals("left the board for good", MoveEffect.BEAR_OFF.description());
    }

    @Test
    void an_action_is_read_from_its_text() {
        assertEquals(new Action.Move(ActionCode.move(9, 12, 0)), Action.parse("9->12"));
        assertEquals(new Action.Move(ActionCode.move(0, 3, 0)), Action.parse("in->3"));
        assertEquals(new Action.Move(ActionCode.move(28, 31, 0)), Action.parse("28->off"));
        assertEquals(Action.Pass.INSTANCE, Action.parse("pass"));
        assertEquals(Action.Throw.INSTANCE, Action.parse(" THROW "));
        for (String text : List.of("9-12", "0->3", "9->31", "in->in", "x", "", "->", "1->2->3", "+1->2")) {
            SenetException e = assertThrows(SenetException.class, () -> Action.parse(text), text);
            assertTrue(e.getMessage().startsWith("'" + text + "' is not an action"), e.getMessage());
        }
    }

    @Test
    void moves_match_by_their_squares_and_are_equal_by_their_codes() {
        Action swap = Action.of(ActionCode.move(1, 2, MoveEffect.SWAP.bit()));
        Action plain = Action.parse("1->2");
        assertTrue(swap.matches(plain));
        assertFalse(swap.equals(plain));
        assertTrue(Action.of(ActionCode.rescue(27, 15, 0)).matches(Action.parse("27->15")));
        assertFalse(plain.matches(Action.parse("1->3")));
        assertFalse(Action.Pass.INSTANCE.matches(Action.Throw.INSTANCE));
        assertTrue(Action.Pass.INSTANCE.matches(Action.parse("pass")));
    }
}
