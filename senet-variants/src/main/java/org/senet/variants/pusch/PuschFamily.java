package org.senet.variants.pusch;

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
 * The mechanics shared by the "Pusch family": Jéquier/Pusch (clauses JP1–JP9) and the Dutch
 * assignment (clauses AS1–AS12). Internal to senet-variants: the two rule sets extend it and
 * differ only in the parameters of the constructor.
 *
 * <p>Shared: sticks 1, 2, 3, 4, 6 with another throw after a move on 1, 4 or 6 (JP2, AS2); swap
 * with a lone opponent piece (JP5, AS4); two adjacent pieces protected (JP5, AS5); walls of three
 * block passage both ways (JP4, AS6); 26, 28, 29 safe (JP5, AS7); landing on 27 sends the piece to
 * square 1 or the first empty square after it (JP7, AS4); reaching 30 exactly bears off, only with
 * every piece of the side on row 3 (JP8, AS8); no move past 30 (JP8, AS9); light's first move with
 * the piece on 9 (JP3, AS3), carried by the flag {@code first9}. Public so that a rule set of the
 * same family can extend it.
 *
 * <p>Parameters: whether dark throws again after the opening move 10→11 (JP3) or the turn passes
 * (AS3), and how a side without a forward move moves backward ({@link Backward}).
 */
public abstract class PuschFamily extends RaceRuleSet {
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

    private static final int NINE = Track.bit(9);
    /** JP2, AS2: another throw after a move on 1, 4 or 6 (JP7: a move into the trap too). */
    private static final ThrowAgain THROW_AGAIN = ThrowAgain.on(1, 4, 6);
    /** Start after the opening move 10→11: light on 1,3,5,7,9, dark on 2,4,6,8,11. */
    private static final int START_LIGHT = Track.bit(1) | Track.bit(3) | Track.bit(5) | Track.bit(7) | Track.bit(9);
    private static final int START_DARK = Track.bit(2) | Track.bit(4) | Track.bit(6) | Track.bit(8) | Track.bit(11);

    /** JP4, JP5, AS4..AS7: walls block both ways; lone pieces swapped; pairs and 26, 28, 29 safe. */
    private static final Landing LANDING = Landing.swapping().withWalls().withNeighboursProtecting()
            .withSafe(Track.bit(Track.BEAUTY) | Track.bit(Track.THREE_JUDGES) | Track.bit(Track.TWO_JUDGES));
    /** JP6: the same, with backward moves onto empty squares only. */
    private static final Landing LANDING_BACKWARD_ONTO_EMPTY = LANDING.withBackwardOntoEmptyOnly();

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

    /**
     * What happens on landing after a backward move (JP6, AS10). Forward moves use {@code LANDING} itself, a
     * constant, so that the compiler folds its rules into the hot move code.
     */
    private Landing backwardLanding() {
        return backward == Backward.EMPTY_ONLY ? LANDING_BACKWARD_ONTO_EMPTY : LANDING;
    }

