package org.senet.variants.pusch;

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
import org.senet.core.rules.AbstractRuleSet;
import org.senet.core.rules.Opening;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.sticks.ThrowTable;

/**
 * The mechanics shared by the "Pusch family": Jéquier/Pusch (RULES.md §3, JP1–JP9) and the Dutch
 * assignment (RULES.md §6, AS1–AS12). Internal to senet-variants: the two rule sets extend it and
 * differ only in the parameters of the constructor.
 *
 * <p>Shared: sticks 1, 2, 3, 4, 6 with another throw after a move on 1, 4 or 6 (JP2, AS2); swap
 * with a lone opponent piece (JP5, AS4); two adjacent pieces protected (JP5, AS5); walls of three
 * block passage both ways (JP4, AS6); 26, 28, 29 safe (JP5, AS7); landing on 27 sends the piece to
 * square 1 or the first empty square after it (JP7, AS4); reaching 30 exactly bears off, only with
 * every piece of the side on row 3 (JP8, AS8); no move past 30 (JP8, AS9); light's first move with
 * the piece on 9 (JP3, AS3), carried by the flag {@code first9}.
 *
 * <p>Parameters: whether dark throws again after the opening move 10→11 (JP3) or the turn passes
 * (AS3), and how a side without a forward move moves backward ({@link Backward}).
 */
public abstract class PuschFamily extends AbstractRuleSet {
    /** {@code first9=1}: light still owes its first move with the piece on square 9 (JP3, AS3). */
    public static final FlagField FIRST9 = FlagField.bool("first9", 0,
            "light still owes its first move, which must be made with the piece on square 9");

    /** How a side that has no forward move moves backward. */
    protected enum Backward {
        /** AS10: backward moves follow the forward rules: they may attack (swap). */
        ATTACKING,
        /** JP6: backward moves land only on empty squares. */
        EMPTY_ONLY,
        /** AS10 with {@code backward=false}: no backward moves; the turn passes. */
        NONE
    }

    private static final int PIECES = 5;
    private static final int NINE = Track.bit(9);
    private static final int SAFE = Track.bit(Track.BEAUTY) | Track.bit(Track.THREE_JUDGES)
            | Track.bit(Track.TWO_JUDGES);
    /** Start after the opening move 10→11: light on 1,3,5,7,9, dark on 2,4,6,8,11. */
    private static final int START_LIGHT = Track.bit(1) | Track.bit(3) | Track.bit(5) | Track.bit(7) | Track.bit(9);
    private static final int START_DARK = Track.bit(2) | Track.bit(4) | Track.bit(6) | Track.bit(8) | Track.bit(11);

    private final boolean darkThrowsAgainAfterOpening;
    private final Backward backward;

    /**
     * @param options                     the options in force, already checked
     * @param darkThrowsAgainAfterOpening JP3: dark throws again after 10→11; AS3: the turn passes
     * @param backward                    the backward-move rule (JP6, AS10)
     */
    protected PuschFamily(Map<String, String> options, boolean darkThrowsAgainAfterOpening, Backward backward) {
        super(options);
        this.darkThrowsAgainAfterOpening = darkThrowsAgainAfterOpening;
        this.backward = backward;
    }

    @Override
    public final int piecesPerSide() {
        return PIECES;
    }

    /** JP2, AS2: no white side counts 6. */
    @Override
    public final ThrowTable throwTable() {
        return ThrowTable.SIX;
    }

    @Override
    public final Opening opening() {
        return Opening.FIRST_ONE_TAKES_DARK;
    }

    @Override
    public final List<FlagField> flags() {
        return List.of(FIRST9);
    }

    /**
     * P7, measured with random players over 100,000 games (seed 2): mean about 1,350 throws, 99.9th
     * percentile about 6,700 (jequier-pusch) and 6,750 (assignment); 6,460 with backward=false.
     */
    @Override
    public long throwBound() {
        return 7_000;
    }

    /**
     * JP3, AS3: the position after dark's opening move 10→11, light still owing its first move with
     * the piece on 9; dark to throw again (JP3) or light to move (AS3).
     */
    @Override
    public final Position start() {
        return new Position(START_LIGHT, START_DARK, 0, 0, PIECES, PIECES,
                darkThrowsAgainAfterOpening ? Side.DARK : Side.LIGHT, FIRST9.with(0, 1));
    }

