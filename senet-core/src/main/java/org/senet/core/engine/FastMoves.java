package org.senet.core.engine;

import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.mechanics.Mechanics;
import org.senet.core.position.Position;
import org.senet.core.settings.Landing;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Water.Fate;

/**
 * The forward moves of every piece at once, found on the bit masks: the speed of the engine, in one
 * place for every rule set. It lists exactly what {@link PieceRules#forward} gives piece by piece, in the
 * same order (by square); tests play seeded games of every rule set and option and hold the two to the
 * same list at every step. The settings are read once, into masks by throw value and into fields of
 * this object, so that listing the moves takes a few mask operations and no test of a rule that is
 * not there. Settings the masks do not cover ({@link #covers}) are listed piece by piece.
 */
final class FastMoves {
    private static final int WATER = Track.bit(Track.WATER);

    private final PieceRules rules;
    private final boolean covered;
    private final boolean towardsStart;
    /** By throw value: the pieces that may walk the track with it (not bearing off, not stopped). */
    private final int[] walking = new int[8];
    /** By throw value: the pieces it bears off. */
    private final int[] bearing;
    /** Whether a bear-off can be refused (walls, the last row), so that each is asked of {@link PieceRules#bearOff}. */
    private final boolean bearingChecked;
    private final int safe;
    private final int knockSquares;
    private final boolean neighboursProtect;
    private final boolean drowningUnprotects;
    /** Squares a landing piece never meets an attack on: 27 where it sends the piece on, whoever is there. */
    private final int neverBlocked;
    private final boolean walls;
    private final int knock;
    private final int attack;
    /** Squares whose landing has effects of its own (the water, the net): looked up in the tables below. */
    private final int special;
    /** By landing square: the effects of landing there on an empty square. */
    private final int[] landing = new int[Track.OFF + 1];
    /** By landing square: the effects of landing there on an opponent piece. */
    private final int[] attacking = new int[Track.OFF + 1];

    /**
     * @param rules the per-piece rules
     * @param fast  whether to list on the masks where they cover the settings; if not, piece by piece always
     */
    FastMoves(PieceRules rules, boolean fast) {
        this.rules = rules;
        RuleSettings settings = rules.settings;
        this.covered = fast && covers(settings);
        this.towardsStart = rules.towardsStart;
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
        this.bearingChecked = walls || settings.bearingOff().needsAllOnLastRow();
        this.safe = rulesOfLanding.safe();
        this.knockSquares = rulesOfLanding.knockSquares();
        this.neighboursProtect = rulesOfLanding.neighboursProtect();
        this.drowningUnprotects = rulesOfLanding.drowningUnprotects();
        Fate water = towardsStart ? Fate.NOTHING : rules.onLanding;
        boolean sentOn = water != Fate.HELD && water != Fate.NOTHING;
        this.neverBlocked = sentOn ? WATER : 0;
        this.knock = MoveEffect.KNOCK.bit() | (rules.onKnock == Fate.OFF_BOARD ? MoveEffect.HIT.bit() : 0);
        this.attack = rulesOfLanding.attack().bit();
        for (int square = 1; square <= Track.SQUARES; square++) {
            attacking[square] = rulesOfLanding.knocksFrom(square) ? knock : attack;
            landing[square] = square == rules.netSquare ? PieceRules.NETTED.bit() : 0;
        }
        if (water == Fate.HELD) {
            landing[Track.WATER] |= MoveEffect.DROWN.bit();
        } else if (sentOn) {
            landing[Track.WATER] = MoveEffect.TRAP.bit();
            attacking[Track.WATER] = 0; // whoever is there: the piece is sent on, nobody is attacked
        }
        int specialSquares = 0;
        for (int square = 1; square <= Track.SQUARES; square++) {
            attacking[square] |= landing[square];
            specialSquares |= landing[square] != 0 ? Track.bit(square) : 0;
        }
        this.special = specialSquares;
    }

