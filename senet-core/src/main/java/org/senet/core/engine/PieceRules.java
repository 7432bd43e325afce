package org.senet.core.engine;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.Position;
import org.senet.core.rules.RefusalReason;
import org.senet.core.settings.BearingOff;
import org.senet.core.settings.Landing;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.Movement.JudgesBackward;
import org.senet.core.settings.Reasons;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Water;
import org.senet.core.settings.Water.Fate;

/**
 * How one piece moves under some {@link RuleSettings}, each rule written once and in order: every
 * function returns the code of the move ({@link ActionCode}) or the code of the refusal that forbids it
 * ({@link RefusalReason#code}), so that listing the legal moves and explaining a refused one read the
 * same rules. The readable rules: {@link FastEngine} finds the same moves on the masks, and tests hold
 * the two to the same list.
 */
final class PieceRules {
    final RuleSettings settings;
    final TurnFlags flags;
    final LandingRule landing;
    final boolean towardsStart;
    final boolean movesBackward;
    final boolean usesWaiting;
    final boolean waterHolds;
    final boolean lastResort;
    final Fate onLanding;
    final Fate onKnock;
    final int netSquare;
    /** The squares each throw bears off from, by throw value. */
    final int[] bearOff = new int[8];
    private final BearingOff bearingOff;
    private final Beauty beauty;
    private final boolean judgesMoveForward;
    private final JudgesBackward judgesBackward;
    private final Water water;
    /** The square each throw enters on (0: it does not), and whether only onto an empty square. */
    private final int[] entrySquares = new int[7];
    private final boolean entersOntoEmptyOnly;
    /** Light's front piece, which it owes its first move with (JP3, AS3). */
    final int front;
    /** Whether a flag can single out the pieces that may move ({@code must}, {@code first9}). */
    private final boolean singlesOut;
    /** Whether dark can owe a 1 ({@code needone}). */
    private final boolean needsOne;

    PieceRules(RuleSettings settings, TurnFlags flags) {
        this.settings = settings;
        this.flags = flags;
        this.landing = new LandingRule(settings.landing());
        this.towardsStart = settings.movement().towardsStart();
        this.movesBackward = settings.movement().movesBackwardWhenBlocked();
        this.usesWaiting = settings.usesWaitingPieces();
        this.water = settings.water();
        this.waterHolds = water.holds();
        this.lastResort = water.onlyAsLastResort();
        this.onLanding = water.onLanding();
        this.onKnock = water.onKnock();
        this.netSquare = settings.turns().netSquare();
        this.bearingOff = settings.bearingOff();
        for (int value = 1; value < bearOff.length; value++) {
            bearOff[value] = settings.bearOffSquares(value);
        }
        this.beauty = settings.movement().beauty();
        this.judgesMoveForward = settings.movement().judgesMoveForward();
        this.judgesBackward = settings.movement().judgesBackward();
        for (int value = 1; value < entrySquares.length; value++) {
            entrySquares[value] = settings.entrySquare(value);
        }
        this.entersOntoEmptyOnly = settings.entry().ontoEmptyOnly();
        this.front = 2 * settings.setup().pieces() - 1;
        this.singlesOut = flags.must != null || flags.first9 != null;
        this.needsOne = flags.needOne != null;
    }

    /**
     * The forward move of the piece on {@code from}: bearing off by the exact count (TH5, TH6, K7, RB7,
     * TA7, JP8); the last squares that only bear off (TH6, K7); no passing 26 (TH4, K5, RB5); nothing past
     * 30; 26→27 only as the last resort (TH5); else landing on the square reached.
     */
    int forward(Position position, int from, int throwValue) {
        if (towardsStart) {
            int to = from - throwValue;
            return to < 1 ? RefusalReason.BELOW_FIRST_SQUARE.code(from) : landOn(position, from, to, 0);
        }
        if ((bearOff[throwValue] & Track.bit(from)) != 0) {
            return bearOff(position, from);
        }
        if (from >= Track.THREE_JUDGES && !judgesMoveForward) {
            return Reasons.AWAITING_JUDGEMENT.code(from);
        }
        int to = from + throwValue;
        if (beauty != Beauty.PASSABLE && from < Track.BEAUTY && to > Track.BEAUTY) {
            return Reasons.MUST_STOP_ON_BEAUTY.code(to);
        }
        if (to > Track.SQUARES) {
            return RefusalReason.ILLEGAL_DESTINATION.code(to);
        }
        if (lastResort && from == Track.BEAUTY && to == Track.WATER) {
            return Reasons.WATER_NOT_FORCED.code(Track.WATER);
        }
        return landOn(position, from, to, 0);
    }

    /**
     * The backward move of the piece on {@code from}: from 28..30 by the movement rule (TH6, K7); never
     * below square 1; never across 26 where it cannot be passed (RB5, RB7); else landing.
     */
    int backward(Position position, int from, int throwValue) {
        int effects = MoveEffect.BACKWARD.bit();
        if (from >= Track.THREE_JUDGES && judgesBackward != JudgesBackward.BY_THROW) {
            if (judgesBackward == JudgesBackward.NEVER) {
                return Reasons.AWAITING_JUDGEMENT.code(from);
            }
            return position.isEmpty(Track.WATER) ? ActionCode.move(from, Track.WATER, effects | waterEffect())
                    : Reasons.WATER_OCCUPIED.code(from); // K7
        }
        int to = from - throwValue;
        if (to < 1) {
            return RefusalReason.BELOW_FIRST_SQUARE.code(from);
        }
        if (beauty == Beauty.NEVER_PASSED && Mechanics.passesOver(from, to, Track.BEAUTY)) {
            return Reasons.CANNOT_PASS_BEAUTY.code(to);
        }
        return landOn(position, from, to, effects);
    }

