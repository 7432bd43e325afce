package org.senet.variants.tait;

import java.util.List;
import java.util.Optional;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Landing;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.mechanics.Trap;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.mechanics.RaceRuleSet;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.sticks.ThrowTable;

/**
 * John Tait's rules (clauses TA1–TA8): forward moves only, hits that remove a piece until it
 * re-enters on 4 or 6, extra throws that accumulate, 15 safe, and the House of Water on 27 that
 * removes the piece landing there and cancels its side's extra throws.
 */
public final class Tait extends RaceRuleSet {
    /** {@code extra=<n>}: extra throws still owed to the side to move after the current one (TA3). */
    public static final FlagField EXTRA = new FlagField("extra", 0, 16, 0xFFFF,
            "extra throws still owed to the side to move after the current one");

    /** TA4: a hit removes the piece, which must enter again; no protection; 15 is safe. */
    private static final Landing LANDING = Landing.hitting().withSafe(Track.bit(Track.SECOND_LIFE));

    /** Tait's rules. */
    public Tait() {
        super();
    }

    @Override
    public String id() {
        return "tait";
    }

    @Override
    public String name() {
        return "Tait";
    }

    @Override
    public String summary() {
        return "John Tait's list: hits remove pieces, re-entry on 4 or 6, extra throws accumulate, 27 removes";
    }

    @Override
    public int piecesPerSide() {
        return 5;
    }

    @Override
    public ThrowTable throwTable() {
        return ThrowTable.SIX; // TA2
    }

    @Override
    public List<FlagField> flags() {
        return List.of(EXTRA);
    }

    @Override
    public boolean usesWaitingPieces() {
        return true;
    }

    /** P7, measured over 100,000 random games (seed 2024): mean 269 throws, 99.9% within 578. */
    @Override
    public long throwBound() {
        return 600;
    }

    /** TA1: C8's layout, light first. */
    @Override
    public Position start() {
        return alternatingStart(piecesPerSide(), Side.LIGHT);
    }

    /** TA6: a piece that lands on 27 leaves it at once, so no position has a piece there. */
    @Override
    public Optional<String> problem(Position position) {
        if (!position.isEmpty(Track.WATER)) {
            return Optional.of("in tait no piece stays on square 27: a piece landing there is removed at once");
        }
        return Optional.empty();
    }

    /** TA5: a waiting piece enters on a 4 onto square 4, or on a 6 onto square 6, and may hit there. */
    @Override
    protected int entry(Position position, int throwValue) {
        if (throwValue != 4 && throwValue != 6) {
            return RefusalReason.ENTRY_NEEDS_FOUR_OR_SIX.code(Track.ENTRY);
        }
        return LANDING.land(position, Track.ENTRY, throwValue, MoveEffect.ENTER.bit());
    }

    /**
     * The pieces whose {@link #forward} move can be legal, found on the masks all at once; a filter
     * for speed, never a rule (TA4, TA6, TA7).
     */
    @Override
    protected int forwardCandidates(Position position, int pieces, int throwValue) {
        int bearing = pieces & ((throwValue == 6 ? Track.bit(Track.BEAUTY) : 0)
                | (Track.bit(Track.OFF - throwValue) & Track.JUDGES)); // TA7
        int blocked = LANDING.blocked(position) & ~Track.bit(Track.WATER); // TA4, TA6
        return bearing | Mechanics.landingOutside(pieces & ~bearing, throwValue, blocked); // TA7: never past 30
    }

    /** TA2, TA4, TA6, TA7: the forward move of one piece, or a refusal. */
    @Override
    protected int forward(Position position, int from, int throwValue) {
        int to = from + throwValue;
        if ((from == Track.BEAUTY && throwValue == 6) || (from >= Track.THREE_JUDGES && to == Track.OFF)) {
            return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit()); // TA7
        }
        if (to > Track.SQUARES) {
            return RefusalReason.PAST_LAST_SQUARE.code(from); // TA7: nothing else goes past 30
        }
        if (to == Track.WATER) {
            return ActionCode.move(from, to, MoveEffect.TRAP.bit()); // TA6: 27 is never occupied
        }
        return LANDING.land(position, from, to, 0);
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        int owed = EXTRA.get(position.flags());
        if (ActionCode.kind(action) == ActionCode.KIND_PASS) {
            // TA3: an unusable throw earns nothing, but throws already owed remain.
            return owed > 0 ? position.withTurn(side, EXTRA.with(0, owed - 1)) : position.withTurn(side.opponent(), 0);
        }
        if (ActionCode.has(action, MoveEffect.TRAP)) {
            // TA6: the piece is removed, every extra throw is cancelled (its own 6's too), the sticks pass.
            return Mechanics.afterMove(position, action, Trap.WAIT, side.opponent(), 0);
        }
        // TA3: a 6, a hit and a bear-off each earn one more throw; they add up.
        int earned = (throwValue == 6 ? 1 : 0)
                + (ActionCode.has(action, MoveEffect.HIT) ? 1 : 0)
                + (ActionCode.has(action, MoveEffect.BEAR_OFF) ? 1 : 0);
        int total = Math.min(owed + earned, EXTRA.max());
        return total > 0
                ? Mechanics.afterMove(position, action, Trap.WAIT, side, EXTRA.with(0, total - 1))
                : Mechanics.afterMove(position, action, Trap.WAIT, side.opponent(), 0);
    }
}
