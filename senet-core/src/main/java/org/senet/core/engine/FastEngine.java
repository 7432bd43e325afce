package org.senet.core.engine;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.settings.Landing;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Water.Fate;

/**
 * The speed of the engine, in one place for every rule set: the actions of a decision point found on the
 * bit masks, every piece at once. The settings are read once, into masks by throw value, effects by
 * square and fields of this one object, so that a decision costs a few mask operations and no test of a
 * rule that is not there. It covers the common decision points of the settings it {@link #covers}; the
 * others (a piece held in the water, a piece singled out, no forward move at all) it leaves to the
 * readable rules ({@link Decisions}). Tests hold it to the readable rules, action for action, at every
 * decision of 1,000 seeded games of every rule set and option ({@link SettingsRuleSet#readable()}).
 */
final class FastEngine {
    private static final int WATER = Track.bit(Track.WATER);
    /** A bear-off but for the square it leaves from. */
    private static final int BEAR_OFF = ActionCode.move(0, Track.OFF, MoveEffect.BEAR_OFF.bit());

    private final Engine engine;
    private final PieceRules rules;
    private final boolean homeOnFirstRow;
    private final boolean towardsStart;
    private final boolean waiting;
    private final boolean compulsory;
    /** 27 where a piece held there is dealt with by the readable rules, else 0. */
    private final int held;
    /** The flag bits that single out the pieces allowed to move or make dark owe a 1: left to the readable rules. */
    private final int singling;
    /** By throw value: the pieces that may walk the track with it (not bearing off, not stopped). */
    private final int[] walking = new int[8];
    /** By throw value: the pieces it bears off. */
    private final int[] bearing;
    private final boolean walls;
    private final boolean lastRowNeeded;
    /** The squares before row 3 where bearing off waits for the last row (JP8, AS8), else none. */
    private final int beforeLastRow;
    private final int safe;
    private final int knockSquares;
    private final boolean neighboursProtect;
    private final boolean drowningUnprotects;
    /** Squares a landing piece never meets an attack on: 27 where it sends the piece on, whoever is there. */
    private final int neverBlocked;
    private final int knock;
    private final int attack;
    /** Squares whose landing has effects of its own (the water, the net): looked up in the tables below. */
    private final int special;
    /** The kind bits of every action but a move. */
    private static final int NOT_MOVE = ActionCode.PASS | ActionCode.THROW;
    /** The flags that last beyond a turn ({@link TurnRules}): where one is set, {@link #apply} takes the long way. */
    private final int lasting;
    /** The flags of a turn that goes on ({@code mid=1}). */
    private final int middle;
    /** The throw values that earn another throw, one bit each. */
    private final int againValues;
    /** The turn's limit of throws and its count in the flags ({@link TurnRules#throwLimit}): RB2. */
    private final int throwLimit;
    private final int thrownMask;
    private final int thrownShift;
    /** The effect bits of a move that ends the turn: backward (RB4), into the water (K6, TA6). */
    private final int endingTurn;
    /** Those of them that end it with every throw owed (K6, TA6); the rest only keep the value from earning one. */
    private final int waterEnding;
    /** TA3: the throws earned add up, owed in the field {@code extra}; else null. */
    private final FlagField extra;
    /** The bits of {@link #extra}, 0 without it. */
    private final int extraMask;
    /** TA3: the effects that earn a throw each. */
    private final int earningEffects;
    private final Fate onLanding;
    private final Fate onKnock;
    /** By throw value: the square a waiting piece enters on; 0 for none, -1 for one the readable rules judge. */
    private final int[] entering = new int[8];
    /** Whether a waiting piece enters only onto an empty square (and then with no effect but entering). */
    private final boolean enteringOntoEmpty;
    /** By landing square: the effects of landing there on an empty square. */
    private final int[] landing = new int[Track.OFF + 1];
    /** By landing square: the effects of landing there on an opponent piece. */
    private final int[] attacking = new int[Track.OFF + 1];

