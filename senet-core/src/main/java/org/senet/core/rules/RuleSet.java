package org.senet.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.sticks.ThrowTable;

/**
 * A Senet rule set: the service provider interface that every variant implements (registered in
 * {@code META-INF/services/org.senet.core.rules.RuleSet}, found by {@link RuleSets}).
 *
 * <p>A game is a sequence of decision points. A decision point is a {@link Position}
 * (always "before the throw") together with a throw value: {@link #NO_THROW} for the choices before
 * the throw, or the value just thrown. {@link #actions} lists the legal actions at a decision point,
 * {@link #apply} plays one and returns the next position. Both work on {@code int} action codes
 * ({@link ActionCode}) and a caller-owned buffer, so that random play-outs and search allocate
 * nothing but the positions; the default methods below give the same in object form.
 *
 * <p>{@link ActionCode#THROW} has two meanings, told apart by the throw value. Before a throw
 * ({@link #NO_THROW}) it is the choice to throw the sticks: a chance event that the caller draws, not
 * applied. After a throw it is the choice to <i>keep</i> that throw and throw again (a rule set that
 * gathers throws before moving, such as Thibault's {@code gather-throws}): {@link #apply} applies it
 * and returns the position, with the throw kept in its flags, from which the sticks are thrown next,
 * where {@link #actions} at {@link #NO_THROW} lists {@code THROW}. Likewise moves are not only
 * listed after a throw: a rule set that keeps throws may list the moves they allow at
 * {@link #NO_THROW} ({@link #gatheredThrows}). Rule sets that do neither never show a caller either
 * case.
 *
 * <p>Implementations are immutable and thread-safe; options give a new instance
 * ({@link #withOptions}).
 */
public interface RuleSet {
    /** The throw value of a decision point before the throw. */
    int NO_THROW = 0;
    /** A buffer of this size holds the actions of any decision point. */
    int MAX_ACTIONS = 64;

    /**
     * Stable id used on the command line and in saved games, e.g. {@code thibault}.
     *
     * @return the id: lower case letters, digits and hyphens
     */
    String id();

    /**
     * Display name, e.g. {@code Thibault}.
     *
     * @return the name shown to players
     */
    String name();

    /**
     * One line: whose rules these are and what marks them.
     *
     * @return the summary, without a final full stop
     */
    String summary();

    /**
     * The full description, in the project's own words: sources, the rules clause by clause with
     * their clause ids, the decided points, the notation keys and the options.
     *
     * @return the description as lines of text
     */
    String description();

    /**
     * The options this rule set accepts.
     *
     * @return the option specs, in the order the rule set lists them; empty for a rule set without
     *         options
     */
    List<OptionSpec> optionSpecs();

    /**
     * The options in force that differ from their defaults.
     *
     * @return the options ({@code key -> value}), empty at the defaults
     */
    Map<String, String> options();

    /**
     * This rule set with options set ({@code key -> value}); options not named keep their value.
     *
     * @param options the options to set, each key one of {@link #optionSpecs()} and each value one of
     *                its values
     * @return a rule set with these options; this instance is unchanged
     * @throws OptionException if an option is unknown, has a bad value or cannot be combined
     */
    RuleSet withOptions(Map<String, String> options);

    /**
     * Pieces per side at the start.
     *
     * @return the number of pieces each side plays with
     */
    int piecesPerSide();

    /**
     * How the sticks are read.
     *
     * @return the table of the values the four sticks give and their probabilities
     */
    ThrowTable throwTable();

    /**
     * How the sides and the first player are decided.
     *
     * @return the opening of a game
     */
    Opening opening();

    /**
     * The flags this rule set keeps in {@link Position#flags()}, with their notation keys.
     *
     * @return the flag fields, empty if the rule set keeps none
     */
    List<FlagField> flags();

    /**
     * Whether positions of this rule set can have pieces waiting to enter ({@code wait=}).
     *
     * @return true if pieces can wait off the board to enter
     */
    boolean usesWaitingPieces();

    /**
     * The first decision point of a game, after any opening. Where the opening draws the side that
     * moves first ({@link Opening#FIRST_MOVER_DRAWN}), the start with light to move; games start from
     * {@link #start(Side)} with the side drawn.
     *
     * @return the start position
     */
    Position start();

