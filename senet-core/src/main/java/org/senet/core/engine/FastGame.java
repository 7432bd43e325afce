package org.senet.core.engine;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.RuleSet;

/**
 * One game played in place by the {@link FastEngine}: the position kept in fields, so that the actions of
 * a plain turn make no object, and a random play-out allocates next to nothing (no garbage, no fresh memory
 * to touch). The decisions are the fast engine's and the board changes {@link Boards}'; where the fast engine
 * asks the readable rules, or the turn takes the long way, the game makes its {@link Position} (once per
 * change) and goes that way with it, so every rule stays written once. Tests hold it to the readable rules,
 * action for action, at every decision of 1,000 seeded games of every rule set and option.
 */
final class FastGame implements Playouts.Playout {
    private final FastEngine fast;
    /** The engine where the rule set runs a rule after each action ({@link AfterMove}), else null. */
    private final Engine extended;
    private int light;
    private int dark;
    private int lightWaiting;
    private int darkWaiting;
    private final int lightPieces;
    private final int darkPieces;
    /** The start: the pieces of the game, which every position made from this game keeps. */
    private final Position start;
    /** Whether light is to move: a boolean rather than a {@link Side}, so that a step stores no reference. */
    private boolean lightMoves;
    private int flags;
    /** The current position where it has been made since the last change, else null. */
    private Position made;

    FastGame(FastEngine fast, Engine engine, Position start) {
        this.fast = fast;
        this.extended = engine.afterMove == null ? null : engine;
        this.lightPieces = start.lightPieces();
        this.darkPieces = start.darkPieces();
        this.start = start;
        set(start);
    }

    @Override
    public int actions(int throwValue, int[] buffer) {
        if (fast.over(light, dark, lightWaiting, darkWaiting, lightPieces, darkPieces)) {
            return 0;
        }
        int own = lightMoves ? light : dark;
        int opponent = lightMoves ? dark : light;
        return throwValue == RuleSet.NO_THROW ? fast.beforeThrow(own, own | opponent, flags, buffer)
                : fast.afterThrow(null, this, own, opponent, lightMoves ? lightWaiting : darkWaiting, flags,
                        throwValue, buffer);
    }

    @Override
    public void apply(int throwValue, int action) {
        if (extended != null) {
            applyExtended(throwValue, action);
        } else {
            applyByTheSettings(throwValue, action);
        }
    }

    /**
     * The action, then the rule run after it ({@link Engine#runAfterMove}): the positions before and after are made
     * only where the rule says on the masks that it may change something.
     */
    private void applyExtended(int throwValue, int action) {
        int lightBefore = light;
        int darkBefore = dark;
        int lightWaitingBefore = lightWaiting;
        int darkWaitingBefore = darkWaiting;
        int flagsBefore = flags;
        Side mover = toMove();
        applyByTheSettings(throwValue, action);
        boolean lightMoved = mover == Side.LIGHT;
        if (action == ActionCode.THROW || !extended.afterMove.mayChange(lightMoved ? lightBefore : darkBefore,
                lightMoved ? light : dark)) {
            return;
        }
        Position before = start.next(Side.LIGHT, lightBefore, darkBefore, lightWaitingBefore, darkWaitingBefore, mover,
                flagsBefore);
        Position after = position();
        Position changed = extended.runAfterMove(before, throwValue, action, after);
        if (changed != after) {
            set(changed);
        }
    }

    /** The action as the settings' rules play it: the short way of a plain turn, else the fast engine's. */
    private void applyByTheSettings(int throwValue, int action) {
        int own = lightMoves ? light : dark;
        long turn = fast.turns.turn(own, flags, throwValue, action);
        if (turn == FastTurns.LONG_WAY) {
            set(fast.apply(position(), throwValue, action));
            return;
        }
        if (ActionCode.movesPiece(action)) {
            int opponent = lightMoves ? dark : light;
            if (Boards.changesWaiting(action, fast.onKnock)) {
                changeWaiting(own, opponent, action);
            } else {
                int ownAfter = Boards.ownAfter(own, action);
                int opponentAfter = Boards.opponentSquaresAfter(opponent, ownAfter, action);
                light = lightMoves ? ownAfter : opponentAfter;
                dark = lightMoves ? opponentAfter : ownAfter;
            }
        }
        lightMoves ^= (turn & FastTurns.KEEPS) == 0;
        flags = (int) turn;
        made = null;
    }

    /** The board after a move that changes the waiting pieces: an entry, a hit, a fall into the trap, a knock. */
    private void changeWaiting(int own, int opponent, int action) {
        long mover = Boards.moverAfter(own, lightMoves ? lightWaiting : darkWaiting, opponent, action, fast.onLanding);
        long attacked = Boards.opponentAfter(opponent, lightMoves ? darkWaiting : lightWaiting, (int) mover, action,
                fast.onKnock);
        light = (int) (lightMoves ? mover : attacked);
        dark = (int) (lightMoves ? attacked : mover);
        lightWaiting = Boards.waiting(lightMoves ? mover : attacked);
        darkWaiting = Boards.waiting(lightMoves ? attacked : mover);
    }

    @Override
    public Side toMove() {
        return lightMoves ? Side.LIGHT : Side.DARK;
    }

    /** {@inheritDoc} Made once per change of the game: the readable rules may ask for it several times in a row. */
    @Override
    public Position position() {
        if (made == null) {
            made = start.next(Side.LIGHT, light, dark, lightWaiting, darkWaiting, toMove(), flags);
        }
        return made;
    }

    private void set(Position position) {
        light = position.light();
        dark = position.dark();
        lightWaiting = position.lightWaiting();
        darkWaiting = position.darkWaiting();
        lightMoves = position.toMove() == Side.LIGHT;
        flags = position.flags();
        made = position;
    }
}
