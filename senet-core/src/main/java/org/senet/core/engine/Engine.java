package org.senet.core.engine;

import java.util.Optional;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.Opening;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.RuleSettings.Goal;
import org.senet.core.settings.Setup;
import org.senet.core.settings.Water.Fate;

/**
 * The rules of some {@link RuleSettings}, put together: the per-piece rules, the actions of a decision
 * point (on the masks, or piece by piece), the turn, gathered throws where the settings gather them,
 * and the explanations of refusals.
 */
final class Engine {
    final RuleSettings settings;
    final TurnFlags flags;
    final PieceRules rules;
    final Decisions decisions;
    final TurnRules turns;
    final Gathering gathering;
    final Explanations explanations;
    /** The rule run after each action of the mover ({@link AfterMove}), or null for the settings' rules alone. */
    final AfterMove afterMove;
    private final boolean homeOnFirstRow;
    private final boolean gathered;
    /** Every move that reaches 30 bears off, so no piece rests there (JP8). */
    private final boolean lastSquareBearsOff;

    /**
     * @param settings       the rules
     * @param bothDirections whether a refusal names the forward and the backward reason both
     * @param afterMove      the rule run after each action of the mover, or null for none
     */
    Engine(RuleSettings settings, boolean bothDirections, AfterMove afterMove) {
        this.settings = settings;
        this.afterMove = afterMove;
        this.flags = new TurnFlags(settings);
        this.rules = new PieceRules(settings, flags);
        this.decisions = new Decisions(rules);
        this.turns = new TurnRules(rules);
        this.gathering = settings.turns().throwsGathered() ? new Gathering(rules, decisions, turns) : null;
        this.explanations = new Explanations(rules, decisions, gathering, bothDirections);
        this.homeOnFirstRow = settings.goal() == Goal.ALL_ON_FIRST_ROW;
        this.gathered = gathering != null;
        boolean bearsOff = !settings.movement().towardsStart();
        for (int value = 1; value <= settings.sticks().maxValue(); value++) {
            bearsOff &= !settings.sticks().isThrowable(value)
                    || (settings.bearOffSquares(value) & Track.bit(Track.HORUS - value)) != 0;
        }
        this.lastSquareBearsOff = bearsOff;
    }

    int actions(Position position, int throwValue, int[] buffer) {
        return throwValue == RuleSet.NO_THROW ? beforeThrow(position, buffer) : afterThrow(position, throwValue, buffer);
    }

    /** The actions before the throw (kept apart from those after it, so that each stays small enough to inline). */
    int beforeThrow(Position position, int[] buffer) {
        if (isOver(position)) {
            return 0;
        }
        return gathered ? gathering.actions(position, RuleSet.NO_THROW, buffer) : decisions.beforeThrow(position, buffer);
    }

    /** The actions after a throw. */
    int afterThrow(Position position, int throwValue, int[] buffer) {
        if (isOver(position)) {
            return 0;
        }
        return gathered ? gathering.actions(position, throwValue, buffer)
                : decisions.afterThrow(position, throwValue, buffer);
    }

    /** The position after an action: the settings' rules, then the rule run after the mover's action, if any. */
    Position apply(Position position, int throwValue, int action) {
        Position after = bySettings(position, throwValue, action);
        return afterMove == null ? after : runAfterMove(position, throwValue, action, after);
    }

    /** The position after an action as the settings' rules alone play it. */
    Position bySettings(Position position, int throwValue, int action) {
        if (gathered) {
            return gathering.apply(position, throwValue, action);
        }
        return action == ActionCode.THROW ? position : turns.apply(position, throwValue, action);
    }

