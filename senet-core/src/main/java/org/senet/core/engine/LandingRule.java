package org.senet.core.engine;

import java.util.Objects;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.Position;
import org.senet.core.rules.RefusalReason;
import org.senet.core.settings.Landing;
import org.senet.core.settings.Reasons;

/**
 * The rules of {@link Landing} settings acting on a position: what a piece landing on a square does,
 * and whether it may pass the squares on its way. The settings say which rules hold; this class applies
 * them, for the engine's readable rules and for a hand-written rule set alike.
 *
 * <p>The checks, in the order their refusals are given: the mover's own piece on the square
 * ({@link RefusalReason#OWN_PIECE_ON_DESTINATION}); a wall on the way ({@link Reasons#BLOCKADE}); then,
 * with an opponent piece on the square: a backward move that may not attack
 * ({@link Reasons#BACKWARD_ONTO_PIECE}), a safe square ({@link RefusalReason#SAFE_PIECE}), a square where
 * the attacked piece drops into the House of Water ({@link MoveEffect#KNOCK}), protection by a neighbour
 * ({@link Reasons#PROTECTED_PIECE}); and otherwise the attack itself, a swap or a hit.
 */
public final class LandingRule {
    private final Landing landing;
    private final int attackBit;

    /**
     * The rule of the given settings.
     *
     * @param landing the rules of landing
     */
    public LandingRule(Landing landing) {
        this.landing = Objects.requireNonNull(landing, "landing");
        this.attackBit = landing.attack().bit();
    }

    /**
     * The settings this rule applies.
     *
     * @return the rules of landing
     */
    public Landing landing() {
        return landing;
    }

    /**
     * The move of the piece on {@code from} (0: a piece entering) landing on {@code to}, as a move
     * code carrying {@code effects} and the attack's effect, or a {@link RefusalReason} code.
     *
     * @param position the position before the move, the mover to move
     * @param from     the square of the piece, or 0 for a piece entering
     * @param to       the square it lands on, 1..30
     * @param effects  effect bits the move carries anyway ({@link MoveEffect#BACKWARD}, {@link MoveEffect#ENTER} …);
     *                 {@link MoveEffect#BACKWARD} selects the backward rules
     * @return the move code, or the refusal code of the rule that forbids the landing
     */
    public int land(Position position, int from, int to, int effects) {
        int passage = passage(position, from, to);
        if (passage != 0) {
            return passage;
        }
        int opponent = position.mask(position.toMove().opponent());
        return (opponent & Track.bit(to)) == 0 ? ActionCode.move(from, to, effects) : attack(opponent, from, to, effects);
    }

    /** {@link #land} onto an opponent piece (kept apart so that the common case stays small enough to inline). */
    private int attack(int opponent, int from, int to, int effects) {
        int toBit = Track.bit(to);
        boolean backward = (effects & MoveEffect.BACKWARD.bit()) != 0;
        if (backward && !landing.backwardAttacks()) {
            return Reasons.BACKWARD_ONTO_PIECE.code(to);
        }
        if ((landing.safe() & toBit) != 0) {
            return RefusalReason.SAFE_PIECE.code(to);
        }
        if ((landing.knockSquares() & toBit) != 0) {
            return ActionCode.move(from, to, effects | MoveEffect.KNOCK.bit());
        }
        if ((!backward || !landing.backwardIgnoresProtection()) && (protectedPieces(opponent) & toBit) != 0) {
            return Reasons.PROTECTED_PIECE.code(to);
        }
        return ActionCode.move(from, to, effects | attackBit);
    }

    /**
     * Whether the piece on {@code from} may reach {@code to} at all, whatever is there: 0 if it may,
     * else the refusal code of the mover's own piece on {@code to} or of a wall on the way.
     *
     * @param position the position before the move, the mover to move
     * @param from     the square of the piece, or 0 for a piece entering
     * @param to       the square it would land on, 1..30
     * @return 0 if the piece may get there, else a refusal code
     */
    public int passage(Position position, int from, int to) {
        if ((position.mask(position.toMove()) & Track.bit(to)) != 0) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION.code(to);
        }
        return wall(position, from, to);
    }

    /**
     * Whether a wall stands between {@code from} and {@code to}: 0 if none does (or walls do not block
     * under these settings, or the piece is entering), else the refusal code of the wall.
     *
     * @param position the position before the move, the mover to move
     * @param from     the square of the piece, or 0 for a piece entering
     * @param to       the square it would land on, 1..30
     * @return 0, or the {@link Reasons#BLOCKADE} code for {@code to}
     */
    public int wall(Position position, int from, int to) {
        return landing.wallsBlock() && from != Track.ENTRY
                && Mechanics.passesWall(position.mask(position.toMove().opponent()), from, to)
                ? Reasons.BLOCKADE.code(to) : 0;
    }

    /** The pieces of {@code side} (a mask) that a neighbour protects under these rules. */
    private int protectedPieces(int side) {
        if (!landing.neighboursProtect()
                || (landing.drowningUnprotects() && (side & Track.bit(Track.WATER)) != 0)) {
            return 0;
        }
        return side & Track.neighbours(side);
    }
}