    @Override
    public final int piecesPerSide() {
        return 5;
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
        return new Position(START_LIGHT, START_DARK, 0, 0, piecesPerSide(), piecesPerSide(),
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

    /** JP6, AS10: no forward move, then a backward move; not with {@code backward=false}. */
    @Override
    protected final boolean movesBackward() {
        return backward != Backward.NONE;
    }

    /** AS12: a refusal names the forward reason and, when only backward moves were possible, the backward one. */
    @Override
    protected final boolean explainsBothDirections() {
        return true;
    }

    /** JP3, AS3: while light owes its first move, only the piece on 9 moves. */
    @Override
    protected final Optional<Refusal> restriction(Position position, int from) {
        return owesFirstNine(position) && from != 9
                ? Optional.of(RefusalReason.FIRST_MOVE_FROM_NINE.about(from)) : Optional.empty();
    }

    /**
     * The pieces of {@code movable} whose {@link #forward} move is legal, found on the masks all at
     * once: exactly those (JP4, JP5, JP8, AS5..AS9), so that {@link #forwardMoveList} needs no check
     * of its own.
     */
    @Override
    protected final int forwardCandidates(Position position, int movable, int throwValue) {
        Side side = position.toMove();
        int opponent = position.mask(side.opponent());
        int blocked = LANDING.blocked(position)
                | (Mechanics.allOnLastRow(position.mask(side)) ? 0 : Track.bit(Track.HORUS));
        int candidates = Mechanics.landingOutside(movable, throwValue, blocked); // JP8, AS9: never past 30
        int walls = Mechanics.wallStarts(opponent);
        for (int k = 1; k <= throwValue - 3; k++) {
            candidates &= ~(walls >>> k); // a wall starting k squares ahead lies in the way
        }
        return candidates;
    }

    /**
     * The legal forward moves of {@code pieces}, built on the masks without asking {@link #forward}
     * piece by piece: {@link #forwardCandidates} is exact for this family, so every candidate moves,
     * swapping a lone opponent piece (JP5, AS4), falling into the trap on 27 (JP7, AS4) or bearing off
     * on 30 (JP8, AS8).
     */
    @Override
    protected final int forwardMoveList(Position position, int pieces, int throwValue, int[] buffer, int count) {
        int candidates = forwardCandidates(position, pieces, throwValue);
        int swapping = candidates & (position.mask(position.toMove().opponent()) >>> throwValue);
        for (int rest = candidates; rest != 0; rest &= rest - 1) {
            int from = Track.lowest(rest);
            int to = from + throwValue;
            int effects = (swapping & Track.bit(from)) != 0 ? MoveEffect.SWAP.bit() : 0;
            buffer[count++] = to == Track.HORUS ? ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit())
                    : ActionCode.move(from, to, to == Track.WATER ? effects | MoveEffect.TRAP.bit() : effects);
        }
        return count;
    }

    /** Whether light, to move, still owes its first move with the piece on 9 (JP3, AS3). */
    private static boolean owesFirstNine(Position position) {
        return position.toMove() == Side.LIGHT && FIRST9.isSet(position.flags()) && (position.light() & NINE) != 0;
    }

    /** The pieces allowed to move: all of the side's, or only the piece on 9 while light owes it. */
    @Override
    protected final int movable(Position position) {
        int own = position.mask(position.toMove());
        return owesFirstNine(position) ? own & NINE : own;
    }

    /** A forward move of one piece, or a refusal (JP8, AS9: nothing goes past 30). */
    @Override
    protected final int forward(Position position, int from, int throwValue) {
        int to = from + throwValue;
        if (to > Track.HORUS) {
            return RefusalReason.ILLEGAL_DESTINATION.code(to);
        }
        return land(LANDING, position, from, to, 0);
    }

    /** A backward move of one piece (JP6, AS10), or a refusal. */
    @Override
    protected final int backward(Position position, int from, int throwValue) {
        int to = from - throwValue;
        if (to < 1) {
            return RefusalReason.BELOW_FIRST_SQUARE.code(from);
        }
        return land(backwardLanding(), position, from, to, MoveEffect.BACKWARD.bit());
    }

    /**
     * JP7, JP8, AS4, AS8: reaching 30 exactly bears off once every piece of the side is on row 3; a
     * piece landing on 27 goes back to square 1 (or the first empty square after it).
     */
    private static int land(Landing landing, Position position, int from, int to, int effects) {
        if (to == Track.HORUS) {
            int passage = landing.passage(position, from, to);
            if (RefusalReason.isRefusal(passage)) {
                return passage;
            }
            return Mechanics.allOnLastRow(position.mask(position.toMove()))
                    ? ActionCode.move(from, Track.OFF, effects | MoveEffect.BEAR_OFF.bit())
                    : RefusalReason.NOT_ALL_ON_FINAL_ROW.code(to);
        }
        return landing.land(position, from, to, to == Track.WATER ? effects | MoveEffect.TRAP.bit() : effects);
    }

    @Override
    public final Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        int flags = position.flags();
        if (ActionCode.kind(action) == ActionCode.KIND_PASS) {
            return position.withTurn(side.opponent(), flags); // a lost throw keeps light's debt (JP3)
        }
        // JP3, AS3: light's first move pays the debt; it lapses when dark takes square 9 (swapping light's piece away).
        if (FIRST9.isSet(flags) && (side == Side.LIGHT || ActionCode.to(action) == 9)) {
            flags = FIRST9.clear(flags);
        }
        // JP7, AS4(3): the trap sends the piece to square 1 or the first empty square after it.
        return Mechanics.afterMove(position, action, Trap.START,
                THROW_AGAIN.after(throwValue) ? side : side.opponent(), flags); // JP2, AS2, JP7
    }
}