    FastEngine(Engine engine) {
        this.engine = engine;
        this.rules = engine.rules;
        RuleSettings settings = engine.settings;
        this.homeOnFirstRow = settings.goal() == RuleSettings.Goal.ALL_ON_FIRST_ROW;
        this.towardsStart = rules.towardsStart;
        this.waiting = rules.usesWaiting;
        this.compulsory = settings.bearingOff().compulsory();
        this.held = rules.waterHolds ? WATER : 0;
        this.singling = mask(engine.flags.must) | mask(engine.flags.first9) | mask(engine.flags.needOne);
        this.bearing = rules.bearOff;
        int stuck = settings.movement().judgesMoveForward() ? 0 : Track.JUDGES;
        boolean exactBeauty = settings.movement().beauty() != Beauty.PASSABLE;
        for (int value = 1; value < walking.length; value++) {
            int walk = towardsStart ? Track.rangeMask(value + 1, Track.SQUARES) : Track.rangeMask(1, Track.SQUARES - value);
            if (!towardsStart) {
                walk &= ~bearing[value] & ~stuck & (exactBeauty ? ~Mechanics.passingOver(Track.BEAUTY, value) : ~0);
                walk &= rules.lastResort && value == 1 ? ~Track.bit(Track.BEAUTY) : ~0;
            }
            walking[value] = walk;
        }
        Landing rulesOfLanding = rules.landing;
        this.walls = rulesOfLanding.wallsBlock();
        this.lastRowNeeded = settings.bearingOff().needsAllOnLastRow();
        this.beforeLastRow = lastRowNeeded ? ~Track.ROW_3 : 0;
        this.safe = rulesOfLanding.safe();
        this.knockSquares = rulesOfLanding.knockSquares();
        this.neighboursProtect = rulesOfLanding.neighboursProtect();
        this.drowningUnprotects = rulesOfLanding.drowningUnprotects();
        Fate water = towardsStart ? Fate.NOTHING : rules.onLanding;
        boolean sentOn = water != Fate.HELD && water != Fate.NOTHING;
        this.neverBlocked = sentOn ? WATER : 0;
        this.knock = MoveEffect.KNOCK.bit() | (rules.onKnock == Fate.OFF_BOARD ? MoveEffect.HIT.bit() : 0);
        this.attack = rulesOfLanding.attack().bit();
        int specialSquares = 0;
        for (int square = 1; square <= Track.SQUARES; square++) {
            attacking[square] = rulesOfLanding.knocksFrom(square) ? knock : attack;
            landing[square] = square == rules.netSquare ? MoveEffect.NETTED.bit() : 0;
        }
        if (water == Fate.HELD) {
            landing[Track.WATER] |= MoveEffect.DROWN.bit();
        } else if (sentOn) {
            landing[Track.WATER] = MoveEffect.TRAP.bit();
            attacking[Track.WATER] = 0; // whoever is there: the piece is sent on, nobody is attacked
        }
        for (int square = 1; square <= Track.SQUARES; square++) {
            attacking[square] |= landing[square];
            specialSquares |= landing[square] != 0 ? Track.bit(square) : 0;
        }
        this.special = specialSquares;
        TurnRules turns = engine.turns;
        this.lasting = turns.lasting;
        this.middle = turns.middle;
        this.againValues = settings.turns().throwAgain().values();
        this.throwLimit = turns.throwLimit;
        this.thrownMask = turns.thrownMask;
        this.thrownShift = turns.thrownShift;
        this.waterEnding = turns.waterEndsTurn ? MoveEffect.DROWN.bit() | MoveEffect.TRAP.bit() : 0;
        this.endingTurn = turns.endingBackward | waterEnding;
        this.extra = turns.adding ? engine.flags.extra : null;
        this.extraMask = mask(extra);
        this.earningEffects = turns.earningEffects;
        this.onLanding = rules.onLanding;
        this.onKnock = rules.onKnock;
        this.enteringOntoEmpty = settings.entry().ontoEmptyOnly();
        for (int value = 1; value < entering.length; value++) {
            int square = settings.entry().square(value);
            boolean odd = square == Track.WATER || (square != 0 && (specialSquares & Track.bit(square)) != 0);
            entering[value] = odd ? -1 : square;
        }
    }

    /**
     * The next position, for settings whose turn is plain ({@link TurnRules#plain}): the short way where
     * no lasting flag is set and the action is a move or a pass of a side not held in the water. Only the
     * throw value earns another throw (TH2, K2, RB2, JP2, AS2), within the turn's limit of throws and but
     * for a move that ends the turn, backward (RB4) or into the water (K6); a pass ends the turn (C9).
     * Else {@link TurnRules}' long way. The board changes as {@link Boards} says, the same either way.
     */
    Position apply(Position position, int throwValue, int action) {
        int flags = position.flags();
        Side mover = position.toMove();
        if ((action & NOT_MOVE) != 0 || (flags & lasting) != 0) {
            return action == ActionCode.PASS && (flags & (lasting | extraMask)) == 0 && (position.mask(mover) & held) == 0
                    ? position.withTurn(mover.opponent(), 0) : engine.apply(position, throwValue, action);
        }
        if (extra != null) {
            return addingUp(position, throwValue, action, flags);
        }
        int thrown = (flags & thrownMask) >>> thrownShift;
        boolean again = (againValues & (1 << throwValue)) != 0 && (action & endingTurn) == 0 && thrown + 2 <= throwLimit;
        return Boards.afterMove(position, action, onLanding, onKnock, again ? mover : mover.opponent(),
                again ? middle | (thrown + 1) << thrownShift & thrownMask : 0);
    }