    /**
     * The first decision point of a game in which {@code firstMover} moves first. A rule set whose
     * opening draws the first mover ({@link Opening#FIRST_MOVER_DRAWN}) returns the layout of
     * {@link #start()} with {@code firstMover} to move, for either side, and overrides this method;
     * for any other opening the start fixes the first mover, and this gives {@link #start()} when
     * {@code firstMover} is the side to move there.
     *
     * @param firstMover the side that makes the first move
     * @return the start position with {@code firstMover} to move
     * @throws SenetException if the opening does not let {@code firstMover} move first
     */
    default Position start(Side firstMover) {
        Position start = start();
        if (start.toMove() != firstMover) {
            throw new SenetException("in " + id() + " " + start.toMove().displayName()
                    + " moves first; the opening does not let " + firstMover.displayName() + " begin");
        }
        return start;
    }

    /**
     * Meaning checks for a position given in notation, beyond those every rule set shares: e.g. a
     * flag that cannot be set in this position. Empty when the position is acceptable.
     *
     * @param position a position read from notation
     * @return what is wrong with the position, in one sentence; empty if nothing is
     */
    default Optional<String> problem(Position position) {
        return Optional.empty();
    }

    /**
     * Fills {@code buffer} with the legal actions at a decision point and returns how many.
     * Before the throw ({@code throwValue == NO_THROW}) the list holds {@link ActionCode#THROW} when
     * throwing is allowed, and the pre-throw choices (rescues); where the side to move still holds
     * throws kept earlier in its turn ({@link #gatheredThrows}), it holds instead the moves those
     * throws allow, or the single {@link ActionCode#PASS} when there is none. After a throw it holds
     * the legal moves, or the single {@link ActionCode#PASS} when there is none, or, where the rules
     * keep that throw and have the player throw again, the single {@link ActionCode#THROW}. A
     * finished game has no actions: 0.
     *
     * <p>This is the hot path of play-outs and search: it assumes valid input and checks nothing, so
     * {@code throwValue} must be {@link #NO_THROW} or a value of {@link #throwTable()} (the object
     * methods, {@link #legalActions} and {@link #play}, refuse any other).
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link #NO_THROW} for the choices before the throw
     * @param buffer     receives the action codes from index 0; {@link #MAX_ACTIONS} long is enough
     * @return the number of actions written to {@code buffer}
     */
    int actions(Position position, int throwValue, int[] buffer);

    /**
     * Plays one action listed by {@link #actions} and returns the next decision point. The result
     * of anything not listed, or of a throw value the sticks cannot give, is undefined: this method
     * assumes valid input; use {@link #play} to have actions checked.
     * {@link ActionCode#THROW} before a throw ({@link #NO_THROW}) is a chance event handled by the
     * caller and is not applied (the position comes back unchanged); after a throw it keeps that
     * throw, and the result is the position from which the sticks are thrown again.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link #NO_THROW} before the throw
     * @param action     an action code that {@link #actions} lists at this decision point
     * @return the next decision point
     */
    Position apply(Position position, int throwValue, int action);

    /**
     * The throws the side to move has kept earlier in its turn and not yet played, in increasing
     * order with repeats ({@code [1, 4, 4]}): those of Thibault's {@code gather-throws}, read from the
     * position's flags. Empty by default: a rule set that plays each throw as it comes keeps none.
     *
     * @param position the position
     * @return the throws kept and not yet played, in increasing order; empty for most rule sets
     */
    default List<Integer> gatheredThrows(Position position) {
        return List.of();
    }

    /**
     * Whether the game is over in this position (cheap: used once per move in play-outs).
     *
     * @param position the position
     * @return true if the game has ended
     */
    default boolean isOver(Position position) {
        // A side has borne off all its pieces when none is on the board or waiting (no bit count).
        return (position.light() | position.lightWaiting()) == 0 || (position.dark() | position.darkWaiting()) == 0;
    }

    /**
     * The winner, if the game is over. By default a side wins when all its pieces are borne off; a
     * rule set that overrides this overrides {@link #isOver} to agree.
     *
     * @param position the position
     * @return the side that won; empty while the game goes on
     */
    default Optional<Side> winner(Position position) {
        if ((position.light() | position.lightWaiting()) == 0) {
            return Optional.of(Side.LIGHT);
        }
        return (position.dark() | position.darkWaiting()) == 0 ? Optional.of(Side.DARK) : Optional.empty();
    }

