package org.senet.core.engine;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Track;
import org.senet.core.position.FlagField;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Water;

/**
 * The short way of a plain turn ({@link TurnRules#plain}), for the {@link FastEngine}: who plays next and the
 * flags after an action, computed from the settings read once into the fields of this object, without a
 * {@link org.senet.core.position.Position}. Where a flag that outlasts the turn is set, or a pass is not a
 * plain one, it answers {@link #LONG_WAY}: {@link TurnRules} decides. Tests hold it to the readable rules.
 */
final class FastTurns {
    /** {@link #turn}: the mover keeps the sticks. */
    static final long KEEPS = 1L << 32;
    /** {@link #turn}: the turn takes {@link TurnRules}' long way. */
    static final long LONG_WAY = 1L << 33;
    /** The kind bits of every action but a move. */
    private static final int NOT_MOVE = ActionCode.PASS | ActionCode.THROW;

    /** The flags that last beyond a turn ({@link TurnRules}): where one is set, the turn takes the long way. */
    private final int lasting;
    /** The flags of a turn that goes on ({@code mid=1}). */
    private final int middle;
    /** The throw values that earn another throw, one bit each. */
    private final int againValues;
    /** The turn's limit of throws and its count in the flags ({@link TurnRules#throwLimit}): RB2. */
    private final int throwLimit;
    private final int thrownMask;
    private final int thrownShift;
    /** The effect bits of a move that ends the turn: backward (RB4), into the water (K6, TA6). */
    private final int endingTurn;
    /** Those of them that end it with every throw owed (K6, TA6); the rest only keep the value from earning one. */
    private final int waterEnding;
    /** TA3: the throws earned add up, owed in the field {@code extra}; else null. */
    private final FlagField extra;
    /** The bits of {@link #extra}, 0 without it. */
    private final int extraMask;
    /** TA3: the effects that earn a throw each. */
    private final int earningEffects;
    /** Whether the side that rescues its piece from the water throws next (RB8), rather than its opponent. */
    private final boolean rescueKeepsTurn;
    /** 27 where the pass of a side holding a piece there changes the turn (TH9d, RB8): the long way; else 0. */
    private final int heldPassing;

    FastTurns(Engine engine) {
        RuleSettings settings = engine.settings;
        TurnRules turns = engine.turns;
        this.lasting = turns.lasting;
        this.middle = turns.middle;
        this.againValues = settings.throwAgainValues();
        this.throwLimit = turns.throwLimit;
        this.thrownMask = turns.thrownMask;
        this.thrownShift = turns.thrownShift;
        this.waterEnding = turns.waterEndsTurn ? MoveEffect.DROWN.bit() | MoveEffect.TRAP.bit() : 0;
        this.endingTurn = turns.endingBackward | waterEnding;
        this.extra = turns.adding ? engine.flags.extra : null;
        this.extraMask = extra == null ? 0 : extra.with(0, extra.max());
        this.earningEffects = turns.earningEffects;
        this.rescueKeepsTurn = settings.water().rescue() == Water.Rescue.RETURN_THEN_THROW;
        boolean waterHolds = engine.rules.waterHolds;
        this.heldPassing = waterHolds && settings.water().unusedThrow() != Water.UnusedThrow.LOST
                ? Track.bit(Track.WATER) : 0;
    }

    /**
     * Who plays next and the flags, after the mover (holding {@code own}, the position's flags {@code flags})
     * plays {@code action}: the short way where no lasting flag is set. Only the throw value earns another
     * throw (TH2, K2, RB2, JP2, AS2), within the turn's limit of throws and but for a move that ends the
     * turn, backward (RB4) or into the water (K6), or TA3's throws add up; a pass ends the turn (C9), as a
     * rescue does (TH9e, K8a) but where the rescuer throws next (RB8). The pass of a side whose piece in the
     * water makes a lost throw count (TH9d, RB8) takes the long way.
     *
     * @return the next flags (the low 32 bits), with {@link #KEEPS} where the mover throws again; or
     *         {@link #LONG_WAY}
     */
    long turn(int own, int flags, int throwValue, int action) {
        if ((action & NOT_MOVE) != 0 || (flags & lasting) != 0) {
            return notAMove(own, flags, action);
        }
        if (extra != null) {
            return addingUp(throwValue, action, flags);
        }
        int thrown = (flags & thrownMask) >>> thrownShift;
        boolean again = (againValues & (1 << throwValue)) != 0 && (action & endingTurn) == 0 && thrown + 2 <= throwLimit;
        return again ? KEEPS | Integer.toUnsignedLong(middle | (thrown + 1) << thrownShift & thrownMask) : 0;
    }

    /** {@link #turn} of a pass or rescue, or of any action while a flag that outlasts the turn is set. */
    private long notAMove(int own, int flags, int action) {
        if ((flags & lasting) == 0 && ActionCode.kind(action) == ActionCode.KIND_RESCUE) {
            return rescueKeepsTurn ? KEEPS | Integer.toUnsignedLong(flags) : 0;
        }
        return action == ActionCode.PASS && (flags & (lasting | extraMask)) == 0 && (own & heldPassing) == 0 ? 0 : LONG_WAY;
    }

    /**
     * TA3: the throws a move earns, by its value (not a backward move that ends the turn), a hit and a
     * bear-off, add up to those still owed; the water ends the turn and every throw owed (TA6).
     */
    private long addingUp(int throwValue, int action, int flags) {
        if ((action & waterEnding) != 0) {
            return 0;
        }
        int earned = ((action & endingTurn) == 0 ? againValues >>> throwValue & 1 : 0)
                + Integer.bitCount(action & earningEffects);
        int total = Math.min(TurnFlags.get(extra, flags) + earned, extra.max());
        return total > 0 ? KEEPS | Integer.toUnsignedLong(extra.with(0, total - 1)) : 0;
    }
}
