package org.senet.core.engine;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * The actions of a decision point of a turn that plays each throw as it comes (see {@link Gathering}
 * for the other kind):
 * <ul>
 *   <li>before the throw: {@link ActionCode#THROW}, and the rescue of a piece held in the water where
 *       the rules offer one;</li>
 *   <li>after a throw, with a piece of the mover held in the water: that piece bears off on an exact 4,
 *       or the throw is lost;</li>
 *   <li>while dark still owes the 1 it needs, any other throw is lost;</li>
 *   <li>otherwise: the entry of a waiting piece and the forward moves of the pieces allowed to move;
 *       failing those, the last-resort move into the water (TH5); failing that, the backward moves; if
 *       none, {@link ActionCode#PASS}. Where bearing off is compulsory, only the bear-offs when there
 *       is one.</li>
 * </ul>
 */
final class Decisions {
    private static final int HOLDS = 1;
    private static final int NEEDS_ONE = 2;
    private static final int SINGLES_OUT = 4;
    private static final int WAITING = 8;
    private static final int BACKWARD = 16;
    private static final int COMPULSORY = 32;

    private final PieceRules rules;
    /** The rules of the settings that a decision point asks about, one bit each: read once, tested cheaply. */
    private final int features;

    /**
     * @param rules the per-piece rules
     */
    Decisions(PieceRules rules) {
        this.rules = rules;
        this.features = (rules.waterHolds ? HOLDS : 0) | (rules.flags.needOne != null ? NEEDS_ONE : 0)
                | (rules.flags.must != null || rules.flags.first9 != null ? SINGLES_OUT : 0)
                | (rules.usesWaiting ? WAITING : 0) | (rules.movesBackward ? BACKWARD : 0)
                | (rules.settings.bearingOff().compulsory() ? COMPULSORY : 0);
    }

    /**
     * The one action of a side holding a piece in the water, after the throw: the piece bears off on an
     * exact throw; any other throw is lost.
     *
     * @param throwValue the throw
     * @return the bear-off from 27, or a pass
     */
    static int fromTheWater(int throwValue) {
        return Mechanics.bearsOffExactly(Track.WATER, throwValue)
                ? ActionCode.move(Track.WATER, Track.OFF, MoveEffect.BEAR_OFF.bit()) : ActionCode.PASS;
    }

    /** The throw, and the rescue where one is offered: their count. */
    int beforeThrow(Position position, int[] buffer) {
        return throwOrRescue(rules.rescue(position), buffer);
    }

    /**
     * The throw, and the rescue {@code rescue} if it is not 0: their count.
     *
     * @param rescue the rescue code ({@link PieceRules#rescue}), 0 for none
     * @param buffer receives the actions
     * @return the count
     */
    static int throwOrRescue(int rescue, int[] buffer) {
        buffer[0] = ActionCode.THROW;
        if (rescue != 0) {
            buffer[1] = rescue;
            return 2;
        }
        return 1;
    }

    /** The actions after a throw of {@code throwValue}, in a game not over: their count. */
    int afterThrow(Position position, int throwValue, int[] buffer) {
        int own = position.mask(position.toMove());
        if ((features & HOLDS) != 0 && (own & Track.bit(Track.WATER)) != 0) {
            buffer[0] = fromTheWater(throwValue);
            return 1;
        }
        if ((features & NEEDS_ONE) != 0 && throwValue != 1 && rules.owesOne(position)) {
            buffer[0] = ActionCode.PASS;
            return 1;
        }
        int pieces = (features & SINGLES_OUT) != 0 ? rules.movable(position) : own;
        int count = forwardMoves(position, pieces, throwValue, buffer);
        return count == 0 ? withoutForward(position, pieces, throwValue, buffer)
                : (features & COMPULSORY) != 0 ? onlyBearOffs(buffer, count) : count;
    }

    /**
     * The actions when {@code pieces} have no entry and no ordinary forward move: the last-resort move into the
     * water (TH5); failing it, the backward moves; failing those, a pass.
     */
    int withoutForward(Position position, int pieces, int throwValue, int[] buffer) {
        int count = 0;
        int move = rules.lastResortForward(position, pieces, throwValue);
        if (move >= 0) {
            buffer[count++] = move;
        } else if ((features & BACKWARD) != 0) {
            count = backwardMoves(position, pieces, throwValue, buffer);
        }
        if (count == 0) {
            buffer[count++] = ActionCode.PASS; // C9
        }
        return (features & COMPULSORY) != 0 ? onlyBearOffs(buffer, count) : count;
    }

    /** The entry and the ordinary forward moves of {@code pieces}, piece by piece: their count. */
    int forwardMoves(Position position, int pieces, int throwValue, int[] buffer) {
        int count = 0;
        if ((features & WAITING) != 0 && position.waiting(position.toMove()) > 0) {
            int entry = rules.entry(position, throwValue);
            if (entry >= 0) {
                buffer[count++] = entry;
            }
        }
        for (int rest = pieces; rest != 0; rest &= rest - 1) {
            int move = rules.forward(position, Track.lowest(rest), throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        return count;
    }

    /** The backward moves of {@code pieces}: their count (a method of its own, off the hot path). */
    private int backwardMoves(Position position, int pieces, int throwValue, int[] buffer) {
        int count = 0;
        for (int rest = pieces; rest != 0; rest &= rest - 1) {
            int move = rules.backward(position, Track.lowest(rest), throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        return count;
    }

    /**
     * The bear-offs among the first {@code count} actions, moved to the front; all of them if there is none.
     *
     * @return the new count
     */
    static int onlyBearOffs(int[] buffer, int count) {
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (ActionCode.kind(buffer[i]) == ActionCode.KIND_MOVE && ActionCode.has(buffer[i], MoveEffect.BEAR_OFF)) {
                buffer[kept++] = buffer[i];
            }
        }
        return kept == 0 ? count : kept;
    }

    /** The buffer size that holds any list. */
    static int[] buffer() {
        return new int[RuleSet.MAX_ACTIONS];
    }
}
