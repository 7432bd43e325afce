package org.senet.variants.bell;

import java.util.Optional;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Landing;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.mechanics.Trap;
import org.senet.core.position.Position;
import org.senet.core.mechanics.RaceRuleSet;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.sticks.ThrowTable;

/**
 * R.C. Bell's reversed game (clauses BE1–BE7): every piece starts off the board, enters on
 * 31 − n and travels towards square 1; hits remove a piece until it enters again; 15 and 26..30
 * are safe; the first side with all its pieces on row 1 wins.
 *
 * <p>The direction of play is towards 1, and it is this game's only direction: its moves never
 * carry {@link MoveEffect#BACKWARD} (no move goes away from 1).
 */
public final class Bell extends RaceRuleSet {
    /** BE4: a hit removes the piece, which must enter again; 15 and 26..30 are safe. */
    private static final Landing LANDING = Landing.hitting()
            .withSafe(Track.bit(Track.SECOND_LIFE) | Track.rangeMask(Track.BEAUTY, Track.HORUS));

    /** Bell's rules. */
    public Bell() {
        super();
    }

    @Override
    public String id() {
        return "bell";
    }

    @Override
    public String name() {
        return "Bell";
    }

    @Override
    public String summary() {
        return "R.C. Bell's reversed game: enter on 30..26, race towards 1, hits remove, all on row 1 wins";
    }

    @Override
    public int piecesPerSide() {
        return 5;
    }

    @Override
    public ThrowTable throwTable() {
        return ThrowTable.FIVE; // BE2
    }

    @Override
    public boolean usesWaitingPieces() {
        return true;
    }

    /** P7, measured over 100,000 random games (seed 2024): mean 279 throws, 99.9% within 1,199. */
    @Override
    public long throwBound() {
        return 1_250;
    }

    /** BE1: every piece waits to enter; light first. */
    @Override
    public Position start() {
        return new Position(0, 0, piecesPerSide(), piecesPerSide(), piecesPerSide(), piecesPerSide(), Side.LIGHT, 0);
    }

    /** BE5: no piece leaves the board for good, and only one side can have reached row 1. */
    @Override
    public Optional<String> problem(Position position) {
        if (position.off(Side.LIGHT) != 0 || position.off(Side.DARK) != 0) {
            return Optional.of("in bell no piece is ever borne off: every piece is on the board or waiting (field 'wait')");
        }
        if (home(position, Side.LIGHT) && home(position, Side.DARK)) {
            return Optional.of("in bell the game ends when the first side has all its pieces on row 1; both cannot");
        }
        return Optional.empty();
    }

    /** BE5: all the side's pieces are on row 1 (1..10). */
    private static boolean home(Position position, Side side) {
        int mask = position.mask(side);
        return (mask & ~Track.ROW_1) == 0 && Integer.bitCount(mask) == position.pieces(side);
    }

    /** BE5, BE7: the game is over the moment a side has all its pieces on row 1. */
    @Override
    public boolean isOver(Position position) {
        return home(position, Side.LIGHT) || home(position, Side.DARK);
    }

    /** BE5: the side with all its pieces on row 1. */
    @Override
    public Optional<Side> winner(Position position) {
        if (home(position, Side.LIGHT)) {
            return Optional.of(Side.LIGHT);
        }
        return home(position, Side.DARK) ? Optional.of(Side.DARK) : Optional.empty();
    }

    /** BE3: a throw of n enters a piece on 31 − n; those squares are safe (BE4), so an entry never hits. */
    @Override
    protected int entry(Position position, int throwValue) {
        return LANDING.land(position, Track.ENTRY, Track.OFF - throwValue, MoveEffect.ENTER.bit());
    }

    /**
     * The pieces whose {@link #forward} move (towards 1, this game's only direction) can be legal,
     * found on the masks all at once; a filter for speed, never a rule (BE4, BE5).
     */
    @Override
    protected int forwardCandidates(Position position, int pieces, int throwValue) {
        return Mechanics.landingOutside(pieces, -throwValue, LANDING.blocked(position)); // BE4; BE5: never below 1
    }

    /** BE3, BE4, BE5: a piece moves n squares towards 1, never below it, and may hit. */
    @Override
    protected int forward(Position position, int from, int throwValue) {
        int to = from - throwValue;
        if (to < 1) {
            return RefusalReason.BELOW_FIRST_SQUARE.code(from);
        }
        return LANDING.land(position, from, to, 0);
    }

    /** BE2: every throw, used or not, passes the sticks. */
    @Override
    public Position apply(Position position, int throwValue, int action) {
        Side other = position.toMove().opponent();
        if (ActionCode.kind(action) == ActionCode.KIND_PASS) {
            return position.withTurn(other, 0);
        }
        return Mechanics.afterMove(position, action, Trap.WAIT, other, 0); // BE7: 27 traps nothing
    }
}
