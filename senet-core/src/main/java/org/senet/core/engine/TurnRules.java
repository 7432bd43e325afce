package org.senet.core.engine;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.Position;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Turns;
import org.senet.core.settings.Water;

/**
 * What an action does to the turn, written once for every rule set: who decides next, and the flags
 * the next position carries. A move earns another throw by its throw value (TH2, K2, RB2, JP2, AS2),
 * by the square it lands on, or by what it does (TA3); the water can end the turn (K6, TA6); a turn
 * may have a limit (RB2); a lost throw may be given back (TH9d) or cost the side a turn (RB8); the
 * House of Netting costs a side its next throw.
 */
final class TurnRules {
    /** A bit above every flag: the side to move keeps the sticks. */
    static final int KEEPS = 1 << 31;

    private final PieceRules rules;
    private final TurnFlags flags;
    private final int throwSquares;
    private final boolean hitEarns;
    private final boolean bearOffEarns;
    /** TA3: the throws earned add up. */
    final boolean adding;
    /** TA3: the effects of a move that earn one more throw each ({@link MoveEffect#HIT}, {@link MoveEffect#BEAR_OFF}). */
    final int earningEffects;
    private final int maxThrows;
    private final boolean backwardEnds;
    private final boolean beautyMovesAgain;
    final boolean waterEndsTurn;
    private final Water.UnusedThrow unusedThrow;
    private final Water.Rescue rescue;
    private final int topThrow;
    /** The flags that last beyond a turn: the opening's debt, the needed 1, the net, the extra turn. */
    final int lasting;
    /** The flags of a turn that goes on, but for the throws made and the piece that must move: {@code mid=1}. */
    final int middle;
    private final int netSquare;
    /** The throw values that earn another throw, one bit each. */
    private final int againValues;
    /** The bits of the field {@code thrown} (RB2), and where it starts: 0 where a turn has no limit. */
    final int thrownMask;
    final int thrownShift;
    /** The most throws a turn allows (RB2), {@link Integer#MAX_VALUE} for no limit. */
    final int throwLimit;
    /** {@link MoveEffect#BACKWARD}'s bit where a backward move ends the turn (RB4), else 0. */
    final int endingBackward;
    /** The bit of {@code extraturn} (RB8), of {@code net}: 0 where the settings have no such flag. */
    private final int extraTurn;
    private final int netBit;
    /**
     * Only the throw value earns another throw, within the turn's limit and but for a backward move that ends
     * the turn (RB2, RB4), or the throws earned by the value, a hit and a bear-off add up (TA3), and nothing
     * else changes a turn with no lasting flag: {@link FastEngine} takes the short way.
     */
    final boolean plain;

    /**
     * @param rules the per-piece rules
     */
    TurnRules(PieceRules rules) {
        this.rules = rules;
        this.flags = rules.flags;
        RuleSettings settings = rules.settings;
        Turns turns = settings.turns();
        this.throwSquares = turns.throwSquares();
        this.hitEarns = turns.hitEarnsThrow();
        this.bearOffEarns = turns.bearingOffEarnsThrow();
        this.adding = turns.extraThrowsAdd();
        this.maxThrows = turns.maxThrowsPerTurn();
        this.backwardEnds = turns.backwardEndsTurn();
        this.beautyMovesAgain = turns.beautyMovesAgain();
        this.waterEndsTurn = settings.water().endsTurn();
        this.unusedThrow = settings.water().unusedThrow();
        this.rescue = settings.water().rescue();
        this.topThrow = settings.topThrow();
        this.lasting = mask(flags.first9) | mask(flags.needOne) | mask(flags.net) | mask(flags.extraTurn);
        this.middle = TurnFlags.with(flags.mid, 0, 1);
        this.netSquare = turns.netSquare();
        this.againValues = settings.throwAgainValues();
        this.thrownMask = mask(flags.thrown);
        this.thrownShift = flags.thrown == null ? 0 : flags.thrown.shift();
        this.extraTurn = mask(flags.extraTurn);
        this.netBit = mask(flags.net);
        this.throwLimit = maxThrows == 0 ? Integer.MAX_VALUE : maxThrows;
        this.endingBackward = backwardEnds ? MoveEffect.BACKWARD.bit() : 0;
        this.earningEffects = adding ? (hitEarns ? MoveEffect.HIT.bit() : 0) | (bearOffEarns ? MoveEffect.BEAR_OFF.bit() : 0) : 0;
        this.plain = !beautyMovesAgain && netSquare == 0 && throwSquares == 0;
    }

