package org.senet.core.mechanics;

import java.util.Map;
import java.util.Optional;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.AbstractRuleSet;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;

/**
 * A base for rule sets in which each throw moves one piece: the shape every shipped rule set shares,
 * written once. A subclass says how one piece moves ({@link #forward}, and where the rules allow
 * them {@link #backward} moves and {@link #entry entries}); this class lists the legal actions of a
 * decision point from those functions and explains a refused piece from the same functions, so the
 * two never disagree.
 *
 * <p>The decision points:
 * <ul>
 *   <li>before the throw: {@link ActionCode#THROW}, and the {@link #rescue} of a piece in the water
 *       where the rules offer one;</li>
 *   <li>after a throw, with a piece of the mover held in the water ({@link #waterHolds()}): that piece
 *       bears off on an exact 4, or the throw is lost;</li>
 *   <li>otherwise: the entry of a waiting piece and the forward moves of the pieces allowed to move
 *       ({@link #movable}); only if there is none, their backward moves ({@link #movesBackward()});
 *       if neither, {@link ActionCode#PASS}.</li>
 * </ul>
 *
 * <p>Per-piece functions return a move code ({@link ActionCode}) or a refusal code
 * ({@link RefusalReason#code}), so that listing and explaining share one rule. The mechanics they
 * are built from are in {@code org.senet.core.mechanics}: {@link org.senet.core.mechanics.Landing}
 * (attacks, protection, safe squares, walls), {@link Mechanics} (exact counts, the water, free squares,
 * the board after a move), {@link org.senet.core.mechanics.Trap} and
 * {@link org.senet.core.mechanics.ThrowAgain}.
 *
 * <p>Subclasses must stay immutable; a rule set that differs from a shipped one in one point extends
 * it and overrides that point (see the shipped rule sets' protected methods).
 */
public abstract class RaceRuleSet extends AbstractRuleSet {

    /** A rule set with all options at their defaults. */
    protected RaceRuleSet() {
        super();
    }

    /**
     * A rule set with these options (already checked by {@link #withOptions}).
     *
     * @param options the options set ({@code key -> value}), every key and value checked
     */
    protected RaceRuleSet(Map<String, String> options) {
        super(options);
    }

    /**
     * The forward move of the piece on {@code from} after {@code throwValue}: a move code or a
     * refusal code.
     *
     * @param position   the position before the move
     * @param from       the square of the piece, 1..30
     * @param throwValue the throw just made
     * @return the code of the move, or a refusal code that says why the piece cannot move forward
     */
    protected abstract int forward(Position position, int from, int throwValue);

    /**
     * The backward move of the piece on {@code from}, a move code or a refusal code; asked only when
     * {@link #movesBackward()} and no piece allowed to move has a forward move. By default none.
     *
     * @param position   the position before the move
     * @param from       the square of the piece, 1..30
     * @param throwValue the throw just made
     * @return the code of the move, or a refusal code that says why the piece cannot move backward
     */
    protected int backward(Position position, int from, int throwValue) {
        return RefusalReason.NO_MOVE.code(from);
    }

    /**
     * Whether a side with no forward move must move a piece backward (TH3, K4, RB4, JP6, AS10). By
     * default, no.
     *
     * @return true if backward moves are played when no forward move exists
     */
    protected boolean movesBackward() {
        return false;
    }

    /**
     * The entry of a waiting piece after {@code throwValue} (from {@link Track#ENTRY}), a move code or a
     * refusal code; asked only when the side to move has a piece waiting. It is listed first and counts
     * as a forward move. By default no piece enters.
     *
     * @param position   the position before the move
     * @param throwValue the throw just made
     * @return the code of the entry, or a refusal code that says why no piece can enter
     */
    protected int entry(Position position, int throwValue) {
        return RefusalReason.NONE_WAITING.code(Track.ENTRY);
    }