    /** The entry of a waiting piece: on the square the throw names, onto an empty square or by landing. */
    int entry(Position position, int throwValue) {
        int square = throwValue > 0 && throwValue < entrySquares.length ? entrySquares[throwValue] : 0;
        if (square == 0) {
            return RefusalReason.CANNOT_ENTER_WITH_THROW.code(throwValue);
        }
        if (!entersOntoEmptyOnly) {
            return landOn(position, Track.ENTRY, square, MoveEffect.ENTER.bit());
        }
        if (position.has(position.toMove(), square)) {
            return RefusalReason.OWN_PIECE_ON_DESTINATION.code(square);
        }
        return position.isEmpty(square) ? ActionCode.move(Track.ENTRY, square, MoveEffect.ENTER.bit())
                : Reasons.ENTRY_ONTO_PIECE.code(square);
    }

    /** 26→27 on a 1, allowed only when no other forward move is (TH5, TH9f). */
    int lastResortForward(Position position, int movable, int throwValue) {
        if (!lastResort || throwValue != 1 || (movable & Track.bit(Track.BEAUTY)) == 0) {
            return RefusalReason.NO_MOVE.code(Track.BEAUTY);
        }
        return landOn(position, Track.BEAUTY, Track.WATER, 0);
    }

    /**
     * A bear-off from {@code from}: it passes the squares up to 30, so a wall there blocks it; where
     * bearing off waits for the last row, every piece of the side must be on 21..30 and none waiting.
     */
    int bearOff(Position position, int from) {
        Side side = position.toMove();
        int wall = landing.wall(position, from, Track.OFF);
        if (wall != 0) {
            return wall;
        }
        if (bearingOff.needsAllOnLastRow()
                && (!Mechanics.allOnLastRow(position.mask(side)) || position.waiting(side) > 0)) {
            return Reasons.NOT_ALL_ON_FINAL_ROW.code(from);
        }
        return ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
    }

    /**
     * Landing on {@code to}: the House of Water as the settings say (held: {@link MoveEffect#DROWN}; sent
     * on: {@link MoveEffect#TRAP}, whoever is there); else by the {@link Landing} rules, a knocked piece
     * going where the water sends it; 27 keeping out a second piece; the House of Netting marking the move.
     */
    int landOn(Position position, int from, int to, int effects) {
        if (to == Track.WATER && !towardsStart && onLanding != Fate.NOTHING) {
            if (onLanding != Fate.HELD) {
                int passage = landing.wall(position, from, to);
                return passage != 0 ? passage : ActionCode.move(from, to, effects | MoveEffect.TRAP.bit());
            }
            effects |= MoveEffect.DROWN.bit();
        }
        int move = landing.land(position, from, to, effects);
        if (move < 0) {
            return move;
        }
        if (water.keepsOutSecondPiece() && !position.isEmpty(Track.WATER)
                && ((to == Track.WATER && onLanding == Fate.HELD)
                || (onKnock == Fate.HELD && ActionCode.has(move, MoveEffect.KNOCK)))) {
            return Reasons.WATER_TAKEN.code(to);
        }
        if (onKnock == Fate.OFF_BOARD && ActionCode.has(move, MoveEffect.KNOCK)) {
            move |= MoveEffect.HIT.bit();
        }
        return to == netSquare ? move | MoveEffect.NETTED.bit() : move;
    }

    /** The effect of a fall into 27: held there, or sent on. */
    private int waterEffect() {
        return onLanding == Fate.HELD ? MoveEffect.DROWN.bit()
                : onLanding == Fate.NOTHING ? 0 : MoveEffect.TRAP.bit();
    }

    /** Whether the side to move has a piece held in the water (TH9b, K8, RB8). */
    boolean heldInWater(Position position) {
        return waterHolds && position.has(position.toMove(), Track.WATER);
    }

    /** The pieces of the side to move that may move: all, or the one the rules single out. */
    int movable(Position position) {
        int own = position.mask(position.toMove());
        if (!singlesOut) {
            return own;
        }
        int must = TurnFlags.get(flags.must, position.flags());
        if (must != 0) {
            return own & Track.bit(must);
        }
        return owesFront(position) ? own & Track.bit(front) : own;
    }

    /** Whether light, to move, still owes its first move with its front piece (JP3, AS3). */
    boolean owesFront(Position position) {
        return position.toMove() == Side.LIGHT && TurnFlags.isSet(flags.first9, position.flags())
                && position.has(Side.LIGHT, front);
    }

    /** Whether dark, to move, still owes the 1 it needs before moving. */
    boolean owesOne(Position position) {
        return needsOne && position.toMove() == Side.DARK && flags.needOne.isSet(position.flags());
    }

    /** The rescue from the water the side to move may choose before throwing, or 0 (TH9e, K8a, RB8). */
    int rescue(Position position) {
        return rescue(position.mask(position.toMove()), position.occupied(), position.flags());
    }

    /** {@link #rescue(Position)} of a mover holding {@code own}, the squares {@code occupied} and the flags {@code turnFlags}. */
    int rescue(int own, int occupied, int turnFlags) {
        if (!waterHolds || (own & Track.bit(Track.WATER)) == 0 || TurnFlags.isSet(flags.mid, turnFlags)) {
            return 0;
        }
        int square = switch (water.rescue()) {
            case NONE -> 0;
            case TO_SECOND_LIFE_IF_FREE -> (occupied & Track.bit(Track.SECOND_LIFE)) == 0 ? Track.SECOND_LIFE : 0;
            case TO_SECOND_LIFE, RETURN_THEN_THROW -> Mechanics.secondLifeSquare(occupied);
        };
        return square == 0 ? 0 : ActionCode.rescue(Track.WATER, square, 0);
    }
}
