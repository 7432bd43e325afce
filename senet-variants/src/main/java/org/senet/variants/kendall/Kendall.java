package org.senet.variants.kendall;

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
import org.senet.core.rules.OptionSpec;
import org.senet.core.mechanics.RaceRuleSet;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowTable;

/**
 * The rules after Timothy Kendall (clauses K1–K9): seven pieces a side, swaps of lone pieces,
 * exact landing on the House of Beauty, and a piece trapped in the water on 27 until it is rescued
 * to 15 or borne off on a 4. Option {@code robinson} (K-OPT): a piece that lands on 26 must move
 * again at once.
 */
public final class Kendall extends RaceRuleSet {
    /** Option key of K-OPT. */
    public static final String ROBINSON = "robinson";
    /** {@code must=<square>} (with {@code robinson}): the next move must be made with the piece on that square. */
    public static final FlagField MUST = new FlagField("must", 0, 5, Track.SQUARES,
            "the next move must be made with the piece on that square (robinson)");

    private static final List<FlagField> ROBINSON_FLAGS = List.of(MUST);
    /** K3: lone pieces are swapped; a piece with a neighbour of its side is protected, on every square. */
    private static final Landing LANDING = Landing.swapping().withNeighboursProtecting();
    /** K2: another throw after a move on 1, 4 or 5. */
    private static final ThrowAgain THROW_AGAIN = ThrowAgain.on(1, 4, 5);
    /** Squares from which a piece moves along the board: 1..26. */
    private static final int WALKING_SQUARES = Track.rangeMask(1, Track.BEAUTY);
    private static final List<OptionSpec> OPTIONS = List.of(OptionSpec.flag(ROBINSON,
            "after a piece lands on 26 the player throws again at once and must move that same piece (K-OPT)"));

    private final boolean robinson;

    /** Kendall's rules with the default options. */
    public Kendall() {
        this(Map.of());
    }

    private Kendall(Map<String, String> options) {
        super(options);
        this.robinson = isOn(ROBINSON);
    }

    @Override
    public String id() {
        return "kendall";
    }

    @Override
    public String name() {
        return "Kendall";
    }

    @Override
    public String summary() {
        return "Timothy Kendall's rules: 7 pieces a side, lone pieces swapped, trapped in 27 until rescued to 15";
    }

    @Override
    public List<OptionSpec> optionSpecs() {
        return OPTIONS;
    }

    @Override
    protected RuleSet withCheckedOptions(Map<String, String> options) {
        return new Kendall(options);
    }

    @Override
    public int piecesPerSide() {
        return 7;
    }

    @Override
    public ThrowTable throwTable() {
        return ThrowTable.FIVE; // K2
    }

    /** {@code must} exists only with {@code robinson}, so that without it the notation refuses the key. */
    @Override
    public List<FlagField> flags() {
        return robinson ? ROBINSON_FLAGS : List.of();
    }

    /** P7: 99.9% of 20,000 random games (seed 20261121) ended within 444 throws (430 with robinson); mean 256. */
    @Override
    public long throwBound() {
        return 450;
    }

    /** K1: light on 1, 3, …, 13, dark on 2, 4, …, 14; light first. */
    @Override
    public Position start() {
        return alternatingStart(piecesPerSide(), Side.LIGHT);
    }

    @Override
    public Optional<String> problem(Position position) {
        int must = MUST.get(position.flags());
        if (must != 0 && !position.has(position.toMove(), must)) {
            return Optional.of("field 'must': the side to move has no piece on square " + must);
        }
        if (must != 0 && position.has(position.toMove(), Track.WATER)) {
            return Optional.of("field 'must': a side with a piece in the water moves no other piece (K8)");
        }
        return Optional.empty();
    }

    /** K4: forward if possible, else backward. */
    @Override
    protected boolean movesBackward() {
        return true;
    }

    /** K8: while a piece is in the water its owner moves no other piece; an exact 4 bears it off. */
    @Override
    protected boolean waterHolds() {
        return true;
    }

    /** K8a: instead of throwing, the piece in the water may go to 15, if 15 is free. */
    @Override
    protected int rescue(Position position) {
        return position.has(position.toMove(), Track.WATER) && position.isEmpty(Track.SECOND_LIFE)
                ? ActionCode.rescue(Track.WATER, Track.SECOND_LIFE, 0) : 0;
    }

    /** K-OPT: with {@code must=} only that piece moves. */
    @Override
    protected Optional<Refusal> restriction(Position position, int from) {
        int must = MUST.get(position.flags());
        return must != 0 && from != must ? Optional.of(RefusalReason.MUST_MOVE_OTHER.about(must)) : Optional.empty();
    }

