package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.engine.AfterMove;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * A plugin author's {@link AfterMove} rules: asked by default after every action, and two rules joined by
 * {@link AfterMove#andThen} run in order, the second on what the first gives, asked wherever either may change
 * something.
 */
class AfterMoveBlocksTest {
    private static final Position BEFORE = Position.alternating(5, Side.LIGHT);
    private static final Position AFTER = BEFORE.withFlags(1);
    private static final int ACTION = ActionCode.PASS;

    /** Adds one to the flags. */
    private static final AfterMove ADD_ONE = (before, throwValue, action, after) -> after.withFlags(after.flags() + 1);
    /** Doubles the flags. */
    private static final AfterMove DOUBLE = (before, throwValue, action, after) -> after.withFlags(after.flags() * 2);

    /** A rule that changes nothing and says so when the mover's squares were {@code 1}. */
    private static AfterMove quietAfter(int moverBefore) {
        return new AfterMove() {
            @Override
            public Position apply(Position before, int throwValue, int action, Position after) {
                return after;
            }

            @Override
            public boolean mayChange(int before, int after) {
                return before != moverBefore;
            }
        };
    }

    @Test
    void a_rule_is_asked_after_every_action_by_default() {
        assertTrue(ADD_ONE.mayChange(0, 0));
        assertTrue(ADD_ONE.mayChange(0b101, 0b110));
    }

    @Test
    void andThen_runs_the_second_rule_on_what_the_first_gives() {
        assertEquals(4, ADD_ONE.andThen(DOUBLE).apply(BEFORE, RuleSet.NO_THROW, ACTION, AFTER).flags());
        assertEquals(3, DOUBLE.andThen(ADD_ONE).apply(BEFORE, RuleSet.NO_THROW, ACTION, AFTER).flags());
    }

    @Test
    void andThen_passes_the_decision_point_and_the_throw_to_both_rules() {
        AfterMove seesThrow = (before, throwValue, action, after) -> after.withFlags(after.flags() * 10 + throwValue);
        AfterMove seesBefore = (before, throwValue, action, after) -> before.equals(BEFORE) && action == ACTION
                ? after.withFlags(after.flags() + 100) : after;
        assertEquals(113, seesThrow.andThen(seesBefore).apply(BEFORE, 3, ACTION, AFTER).flags());
    }

    @Test
    void andThen_may_change_where_either_rule_may() {
        AfterMove quietAfterOne = quietAfter(1);
        AfterMove quietAfterTwo = quietAfter(2);
        assertFalse(quietAfterOne.andThen(quietAfterOne).mayChange(1, 0));
        assertTrue(quietAfterOne.andThen(quietAfterTwo).mayChange(1, 0), "the second may change it");
        assertTrue(quietAfterTwo.andThen(quietAfterOne).mayChange(1, 0), "the first may change it");
        assertTrue(quietAfterOne.andThen(ADD_ONE).mayChange(1, 0), "the default: always");
    }

    @Test
    void andThen_needs_a_rule() {
        assertThrows(NullPointerException.class, () -> ADD_ONE.andThen(null));
    }
}
