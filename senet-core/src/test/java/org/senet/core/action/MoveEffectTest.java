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
    private static final MoveEffects EFFECTS = MoveEffects.extendingEngine();
    private static final MoveEffect SNARED = EFFECTS.define("SNARED", "caught in a snare: the next throw is lost");

    @Test
    @DisplayName("The engine's effects keep their bits, so recorded action codes stay valid")
    void engine_effects_keep_their_bits() {
        List<MoveEffect> engine = List.of(MoveEffect.BACKWARD, MoveEffect.ENTER, MoveEffect.SWAP, MoveEffect.HIT,
                MoveEffect.KNOCK, MoveEffect.TRAP, MoveEffect.DROWN, MoveEffect.BEAR_OFF, MoveEffect.NETTED);
        for (int i = 0; i < engine.size(); i++) {
            assertEquals(1 << (10 + i), engine.get(i).bit(), engine.get(i).name());
        }
        assertEquals(engine, MoveEffect.all());
        assertEquals(engine, EFFECTS.all().subList(0, engine.size()));
    }

    @Test
    @DisplayName("A plugin's effect travels in the action code and reads back by name")
    void plugin_effect_in_action_codes() {
        int code = ActionCode.move(16, 18, SNARED.bit() | MoveEffect.SWAP.bit());
        assertTrue(ActionCode.has(code, SNARED));
        assertFalse(ActionCode.has(code, MoveEffect.HIT));
        assertEquals(Set.of(MoveEffect.SWAP, SNARED), EFFECTS.of(code));
        assertEquals(Set.of(MoveEffect.SWAP), ActionCode.effectSet(code), "the engine's alone");
        assertEquals(16, ActionCode.from(code));
        assertEquals(18, ActionCode.to(code));
        assertEquals(Optional.of(SNARED), EFFECTS.named("SNARED"));
        assertEquals(Optional.empty(), MoveEffect.named("SNARED"));
        assertEquals("16->18 [SWAP]", new Action.Move(code).toString(),
                "the engine's effects; the others through the vocabulary");
    }

    @Test
    @DisplayName("Effect names are unique and upper case")
    void names_are_checked() {
        assertThrows(SenetException.class, () -> EFFECTS.define("SNARED", "again"));
        assertThrows(SenetException.class, () -> EFFECTS.define("snared", "lower case"));
        assertThrows(SenetException.class, () -> EFFECTS.define("BLANK", " "));
    }

    @Test
    @DisplayName("A refused effect says why")
    void refusals_say_why() {
        assertEquals("an effect name is upper case letters, digits and _: null",
                assertThrows(SenetException.class, () -> EFFECTS.define(null, "none")).getMessage());
        assertEquals("effect LOST needs a description",
                assertThrows(SenetException.class, () -> EFFECTS.define("LOST", null)).getMessage());
        assertEquals("there is already an effect named SWAP",
                assertThrows(SenetException.class, () -> EFFECTS.define("SWAP", "again")).getMessage());
        assertEquals(Optional.empty(), EFFECTS.named("LOST"));
        assertEquals("the engine's effects are fixed; define LOST in a set of the rule set's own (MoveEffects.extendingEngine())",
                assertThrows(SenetException.class, () -> MoveEffects.engine().define("LOST", "x")).getMessage());
        assertEquals("SNARED", SNARED.name());
        assertEquals("caught in a snare: the next throw is lost", SNARED.description());
    }

    @Test
    @DisplayName("Two rule sets each define an effect of one name, at one bit; each reads its own")
    void two_sets_one_name() {
        MoveEffects other = MoveEffects.extendingEngine();
        MoveEffect theirs = other.define("SNARED", "snared in their way");
        assertEquals(SNARED.bit(), theirs.bit());
        assertFalse(SNARED.equals(theirs));
        assertEquals(Set.of(theirs), other.of(theirs.bit()));
        assertEquals("snared in their way", other.named("SNARED").orElseThrow().description());
    }
}