    /**
     * TA3: the throws a move earns, by its value (not a backward move that ends the turn), a hit and a
     * bear-off, add up to those still owed; the water ends the turn and every throw owed (TA6).
     */
    private Position addingUp(Position position, int throwValue, int action, int flags) {
        Side mover = position.toMove();
        if ((action & waterEnding) != 0) {
            return Boards.afterMove(position, action, onLanding, onKnock, mover.opponent(), 0);
        }
        int earned = ((action & endingTurn) == 0 ? againValues >>> throwValue & 1 : 0)
                + Integer.bitCount(action & earningEffects);
        int total = Math.min(TurnFlags.get(extra, flags) + earned, extra.max());
        return Boards.afterMove(position, action, onLanding, onKnock, total > 0 ? mover : mover.opponent(),
                total > 0 ? extra.with(0, total - 1) : 0);
    }

    private static int mask(FlagField field) {
        return field == null ? 0 : field.with(0, field.max());
    }

    /**
     * Whether the fast engine covers these settings at all.
     *
     * @param settings the rule settings
     * @return false where throws are gathered, 27 keeps out a second piece, or a throw bears off from a square
     *         it could also walk from (the bear-offs are listed after the walking moves)
     */
    static boolean covers(RuleSettings settings) {
        if (settings.turns().throwsGathered() || settings.water().keepsOutSecondPiece()) {
            return false;
        }
        for (int value = 1; value <= 6; value++) {
            if ((settings.bearingOff().squares(value) & Track.rangeMask(1, Track.SQUARES - value - 1)) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the game is over: C7, or BE5's row 1. */
    private boolean over(Position position) {
        if (homeOnFirstRow) {
            return engine.isOver(position);
        }
        return (position.light() | position.lightWaiting()) == 0 || (position.dark() | position.darkWaiting()) == 0;
    }

    /** The actions before the throw: the throw, and where a piece is held in the water its rescue. */
    int beforeThrow(Position position, int[] buffer) {
        if (over(position)) {
            return 0;
        }
        if ((position.mask(position.toMove()) & held) != 0) {
            return engine.decisions.beforeThrow(position, buffer);
        }
        buffer[0] = ActionCode.THROW;
        return 1;
    }

    /**
     * The actions after a throw of {@code throwValue}: the entry, then the forward moves of every piece at
     * once, walking then bearing off. One method, the walking moves written out in it, so that the compiler
     * keeps the whole decision in one piece of code that its callers call, rather than copying it into them.
     */
    int afterThrow(Position position, int throwValue, int[] buffer) {
        if (over(position)) {
            return 0;
        }
        Side side = position.toMove();
        int own = position.mask(side);
        if ((own & held) != 0 || (position.flags() & singling) != 0) {
            return engine.decisions.afterThrow(position, throwValue, buffer);
        }
        int opponent = position.mask(side.opponent());
        int guarded = neighboursProtect && !(drowningUnprotects && (opponent & WATER) != 0)
                ? opponent & Track.neighbours(opponent) & ~knockSquares : 0; // TH7, K3, RB3, JP5, AS5
        int blocked = (own | (opponent & safe) | guarded) & ~neverBlocked;
        int count = waiting && position.waiting(side) > 0 ? entry(position, own, opponent, blocked, throwValue, buffer) : 0;
        if (towardsStart) {
            count = towardsStart(own, opponent, blocked, throwValue, buffer, count);
        } else {
            int landers = Mechanics.landingOutside(own & walking[throwValue], throwValue, blocked);
            if (walls) {
                landers = outsideWalls(landers, opponent, throwValue);
            }
            int attackers = landers & (opponent >>> throwValue);
            int knockers = attackers & (knockSquares >>> throwValue);
            int swappers = attackers & ~knockers;
            int odd = landers & (special >>> throwValue);
            int to = throwValue << 5;
            for (int rest = landers; rest != 0; rest &= rest - 1) {
                int index = Integer.numberOfTrailingZeros(rest);
                int from = index + 1;
                // ActionCode.move(from, from + throwValue, effects), the effects chosen without a branch: the
                // attackers are as likely as not
                int code = from + (from << 5) + to | (-(swappers >>> index & 1) & attack)
                        | (-(knockers >>> index & 1) & knock);
                buffer[count++] = (odd >>> index & 1) == 0 ? code
                        : oddMove(from, from + throwValue, (attackers >>> index & 1) != 0);
            }
            // JP8, AS8: no bear-off while a piece is off row 3, the common case, seen without a call
            int bearers = (own & beforeLastRow) == 0 ? own & bearing[throwValue] : 0;
            count = bearers == 0 ? count : bearOffs(position, own, opponent, bearers, buffer, count);
        }
        if (count == 0) {
            return engine.decisions.withoutForward(position, own, throwValue, buffer);
        }
        return compulsory ? Decisions.onlyBearOffs(buffer, count) : count;
    }

    /**
     * The entry of a waiting piece, if it may enter: the count, 0 or 1. On the masks, but where the throw
     * enters on a square with effects of its own (the water, the net), which the readable rules judge.
     */
    private int entry(Position position, int own, int opponent, int blocked, int throwValue, int[] buffer) {
        int square = entering[throwValue];
        if (square <= 0) {
            int entry = square == 0 ? -1 : rules.entry(position, throwValue);
            if (entry < 0) {
                return 0;
            }
            buffer[0] = entry;
            return 1;
        }
        int bit = Track.bit(square);
        if (((enteringOntoEmpty ? own | opponent : blocked) & bit) != 0) {
            return 0;
        }
        int effects = MoveEffect.ENTER.bit() | ((opponent & bit) != 0 ? attacking[square] : 0);
        buffer[0] = ActionCode.move(Track.ENTRY, square, effects);
        return 1;
    }

    /** A move landing on a square with effects of its own (the water, the net), attacking or not. */
    private int oddMove(int from, int to, boolean attacks) {
        return ActionCode.move(from, to, attacks ? attacking[to] : landing[to]);
    }

    /** The moves towards square 1 (BE3): no bearing off, no wall, no knock; the effects chosen as {@link #afterThrow} does. */
    private int towardsStart(int own, int opponent, int blocked, int throwValue, int[] buffer, int count) {
        int landers = Mechanics.landingOutside(own & walking[throwValue], -throwValue, blocked);
        int attackers = landers & (opponent << throwValue);
        int odd = landers & (special << throwValue);
        int to = -(throwValue << 5);
        for (int rest = landers; rest != 0; rest &= rest - 1) {
            int index = Integer.numberOfTrailingZeros(rest);
            int from = index + 1;
            int code = from + (from << 5) + to | (-(attackers >>> index & 1) & attack);
            buffer[count++] = (odd >>> index & 1) == 0 ? code : oddMove(from, from - throwValue, (attackers >>> index & 1) != 0);
        }
        return count;
    }

    /** The landers not passing a wall: a wall starting k squares ahead lies in the way (JP4, AS6). */
    private static int outsideWalls(int landers, int opponent, int throwValue) {
        int starts = Mechanics.wallStarts(opponent);
        for (int k = 1; k <= throwValue - 3; k++) {
            landers &= ~(starts >>> k);
        }
        return landers;
    }

    /**
     * The bear-offs of {@code bearers}: none while bearing off waits for the last row and a piece waits to
     * enter (JP8, AS8: those on the board are on row 3, the caller has seen), none past a wall standing before
     * the square after 30.
     */
    private int bearOffs(Position position, int own, int opponent, int bearers, int[] buffer, int count) {
        if (lastRowNeeded && position.waiting(position.toMove()) > 0) { // the pieces on the board are on row 3
            return count;
        }
        if (walls) {
            // a wall starting on s (at most 28) stands before the square after 30 for the pieces below s
            int top = Track.highest(Mechanics.wallStarts(opponent) & Track.rangeMask(1, Track.OFF - 3));
            bearers &= top == 0 ? ~0 : ~Track.rangeMask(1, top - 1);
        }
        for (int rest = bearers; rest != 0; rest &= rest - 1) {
            buffer[count++] = Track.lowest(rest) | BEAR_OFF;
        }
        return count;
    }
}
