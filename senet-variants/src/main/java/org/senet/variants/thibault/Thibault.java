package org.senet.variants.thibault;

import java.util.List;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Landing;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.mechanics.ThrowAgain;
import org.senet.core.mechanics.Trap;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.RaceRuleSet;
import org.senet.core.rules.RefusalReason;
import org.senet.core.sticks.ThrowTable;

/**
 * Daniel U. Thibault's rules (TH1–TH11), also those of the Portuguese assignment: swaps with
 * protection by an adjacent piece, exact landing on the House of Beauty, the three judges, and
 * drowning in the House of Water with its rescue.
 *
 * <p>Open for variants that differ in a point: override {@link #landing()} (which squares are safe,
 * what an attack does), {@link #throwAgain()}, {@link #piecesPerSide()}, or the id and name.
 */
public class Thibault extends RaceRuleSet {
    /** {@code mid=1}: the side to move is in the middle of its turn, so no rescue is offered (TH9e). */
    public static final FlagField MID = FlagField.bool("mid", 0,
            "the side to move is in the middle of its turn (no rescue from the water before this throw)");

    /** TH7, TH8, TH9a: swaps; protection by a neighbour, except on 28..30 (knocked into 27) and while drowning. */
    private static final Landing LANDING = Landing.swapping().withNeighboursProtecting()
            .withKnockInto(Track.JUDGES).withDrowningUnprotecting();
    /** TH2, TH11: another throw after a move on 1, 4 or 5, whatever its direction. */
    private static final ThrowAgain THROW_AGAIN = ThrowAgain.on(1, 4, 5);
    /** Squares from which a piece moves along the board: 1..26. */
    private static final int WALKING_SQUARES = Track.rangeMask(1, Track.BEAUTY);

    /** Thibault's rules. */
    public Thibault() {
        super();
    }

    @Override
    public String id() {
        return "thibault";
    }

    @Override
    public String name() {
        return "Thibault";
    }

    @Override
    public String summary() {
        return "Daniel U. Thibault's rules: swaps, protection in pairs, exact landing on 26, drowning in 27 (seed 000)";
    }

    /** TH1, TH10: five pieces a side. */
    @Override
    public int piecesPerSide() {
        return 5;
    }

    /** TH2: no white side counts 5. */
    @Override
    public ThrowTable throwTable() {
        return ThrowTable.FIVE;
    }

    /** What happens on landing (TH7, TH8, TH9a). */
    protected Landing landing() {
        return LANDING;
    }

    /** The throws after which the mover throws again (TH2, TH11). */
    protected ThrowAgain throwAgain() {
        return THROW_AGAIN;
    }

    @Override
    public List<FlagField> flags() {
        return List.of(MID);
    }

    /** P7: 99.9% of 20,000 random games (seed 20261121) ended within 264 throws; mean 169. */
    @Override
    public long throwBound() {
        return 270;
    }

    /** TH1: light on the odd squares 1..9, dark on the even squares 2..10; light (cones) first. */
    @Override
    public Position start() {
        return alternatingStart(piecesPerSide(), Side.LIGHT);
    }

    /** TH3: forward if possible, else backward. */
    @Override
    protected boolean movesBackward() {
        return true;
    }

    /** TH9b–d: a drowning piece is the only one that moves, off on a 4. */
    @Override
    protected boolean waterHolds() {
        return true;
    }

    /** TH9e: at the first decision of a later turn, the drowning piece may go to 15 or the first free square before it. */
    @Override
    protected int rescue(Position position) {
        if (!position.has(position.toMove(), Track.WATER) || MID.isSet(position.flags())) {
            return 0;
        }
        int square = Mechanics.secondLifeSquare(position.occupied());
        return square == 0 ? 0 : ActionCode.rescue(Track.WATER, square, 0);
    }

    /** TH4–TH6: the forward move of one piece, or a refusal; 26→27 is left to {@link #lastResortForward}. */
    @Override
    protected int forward(Position position, int from, int throwValue) {
        if (from >= Track.THREE_JUDGES) {
            // TH6: 28 on a 3, 29 on a 2, 30 on a 1: an exact count to "31".
            return Mechanics.bearsOffExactly(from, throwValue)
                    ? ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit())
                    : RefusalReason.AWAITING_JUDGEMENT.code(from);
        }
        int to = from + throwValue;
        if (from == Track.BEAUTY) {
            if (Mechanics.bearsOffExactly(from, throwValue)) {
                return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit()); // TH5: a 5
            }
            if (throwValue == 1) {
                return RefusalReason.WATER_NOT_FORCED.code(Track.WATER);
            }
            return landing().land(position, from, to, 0);
        }
        if (to > Track.BEAUTY) {
            return RefusalReason.MUST_STOP_ON_BEAUTY.code(to); // TH4
        }
        return landing().land(position, from, to, 0);
    }

    /** The pieces whose {@link #forward} move can be legal, on the masks (TH4–TH8, TH9a). */
    @Override
    protected int forwardCandidates(Position position, int pieces, int throwValue) {
        int bearing = pieces & Mechanics.bearingOffExactly(throwValue); // TH5, TH6
        int walking = pieces & WALKING_SQUARES & ~bearing & ~Mechanics.passingOver(Track.BEAUTY, throwValue); // TH4
        return bearing | Mechanics.landingOutside(walking, throwValue, landing().blocked(position)); // TH7, TH8
    }

    /** TH5, TH9f: 26→27 on a 1, when no other forward move exists; a drowning opponent is swapped to 26. */
    @Override
    protected int lastResortForward(Position position, int throwValue) {
        Side side = position.toMove();
        if (throwValue != 1 || !position.has(side, Track.BEAUTY)) {
            return RefusalReason.NO_MOVE.code(Track.BEAUTY);
        }
        if (position.has(side, Track.WATER)) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION.code(Track.WATER);
        }
        int effects = MoveEffect.DROWN.bit();
        if (position.has(side.opponent(), Track.WATER)) {
            effects |= MoveEffect.SWAP.bit();
        }
        return ActionCode.move(Track.BEAUTY, Track.WATER, effects);
    }

    /** TH3, TH6: a backward move; pieces on 28..30 never move backward. */
    @Override
    protected int backward(Position position, int from, int throwValue) {
        if (from >= Track.THREE_JUDGES) {
            return RefusalReason.AWAITING_JUDGEMENT.code(from);
        }
        int to = from - throwValue;
        if (to < 1) {
            return RefusalReason.BELOW_FIRST_SQUARE.code(from);
        }
        return landing().land(position, from, to, MoveEffect.BACKWARD.bit());
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        Side other = side.opponent();
        return switch (ActionCode.kind(action)) {
            // TH9e: the rescued piece goes to 15 or the first free square before it; the turn passes.
            case ActionCode.KIND_RESCUE -> Mechanics.afterMove(position, action, Trap.SECOND_LIFE, other, 0);
            // C9; TH9d: while drowning, a 1 or 5 that cannot be used gives another throw.
            case ActionCode.KIND_PASS -> position.has(side, Track.WATER) && (throwValue == 1 || throwValue == 5)
                    ? position.withTurn(side, MID.with(0, 1)) : position.withTurn(other, 0);
            default -> throwAgain().after(throwValue)
                    ? Mechanics.afterMove(position, action, Trap.SECOND_LIFE, side, MID.with(0, 1))
                    : Mechanics.afterMove(position, action, Trap.SECOND_LIFE, other, 0);
        };
    }
}