    /** Every bit of {@code field}; {@code max << shift} would miss bits where max is not all ones (thrown, 3 a turn: 2). */
    static int mask(org.senet.core.position.FlagField field) {
        return field == null ? 0 : field.with(0, -1);
    }

    /** The next decision point after {@code action}, a pass, rescue or move listed after {@code throwValue}. */
    Position apply(Position position, int throwValue, int action) {
        int flags = position.flags() & lasting;
        if (flags != 0 && throwValue == 1 && rules.owesOne(position)) {
            flags = this.flags.needOne.clear(flags); // the 1 is thrown: played as usual, and the debt is paid
        }
        return switch (ActionCode.kind(action)) {
            case ActionCode.KIND_PASS -> pass(position, throwValue, flags);
            case ActionCode.KIND_RESCUE -> rescued(position, action, flags);
            default -> moved(position, throwValue, action, flags);
        };
    }

    /** C9, TH9d, RB8, TA3: a throw with no move. */
    private Position pass(Position position, int throwValue, int flags) {
        if (rules.heldInWater(position)) {
            switch (unusedThrow) {
                case ONE_OR_TOP_THROWS_AGAIN -> {
                    int next = next(throwValue == 1 || throwValue == topThrow, false, flags, middle);
                    return position.withTurn(side(position, next), next & ~KEEPS);
                }
                case PIECE_RETURNS_OPPONENT_PLAYS_TWICE -> {
                    int back = ActionCode.rescue(Track.WATER, Mechanics.secondLifeSquare(position.occupied()), 0);
                    return Boards.afterMove(position, back, rules.onLanding, rules.onKnock,
                            position.toMove().opponent(), (flags & ~mask(this.flags.extraTurn))
                                    | this.flags.extraTurn.with(0, 1));
                }
                default -> {
                    // LOST: the turn ends below
                }
            }
        }
        int owed = TurnFlags.get(this.flags.extra, position.flags());
        if (owed > 0) {
            return position.withTurn(position.toMove(), this.flags.extra.with(flags, owed - 1)); // TA3
        }
        int next = next(false, false, flags, 0);
        return position.withTurn(side(position, next), next & ~KEEPS);
    }

    /** TH9e, K8a: the turn passes after a rescue; RB8: the side throws next. */
    private Position rescued(Position position, int action, int flags) {
        int next = rescue == Water.Rescue.RETURN_THEN_THROW ? KEEPS | position.flags() : next(false, false, flags, 0);
        return Boards.afterMove(position, action, rules.onLanding, rules.onKnock, side(position, next), next & ~KEEPS);
    }

    /** A move: the board, and who throws next. */
    private Position moved(Position position, int throwValue, int action, int flags) {
        if (flags != 0) {
            flags = afterOpening(position, action, flags);
        }
        int next;
        if (waterEndsTurn && (action & (MoveEffect.DROWN.bit() | MoveEffect.TRAP.bit())) != 0) {
            next = next(false, false, flags, 0); // K6, TA6: the turn ends, every extra throw with it
        } else if (adding) {
            next = adding(position, throwValue, action, flags);
        } else {
            next = earned(position, throwValue, action, flags);
        }
        return Boards.afterMove(position, action, rules.onLanding, rules.onKnock, side(position, next), next & ~KEEPS);
    }

    /** JP3, AS3: light's first move pays its debt; it lapses when dark takes the front square. */
    private int afterOpening(Position position, int action, int flags) {
        if (TurnFlags.isSet(this.flags.first9, flags)
                && (position.toMove() == Side.LIGHT || ActionCode.to(action) == rules.front)) {
            return this.flags.first9.clear(flags);
        }
        return flags;
    }