    /**
     * Whether the masks cover these settings; where they do not, the moves are found piece by piece.
     *
     * @param settings the rule settings
     * @return true unless 27 keeps out a second piece, or a throw bears off from a square it could also
     *         walk from
     */
    static boolean covers(RuleSettings settings) {
        if (settings.water().keepsOutSecondPiece()) {
            return false;
        }
        for (int value = 1; value <= 6; value++) {
            if ((settings.bearingOff().squares(value) & Track.rangeMask(1, Track.SQUARES - value - 1)) != 0) {
                return false; // bear-offs listed after the walking moves must come from higher squares
            }
        }
        return true;
    }

    /**
     * Appends the legal forward moves of {@code pieces}, by square, to {@code buffer} from {@code count}.
     *
     * @return the new count
     */
    int forwardMoves(Position position, int pieces, int throwValue, int[] buffer, int count) {
        if (!covered) {
            return byPiece(position, pieces, throwValue, buffer, count);
        }
        Side side = position.toMove();
        int opponent = position.mask(side.opponent());
        int guarded = neighboursProtect && !(drowningUnprotects && (opponent & WATER) != 0)
                ? opponent & Track.neighbours(opponent) & ~knockSquares : 0; // TH7, K3, RB3, JP5, AS5
        int blocked = (position.mask(side) | (opponent & safe) | guarded) & ~neverBlocked;
        if (towardsStart) {
            return towardsStart(pieces, opponent, blocked, throwValue, buffer, count);
        }
        int landers = Mechanics.landingOutside(pieces & walking[throwValue], throwValue, blocked);
        if (walls) {
            landers = outsideWalls(landers, opponent, throwValue);
        }
        int attackers = landers & (opponent >>> throwValue);
        for (int rest = landers; rest != 0; rest &= rest - 1) {
            int from = Track.lowest(rest);
            buffer[count++] = move(from, from + throwValue, (attackers & Track.bit(from)) != 0);
        }
        int bearers = pieces & bearing[throwValue];
        return bearers == 0 ? count : bearOffs(position, bearers, buffer, count);
    }

    /** A move landing on {@code to}, attacking or not, with its effects. */
    private int move(int from, int to, boolean attacks) {
        int toBit = Track.bit(to);
        int effects = (special & toBit) != 0 ? (attacks ? attacking[to] : landing[to])
                : attacks ? ((knockSquares & toBit) != 0 ? knock : attack) : 0;
        return ActionCode.move(from, to, effects);
    }

    /** The moves towards square 1 (BE3): no bearing off, no wall. */
    private int towardsStart(int pieces, int opponent, int blocked, int throwValue, int[] buffer, int count) {
        int landers = Mechanics.landingOutside(pieces & walking[throwValue], -throwValue, blocked);
        int attackers = landers & (opponent << throwValue);
        for (int rest = landers; rest != 0; rest &= rest - 1) {
            int from = Track.lowest(rest);
            buffer[count++] = move(from, from - throwValue, (attackers & Track.bit(from)) != 0);
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

    /** The bear-offs of {@code bearers}, each checked where a wall or the last row can refuse it. */
    private int bearOffs(Position position, int bearers, int[] buffer, int count) {
        for (int rest = bearers; rest != 0; rest &= rest - 1) {
            int from = Track.lowest(rest);
            int move = bearingChecked ? rules.bearOff(position, from)
                    : ActionCode.move(from, Track.OFF, MoveEffect.BEAR_OFF.bit());
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        return count;
    }

    /** The forward moves asked of the per-piece rules. */
    private int byPiece(Position position, int pieces, int throwValue, int[] buffer, int count) {
        for (int rest = pieces; rest != 0; rest &= rest - 1) {
            int move = rules.forward(position, Track.lowest(rest), throwValue);
            if (move >= 0) {
                buffer[count++] = move;
            }
        }
        return count;
    }
}
