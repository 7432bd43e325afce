package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.settings.Movement;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.Movement.Direction;
import org.senet.core.settings.Movement.JudgesBackward;
import org.senet.core.settings.SettingsException;
import org.senet.core.settings.ThrowAgain;
import org.senet.core.settings.Turns;
import org.senet.core.settings.Water;
import org.senet.core.settings.Water.Fate;
import org.senet.core.settings.Water.Rescue;
import org.senet.core.settings.Water.UnusedThrow;
import org.senet.core.sticks.ThrowTable;

/**
 * The factories and withers of {@link ThrowAgain}, {@link Turns}, {@link Water} and {@link Movement}, built
 * here as a rule-set author builds them: each gives the rule its Javadoc names and changes nothing else.
 */
class TurnsWaterMovementBlockTest {
    private static final ThrowAgain ONE_FOUR_FIVE = ThrowAgain.on(1, 4, ThrowTable.NO_WHITE_SIDE);

    @Test
    @DisplayName("ThrowAgain.on: the throw with no white side is a value of its own, moving with the sticks (TH2, TA3)")
    void throw_again_on_these_values() {
        assertEquals(0b10011, ONE_FOUR_FIVE.values());
        assertTrue(ONE_FOUR_FIVE.after(5, ThrowTable.FIVE));
        assertFalse(ONE_FOUR_FIVE.after(5, ThrowTable.SIX));
        assertTrue(ONE_FOUR_FIVE.after(6, ThrowTable.SIX));
        assertTrue(ThrowAgain.on(ThrowTable.NO_WHITE_SIDE).after(6, ThrowTable.SIX), "the lowest rule value is accepted");
        assertTrue(ThrowAgain.on(6).after(6, ThrowTable.SIX), "the highest too");
        for (int value : new int[] {-1, 7}) {
            SettingsException refusal = assertThrows(SettingsException.class, () -> ThrowAgain.on(value));
            assertTrue(refusal.getMessage().startsWith("not a throw value: " + value + " "), refusal.getMessage());
        }
    }

    @Test
    @DisplayName("ThrowAgain.with gives or takes one value's throw and keeps the others")
    void throw_again_with_one_value_more_or_less() {
        assertEquals(ThrowAgain.on(1, 2, 4, ThrowTable.NO_WHITE_SIDE), ONE_FOUR_FIVE.with(2, true));
        assertEquals(ThrowAgain.on(1, 4), ONE_FOUR_FIVE.with(ThrowTable.NO_WHITE_SIDE, false));
        assertEquals(ThrowAgain.on(1, ThrowTable.NO_WHITE_SIDE), ONE_FOUR_FIVE.with(4, false));
        assertEquals(ONE_FOUR_FIVE, ONE_FOUR_FIVE.with(1, true), "a value it gave already");
        assertEquals(ONE_FOUR_FIVE, ONE_FOUR_FIVE.with(3, false), "a value it did not give");
        assertEquals(ThrowAgain.on(1, 4, 6, ThrowTable.NO_WHITE_SIDE), ONE_FOUR_FIVE.with(6, true));
        assertThrows(SettingsException.class, () -> ONE_FOUR_FIVE.with(7, true));
    }

    @Test
    @DisplayName("Turns.throwingAgainOn: that rule and no other turn rule")
    void turns_throwing_again_only() {
        assertEquals(new Turns(ONE_FOUR_FIVE, 0, false, false, false, 0, false, false, false, 0, false),
                Turns.throwingAgainOn(ONE_FOUR_FIVE));
    }

    @Test
    @DisplayName("each Turns wither changes its own rule alone")
    void turns_withers_change_one_rule() {
        Turns plain = Turns.throwingAgainOn(ONE_FOUR_FIVE);
        assertEquals(new Turns(ONE_FOUR_FIVE, 0, true, false, false, 0, false, false, false, 0, false),
                plain.withHitEarningThrow(true));
        assertEquals(new Turns(ONE_FOUR_FIVE, 0, false, true, false, 0, false, false, false, 0, false),
                plain.withBearingOffEarningThrow(true));
        assertEquals(new Turns(ONE_FOUR_FIVE, 0, false, false, true, 0, false, false, false, 0, false),
                plain.withEarnedThrowsAdding(true));
        assertEquals(new Turns(ONE_FOUR_FIVE, 0, false, false, false, 0, false, false, false, 0, true),
                plain.withMiddleOfTurnMarked(true));
        Turns all = plain.withHitEarningThrow(true).withBearingOffEarningThrow(true).withEarnedThrowsAdding(true)
                .withMiddleOfTurnMarked(true);
        assertEquals(plain, all.withHitEarningThrow(false).withBearingOffEarningThrow(false)
                .withEarnedThrowsAdding(false).withMiddleOfTurnMarked(false));
    }