    /**
     * The position after an action with the rule run after it ({@link #afterMove}, which is not null): the
     * one place that runs it, for the readable rules and the fast engine alike. Not after the throw of the
     * sticks, nor where the rule says on the masks that it changes nothing.
     */
    Position runAfterMove(Position before, int throwValue, int action, Position after) {
        Side mover = before.toMove();
        if (action == ActionCode.THROW || !afterMove.mayChange(before.mask(mover), after.mask(mover))) {
            return after;
        }
        return afterMove.apply(before, throwValue, action, after);
    }

    Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        int[] listed = Decisions.buffer();
        int count = actions(position, throwValue, listed);
        return explanations.whyNot(position, throwValue, from, listed, count);
    }

    /** BE5: a side with all its pieces on row 1; else a side with none on the board or waiting. */
    boolean isOver(Position position) {
        if (homeOnFirstRow) {
            return home(position, Side.LIGHT) || home(position, Side.DARK);
        }
        return (position.light() | position.lightWaiting()) == 0 || (position.dark() | position.darkWaiting()) == 0;
    }

    Optional<Side> winner(Position position) {
        if (homeOnFirstRow) {
            return home(position, Side.LIGHT) ? Optional.of(Side.LIGHT)
                    : home(position, Side.DARK) ? Optional.of(Side.DARK) : Optional.empty();
        }
        if ((position.light() | position.lightWaiting()) == 0) {
            return Optional.of(Side.LIGHT);
        }
        return (position.dark() | position.darkWaiting()) == 0 ? Optional.of(Side.DARK) : Optional.empty();
    }

    /** BE5: all the side's pieces are on row 1 (1..10). */
    private static boolean home(Position position, Side side) {
        return home(position.mask(side), position.pieces(side));
    }

    /** Whether a side with these squares and pieces has them all on row 1 (BE5). */
    static boolean home(int squares, int pieces) {
        return (squares & ~Track.ROW_1) == 0 && Integer.bitCount(squares) == pieces;
    }

    /**
     * The start with {@code firstMover} to move: the pieces set out (C8) or waiting; after the opening
     * that gives dark its front piece one square on (JP3, AS3), light owing its first move; dark owing its
     * 1 where it needs one.
     */
    Position start(Side firstMover) {
        Setup setup = settings.setup();
        int pieces = setup.pieces();
        int startFlags = TurnFlags.with(flags.needOne, 0, 1);
        if (setup.startsOffBoard()) {
            return new Position(0, 0, pieces, pieces, pieces, pieces, firstMover, startFlags);
        }
        Position start = Position.alternating(pieces, firstMover);
        if (setup.opening() == Opening.FIRST_ONE_TAKES_DARK) {
            int front = 2 * pieces;
            return new Position(start.light(), start.dark() & ~Track.bit(front) | Track.bit(front + 1), 0, 0, pieces,
                    pieces, setup.darkThrowsAgainAfterOpening() ? Side.DARK : Side.LIGHT, flags.first9.with(0, 1));
        }
        return start.withFlags(startFlags);
    }

    /** What is wrong with a position read from notation, beyond the checks every rule set shares. */
    Optional<String> problem(Position position) {
        int occupied = position.occupied();
        int flagBits = position.flags();
        Side side = position.toMove();
        boolean waterHeld = rules.heldInWater(position);
        if (!settings.movement().towardsStart() && rules.onLanding != Fate.HELD && rules.onLanding != Fate.NOTHING
                && rules.onKnock != Fate.HELD && !position.isEmpty(Track.WATER)) {
            return Optional.of("square 27 holds a piece, but a piece landing there does not stay");
        }
        if (lastSquareBearsOff && (occupied & Track.bit(Track.HORUS)) != 0) {
            return Optional.of("square 30 holds a piece, but a piece reaching 30 leaves the board");
        }
        if (TurnFlags.isSet(flags.first9, flagBits) && !position.has(Side.LIGHT, rules.front)) {
            return Optional.of("field 'first9': light owes its first move with the piece on square " + rules.front
                    + ", but has no piece there");
        }
        int must = TurnFlags.get(flags.must, flagBits);
        if (must != 0 && !position.has(side, must)) {
            return Optional.of("field 'must': the side to move has no piece on square " + must);
        }
        if (must != 0 && waterHeld) {
            return Optional.of("field 'must': a side with a piece in the water moves no other piece");
        }
        if (TurnFlags.isSet(flags.thrown, flagBits) && waterHeld) {
            return Optional.of("field 'thrown': a piece held on 27 is dealt with at the start of its owner's turn,"
                    + " so its owner cannot be in the middle of a turn");
        }
        if (TurnFlags.isSet(flags.extraTurn, flagBits) && waterHeld) {
            return Optional.of("field 'extraturn': an extra turn follows an opponent's turn in which nothing moved,"
                    + " so no piece of the side to move can have been knocked into 27");
        }
        if (homeOnFirstRow && (position.off(Side.LIGHT) != 0 || position.off(Side.DARK) != 0)) {
            return Optional.of("no piece is ever borne off here: every piece is on the board or waiting (field 'wait')");
        }
        if (homeOnFirstRow && home(position, Side.LIGHT) && home(position, Side.DARK)) {
            return Optional.of("the game ends when the first side has all its pieces on row 1; both cannot");
        }
        return gathering == null ? Optional.empty() : gathering.problem(position);
    }
}
