package org.senet.variants.rebirth;

import java.util.List;
import java.util.Map;
import java.util.Optional;

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
import org.senet.core.rules.Opening;
import org.senet.core.mechanics.RaceRuleSet;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.sticks.ThrowTable;

/**
 * The rules of a boxed Senet set (clauses RB1–RB9): two throws at most per turn, the House
 * of Rebirth on 15 that catches every piece falling into the water, pieces on 28..30 knocked into
 * 27 when attacked, and the owner's gamble on a 4 to bear a knocked piece off.
 */
public final class Rebirth extends RaceRuleSet {
    /** {@code thrown=1}: the side to move has thrown once this turn; the next throw is its last (RB2). */
    public static final FlagField THROWN = FlagField.bool("thrown", 0,
            "the side to move has thrown once this turn; the next throw is its last");
    /** {@code extraturn=1}: when this turn ends, the same side plays one more complete turn (RB8). */
    public static final FlagField EXTRA_TURN = FlagField.bool("extraturn", 1,
            "when this turn ends, the same side plays one more complete turn");

    private static final int WATER_BIT = Track.bit(Track.WATER);
    /**
     * RB3–RB5, RB7: swaps; protection in pairs against forward moves, except on 28..30 where the
     * attacked piece drops into 27; 26 safe.
     */
    private static final Landing LANDING = Landing.swapping().withNeighboursProtecting()
            .withBackwardIgnoringProtection().withKnockInto(Track.JUDGES).withSafe(Track.bit(Track.BEAUTY));
    /** RB2: one more throw after a move on 1, 4 or 5. */
    private static final ThrowAgain THROW_AGAIN = ThrowAgain.on(1, 4, 5);

    /** The boxed set's rules. */
    public Rebirth() {
        super();
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
        return "A boxed set's rules: two throws at most a turn, the water sends pieces to 15, a gamble on a 4";
    }

    @Override
    public int piecesPerSide() {
        return 5;
    }

    @Override
    public ThrowTable throwTable() {
        return ThrowTable.FIVE; // RB2
    }

    /** RB1: which side moves first is drawn, apart from which player takes which side. */
    @Override
    public Opening opening() {
        return Opening.FIRST_MOVER_DRAWN;
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

    /** RB1: C8's layout, light to move. */
    @Override
    public Position start() {
        return start(Side.LIGHT);
    }

    /** RB1: C8's layout, with either side to move first. */
    @Override
    public Position start(Side firstMover) {
        return alternatingStart(piecesPerSide(), firstMover);
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

    /** RB4: forward if possible, else backward. */
    @Override
    protected boolean movesBackward() {
        return true;
    }

    /** RB8: a knocked piece on 27 is dealt with first; having thrown for it, only an exact 4 bears it off. */
    @Override
    protected boolean waterHolds() {
        return true;
    }

    /** RB8: before throwing, the knocked piece may return to 15 (or the next free below); the turn goes on. */
    @Override
    protected int rescue(Position position) {
        if (!position.has(position.toMove(), Track.WATER)) {
            return 0;
        }
        int square = Mechanics.secondLifeSquare(position.occupied());
        return square == 0 ? 0 : ActionCode.rescue(Track.WATER, square, 0);
    }

    /** RB5–RB7: the forward move of one piece, or a refusal. */
    @Override
    protected int forward(Position position, int from, int throwValue) {
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
        return LANDING.land(position, from, to, 0);
    }

    /**
     * The legal forward moves of {@code pieces}, built on the masks instead of asking {@link #forward}
     * piece by piece: {@link #forwardCandidates} is exact here, so every candidate moves, into the
     * trap on 27 (RB6), onto an opponent piece (swapped, or knocked into 27 from 28..30: RB3, RB7),
     * or off the board (RB7). A bearing square, {@code 31 - throwValue}, lies above every square that
     * lands on the board, so the list stays in order.
     */
    @Override
    protected int forwardMoveList(Position position, int pieces, int throwValue, int[] buffer, int count) {
        int candidates = forwardCandidates(position, pieces, throwValue);
        int attacking = candidates & (position.mask(position.toMove().opponent()) >>> throwValue);
        for (int rest = candidates; rest != 0; rest &= rest - 1) {
            int from = Track.lowest(rest);
            int to = from + throwValue;
            if (to > Track.HORUS) {
                buffer[count++] = ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
            } else if (to == Track.WATER) {
                buffer[count++] = ActionCode.move(from, to, MoveEffect.TRAP.bit());
            } else {
                int attack = (Track.JUDGES & Track.bit(to)) != 0 ? MoveEffect.KNOCK.bit() : MoveEffect.SWAP.bit();
                buffer[count++] = ActionCode.move(from, to, (attacking & Track.bit(from)) != 0 ? attack : 0);
            }
        }
        return count;
    }

    /** The pieces whose {@link #forward} move is legal, exactly, on the masks (RB3, RB5–RB7). */
    @Override
    protected int forwardCandidates(Position position, int pieces, int throwValue) {
        int bearing = pieces & Mechanics.bearingOffExactly(throwValue); // RB7
        int walking = pieces & ~WATER_BIT & ~bearing & ~Mechanics.passingOver(Track.BEAUTY, throwValue); // RB5
        // RB3, RB5, RB7; RB6: a move onto 27 is never blocked, whoever is there
        return bearing | Mechanics.landingOutside(walking, throwValue, LANDING.blocked(position) & ~WATER_BIT);
    }

    /** RB4, RB7: the backward move of one piece, or a refusal; it may not pass 26. */
    @Override
    protected int backward(Position position, int from, int throwValue) {
        int effects = MoveEffect.BACKWARD.bit();
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
        return LANDING.land(position, from, to, effects);
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        int flags = position.flags();
        int kind = ActionCode.kind(action);
        Side next;
        int nextFlags;
        if (kind == ActionCode.KIND_PASS) {
            if (!position.has(side, Track.WATER)) {
                return position.withTurn(nextTurn(position), 0); // RB4: the turn passes
            }
            // RB8: the gamble failed: the piece returns, and the opponent gets an extra turn.
            action = ActionCode.rescue(Track.WATER, Mechanics.secondLifeSquare(position.occupied()), 0);
            next = side.opponent();
            nextFlags = EXTRA_TURN.with(0, 1);
        } else if (kind == ActionCode.KIND_RESCUE) {
            next = side; // RB8: the piece returns to 15 (or below); the same side now throws.
            nextFlags = flags;
        } else {
            // RB2: 1, 4, 5 give one more throw, never a third; RB4: not after a backward move.
            boolean again = !THROWN.isSet(flags) && !ActionCode.has(action, MoveEffect.BACKWARD)
                    && THROW_AGAIN.after(throwValue);
            next = again ? side : nextTurn(position); // RB6, RB7
            nextFlags = again ? THROWN.with(flags, 1) : 0;
        }
        return Mechanics.afterMove(position, action, Trap.SECOND_LIFE, next, nextFlags);
    }

    /** Who moves when this turn ends: the opponent, or with {@code extraturn=1} the same side once more (RB8). */
    private static Side nextTurn(Position position) {
        return EXTRA_TURN.isSet(position.flags()) ? position.toMove() : position.toMove().opponent();
    }
}