    @Override
    public Optional<String> problem(Position position) {
        int occupied = position.occupied();
        if ((occupied & Track.bit(Track.WATER)) != 0) {
            return Optional.of("square 27 holds a piece, but a piece landing there goes straight back to square 1");
        }
        if ((occupied & Track.bit(Track.HORUS)) != 0) {
            return Optional.of("square 30 holds a piece, but a piece reaching 30 leaves the board");
        }
        if (FIRST9.isSet(position.flags()) && (position.light() & NINE) == 0) {
            return Optional.of("field 'first9': light owes its first move with the piece on square 9,"
                    + " but has no piece there");
        }
        return Optional.empty();
    }

    @Override
    public final int actions(Position position, int throwValue, int[] buffer) {
        if (isOver(position)) {
            return 0;
        }
        if (throwValue == NO_THROW) {
            buffer[0] = ActionCode.THROW;
            return 1;
        }
        int count = moves(position, throwValue, buffer);
        if (count == 0) {
            buffer[count++] = ActionCode.PASS; // JP6, AS10, C9: the throw is lost
        }
        return count;
    }

    /** The legal moves: forward ones, or if there is none the backward ones (JP6, AS10). */
    private int moves(Position position, int throwValue, int[] buffer) {
        int movable = movable(position);
        int count = 0;
        for (int pieces = forwardCandidates(position, movable, throwValue); pieces != 0; pieces &= pieces - 1) {
            int move = forward(position, Track.lowest(pieces), throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        if (count == 0 && backward != Backward.NONE) {
            for (int pieces = movable; pieces != 0; pieces &= pieces - 1) {
                int move = backward(position, Track.lowest(pieces), throwValue);
                if (move >= 0) {
                    buffer[count++] = move;
                }
            }
        }
        return count;
    }

    /**
     * The pieces of {@code movable} whose {@link #forward} move can be legal, found on the masks all
     * at once so that {@link #forward} runs only for them (issue 6). A filter for speed, not a rule:
     * it never drops a piece whose forward move is legal (JP4, JP5, JP8, AS5..AS9).
     */
    private static int forwardCandidates(Position position, int movable, int throwValue) {
        Side side = position.toMove();
        int own = position.mask(side);
        int opponent = position.mask(side.opponent());
        int blocked = own | (opponent & (SAFE | Track.neighbours(opponent)))
                | (Mechanics.allOnLastRow(own) ? 0 : Track.bit(Track.HORUS));
        int candidates = Mechanics.landingOutside(movable, throwValue, blocked); // JP8, AS9: never past 30
        int walls = Mechanics.wallStarts(opponent);
        for (int k = 1; k <= throwValue - 3; k++) {
            candidates &= ~(walls >>> k); // a wall starting k squares ahead lies in the way
        }
        return candidates;
    }

    /** Whether any piece allowed to move has a forward move (JP6, AS10: backward moves wait for none). */
    private boolean hasForwardMove(Position position, int throwValue) {
        for (int pieces = movable(position); pieces != 0; pieces &= pieces - 1) {
            if (forward(position, Track.lowest(pieces), throwValue) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether light, to move, still owes its first move with the piece on 9 (JP3, AS3). */
    private static boolean owesFirstNine(Position position) {
        return position.toMove() == Side.LIGHT && FIRST9.isSet(position.flags()) && (position.light() & NINE) != 0;
    }

    /** The pieces allowed to move: all of the side's, or only the piece on 9 while light owes it. */
    private static int movable(Position position) {
        int own = position.mask(position.toMove());
        return owesFirstNine(position) ? own & NINE : own;
    }

    /** A forward move of one piece, or a refusal (JP8, AS9: nothing goes past 30). */
    private int forward(Position position, int from, int throwValue) {
        int to = from + throwValue;
        if (to > Track.HORUS) {
            return RefusalReason.ILLEGAL_DESTINATION.code(to);
        }
        return land(position, from, to, 0);
    }

    /** A backward move of one piece (JP6, AS10), or a refusal. */
    private int backward(Position position, int from, int throwValue) {
        int to = from - throwValue;
        if (to < 1) {
            return RefusalReason.NO_MOVE.code(from); // not a move; whyNot gives the forward reason
        }
        return land(position, from, to, MoveEffect.BACKWARD.bit());
    }

    /** The rules of the landing square and the passage to it, in the order the refusals are given. */
    private int land(Position position, int from, int to, int effects) {
        Side side = position.toMove();
        int own = position.mask(side);
        int opponent = position.mask(side.opponent());
        int toBit = Track.bit(to);
        if ((own & toBit) != 0) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION.code(to);
        }
        if (Mechanics.passesWall(opponent, from, to)) {
            return RefusalReason.BLOCKADE.code(to); // JP4, AS6, both directions
        }
        if (to == Track.HORUS) {
            // JP8, AS8: 30 exactly bears off, once every piece of the side is on row 3.
            return Mechanics.allOnLastRow(own)
                    ? ActionCode.move(from, Track.OFF, effects | MoveEffect.BEAR_OFF.bit())
                    : RefusalReason.NOT_ALL_ON_FINAL_ROW.code(to);
        }
        if ((opponent & toBit) != 0) {
            if (backward == Backward.EMPTY_ONLY && (effects & MoveEffect.BACKWARD.bit()) != 0) {
                return RefusalReason.BACKWARD_ONTO_PIECE.code(to); // JP6
            }
            if ((toBit & SAFE) != 0 || Mechanics.hasAdjacentFriend(opponent, to)) {
                return RefusalReason.SAFE_PIECE.code(to); // JP5, AS5, AS7
            }
            effects |= MoveEffect.SWAP.bit();
        }
        if (to == Track.WATER) {
            effects |= MoveEffect.TRAP.bit(); // JP7, AS4(3)
        }
        return ActionCode.move(from, to, effects);
    }

    @Override
    public final Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        Side other = side.opponent();
        int flags = position.flags();
        if (ActionCode.kind(action) == ActionCode.KIND_PASS) {
            return position.withTurn(other, flags); // a lost throw keeps light's debt (JP3)
        }
        int own = position.mask(side);
        int opponent = position.mask(other);
        int from = ActionCode.from(action);
        int to = ActionCode.to(action);
        int fromBit = Track.bit(from);
        own &= ~fromBit;
        if (to != Track.OFF) {
            int toBit = Track.bit(to);
            if ((opponent & toBit) != 0) {
                opponent = opponent & ~toBit | fromBit; // C6 swap
            }
            if (to == Track.WATER) {
                // JP7, AS4(3): square 1, or the first empty square after it (the square just left counts as empty).
                own |= Track.bit(Mechanics.firstFreeUpFrom(own | opponent, 1));
            } else {
                own |= toBit;
            }
        }
        // JP3, AS3: light's first move pays the debt; it lapses if light has no piece left on 9.
        if (FIRST9.isSet(flags) && (side == Side.LIGHT || (opponent & NINE) == 0)) {
            flags = FIRST9.clear(flags);
        }
        boolean again = throwValue == 1 || throwValue == 4 || throwValue == 6; // JP2, AS2, JP7
        return position.next(side, own, opponent, 0, 0, again ? side : other, flags);
    }

    /**
     * Why the piece on {@code from} cannot move, in the seed's words (AS12): no own piece there,
     * light's first move owed with the piece on 9, or the reason its forward move is refused; when
     * the side has no forward move at all and the piece's backward move stays on the board, the
     * reason that move is refused as well.
     */
    @Override
    public final Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        if (moveOf(position, throwValue, from).isPresent()) {
            return Optional.empty();
        }
        Side side = position.toMove();
        if (!Track.isSquare(from) || !position.has(side, from)) {
            return Optional.of(RefusalReason.NO_OWN_PIECE.about(from));
        }
        if (owesFirstNine(position) && from != 9) {
            return Optional.of(RefusalReason.FIRST_MOVE_FROM_NINE.about(from));
        }
        Refusal forward = RefusalReason.decode(forward(position, from, throwValue));
        if (backward == Backward.NONE || from - throwValue < 1 || hasForwardMove(position, throwValue)) {
            return Optional.of(forward);
        }
        return Optional.of(forward.withBackward(RefusalReason.decode(backward(position, from, throwValue))));
    }
}
