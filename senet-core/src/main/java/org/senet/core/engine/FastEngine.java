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

    /** The actions after a throw of {@code throwValue}. */
    int afterThrow(Position position, int throwValue, int[] buffer) {
        if (over(position)) {
            return 0;
        }
        Side side = position.toMove();
        int own = position.mask(side);
        if ((own & held) != 0 || (position.flags() & singling) != 0) {
            return engine.decisions.afterThrow(position, throwValue, buffer);
        }
        int count = 0;
        if (waiting && position.waiting(side) > 0) {
            int entry = rules.entry(position, throwValue);
            if (entry >= 0) {
                buffer[count++] = entry;
            }
        }
        count = forward(position, own, position.mask(side.opponent()), throwValue, buffer, count);
        if (count == 0) {
            return engine.decisions.withoutForward(position, own, throwValue, buffer);
        }
        return compulsory ? Decisions.onlyBearOffs(buffer, count) : count;
    }

    /** The forward moves of every piece of {@code own}, walking then bearing off, appended from {@code count}. */
    private int forward(Position position, int own, int opponent, int throwValue, int[] buffer, int count) {
        int guarded = neighboursProtect && !(drowningUnprotects && (opponent & WATER) != 0)
                ? opponent & Track.neighbours(opponent) & ~knockSquares : 0; // TH7, K3, RB3, JP5, AS5
        int blocked = (own | (opponent & safe) | guarded) & ~neverBlocked;
        if (towardsStart) {
            return towardsStart(own, opponent, blocked, throwValue, buffer, count);
        }
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
            int code = from + (from << 5) + to | (-(swappers >>> index & 1) & attack) | (-(knockers >>> index & 1) & knock);
            buffer[count++] = (odd >>> index & 1) == 0 ? code : oddMove(from, from + throwValue, (attackers >>> index & 1) != 0);
        }
        int bearers = own & bearing[throwValue];
        if (lastRowNeeded && (own & ~Track.ROW_3) != 0) {
            bearers = 0; // JP8, AS8: not every piece on row 3
        }
        return bearers == 0 ? count : bearOffs(position, own, opponent, bearers, buffer, count);
    }

    /** A move landing on a square with effects of its own (the water, the net), attacking or not. */
    private int oddMove(int from, int to, boolean attacks) {
        return ActionCode.move(from, to, attacks ? attacking[to] : landing[to]);
    }

    /** The moves towards square 1 (BE3): no bearing off, no wall. */
    private int towardsStart(int own, int opponent, int blocked, int throwValue, int[] buffer, int count) {
        int landers = Mechanics.landingOutside(own & walking[throwValue], -throwValue, blocked);
        int attackers = landers & (opponent << throwValue);
        int odd = landers & (special << throwValue);
        for (int rest = landers; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int from = Integer.numberOfTrailingZeros(rest) + 1;
            boolean attacks = (attackers & bit) != 0;
            buffer[count++] = (odd & bit) != 0 ? oddMove(from, from - throwValue, attacks)
                    : ActionCode.move(from, from - throwValue, attacks ? attack : 0);
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
     * The bear-offs of {@code bearers}: none while bearing off waits for the last row (JP8, AS8), none past a
     * wall standing before the square after 30.
     */
    private int bearOffs(Position position, int own, int opponent, int bearers, int[] buffer, int count) {
        if (lastRowNeeded && ((own & ~Track.ROW_3) != 0 || position.waiting(position.toMove()) > 0)) {
            return count;
        }
        int starts = walls ? Mechanics.wallStarts(opponent) : 0;
        for (int rest = bearers; rest != 0; rest &= rest - 1) {
            int from = Track.lowest(rest);
            if ((starts & Track.rangeMask(from + 1, Track.OFF - 3)) == 0) {
                buffer[count++] = ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
            }
        }
        return count;
    }
}