    /** Who throws next after a move that earns one throw at most. */
    private int earned(Position position, int throwValue, int action, int flags) {
        int to = ActionCode.to(action);
        boolean again = earned(throwValue, action, to) > 0;
        int continuing = middle;
        if (beautyMovesAgain && to == Track.BEAUTY) {
            again = true; // K-OPT: one throw more, for the piece on 26 alone
            continuing = this.flags.must.with(continuing, Track.BEAUTY);
        }
        if (maxThrows != 0) {
            int thrown = (position.flags() & thrownMask) >>> thrownShift;
            again &= thrown + 2 <= maxThrows; // RB2: never a throw more than the turn allows
            continuing = continuing & ~thrownMask | (thrown + 1) << thrownShift;
        }
        return next(again, netSquare != 0 && ActionCode.has(action, MoveEffect.NETTED), flags, continuing);
    }

    /** TA3: who throws next when the throws earned add up. */
    private int adding(Position position, int throwValue, int action, int flags) {
        int total = Math.min(TurnFlags.get(this.flags.extra, position.flags())
                + earned(throwValue, action, ActionCode.to(action)), this.flags.extra.max());
        return total > 0 ? KEEPS | this.flags.extra.with(flags, total - 1) : next(false, false, flags, 0);
    }

    /** The throws a move earns: by its value (not a backward move that ends the turn), its square, a hit, a bear-off. */
    private int earned(int throwValue, int action, int to) {
        boolean endsTurn = backwardEnds && ActionCode.has(action, MoveEffect.BACKWARD);
        int earned = (againValues & (1 << throwValue)) != 0 && !endsTurn ? 1 : 0;
        if (throwSquares != 0 && to <= Track.SQUARES && (throwSquares & Track.bit(to)) != 0) {
            earned = adding ? earned + 1 : 1;
        }
        if (adding) {
            earned += (hitEarns && ActionCode.has(action, MoveEffect.HIT) ? 1 : 0)
                    + (bearOffEarns && ActionCode.has(action, MoveEffect.BEAR_OFF) ? 1 : 0);
        }
        return earned;
    }

    /**
     * Who throws next, as the flags of the next position with {@link #KEEPS} when the mover keeps the sticks.
     *
     * @param again      the mover has earned another throw
     * @param netted     the mover has just landed in the net and owes a lost throw
     * @param flags      the lasting flags, as the action leaves them
     * @param continuing the flags to add when the mover's turn goes on
     */
    int next(boolean again, boolean netted, int flags, int continuing) {
        if (netBit != 0) {
            return nextWithNet(again, netted, flags, continuing);
        }
        if (again) {
            return KEEPS | flags | continuing;
        }
        if ((flags & extraTurn) != 0) {
            return KEEPS | this.flags.extraTurn.clear(flags); // RB8: one more complete turn
        }
        return flags;
    }

    /**
     * The House of Netting: a lost throw is skipped and passes the sticks (C9). {@code net=1} in
     * {@code flags} says that the mover's opponent owes one; {@code netted} that the mover does.
     */
    private int nextWithNet(boolean again, boolean netted, int flags, int continuing) {
        boolean moverOwes = netted;
        boolean opponentOwes = this.flags.net.isSet(flags);
        boolean keeps = again;
        boolean middle = again;
        for (int step = 0; step < 2; step++) {
            if (keeps && moverOwes) {
                moverOwes = false;
                keeps = false;
                middle = false;
            } else if (!keeps && opponentOwes) {
                opponentOwes = false;
                keeps = true;
                middle = false;
            }
        }
        int next = this.flags.net.with(flags, (keeps ? opponentOwes : moverOwes) ? 1 : 0);
        next = middle ? next | continuing : next;
        return keeps ? next | KEEPS : next;
    }

    /** The side that decides next, from flags with {@link #KEEPS}. */
    static Side side(Position position, int next) {
        return (next & KEEPS) != 0 ? position.toMove() : position.toMove().opponent();
    }
}
