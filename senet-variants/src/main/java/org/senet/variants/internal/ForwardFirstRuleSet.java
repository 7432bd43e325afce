package org.senet.variants.internal;

import java.util.Map;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.AbstractRuleSet;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;

/**
 * Internal base of the rule sets where a piece must move forward if any forward move is legal, and
 * only otherwise backward (TH3, K4, RB4). A subclass gives the move of one piece in each direction,
 * as a move code or a {@link RefusalReason} code; this class collects the legal moves and explains a
 * refused piece from the same two functions.
 */
public abstract class ForwardFirstRuleSet extends AbstractRuleSet {

    /** A rule set with these options (already checked). */
    protected ForwardFirstRuleSet(Map<String, String> options) {
        super(options);
    }

    /** The forward move of the piece on {@code from}, or a refusal code. */
    protected abstract int forward(Position position, int from, int throwValue);

    /** The backward move of the piece on {@code from}, or a refusal code. */
    protected abstract int backward(Position position, int from, int throwValue);

    /**
     * The pieces of {@code pieces} that may have a legal {@link #forward} move, found on the masks
     * all at once so that {@link #forward} runs only for them (issue 6: the per-piece branches
     * dominate random play-outs). A filter for speed, never a rule: it may keep a piece whose move
     * {@link #forward} refuses, but must not drop one whose move is legal. By default every piece.
     */
    protected int forwardCandidates(Position position, int pieces, int throwValue) {
        return pieces;
    }

    /** The squares below 26 from which a forward move of {@code throwValue} would pass over 26 (TH4, K5, RB5). */
    protected static int passingBeauty(int throwValue) {
        return Track.rangeMask(Track.BEAUTY + 1 - throwValue, Track.BEAUTY - 1);
    }

    /** The squares from which a throw of {@code throwValue} counts exactly to the square after 30: 26 on a 5 … 30 on a 1. */
    protected static int bearingOffExactly(int throwValue) {
        return Track.bit(Track.OFF - throwValue) & (Track.bit(Track.BEAUTY) | Track.rangeMask(Track.THREE_JUDGES, Track.HORUS));
    }

    /**
     * A forward move allowed only when no other forward move is (TH5's 26→27), or a refusal code.
     * By default there is none.
     */
    protected int lastResortForward(Position position, int throwValue) {
        return RefusalReason.NO_MOVE.code(0);
    }

    /**
     * Fills {@code buffer} with the forward moves of the pieces on {@code pieces}; only when there is
     * none, their backward moves; when neither, the single {@link ActionCode#PASS}. Returns the count.
     */
    protected final int forwardElseBackward(Position position, int pieces, int throwValue, int[] buffer) {
        int count = forwardMoves(position, pieces, throwValue, buffer);
        if (count == 0) {
            for (int rest = pieces; rest != 0; rest &= rest - 1) {
                int move = backward(position, Integer.numberOfTrailingZeros(rest) + 1, throwValue);
                if (move >= 0) {
                    buffer[count++] = move;
                }
            }
        }
        if (count == 0) {
            buffer[count++] = ActionCode.PASS;
        }
        return count;
    }

    private int forwardMoves(Position position, int pieces, int throwValue, int[] buffer) {
        int count = forwardMoveList(position, pieces, throwValue, buffer);
        if (count == 0) {
            int move = lastResortForward(position, throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        return count;
    }

    /**
     * Fills {@code buffer} with the legal {@link #forward} moves of the pieces on {@code pieces}, in
     * increasing order of square, and returns their count ({@link #lastResortForward} excluded). By
     * default it runs {@link #forward} for each piece {@link #forwardCandidates} keeps. A rule set may
     * instead build the codes on the masks (issue 6); the list must be exactly the one {@link #forward}
     * gives, which {@code CandidateFilterTest} checks at every decision of seeded games.
     */
    protected int forwardMoveList(Position position, int pieces, int throwValue, int[] buffer) {
        int count = 0;
        for (int rest = forwardCandidates(position, pieces, throwValue); rest != 0; rest &= rest - 1) {
            int move = forward(position, Integer.numberOfTrailingZeros(rest) + 1, throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        return count;
    }

    /**
     * Why the piece on {@code from}, one of {@code pieces}, has no legal move: its forward refusal
     * when some piece can move forward, else its backward refusal. Call it only for a piece whose
     * move is not listed.
     */
    protected final Refusal refusal(Position position, int pieces, int from, int throwValue) {
        int forward = forward(position, from, throwValue);
        if (forwardMoves(position, pieces, throwValue, new int[MAX_ACTIONS]) > 0 || forward >= 0) {
            return RefusalReason.isRefusal(forward) ? RefusalReason.decode(forward) : RefusalReason.NO_MOVE.about(from);
        }
        int backward = backward(position, from, throwValue);
        return RefusalReason.isRefusal(backward) ? RefusalReason.decode(backward) : RefusalReason.NO_MOVE.about(from);
    }
}