    @Test
    @DisplayName("Water.ordinary: 27 does nothing; heldOnLanding: a piece is held there with no way out yet (TH9, K8)")
    void water_factories() {
        Water ordinary = Water.ordinary();
        assertEquals(new Water(Fate.NOTHING, Fate.NOTHING, false, false, Rescue.NONE, UnusedThrow.LOST, false), ordinary);
        assertFalse(ordinary.holds());
        assertFalse(ordinary.trapsOnLanding());
        Water held = Water.heldOnLanding();
        assertEquals(new Water(Fate.HELD, Fate.NOTHING, false, false, Rescue.NONE, UnusedThrow.LOST, false), held);
        assertTrue(held.holds());
        assertFalse(held.trapsOnLanding(), "a held piece is not sent on");
    }

    @Test
    @DisplayName("trapsOnLanding: a piece landing on 27 is sent on at once wherever the water sends it")
    void water_that_traps() {
        for (Fate fate : new Fate[] {Fate.BACK_TO_START, Fate.TO_SECOND_LIFE, Fate.OFF_BOARD}) {
            assertTrue(Water.sendingTo(fate).trapsOnLanding(), fate.name());
            assertTrue(Water.heldOnLanding().withLanding(fate).trapsOnLanding(), fate.name());
        }
        assertFalse(Water.sendingTo(Fate.BACK_TO_START).withLanding(Fate.NOTHING).trapsOnLanding());
    }

    @Test
    @DisplayName("withKnock keeps a held piece's way out while some piece can still be held on 27, and only then")
    void knock_keeps_the_way_out_while_27_holds() {
        Water rescued = Water.heldOnLanding().withRescue(Rescue.TO_SECOND_LIFE);
        assertEquals(Rescue.TO_SECOND_LIFE, rescued.withKnock(Fate.BACK_TO_START).rescue(), "a landing piece is held");
        Water knockHolds = Water.sendingTo(Fate.BACK_TO_START).withKnock(Fate.HELD).withRescue(Rescue.TO_SECOND_LIFE);
        assertEquals(Rescue.TO_SECOND_LIFE, knockHolds.withKnock(Fate.HELD).rescue(), "a knocked piece is held");
        Water nothingHolds = knockHolds.withKnock(Fate.TO_SECOND_LIFE);
        assertEquals(Rescue.NONE, nothingHolds.rescue(), "no piece stays on 27, so none needs a way out");
        assertFalse(nothingHolds.holds());
        assertEquals(Fate.TO_SECOND_LIFE, nothingHolds.onKnock());
        assertEquals(Fate.BACK_TO_START, nothingHolds.onLanding());
    }

    @Test
    @DisplayName("the other withers of the water, the turns and the movement change their own rule alone")
    void other_withers_change_one_rule() {
        Water held = Water.heldOnLanding();
        assertEquals(new Water(Fate.HELD, Fate.NOTHING, true, false, Rescue.NONE, UnusedThrow.LOST, false),
                held.withEndingTurn(true));
        assertEquals(new Water(Fate.HELD, Fate.NOTHING, false, true, Rescue.NONE, UnusedThrow.LOST, false),
                held.withOnlyAsLastResort(true));
        assertEquals(new Turns(ONE_FOUR_FIVE, 0, false, false, false, 0, true, false, false, 0, false),
                Turns.throwingAgainOn(ONE_FOUR_FIVE).withBackwardEndingTurn(true));
        assertEquals(new Movement(Direction.TOWARDS_30, false, Beauty.NEVER_PASSED, true, JudgesBackward.BY_THROW),
                Movement.forwardOnly().withBeauty(Beauty.NEVER_PASSED));
        assertEquals(new Movement(Direction.TOWARDS_30, false, Beauty.PASSABLE, true, JudgesBackward.INTO_WATER),
                Movement.forwardOnly().withJudgesBackward(JudgesBackward.INTO_WATER));
    }

    @Test
    @DisplayName("Movement.forwardOnly and towardsOne: the plainest races either way (BE3)")
    void movement_factories() {
        Movement forward = Movement.forwardOnly();
        assertEquals(new Movement(Direction.TOWARDS_30, false, Beauty.PASSABLE, true, JudgesBackward.BY_THROW), forward);
        assertFalse(forward.towardsStart());
        Movement reversed = Movement.towardsOne();
        assertEquals(new Movement(Direction.TOWARDS_1, false, Beauty.PASSABLE, true, JudgesBackward.BY_THROW), reversed);
        assertTrue(reversed.towardsStart());
    }
}
