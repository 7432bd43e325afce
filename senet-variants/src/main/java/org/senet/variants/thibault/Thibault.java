package org.senet.variants.thibault;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.OptionException;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowTable;
import org.senet.variants.internal.ForwardFirstRuleSet;

/**
 * Daniel U. Thibault's rules (RULES.md §1, TH1–TH11), also those of the Portuguese assignment:
 * swaps with protection by an adjacent piece, exact landing on the House of Beauty, the three
 * judges, and drowning in the House of Water with its rescue.
 */
public final class Thibault extends ForwardFirstRuleSet {
    /** {@code mid=1}: the side to move is in the middle of its turn, so no rescue is offered (TH9e). */
    public static final FlagField MID = FlagField.bool("mid", 0,
            "the side to move is in the middle of its turn (no rescue from the water before this throw)");

    private static final int PIECES = 5;
    private static final int WATER_BIT = Track.bit(Track.WATER);
    private static final int JUDGES = Track.rangeMask(Track.THREE_JUDGES, Track.HORUS);
    /** Squares from which a piece moves along the board: 1..26. */
    private static final int WALKING_SQUARES = Track.rangeMask(1, Track.BEAUTY);

    /** Thibault's rules with the default options. */
    public Thibault() {
        super(Map.of());
    }

    private Thibault(Map<String, String> options) {
        super(options);
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

    @Override
    protected RuleSet withCheckedOptions(Map<String, String> options) {
        if (!options.isEmpty()) {
            throw new OptionException("the alternative rules of thibault (T-ALT) are not available yet");
        }
        return new Thibault(options);
    }

    @Override
    public int piecesPerSide() {
        return PIECES;
    }

    @Override
    public ThrowTable throwTable() {
        return ThrowTable.FIVE;
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

    /** TH1: C8's layout, light (cones) first. */
    @Override
    public Position start() {
        return alternatingStart(PIECES, Side.LIGHT);
    }

    @Override
    public int actions(Position position, int throwValue, int[] buffer) {
        if (isOver(position)) {
            return 0;
        }
        Side side = position.toMove();
        int own = position.mask(side);
        boolean drowning = (own & WATER_BIT) != 0;
        if (throwValue == NO_THROW) {
            int count = 0;
            buffer[count++] = ActionCode.THROW;
            if (drowning && !MID.isSet(position.flags())) {
                int rescue = Mechanics.secondLifeSquare(position.occupied()); // TH9e
                if (rescue != 0) {
                    buffer[count++] = ActionCode.rescue(Track.WATER, rescue, 0);
                }
            }
            return count;
        }
        if (drowning) {
            // TH9b, TH9c: only the drowning piece moves, and only off on a 4.
            buffer[0] = Mechanics.bearsOffExactly(Track.WATER, throwValue)
                    ? ActionCode.move(Track.WATER, Track.OFF, MoveEffect.BEAR_OFF.bit()) : ActionCode.PASS;
            return 1;
        }
        return forwardElseBackward(position, own, throwValue, buffer); // TH3
    }

    /** TH4–TH6: the forward move of one piece, or a refusal; 26→27 is left to {@link #lastResortForward}. */
    @Override
    protected int forward(Position position, int from, int throwValue) {
        if (from == Track.WATER) {
            return RefusalReason.AWAITING_JUDGEMENT.code(from);
        }
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
            return land(position, from, to, 0);
        }
        if (to > Track.BEAUTY) {
            return RefusalReason.MUST_STOP_ON_BEAUTY.code(to); // TH4
        }
        return land(position, from, to, 0);
    }

    /** The pieces whose {@link #forward} move can be legal, on the masks (TH4–TH8, TH9a). */
    @Override
    protected int forwardCandidates(Position position, int pieces, int throwValue) {
        Side side = position.toMove();
        int opponent = position.mask(side.opponent());
        int bearing = pieces & bearingOffExactly(throwValue); // TH5, TH6
        int walking = pieces & WALKING_SQUARES & ~bearing & ~passingBeauty(throwValue); // TH4
        int protectedOpponents = (opponent & WATER_BIT) != 0 ? 0 : opponent & Track.neighbours(opponent) & ~JUDGES;
        return bearing | Mechanics.landingOutside(walking, throwValue, position.mask(side) | protectedOpponents); // TH7, TH8
    }

    /** TH5, TH9f: 26→27 on a 1, when no other forward move exists. */
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
            effects |= MoveEffect.SWAP.bit(); // the drowning piece is rescued to 26
        }
        return ActionCode.move(Track.BEAUTY, Track.WATER, effects);
    }

    /** TH3, TH6: a backward move; pieces on 27..30 never move backward. */
    @Override
    protected int backward(Position position, int from, int throwValue) {
        if (from >= Track.WATER) {
            return RefusalReason.AWAITING_JUDGEMENT.code(from);
        }
        int to = from - throwValue;
        if (to < 1) {
            return RefusalReason.BELOW_FIRST_SQUARE.code(from); // a square below 1 would not encode as a refusal
        }
        return land(position, from, to, MoveEffect.BACKWARD.bit());
    }

    /** TH7, TH8: landing on a square; an opponent there is swapped, or knocked into 27 from 28..30. */
    private int land(Position position, int from, int to, int effects) {
        Side side = position.toMove();
        int toBit = Track.bit(to);
        if ((position.mask(side) & toBit) != 0) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION.code(to);
        }
        int opponent = position.mask(side.opponent());
        if ((opponent & toBit) == 0) {
            return ActionCode.move(from, to, effects);
        }
        if ((toBit & JUDGES) != 0) {
            return ActionCode.move(from, to, effects | MoveEffect.KNOCK.bit()); // TH8: never protected there
        }
        boolean opponentDrowning = (opponent & WATER_BIT) != 0; // TH9a: no protection while drowning
        if (!opponentDrowning && Mechanics.hasAdjacentFriend(opponent, to)) {
            return RefusalReason.SAFE_PIECE.code(to);
        }
        return ActionCode.move(from, to, effects | MoveEffect.SWAP.bit());
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        Side other = side.opponent();
        int own = position.mask(side);
        int opponent = position.mask(other);
        int from = ActionCode.from(action);
        int to = ActionCode.to(action);
        switch (ActionCode.kind(action)) {
            case ActionCode.KIND_RESCUE -> {
                // TH9e: the rescued piece goes to 15 or the first free square before it; the turn passes.
                int rescued = own & ~WATER_BIT | Track.bit(to);
                return position.next(side, rescued, opponent, 0, 0, other, 0);
            }
            case ActionCode.KIND_PASS -> {
                // C9; TH9d: while drowning, a 1 or 5 that cannot be used gives another throw.
                boolean again = (own & WATER_BIT) != 0 && (throwValue == 1 || throwValue == 5);
                return again ? position.withTurn(side, MID.with(0, 1)) : position.withTurn(other, 0);
            }
            default -> {
                own &= ~Track.bit(from);
                if (to != Track.OFF) {
                    int toBit = Track.bit(to);
                    own |= toBit;
                    if ((opponent & toBit) != 0) {
                        opponent &= ~toBit;
                        if (ActionCode.has(action, MoveEffect.KNOCK)) {
                            opponent = Mechanics.knockIntoWater(opponent, own); // TH8, TH9g
                        } else {
                            opponent |= Track.bit(from); // C6 swap
                        }
                    }
                }
                // TH2, TH11: 1, 4 and 5 give another throw, whatever the direction.
                boolean again = throwValue == 1 || throwValue == 4 || throwValue == 5;
                return position.next(side, own, opponent, 0, 0, again ? side : other, again ? MID.with(0, 1) : 0);
            }
        }
    }

    @Override
    public Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        if (moveOf(position, throwValue, from).isPresent()) {
            return Optional.empty();
        }
        Side side = position.toMove();
        if (!Track.isSquare(from) || !position.has(side, from)) {
            return Optional.of(RefusalReason.NO_OWN_PIECE.about(from));
        }
        if (position.has(side, Track.WATER)) {
            return Optional.of(from == Track.WATER ? RefusalReason.WATER_NEEDS_FOUR.about(from)
                    : RefusalReason.DROWNING_PIECE_FIRST.about(from)); // TH9b, TH9c
        }
        return Optional.of(refusal(position, position.mask(side), from, throwValue));
    }
}
