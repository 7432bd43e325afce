package org.senet.core.action;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;

/** Move effects are open: a plugin defines its own, carried in action codes beside the engine's. */
class MoveEffectTest {
    /** A plugin's own effect, named unlike any of the engine's (the engine defines NETTED for the House of Netting). */
    private static final MoveEffect SNARED = MoveEffect.define("SNARED", "caught in a snare: the next throw is lost");

    @Test
    @DisplayName("The engine's effects keep their bits, so recorded action codes stay valid")
    void engine_effects_keep_their_bits() {
        List<MoveEffect> engine = List.of(MoveEffect.BACKWARD, MoveEffect.ENTER, MoveEffect.SWAP, MoveEffect.HIT,
                MoveEffect.KNOCK, MoveEffect.TRAP, MoveEffect.DROWN, MoveEffect.BEAR_OFF, MoveEffect.NETTED);
        for (int i = 0; i < engine.size(); i++) {
            assertEquals(1 << (10 + i), engine.get(i).bit(), engine.get(i).name());
        }
        assertEquals(engine, MoveEffect.all().subList(0, engine.size()));
    }

    @Test
    @DisplayName("A plugin's effect travels in the action code and reads back by name")
    void plugin_effect_in_action_codes() {
        int code = ActionCode.move(16, 18, SNARED.bit() | MoveEffect.SWAP.bit());
        assertTrue(ActionCode.has(code, SNARED));
        assertFalse(ActionCode.has(code, MoveEffect.HIT));
        assertEquals(Set.of(MoveEffect.SWAP, SNARED), ActionCode.effectSet(code));
        assertEquals(16, ActionCode.from(code));
        assertEquals(18, ActionCode.to(code));
        assertEquals(Optional.of(SNARED), MoveEffect.named("SNARED"));
        assertEquals("16->18 [SWAP, SNARED]", new Action.Move(code).toString());
    }

    @Test
    @DisplayName("Effect names are unique and upper case")
    void names_are_checked() {
        assertThrows(SenetException.class, () -> MoveEffect.define("SNARED", "again"));
        assertThrows(SenetException.class, () -> MoveEffect.define("snared", "lower case"));
        assertThrows(SenetException.class, () -> MoveEffect.define("BLANK", " "));
    }

    @Test
    @DisplayName("A refused effect says why")
    void refusals_say_why() {
        assertEquals("an effect name is upper case letters, digits and _: null",
                assertThrows(SenetException.class, () -> MoveEffect.define(null, "none")).getMessage());
        assertEquals("effect LOST needs a description",
                assertThrows(SenetException.class, () -> MoveEffect.define("LOST", null)).getMessage());
        assertEquals("there is already an effect named SWAP",
                assertThrows(SenetException.class, () -> MoveEffect.define("SWAP", "again")).getMessage());
        assertEquals(Optional.empty(), MoveEffect.named("LOST"));
        assertEquals("SNARED", SNARED.name());
        assertEquals("caught in a snare: the next throw is lost", SNARED.description());
    }
}
