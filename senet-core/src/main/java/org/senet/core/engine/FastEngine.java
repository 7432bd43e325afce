package org.senet.core.engine;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.Position;
import org.senet.core.settings.Landing;
import org.senet.core.settings.Movement;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.Movement.JudgesBackward;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Water.Fate;

/**
 * The speed of the engine, in one place for every rule set: the actions of a decision point found on the
 * bit masks, every piece at once. The settings are read once, into masks by throw value, effects by
 * square and fields of this one object, so that a decision costs a few mask operations and no test of a
 * rule that is not there. It covers the common decision points of the settings it {@link #covers}: the
 * forward and backward moves, entries, bear-offs, a piece held in the water, the pass, and the turn of a
 * plain turn ({@link FastTurns}); the rare others (a piece singled out, an entry onto a square with effects of
 * its own, the last resort into the water, a turn of lasting flags) it leaves to the readable rules
 * ({@link Decisions}, {@link TurnRules}). It plays a game in place ({@link FastGame}) as well as from a
 * {@link Position}. Tests hold it to the readable rules, action for action, at every decision of 1,000 seeded
 * games of every rule set and option ({@link SettingsRuleSet#readable()}), in place and from positions.
 */
final class FastEngine {
    private static final int WATER = Track.bit(Track.WATER);
    /** A bear-off but for the square it leaves from. */
    private static final int BEAR_OFF = ActionCode.move(0, Track.OFF, MoveEffect.BEAR_OFF.bit());

