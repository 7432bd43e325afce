package org.senet.core.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.senet.core.SenetException;
import org.senet.core.action.ActionCode;
import org.senet.core.board.BoardFeatures;
import org.senet.core.board.Side;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.sticks.ThrowTable;

/**
 * A Senet rule set: the service provider interface that a rule-set author implements (registered in
 * {@code META-INF/services/org.senet.core.rules.RuleSet}, found by {@link RuleSets}). Callers play it
 * through a {@link Referee}, which checks what this interface assumes valid.
 *
 * <p>Most rule sets need not implement it by hand: a rule set described by
 * {@link org.senet.core.settings.RuleSettings} is a {@link org.senet.core.engine.SettingsRuleSet}, and
 * a variant of a shipped one is a few lines.
 *
 * <p>A game is a sequence of decision points. A decision point is a {@link Position} (always "before
 * the throw") together with a throw value: {@link #NO_THROW} for the choices before the throw, or the
 * value just thrown. {@link #actions} lists the legal actions at a decision point, {@link #apply} plays
 * one and returns the next position. Both work on {@code int} action codes ({@link ActionCode}) and a
 * caller-owned buffer, so that random play-outs and search allocate nothing but the positions.
 *
 * <p>{@link ActionCode#THROW} has two meanings, told apart by the throw value. Before a throw
 * ({@link #NO_THROW}) it is the choice to throw the sticks: a chance event that the caller draws, not
 * applied. After a throw it is the choice to <i>keep</i> that throw and throw again (a rule set that
 * gathers throws, see {@link ThrowGathering}): {@link #apply} applies it and returns the position,
 * with the throw kept in its flags, from which the sticks are thrown next. Likewise a rule set that
 * gathers throws lists the moves of the throws it holds at {@link #NO_THROW}.
 *
 * <p>Single-rule-set features are optional capabilities, found with {@link #capability}:
 * {@link TestPositions}, {@link MatchScoring}, {@link ThrowGathering}, {@link Playouts}.
 *
 * <p>Implementations are immutable and thread-safe; options give a new instance ({@link #withOptions}).
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
     * The full description, in the project's own words: sources, the rules clause by clause with their
     * clause ids (the ids {@link Refusal#clause()} cites), the decided points, the notation keys and the
     * options. By default the name and the summary.
     *
     * @return the description as lines of text
     */
    default String description() {
        return name() + ": " + summary();
    }

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
     * How the sides and the first player are decided. By default light moves first.
     *
     * @return the opening of a game
     */
    default Opening opening() {
        return Opening.LIGHT_FIRST;
    }

    /**
     * The flags this rule set keeps in {@link Position#flags()}, with their notation keys. By default none.
     *
     * @return the flag fields, empty if the rule set keeps none
     */
    default List<FlagField> flags() {
        return List.of();
    }

    /**
     * Whether positions of this rule set can have pieces waiting to enter ({@code wait=}). By default not.
     *
     * @return true if pieces can wait off the board to enter
     */
    default boolean usesWaitingPieces() {
        return false;
    }

    /**
     * What this rule set makes of the board, for a front end to draw it: the direction of play, whether
     * pieces bear off or race to row 1, whether they wait off the board, and the squares whose rules
     * differ ({@link BoardFeatures}). A front end draws from this and never from the id, so that a variant
     * is drawn as it plays. By default a race from 1 towards 30 and off the board, pieces waiting where
     * {@link #usesWaitingPieces()} says so, and no square marked: a rule set that gives its squares rules
     * of their own says so here.
     *
     * @return the board's features
     */
    default BoardFeatures boardFeatures() {
        return BoardFeatures.plain(usesWaitingPieces());
    }

    /**
     * The words of this rule set: the {@link RefusalReason reasons} of the refusal codes that
     * {@link #actions}-style generators return and the {@link org.senet.core.action.MoveEffect effects}
     * its actions carry. A code's reason and an effect bit are read through it ({@link Vocabulary#decode},
     * {@link Vocabulary#effects(int)}), as a rule set's own words mean something to that rule set alone.
     * By default the core's vocabulary: a rule set that defines reasons or effects of its own returns the
     * {@link Vocabulary#extendingCore()} it defined them in.
     *
     * @return the vocabulary
     */
    default Vocabulary vocabulary() {
        return Vocabulary.core();
    }

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
     * opening draws the first mover returns the layout of {@link #start()} with {@code firstMover} to
     * move, and overrides this method; for any other opening this gives {@link #start()} when
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
     * Fills {@code buffer} with the legal actions at a decision point and returns how many. Before the
     * throw ({@code throwValue == NO_THROW}) the list holds {@link ActionCode#THROW} when throwing is
     * allowed, and the pre-throw choices (rescues); where the side to move still holds throws kept
     * earlier in its turn, it holds instead the moves those throws allow, or the single
     * {@link ActionCode#PASS} when there is none. After a throw it holds the legal moves, or the single
     * {@link ActionCode#PASS} when there is none, or, where the rules keep that throw and have the
     * player throw again, the single {@link ActionCode#THROW}. A finished game has no actions: 0.
     *
     * <p>This is the hot path of play-outs and search: it assumes valid input and checks nothing, so
     * {@code throwValue} must be {@link #NO_THROW} or a value of {@link #throwTable()} ({@link Referee}
     * refuses any other).
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link #NO_THROW} for the choices before the throw
     * @param buffer     receives the action codes from index 0; {@link #MAX_ACTIONS} long is enough
     * @return the number of actions written to {@code buffer}
     */
    int actions(Position position, int throwValue, int[] buffer);

    /**
     * Plays one action listed by {@link #actions} and returns the next decision point. The result of
     * anything not listed is undefined: this method assumes valid input; {@link Referee#play} checks.
     * {@link ActionCode#THROW} before a throw ({@link #NO_THROW}) is a chance event handled by the caller
     * and is not applied (the position comes back unchanged); after a throw it keeps that throw. A
     * {@link ActionCode#PASS} and, where the rules offer them, rescues and throws kept are applied like
     * moves.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link #NO_THROW} before the throw
     * @param action     an action code that {@link #actions} lists at this decision point
     * @return the next decision point
     */
    Position apply(Position position, int throwValue, int action);

    /**
     * Whether the game is over in this position (cheap: used once per move in play-outs). By default a
     * side has won when none of its pieces is on the board or waiting.
     *
     * @param position the position
     * @return true if the game has ended
     */
    default boolean isOver(Position position) {
        return (position.light() | position.lightWaiting()) == 0 || (position.dark() | position.darkWaiting()) == 0;
    }

    /**
     * The winner, if the game is over. By default a side wins when all its pieces are borne off; a rule
     * set that overrides this overrides {@link #isOver} to agree.
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
     * Why the piece on {@code from} (0: a piece waiting to enter) cannot move after this throw: the
     * rule's reason as data, citing the clause of this rule set that forbids it ({@link Refusal#citing}),
     * with its message in a player's words; empty if it can move. By default the plain facts: no piece
     * there, or no move with this throw. {@code throwValue} is valid ({@link Referee#whyNot} checks it).
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made (or {@link #NO_THROW} where throws kept earlier are played)
     * @param from       the square of the piece, or 0 for a piece waiting to enter
     * @return the reason the piece cannot move; empty if it can
     */
    default Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        int[] buffer = new int[MAX_ACTIONS];
        int count = actions(position, throwValue, buffer);
        for (int i = 0; i < count; i++) {
            if (ActionCode.kind(buffer[i]) == ActionCode.KIND_MOVE && ActionCode.from(buffer[i]) == from) {
                return Optional.empty();
            }
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
     * The options this rule set accepts. By default none.
     *
     * @return the option specs, in the order the rule set lists them
     */
    default List<OptionSpec> optionSpecs() {
        return List.of();
    }

    /**
     * The options in force that differ from their defaults. By default none.
     *
     * @return the options ({@code key -> value}), empty at the defaults
     */
    default Map<String, String> options() {
        return Map.of();
    }

    /**
     * This rule set with options set ({@code key -> value}); options not named keep their value. By
     * default, for a rule set without options: this rule set when every option named is one of
     * {@link #optionSpecs()} at its default, else the refusal of {@link Options#check}.
     *
     * @param options the options to set, each key one of {@link #optionSpecs()} and each value one of its values
     * @return a rule set with these options; this instance is unchanged
     * @throws OptionException if an option is unknown, has a bad value or cannot be combined
     */
    default RuleSet withOptions(Map<String, String> options) {
        if (!Options.check(this, options).isEmpty()) {
            throw new OptionException("the options of '" + id() + "' cannot be changed");
        }
        return this;
    }

    /**
     * A capability this rule set has beyond this interface ({@link TestPositions}, {@link MatchScoring},
     * {@link ThrowGathering}, {@link Playouts}, or one of the caller's own). By default this rule set, when it implements
     * {@code type}.
     *
     * @param <C>  the capability
     * @param type the capability's interface
     * @return the capability; empty when this rule set does not have it
     */
    default <C> Optional<C> capability(Class<C> type) {
        return type.isInstance(this) ? Optional.of(type.cast(this)) : Optional.empty();
    }
}