    /**
     * The pieces of {@code pieces} whose {@link #forward} move may be legal, found on the masks all at
     * once so that {@link #forward} runs only for them. A filter for speed, never a rule: it may keep a
     * piece whose move {@link #forward} refuses, but must not drop one whose move is legal. By default
     * every piece.
     *
     * @param position   the position before the move
     * @param pieces     a mask of the mover's pieces to consider (see {@link Track#bit})
     * @param throwValue the throw just made
     * @return the pieces of {@code pieces} worth asking {@link #forward} about, as a mask
     */
    protected int forwardCandidates(Position position, int pieces, int throwValue) {
        return pieces;
    }

    /**
     * Appends to {@code buffer}, from index {@code count}, the legal {@link #forward} moves of
     * {@code pieces} in increasing order of square, and returns the new count. By default it asks
     * {@link #forward} for each piece {@link #forwardCandidates} keeps; a rule set may build the codes
     * on the masks instead, provided the list is exactly the one {@link #forward} gives.
     *
     * @param position   the position before the move
     * @param pieces     a mask of the mover's pieces allowed to move (see {@link Track#bit})
     * @param throwValue the throw just made
     * @param buffer     the action buffer, with room for the moves after index {@code count}
     * @param count      the number of actions already in {@code buffer}
     * @return the number of actions in {@code buffer} after the forward moves are appended
     */
    protected int forwardMoveList(Position position, int pieces, int throwValue, int[] buffer, int count) {
        for (int rest = forwardCandidates(position, pieces, throwValue); rest != 0; rest &= rest - 1) {
            int move = forward(position, Track.lowest(rest), throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        return count;
    }

    /**
     * A forward move allowed only when no other forward move is (TH5's 26→27), a move code or a
     * refusal code. By default there is none.
     *
     * @param position   the position before the move
     * @param throwValue the throw just made
     * @return the code of the move, or a refusal code when there is no such move
     */
    protected int lastResortForward(Position position, int throwValue) {
        return RefusalReason.NO_MOVE.code(0);
    }

    /**
     * The pieces of the side to move that may move at all: by default all of them.
     *
     * @param position the position before the throw
     * @return a mask of the pieces of the side to move that may move (see {@link Track#bit})
     */
    protected int movable(Position position) {
        return position.mask(position.toMove());
    }

    /**
     * Whether a piece on the House of Water (27) stays there, held, until it leaves (TH9, K8, RB8):
     * while one is held its owner moves no other piece, and after a throw it bears off on an exact 4,
     * any other throw being lost. By default, no.
     *
     * @return true if a piece in the water is held there until it leaves
     */
    protected boolean waterHolds() {
        return false;
    }

    /**
     * The rescue the side to move may choose before throwing, as a rescue code
     * ({@link ActionCode#rescue}), or 0 for none. By default none.
     *
     * @param position the position before the throw
     * @return the rescue code, or 0 if the side to move has no rescue
     */
    protected int rescue(Position position) {
        return 0;
    }

    /**
     * A rule that keeps the piece on {@code from} (one of the mover's) from moving before its own moves
     * are considered: e.g. another piece must move first. Empty by default. The water's rule
     * ({@link #waterHolds()}) is checked before this.
     *
     * @param position the position before the move
     * @param from     the square of one of the mover's pieces
     * @return the reason the piece may not move; empty if no such rule applies
     */
    protected Optional<Refusal> restriction(Position position, int from) {
        return Optional.empty();
    }

    /**
     * Whether a refusal, when the side has no forward move, names the piece's forward and backward
     * reasons both (JP6, AS10: "…; and backward: …") rather than only the backward one. By default
     * only the backward one.
     *
     * @return true if a refusal names both the forward and the backward reason
     */
    protected boolean explainsBothDirections() {
        return false;
    }

    @Override
    public int actions(Position position, int throwValue, int[] buffer) {
        if (isOver(position)) {
            return 0;
        }
        if (throwValue == NO_THROW) {
            return beforeThrow(position, buffer);
        }
        return heldInWater(position) ? waterMove(throwValue, buffer) : moves(position, throwValue, buffer);
    }

    /** The throw, and the rescue where one is offered. (The steps of {@link #actions} are kept small to inline.) */
    private int beforeThrow(Position position, int[] buffer) {
        buffer[0] = ActionCode.THROW;
        int rescue = rescue(position);
        if (rescue != 0) {
            buffer[1] = rescue;
            return 2;
        }
        return 1;
    }

    /** A piece held in the water bears off on an exact 4; any other throw is lost. */
    private static int waterMove(int throwValue, int[] buffer) {
        buffer[0] = Mechanics.bearsOffExactly(Track.WATER, throwValue)
                ? ActionCode.move(Track.WATER, Track.OFF, MoveEffect.BEAR_OFF.bit()) : ActionCode.PASS;
        return 1;
    }

    /** The entry and forward moves; failing those the backward moves; failing those a pass. */
    private int moves(Position position, int throwValue, int[] buffer) {
        int pieces = movable(position);
        int count = forwardMoves(position, pieces, throwValue, buffer);
        if (count == 0 && movesBackward()) {
            count = backwardMoves(position, pieces, throwValue, buffer);
        }
        if (count == 0) {
            buffer[count++] = ActionCode.PASS; // C9
        }
        return count;
    }

    /**
     * The backward moves of {@code pieces}: their count. A method of its own, called only when there is no
     * forward move, so that the compiler keeps it out of the hot move code.
     */
    private int backwardMoves(Position position, int pieces, int throwValue, int[] buffer) {
        int count = 0;
        for (int rest = pieces; rest != 0; rest &= rest - 1) {
            int move = backward(position, Track.lowest(rest), throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        return count;
    }

    /** Whether the side to move has a piece held in the water. */
    private boolean heldInWater(Position position) {
        return waterHolds() && position.has(position.toMove(), Track.WATER);
    }

    /** The entry, the forward moves, and failing those the last-resort forward move: their count. */
    private int forwardMoves(Position position, int pieces, int throwValue, int[] buffer) {
        int count = 0;
        if (usesWaitingPieces() && position.waiting(position.toMove()) > 0) {
            int entry = entry(position, throwValue);
            if (entry >= 0) {
                buffer[count++] = entry;
            }
        }
        count = forwardMoveList(position, pieces, throwValue, buffer, count);
        if (count == 0) {
            int move = lastResortForward(position, throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        return count;
    }

    /**
     * Why the piece on {@code from} (0: a waiting piece) cannot move: the mover has no such piece; a
     * piece held in the water comes first; a {@link #restriction}; else the refusal of its forward
     * move when its side has some forward move, or of its backward move when not.
     */
    @Override
    public Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        if (moveOf(position, throwValue, from).isPresent()) {
            return Optional.empty();
        }
        Side side = position.toMove();
        if (from == Track.ENTRY && usesWaitingPieces()) {
            return Optional.of(position.waiting(side) == 0 ? RefusalReason.NONE_WAITING.about(from)
                    : explain(entry(position, throwValue), from));
        }
        if (!Track.isSquare(from) || !position.has(side, from)) {
            return Optional.of(RefusalReason.NO_OWN_PIECE.about(from));
        }
        if (heldInWater(position)) {
            return Optional.of(from == Track.WATER ? RefusalReason.WATER_NEEDS_FOUR.about(from)
                    : RefusalReason.DROWNING_PIECE_FIRST.about(from));
        }
        Optional<Refusal> restricted = restriction(position, from);
        if (restricted.isPresent()) {
            return restricted;
        }
        int forward = forward(position, from, throwValue);
        if (!movesBackward() || forward >= 0
                || forwardMoves(position, movable(position), throwValue, new int[MAX_ACTIONS]) > 0) {
            return Optional.of(explain(forward, from));
        }
        int backward = backward(position, from, throwValue);
        if (!explainsBothDirections()) {
            return Optional.of(explain(backward, from));
        }
        Refusal forwardRefusal = explain(forward, from);
        Refusal backwardRefusal = explain(backward, from);
        return Optional.of(backwardRefusal.reason() == RefusalReason.BELOW_FIRST_SQUARE ? forwardRefusal
                : forwardRefusal.withBackward(backwardRefusal));
    }

    /** The refusal a per-piece result stands for; a move that is legal but not listed has "no move". */
    private static Refusal explain(int result, int from) {
        return RefusalReason.isRefusal(result) ? RefusalReason.decode(result) : RefusalReason.NO_MOVE.about(from);
    }
}