    /**
     * The documented bound on the throws of a random game (property P7 of the contract kit): 99.9% of
     * random games end within it. Simulations give up on a game after ten times this many throws.
     *
     * @return the number of throws
     */
    long throwBound();

    /**
     * Positions a game may start from instead of {@link #start()}, numbered from 1 in the order
     * listed (the assignment's test positions, AS11). A game started from one skips the opening:
     * the side to move in the position moves first. Empty by default: the rule set has none.
     *
     * @return the test positions, in their order
     */
    default List<Position> testPositions() {
        return List.of();
    }

    /**
     * The match score of a finished game, for rule sets that score games (JP-SCORE): the points
     * the winner of {@code finished} scores. Empty by default, and for a game not over.
     *
     * @param finished the final position of a game
     * @return the points the winner scores
     */
    default OptionalInt matchScore(Position finished) {
        return OptionalInt.empty();
    }

    // ------------------------------------------------------------------ object API

    /**
     * Checks a throw value given to the object form of the rules: {@link #NO_THROW}, or a value the
     * sticks of {@link #throwTable()} give.
     *
     * @param throwValue the throw value to check
     * @return {@code throwValue}
     * @throws UnthrowableValueException if it is neither
     */
    default int requireThrowable(int throwValue) {
        if (throwValue != NO_THROW && !throwTable().isThrowable(throwValue)) {
            throw new UnthrowableValueException(throwValue, this);
        }
        return throwValue;
    }

