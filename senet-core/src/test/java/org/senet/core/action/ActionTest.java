package org.senet.core.action;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;

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
}