    private final Engine engine;
    /** The short way of the turn. */
    final FastTurns turns;
    private final PieceRules rules;
    private final boolean homeOnFirstRow;
    private final boolean towardsStart;
    private final boolean waiting;
    private final boolean compulsory;
    /** 27 where a piece is held there (its side throws, may be rescued, then bears off from it or passes), else 0. */
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
    final Fate onLanding;
    final Fate onKnock;
    /** By throw value: the square a waiting piece enters on; 0 for none, -1 for one the readable rules judge. */
    private final int[] entering = new int[8];
    /** Whether a waiting piece enters only onto an empty square (and then with no effect but entering). */
    private final boolean enteringOntoEmpty;
    /** Whether the last resorts of a side with no forward move (backward moves, a pass) are found here too. */
    private final boolean lastResortsOnMasks;
    /** Whether a side with no forward move moves backward (TH3, K4, RB4, JP6, AS10). */
    private final boolean movesBackward;
    /** By throw value: the pieces that may move backward with it, judges and the beauty's rule seen to. */
    private final int[] backing = new int[8];
    /** Whether the pieces on 28..30 fall into 27 instead of moving back by the throw (K7). */
    private final boolean judgesIntoWater;
    /** The effects of a fall into 27 from 28..30 (K7). */
    private final int judgesFall;
    /** Whether a backward move may land on an opponent piece at all, and whether it then ignores protection. */
    private final boolean backwardAttacks;
    private final boolean backwardIgnoresProtection;
    /** 26 where a 1 moves its piece into 27 as the last resort (TH5), which the readable rules judge; else 0. */
    private final int lastResortSquare;
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
        this.singling = TurnRules.mask(engine.flags.must) | TurnRules.mask(engine.flags.first9)
                | TurnRules.mask(engine.flags.needOne);
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
        Landing rulesOfLanding = rules.landing.landing();
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
        this.turns = new FastTurns(engine);
        this.onLanding = rules.onLanding;
        this.onKnock = rules.onKnock;
        this.enteringOntoEmpty = settings.entry().ontoEmptyOnly();
        Movement movement = settings.movement();
        this.movesBackward = rules.movesBackward;
        this.lastResortsOnMasks = !movesBackward || !towardsStart;
        this.judgesIntoWater = movement.judgesBackward() == JudgesBackward.INTO_WATER;
        this.judgesFall = MoveEffect.BACKWARD.bit() | (water == Fate.HELD ? MoveEffect.DROWN.bit()
                : water == Fate.NOTHING ? 0 : MoveEffect.TRAP.bit());
        for (int value = 1; value < backing.length; value++) {
            int back = Track.rangeMask(value + 1, Track.SQUARES);
            back &= movement.judgesBackward() == JudgesBackward.BY_THROW ? ~0 : ~Track.JUDGES;
            back &= movement.beauty() == Beauty.NEVER_PASSED ? ~Track.rangeMask(Track.BEAUTY + 1, Track.BEAUTY + value - 1) : ~0;
            backing[value] = back;
        }
        this.backwardAttacks = rulesOfLanding.backwardAttacks();
        this.backwardIgnoresProtection = rulesOfLanding.backwardIgnoresProtection();
        this.lastResortSquare = rules.lastResort ? Track.bit(Track.BEAUTY) : 0;
        for (int value = 1; value < entering.length; value++) {
            int square = settings.entrySquare(value);
            boolean odd = square == Track.WATER || (square != 0 && (specialSquares & Track.bit(square)) != 0);
            entering[value] = odd ? -1 : square;
        }
    }

    /**
     * The next position, for settings whose turn is plain ({@link TurnRules#plain}): the short way of
     * {@link FastTurns#turn}, else {@link TurnRules}' long way. The board changes as {@link Boards} says,
     * the same either way; the rule set's {@link AfterMove}, if any, is its caller's to run.
     */
    Position apply(Position position, int throwValue, int action) {
        Side mover = position.toMove();
        long turn = turns.turn(position.mask(mover), position.flags(), throwValue, action);
        if (turn == FastTurns.LONG_WAY) {
            return engine.bySettings(position, throwValue, action);
        }
        Side next = (turn & FastTurns.KEEPS) != 0 ? mover : mover.opponent();
        return ActionCode.movesPiece(action) ? Boards.afterMove(position, action, onLanding, onKnock, next, (int) turn)
                : position.withTurn(next, (int) turn);
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
            if ((settings.bearOffSquares(value) & Track.rangeMask(1, Track.SQUARES - value - 1)) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the game is over: C7, or BE5's row 1. */
    private boolean over(Position position) {
        return over(position.light(), position.dark(), position.lightWaiting(), position.darkWaiting(),
                position.lightPieces(), position.darkPieces());
    }

    /** {@link #over(Position)} of the position with these squares, waiting pieces and pieces. */
    boolean over(int light, int dark, int lightWaiting, int darkWaiting, int lightPieces, int darkPieces) {
        if (homeOnFirstRow) {
            return Engine.home(light, lightPieces) || Engine.home(dark, darkPieces);
        }
        return (light | lightWaiting) == 0 || (dark | darkWaiting) == 0;
    }

    /** The actions before the throw: the throw, and where a piece is held in the water its rescue. */
    int beforeThrow(Position position, int[] buffer) {
        return over(position) ? 0 : beforeThrow(position.mask(position.toMove()), position.occupied(), position.flags(),
                buffer);
    }

    /**
     * {@link #beforeThrow(Position, int[])} of a game not over whose mover holds {@code own}, the squares
     * {@code occupied} and the flags {@code flags}.
     */
    int beforeThrow(int own, int occupied, int flags, int[] buffer) {
        if ((own & held) != 0) {
            return Decisions.throwOrRescue(rules.rescue(own, occupied, flags), buffer);
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
        return afterThrow(position, null, position.mask(side), position.mask(side.opponent()), position.waiting(side),
                position.flags(), throwValue, buffer);
    }

    /**
     * The actions after a throw of a game not over, from its parts: the squares of the side to move and its
     * opponent's, its waiting pieces and the flags; of {@code position}, or where it is null of the
     * {@code game} in place, whose position is made only where the readable rules decide.
     */
    int afterThrow(Position position, FastGame game, int own, int opponent, int waitingPieces, int flags,
                   int throwValue, int[] buffer) {
        if ((own & held) != 0) {
            buffer[0] = Decisions.fromTheWater(throwValue);
            return 1;
        }
        if ((flags & singling) != 0) {
            return engine.decisions.afterThrow(at(position, game), throwValue, buffer);
        }
        int guarded = neighboursProtect && !(drowningUnprotects && (opponent & WATER) != 0)
                ? opponent & Track.neighbours(opponent) & ~knockSquares : 0; // TH7, K3, RB3, JP5, AS5
        int blocked = (own | (opponent & safe) | guarded) & ~neverBlocked;
        int count = waiting && waitingPieces > 0 ? entry(position, game, own, opponent, blocked, throwValue, buffer) : 0;
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
            count = bearers == 0 ? count : bearOffs(waitingPieces, opponent, bearers, buffer, count);
        }
        if (count == 0) {
            return lastResortsOnMasks && (throwValue != 1 || (own & lastResortSquare) == 0)
                    ? backwardOrPass(own, opponent, guarded, throwValue, buffer)
                    : engine.decisions.withoutForward(at(position, game), own, throwValue, buffer);
        }
        return compulsory ? Decisions.onlyBearOffs(buffer, count) : count;
    }

    /**
     * The actions of a side with no entry and no forward move, no last resort on offer: its backward moves
     * where the settings have them, on the masks, else a pass (C9). A piece moves back by the throw onto a
     * square it could land on going forward, but where a backward move may not attack or ignores protection,
     * and not past a wall; a piece on 28..30 stays or falls into 27 as the settings say (TH6, K7), and none
     * passes 26 back where the beauty is never passed.
     */
    private int backwardOrPass(int own, int opponent, int guarded, int throwValue, int[] buffer) {
        if (!movesBackward) {
            buffer[0] = ActionCode.PASS;
            return 1;
        }
        int unattackable = backwardAttacks ? (backwardIgnoresProtection ? 0 : guarded) : opponent;
        int blocked = (own | (opponent & safe) | unattackable) & ~neverBlocked;
        int landers = Mechanics.landingOutside(own & backing[throwValue], -throwValue, blocked);
        if (walls) { // a wall starting k squares back, k from 3 to the throw less one, lies in the way (JP4, AS6)
            int starts = Mechanics.wallStarts(opponent);
            for (int k = 3; k < throwValue; k++) {
                landers &= ~(starts << k);
            }
        }
        int attackers = landers & (opponent << throwValue);
        int knockers = attackers & (knockSquares << throwValue);
        int odd = landers & (special << throwValue);
        int count = 0;
        for (int rest = landers; rest != 0; rest &= rest - 1) {
            int from = Track.lowest(rest);
            int to = from - throwValue;
            int bit = Track.bit(from);
            int effects = (odd & bit) != 0 ? ((attackers & bit) != 0 ? attacking[to] : landing[to])
                    : (knockers & bit) != 0 ? knock : (attackers & bit) != 0 ? attack : 0;
            buffer[count++] = ActionCode.move(from, to, effects | MoveEffect.BACKWARD.bit());
        }
        if (judgesIntoWater && ((own | opponent) & WATER) == 0) { // K7, after the lower squares
            for (int rest = own & Track.JUDGES; rest != 0; rest &= rest - 1) {
                buffer[count++] = ActionCode.move(Track.lowest(rest), Track.WATER, judgesFall);
            }
        }
        if (count == 0) {
            buffer[count++] = ActionCode.PASS;
        }
        return count;
    }

    /** {@code position}, or where it is null the position of the {@code game} in place. */
    private static Position at(Position position, FastGame game) {
        return position != null ? position : game.position();
    }

    /**
     * The entry of a waiting piece, if it may enter: the count, 0 or 1. On the masks, but where the throw
     * enters on a square with effects of its own (the water, the net), which the readable rules judge.
     */
    private int entry(Position position, FastGame game, int own, int opponent, int blocked, int throwValue, int[] buffer) {
        int square = entering[throwValue];
        if (square <= 0) {
            int entry = square == 0 ? -1 : rules.entry(at(position, game), throwValue);
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
    private int bearOffs(int waitingPieces, int opponent, int bearers, int[] buffer, int count) {
        if (lastRowNeeded && waitingPieces > 0) { // the pieces on the board are on row 3
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