    /**
     * The legal actions at a decision point, in object form.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link #NO_THROW} for the choices before the throw
     * @return the actions in the order of {@link #actions}, in an immutable list
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    default List<Action> legalActions(Position position, int throwValue) {
        requireThrowable(throwValue);
        int[] buffer = new int[MAX_ACTIONS];
        int count = actions(position, throwValue, buffer);
        Action[] list = new Action[count];
        for (int i = 0; i < count; i++) {
            list[i] = Action.of(buffer[i]);
        }
        return List.of(list);
    }

    /**
     * The listed action that {@code action} stands for, with the effect bits the rules give it: the
     * one with the same code, else the one of the same kind between the same squares, else the one
     * with the same text ({@link Action#matches}: a parsed {@code 27->15} finds the rescue), so that a
     * hand-built {@code new Action.Move(ActionCode.move(1, 2, 0))} or {@link Action#parse parsed}
     * {@code 1->2} finds the listed {@code 1->2} that swaps.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link #NO_THROW} for the choices before the throw
     * @param action     the action looked for; its effect bits are ignored
     * @return the listed action; empty if none is written like {@code action}
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    default Optional<Action> find(Position position, int throwValue, Action action) {
        requireThrowable(throwValue);
        int[] buffer = new int[MAX_ACTIONS];
        int count = actions(position, throwValue, buffer);
        int listed = listedIndex(buffer, count, action.code(), true);
        return listed < 0 ? Optional.empty() : Optional.of(Action.of(buffer[listed]));
    }

    /**
     * The listed action written {@code text} ({@code 9->12}, {@code in->3}, {@code 28->off},
     * {@code pass}, {@code throw}; see {@link Action#parse}), with its effects.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link #NO_THROW} for the choices before the throw
     * @param text       the action as move notation writes it
     * @return the listed action; empty if none is written so
     * @throws SenetException if {@code text} is not an action at all
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    default Optional<Action> legalAction(Position position, int throwValue, String text) {
        return find(position, throwValue, Action.parse(text));
    }

    /**
     * Plays an action after checking that it is legal. The action is matched with the listed one of
     * the same kind between the same squares, so its effect bits need not be given: the listed action
     * is played, with its effects. (A rescue is found from its text with {@link #find}.) {@link Action.Throw} before a throw is the
     * chance event the caller draws: the position comes back unchanged; after a throw it keeps the
     * throw ({@link #apply}).
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link #NO_THROW} before the throw
     * @param action     the action to play
     * @return the next decision point; {@code position} itself for {@link Action.Throw}, whose outcome
     *         the caller draws
     * @throws IllegalActionException with the rule's reason ({@link IllegalActionException#refusal()});
     *                                nothing changes
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    default Position play(Position position, int throwValue, Action action) {
        requireThrowable(throwValue);
        int[] buffer = new int[MAX_ACTIONS];
        int count = actions(position, throwValue, buffer);
        if (count == 0) {
            throw new IllegalActionException(RefusalReason.GAME_OVER.refusal());
        }
        int listed = listedIndex(buffer, count, action.code(), false);
        if (listed >= 0) {
            if (buffer[listed] == ActionCode.THROW && throwValue == NO_THROW) {
                return position;
            }
            return apply(position, throwValue, buffer[listed]);
        }
        boolean listsMoves = false;
        for (int i = 0; i < count; i++) {
            listsMoves |= ActionCode.kind(buffer[i]) == ActionCode.KIND_MOVE;
        }
        if (action instanceof Action.Move move) {
            if (throwValue == NO_THROW && !listsMoves) {
                throw new IllegalActionException(RefusalReason.THROW_FIRST.refusal());
            }
            throw new IllegalActionException(whyNot(position, throwValue, move.from())
                    .orElse(RefusalReason.MOVE_NOT_LEGAL.refusal(move.from(), move.to(), throwValue)));
        }
        List<String> possible = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            possible.add(ActionCode.toText(buffer[i]));
        }
        throw new IllegalActionException(RefusalReason.ACTION_NOT_AVAILABLE.refusal(action.text(),
                String.join(", ", possible)));
    }

    /**
     * The legal move of the piece on {@code from} (0: a piece waiting to enter) after a throw (or,
     * with {@link #gatheredThrows}, with a throw kept earlier), as a person picks it: by the square of
     * the piece. Empty when that piece has no legal move; the first listed when it has several.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made (or {@link #NO_THROW} where throws kept earlier are played)
     * @param from       the square of the piece, or 0 for a piece waiting to enter
     * @return the legal move of that piece, if it has one
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    default Optional<Action.Move> moveOf(Position position, int throwValue, int from) {
        requireThrowable(throwValue);
        int[] buffer = new int[MAX_ACTIONS];
        int count = actions(position, throwValue, buffer);
        for (int i = 0; i < count; i++) {
            if (ActionCode.kind(buffer[i]) == ActionCode.KIND_MOVE && ActionCode.from(buffer[i]) == from) {
                return Optional.of(new Action.Move(buffer[i]));
            }
        }
        return Optional.empty();
    }

    /**
     * Why the piece on {@code from} (0: a piece waiting to enter) cannot move after this throw (at
     * {@link #NO_THROW}: with the throws kept earlier, where {@link #actions} lists moves there): the
     * rule's reason as data, with its message in a player's words ("One of your own pieces occupies
     * square 9"); empty if it can move. Rule sets override this to name the rule; the default names
     * the plain facts; an override checks the throw value as this one does (through
     * {@link #moveOf} or {@link #requireThrowable}).
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made
     * @param from       the square of the piece, or 0 for a piece waiting to enter
     * @return the reason the piece cannot move; empty if it can
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    default Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        if (moveOf(position, throwValue, from).isPresent()) {
            return Optional.empty();
        }
        Side mover = position.toMove();
        if (from == 0) {
            return Optional.of(position.waiting(mover) == 0 ? RefusalReason.NONE_WAITING.refusal()
                    : RefusalReason.CANNOT_ENTER_WITH_THROW.refusal(throwValue));
        }
        if (from < 1 || from > 30 || !position.has(mover, from)) {
            return Optional.of(RefusalReason.NO_OWN_PIECE.refusal(from));
        }
        return Optional.of(RefusalReason.CANNOT_MOVE_WITH_THROW.refusal(from, throwValue));
    }

    /**
     * The index of the listed action with {@code code}, else of the first of its kind and squares
     * (effect bits ignored), else, {@code byText}, of the first with its text; -1 if none.
     */
    private static int listedIndex(int[] buffer, int count, int code, boolean byText) {
        int sameKind = -1;
        int sameText = -1;
        for (int i = 0; i < count; i++) {
            if (buffer[i] == code) {
                return i;
            }
            if (sameKind < 0 && ActionCode.withoutEffects(buffer[i]) == ActionCode.withoutEffects(code)) {
                sameKind = i;
            }
            if (byText && sameText < 0 && ActionCode.sameText(buffer[i], code)) {
                sameText = i;
            }
        }
        return sameKind >= 0 ? sameKind : sameText;
    }
}
