package com.example.senet;

import java.util.Optional;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.engine.LandingRule;
import org.senet.core.engine.Rulebook;
import org.senet.core.position.Position;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.settings.Landing;
import org.senet.core.settings.ThrowAgain;
import org.senet.core.sticks.ThrowTable;

/**
 * Sprint, a small third-party rule set written against the engine's service provider interface: three
 * pieces a side on squares 1..6, the sticks counting 5 for no white side; a piece moves forward by the
 * throw, never onto an own piece, swaps with an opponent piece it lands on, and leaves the board with
 * the throw that takes it exactly one square past 30. A throw with no move is lost; after a 4 or a 5
 * the same side throws again. The first side with all its pieces off wins.
 *
 * <p>It uses the engine's public blocks: {@link LandingRule} decides what landing on a square does under
 * the {@link Landing} settings, and {@link ThrowAgain} which throws give another. Its refusals cite the clauses of its description
 * ({@code SprintRules.txt}).
 *
 * <p>The class is open on purpose: its tests derive rule sets with one planted bug each by overriding
 * one method, so that the contract kit can be shown to catch them.
 */
public class SprintRules implements RuleSet {
    /** Pieces per side. */
    public static final int PIECES = 3;
    /** S3: landing on an opponent piece swaps the two; nothing is protected. */
    private static final LandingRule LANDING = new LandingRule(Landing.swapping());
    /** S5: another throw after a 4 or a 5. */
    private static final ThrowAgain THROW_AGAIN = ThrowAgain.on(4, 5);

    @Override
    public String id() {
        return "sprint";
    }

    @Override
    public String name() {
        return "Sprint";
    }

    @Override
    public String summary() {
        return "three pieces a side race to bear off, swapping with the pieces they land on";
    }

    @Override
    public String description() {
        return Rulebook.textBeside(SprintRules.class, "SprintRules.txt").orElse(name() + ": " + summary());
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
    public long throwBound() {
        return 300;
    }

    /** S1: light on 1, 3, 5, dark on 2, 4, 6, light first. */
    @Override
    public Position start() {
        return Position.alternating(PIECES, Side.LIGHT);
    }

    @Override
    public int actions(Position position, int throwValue, int[] buffer) {
        if (isOver(position)) {
            return 0;
        }
        if (throwValue == NO_THROW) {
            buffer[0] = ActionCode.THROW;
            return 1;
        }
        int count = 0;
        for (int pieces = position.mask(position.toMove()); pieces != 0; pieces &= pieces - 1) {
            int move = forward(position, Track.lowest(pieces), throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        if (count == 0) {
            buffer[count++] = ActionCode.PASS; // S5
        }
        return count;
    }

    /** S2–S4: the move of the piece on {@code from}, or the code of the refusal that forbids it. */
    private static int forward(Position position, int from, int throwValue) {
        int to = from + throwValue;
        if (to == Track.OFF) {
            return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
        }
        return to > Track.OFF ? RefusalReason.ILLEGAL_DESTINATION.code(to) : LANDING.land(position, from, to, 0);
    }

    /** S2–S5: a move or the pass; the throw of the sticks, a chance event the caller draws, changes nothing. */
    @Override
    public Position apply(Position position, int throwValue, int action) {
        if (action == ActionCode.THROW) {
            return position; // the throw is a chance event: the caller draws it, nothing moves
        }
        Side side = position.toMove();
        if (action == ActionCode.PASS) {
            return position.withTurn(side.opponent(), 0); // S5
        }
        int from = ActionCode.from(action);
        int to = ActionCode.to(action);
        int own = position.mask(side) & ~Track.bit(from);
        int opponent = position.mask(side.opponent());
        if (to != Track.OFF) {
            own |= Track.bit(to);
            if ((opponent & Track.bit(to)) != 0) {
                opponent = opponent & ~Track.bit(to) | Track.bit(from); // S3: swap
            }
        }
        Side next = THROW_AGAIN.after(throwValue, throwTable()) ? side : side.opponent();
        return position.withBoard(side, own, opponent, next, 0);
    }

    @Override
    public Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        if (Track.isSquare(from) && position.has(position.toMove(), from)) {
            int move = forward(position, from, throwValue);
            if (move >= 0) {
                return Optional.empty();
            }
            Refusal refusal = vocabulary().decode(move);
            return Optional.of(refusal.citing(refusal.reason() == RefusalReason.ILLEGAL_DESTINATION ? "S4" : "S3"));
        }
        return Optional.of(RefusalReason.NO_OWN_PIECE.refusal(from).citing("S2"));
    }
}
