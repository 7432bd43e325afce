package org.senet.variants.rebirth;

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
import org.senet.core.rules.Opening;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.sticks.ThrowTable;
import org.senet.variants.internal.ForwardFirstRuleSet;

/**
 * The rules of a boxed Senet set (RULES.md §7, RB1–RB9): two throws at most per turn, the House
 * of Rebirth on 15 that catches every piece falling into the water, pieces on 28..30 knocked into
 * 27 when attacked, and the owner's gamble on a 4 to bear a knocked piece off.
 */
public final class Rebirth extends ForwardFirstRuleSet {
    /** {@code thrown=1}: the side to move has thrown once this turn; the next throw is its last (RB2). */
    public static final FlagField THROWN = FlagField.bool("thrown", 0,
            "the side to move has thrown once this turn; the next throw is its last");
    /** {@code extraturn=1}: when this turn ends, the same side plays one more complete turn (RB8). */
    public static final FlagField EXTRA_TURN = FlagField.bool("extraturn", 1,
            "when this turn ends, the same side plays one more complete turn");

    private static final int PIECES = 5;
    private static final int WATER_BIT = Track.bit(Track.WATER);
    private static final int BEAUTY_BIT = Track.bit(Track.BEAUTY);
    private static final int JUDGES = Track.rangeMask(Track.THREE_JUDGES, Track.HORUS);

    /** The boxed set's rules. */
    public Rebirth() {
        super(Map.of());
    }

    @Override
    public String id() {
        return "rebirth";
    }

    @Override
    public String name() {
        return "House of Rebirth";
    }

    @Override
    public String summary() {
        return "A boxed set's rules: two throws at most a turn, the water sends pieces to 15, a gamble on a 4 (seed 001)";
    }

    @Override
    public int piecesPerSide() {
        return PIECES;
    }

    @Override
    public ThrowTable throwTable() {
        return ThrowTable.FIVE; // RB2
    }

    /** RB1: who starts is drawn at random; the start position names light, seat the starter there. */
    @Override
    public Opening opening() {
        return Opening.RANDOM;
    }

    @Override
    public List<FlagField> flags() {
        return List.of(THROWN, EXTRA_TURN);
    }

    /** P7: 99.9% of 20,000 random games (seed 20261121) ended within 322 throws; mean 193. */
    @Override
    public long throwBound() {
        return 330;
    }

    /** RB1: C8's layout. */
    @Override
    public Position start() {
        return alternatingStart(PIECES, Side.LIGHT);
    }

    @Override
    public Optional<String> problem(Position position) {
        if (THROWN.isSet(position.flags()) && position.has(position.toMove(), Track.WATER)) {
            return Optional.of("field 'thrown': a knocked piece on 27 is dealt with at the start of its owner's turn"
                    + " (RB8), so its owner cannot be in the middle of a turn");
        }
        if (EXTRA_TURN.isSet(position.flags()) && position.has(position.toMove(), Track.WATER)) {
            return Optional.of("field 'extraturn': an extra turn follows an opponent's turn in which nothing moved"
                    + " (RB8), so no piece of the side to move can have been knocked into 27");
        }
        return Optional.empty();
    }

    @Override
    public int actions(Position position, int throwValue, int[] buffer) {
        if (isOver(position)) {
            return 0;
        }
        int own = position.mask(position.toMove());
        boolean knocked = (own & WATER_BIT) != 0;
        if (throwValue == NO_THROW) {
            buffer[0] = ActionCode.THROW;
            if (knocked) {
                // RB8: return the knocked piece first, then throw and play the turn.
                int square = Mechanics.secondLifeSquare(position.occupied());
                if (square != 0) {
                    buffer[1] = ActionCode.rescue(Track.WATER, square, 0);
                    return 2;
                }
            }
            return 1;
        }
        if (knocked) {
            // RB8: having thrown for it, only an exact 4 bears it off; any other throw is forfeited.
            buffer[0] = Mechanics.bearsOffExactly(Track.WATER, throwValue)
                    ? ActionCode.move(Track.WATER, Track.OFF, MoveEffect.BEAR_OFF.bit()) : ActionCode.PASS;
            return 1;
        }
        return forwardElseBackward(position, own, throwValue, buffer); // RB4
    }

