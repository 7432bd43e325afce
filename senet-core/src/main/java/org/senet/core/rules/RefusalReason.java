package org.senet.core.rules;

import java.util.List;
import java.util.Optional;

/**
 * A kind of reason why an action is not legal: a message key for front ends that speak other
 * languages, and an English template. The set is open: the reasons below are those any rule set may
 * give; the mechanics of {@link org.senet.core.settings.RuleSettings} give theirs, in
 * {@link org.senet.core.settings.Reasons}; together they are the core's {@link Vocabulary}, the same
 * for every rule set. A rule set of its own defines more in a vocabulary of its own
 * ({@link Vocabulary#reason}), which it names as its {@link RuleSet#vocabulary()}: such a reason belongs
 * to that rule set, so two plugins may each define a reason of the same key, and a plugin loaded
 * twice defines its reasons twice without a clash.
 *
 * <p>A reason names no rule: the same kind of refusal ("Attack on safe piece") comes from different
 * clauses in different rule sets. The rule set that refuses cites its own clause
 * ({@link Refusal#citing}), so that {@link Refusal#clause()} names a clause of that rule set.
 *
 * <p>A template names its arguments {@code {0}}, {@code {1}}, …; the first {@link #squareArguments()}
 * of them are squares. A {@link Refusal} is a reason with its arguments.
 *
 * <p>Move generators can return a refusal as a negative {@code int} in place of a move code
 * ({@link #code}), so that one piece of code both lists the legal moves and explains the illegal
 * ones without allocating; the rule set's {@link Vocabulary#decode} turns such a code back into a
 * {@link Refusal}. Codes are for use within one run: they are never stored.
 *
 * <p>Reasons are values of one engine-made kind: a rule set obtains them from its {@link Vocabulary}
 * and cannot make them otherwise. (They are records underneath, so that the compiler folds a reason
 * constant's {@link #code} into the move generator.)
 */
public sealed interface RefusalReason permits ReasonSlot {
    /** The most reasons one vocabulary can hold (the encoding's room). */
    int MAX_REASONS = 4096;

    /** The mover has no piece on the square chosen. */
    RefusalReason NO_OWN_PIECE = ReasonSlot.core(0, "no-own-piece", "You don't have a piece on square {0}");
    /** The mover has no piece waiting to enter. */
    RefusalReason NONE_WAITING = ReasonSlot.core(1, "none-waiting", "You have no piece waiting to enter");
    /** The destination holds one of the mover's own pieces (one piece per square). */
    RefusalReason OWN_PIECE_ON_DESTINATION = ReasonSlot.core(2, "own-piece-on-destination",
            "One of your own pieces occupies square {0}");
    /** The destination holds an opponent piece on a square where no piece can be attacked. */
    RefusalReason SAFE_PIECE = ReasonSlot.core(3, "safe-piece", "Attack on safe piece: {0}");
    /** The destination is beyond square 30 (and the move does not bear the piece off). */
    RefusalReason ILLEGAL_DESTINATION = ReasonSlot.core(4, "illegal-destination", "Illegal destination: {0}");
    /** The move would go below square 1. */
    RefusalReason BELOW_FIRST_SQUARE = ReasonSlot.core(5, "below-first-square",
            "The piece on square {0} cannot go below square 1 with this throw");
    /** The piece has no move with this throw, for no more specific reason. */
    RefusalReason NO_MOVE = ReasonSlot.core(6, "no-move", "The piece on square {0} cannot move with this throw");
    /** The piece on {0} has no move with the throw {1}. */
    RefusalReason CANNOT_MOVE_WITH_THROW = ReasonSlot.core(7, "cannot-move-with-throw",
            "The piece on square {0} cannot move with a throw of {1}", 1);
    /** No waiting piece can enter with the throw {0}. */
    RefusalReason CANNOT_ENTER_WITH_THROW = ReasonSlot.core(8, "cannot-enter-with-throw",
            "No piece can enter with a throw of {0}", 0);
    /** The game is over: no action is possible. */
    RefusalReason GAME_OVER = ReasonSlot.core(9, "game-over", "The game is over");
    /** A move is chosen before the sticks are thrown. */
    RefusalReason THROW_FIRST = ReasonSlot.core(10, "throw-first",
            "Throw the sticks first: a piece moves only after a throw");
    /** The sticks were thrown and the throw {0} waits to be played. */
    RefusalReason THROWN_ALREADY = ReasonSlot.core(11, "thrown-already",
            "The sticks were thrown already: {0} is waiting to be played", 0);
    /** The piece on {0} cannot go to {1} with the throw {2} (no rule-specific reason known). */
    RefusalReason MOVE_NOT_LEGAL = ReasonSlot.core(12, "move-not-legal",
            "The piece on {0} cannot go to {1} with a throw of {2}", 2);
    /** A non-move action (e.g. {@code pass}, a rescue) is not among the actions {1} now. */
    RefusalReason ACTION_NOT_AVAILABLE = ReasonSlot.core(13, "action-not-available",
            "{0} is not possible now; possible: {1}", 0);

    /** {@return the message key, e.g. {@code own-piece-on-destination}} */
    String key();

    /** {@return the English template, with {@code {0}}, {@code {1}} … for the arguments} */
    String template();

    /** {@return how many arguments the template takes} */
    int arguments();

    /** {@return how many of the first arguments are squares} */
    int squareArguments();

    /**
     * This reason with its arguments, citing no clause yet ({@link Refusal#citing}).
     *
     * @param values the arguments, as many as the template takes, squares first
     * @return the refusal
     * @throws RuleSetConfigurationException if the number of arguments is not the template's
     */
    default Refusal refusal(Object... values) {
        return new Refusal(this, Refusal.UNCITED, List.of(values), Optional.empty());
    }

    /**
     * This reason about {@code square}: the refusal that {@link Vocabulary#decode}{@code (code(square))} gives.
     * A reason that takes no argument ignores the square.
     *
     * @param square the square the refusal names first
     * @return the refusal
     */
    default Refusal about(int square) {
        return arguments() == 0 ? refusal() : refusal(square);
    }

    /**
     * This reason about {@code square}, encoded as a negative {@code int} (for move generators). A
     * reason that takes no argument ignores the square.
     *
     * @param square a square from -32 to 63 (a destination before 1 or after 30 included)
     * @return the refusal code
     */
    int code(int square);

    /**
     * Whether a generator's result is a refusal code rather than a move code.
     *
     * @param result the result of a per-piece move function
     * @return true if it is a refusal code (negative)
     */
    static boolean isRefusal(int result) {
        return result < 0;
    }
}