    /** The pieces that may move: all, or with {@code must=} only that one (K-OPT). */
    @Override
    protected int movable(Position position) {
        int own = position.mask(position.toMove());
        int must = MUST.get(position.flags());
        return must == 0 ? own : own & Track.bit(must);
    }

    /** K3, K5, K7: the forward move of one piece, or a refusal. */
    @Override
    protected int forward(Position position, int from, int throwValue) {
        if (from >= Track.THREE_JUDGES) {
            // K7: 28 off on a 3, 29 on a 2, 30 on any throw; never a forward move.
            return from == Track.HORUS || Mechanics.bearsOffExactly(from, throwValue)
                    ? ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit())
                    : RefusalReason.AWAITING_JUDGEMENT.code(from);
        }
        if (from == Track.BEAUTY && Mechanics.bearsOffExactly(from, throwValue)) {
            return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit()); // K7 [decided]: 26 on a 5
        }
        int to = from + throwValue;
        if (Mechanics.passesOver(from, to, Track.BEAUTY)) {
            return RefusalReason.MUST_STOP_ON_BEAUTY.code(to); // K5
        }
        return LANDING.land(position, from, to, to == Track.WATER ? MoveEffect.DROWN.bit() : 0); // K3, K6
    }

    /**
     * The legal forward moves of {@code pieces}, built on the masks without asking {@link #forward}
     * piece by piece: the same K3, K5, K7 rules, for all pieces at once.
     */
    @Override
    protected int forwardMoveList(Position position, int pieces, int throwValue, int[] buffer, int count) {
        int opponent = position.mask(position.toMove().opponent());
        int bearing = pieces & (Track.bit(Track.HORUS) | Mechanics.bearingOffExactly(throwValue)); // K7
        int walking = pieces & WALKING_SQUARES & ~bearing & ~Mechanics.passingOver(Track.BEAUTY, throwValue); // K5
        int landing = Mechanics.landingOutside(walking, throwValue, LANDING.blocked(position)); // K3
        int swapping = landing & (opponent >>> throwValue); // K3: a lone opponent is swapped
        for (int rest = landing; rest != 0; rest &= rest - 1) {
            int from = Integer.numberOfTrailingZeros(rest) + 1;
            int to = from + throwValue;
            int effects = (swapping & Track.bit(from)) != 0 ? MoveEffect.SWAP.bit() : 0;
            buffer[count++] = ActionCode.move(from, to, to == Track.WATER ? effects | MoveEffect.DROWN.bit() : effects);
        }
        // Bearing squares (26 on a 5, 28..30) lie above every walking square, so the list stays in order.
        for (int rest = bearing; rest != 0; rest &= rest - 1) {
            buffer[count++] = ActionCode.move(Integer.numberOfTrailingZeros(rest) + 1, Track.OFF,
                    MoveEffect.BEAR_OFF.bit());
        }
        return count;
    }

    /** K4, K7: the backward move of one piece, or a refusal; from 28..30 it falls into 27. */
    @Override
    protected int backward(Position position, int from, int throwValue) {
        int effects = MoveEffect.BACKWARD.bit();
        if (from >= Track.THREE_JUDGES) {
            return position.isEmpty(Track.WATER)
                    ? ActionCode.move(from, Track.WATER, effects | MoveEffect.DROWN.bit())
                    : RefusalReason.WATER_OCCUPIED.code(from); // K7 [decided]
        }
        int to = from - throwValue;
        if (to < 1) {
            return RefusalReason.BELOW_FIRST_SQUARE.code(from);
        }
        return LANDING.land(position, from, to, effects);
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Side side = position.toMove();
        int kind = ActionCode.kind(action);
        if (kind == ActionCode.KIND_PASS) {
            return position.withTurn(side.opponent(), 0); // C9, K8b
        }
        int to = ActionCode.to(action);
        boolean move = kind == ActionCode.KIND_MOVE;
        boolean robinsonMove = move && robinson && to == Track.BEAUTY; // K-OPT: throw again, move that same piece
        // K8a: a rescue ends the turn; K6: so does a fall into the water; K2: 1, 4, 5 throw again.
        boolean again = move && to != Track.WATER && (robinsonMove || THROW_AGAIN.after(throwValue));
        return Mechanics.afterMove(position, action, Trap.SECOND_LIFE, again ? side : side.opponent(),
                robinsonMove ? MUST.with(0, Track.BEAUTY) : 0);
    }
}