    /** RB5–RB7: the forward move of one piece, or a refusal. */
    @Override
    protected int forward(Position position, int from, int throwValue) {
        if (from == Track.WATER) {
            return RefusalReason.WATER_NEEDS_FOUR.code(from);
        }
        if (from >= Track.BEAUTY && Mechanics.bearsOffExactly(from, throwValue)) {
            return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit()); // RB7: 26 on 5, 28 on 3, …
        }
        int to = from + throwValue;
        if (to > Track.HORUS) {
            return RefusalReason.ILLEGAL_DESTINATION.code(to);
        }
        if (Mechanics.passesOver(from, to, Track.BEAUTY)) {
            return RefusalReason.MUST_STOP_ON_BEAUTY.code(to); // RB5
        }
        if (to == Track.WATER) {
            return ActionCode.move(from, to, MoveEffect.TRAP.bit()); // RB6
        }
        return land(position, from, to, 0);
    }

    /** The pieces whose {@link #forward} move can be legal, on the masks (RB3, RB5–RB7). */
    @Override
    protected int forwardCandidates(Position position, int pieces, int throwValue) {
        Side side = position.toMove();
        int opponent = position.mask(side.opponent());
        int bearing = pieces & bearingOffExactly(throwValue); // RB7
        int walking = pieces & ~WATER_BIT & ~bearing & ~passingBeauty(throwValue); // RB5
        int protectedOpponents = opponent & (Track.neighbours(opponent) | BEAUTY_BIT) & ~JUDGES; // RB3, RB5, RB7
        return bearing | Mechanics.landingOutside(walking, throwValue, (position.mask(side) | protectedOpponents) & ~WATER_BIT);
    }

    /** RB4, RB7: the backward move of one piece, or a refusal; it may not pass 26. */
    @Override
    protected int backward(Position position, int from, int throwValue) {
        int effects = MoveEffect.BACKWARD.bit();
        if (from == Track.WATER) {
            return RefusalReason.WATER_NEEDS_FOUR.code(from);
        }
        int to = from - throwValue;
        if (to < 1) {
            return RefusalReason.BELOW_FIRST_SQUARE.code(from);
        }
        if (Mechanics.passesOver(from, to, Track.BEAUTY)) {
            return RefusalReason.CANNOT_PASS_BEAUTY.code(to); // RB5, RB7
        }
        if (to == Track.WATER) {
            return ActionCode.move(from, to, effects | MoveEffect.TRAP.bit()); // RB6
        }
        return land(position, from, to, effects);
    }

    /**
     * RB3–RB5, RB7: no landing on an own piece; an opponent on 26 is safe; on 28..30 it is knocked
     * into 27; elsewhere it is swapped unless a neighbour of its side protects it from a forward move.
     */
    private static int land(Position position, int from, int to, int effects) {
        Side side = position.toMove();
        if (position.has(side, to)) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION.code(to);
        }
        int opponent = position.mask(side.opponent());
        if ((opponent & Track.bit(to)) == 0) {
            return ActionCode.move(from, to, effects);
        }
        if (to == Track.BEAUTY) {
            return RefusalReason.SAFE_PIECE.code(to); // RB5
        }
        if (to >= Track.THREE_JUDGES) {
            return ActionCode.move(from, to, effects | MoveEffect.KNOCK.bit()); // RB7
        }
        boolean backward = (effects & MoveEffect.BACKWARD.bit()) != 0;
        if (!backward && Mechanics.hasAdjacentFriend(opponent, to)) {
            return RefusalReason.SAFE_PIECE.code(to); // RB3; RB4: a backward move swaps even so
        }
        return ActionCode.move(from, to, effects | MoveEffect.SWAP.bit());
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        Side other = side.opponent();
        int flags = position.flags();
        int own = position.mask(side);
        int opponent = position.mask(other);
        int from = ActionCode.from(action);
        int to = ActionCode.to(action);
        switch (ActionCode.kind(action)) {
            case ActionCode.KIND_RESCUE -> {
                // RB8: the piece returns to 15 (or below); the same side now throws.
                return position.next(side, (own & ~WATER_BIT) | Track.bit(to), opponent, 0, 0, side, flags);
            }
            case ActionCode.KIND_PASS -> {
                if ((own & WATER_BIT) != 0) {
                    // RB8: the gamble failed: the piece returns, and the opponent gets an extra turn.
                    int square = Mechanics.secondLifeSquare(position.occupied());
                    return position.next(side, (own & ~WATER_BIT) | Track.bit(square), opponent, 0, 0,
                            other, EXTRA_TURN.with(0, 1));
                }
                return endTurn(position, side, own, opponent); // RB4: the turn passes
            }
            default -> {
                own &= ~Track.bit(from);
                if (ActionCode.has(action, MoveEffect.TRAP)) {
                    own |= Track.bit(Mechanics.secondLifeSquare(own | opponent)); // RB6
                } else if (to != Track.OFF) {
                    int toBit = Track.bit(to);
                    own |= toBit;
                    if ((opponent & toBit) != 0) {
                        opponent &= ~toBit;
                        opponent = ActionCode.has(action, MoveEffect.KNOCK)
                                ? Mechanics.knockIntoWater(opponent, own) // RB7
                                : opponent | Track.bit(from); // C6 swap
                    }
                }
                // RB2: 1, 4, 5 give one more throw, never a third; RB4: not after a backward move.
                boolean again = !THROWN.isSet(flags) && !ActionCode.has(action, MoveEffect.BACKWARD)
                        && (throwValue == 1 || throwValue == 4 || throwValue == 5);
                if (again) {
                    return position.next(side, own, opponent, 0, 0, side, THROWN.with(flags, 1));
                }
                return endTurn(position, side, own, opponent);
            }
        }
    }

    /** The end of a turn: the opponent's turn, or with {@code extraturn=1} one more of the same side (RB8). */
    private static Position endTurn(Position position, Side side, int own, int opponent) {
        Side next = EXTRA_TURN.isSet(position.flags()) ? side : side.opponent();
        return position.next(side, own, opponent, 0, 0, next, 0);
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
                    : RefusalReason.DROWNING_PIECE_FIRST.about(from)); // RB8
        }
        return Optional.of(refusal(position, position.mask(side), from, throwValue));
    }
}
