package org.senet.core.rules;

import java.util.List;
import java.util.Optional;

/**
 * A reason why an action is not legal: the rule's clause id, a message key for front ends that
 * speak other languages, and an English template. The set is open: the engine defines the reasons
 * below, which its rule sets share, and a rule set of its own can {@link #define} more.
 *
 * <p>A template names its arguments {@code {0}}, {@code {1}}, …; the first {@link #squareArguments()}
 * of them are squares. A {@link Refusal} is a reason with its arguments.
 *
 * <p>Move generators can return a refusal as a negative {@code int} in place of a move code
 * ({@link #code}), so that one piece of code both lists the legal moves and explains the illegal
 * ones without allocating; {@link #decode} turns such a code back into a {@link Refusal}. Codes
 * are for use within one run: they are never stored.
 *
 * <p>Reasons are values of one engine-made kind: a rule set obtains them from {@link #define} and
 * cannot make them otherwise. (They are records underneath, so that the compiler folds a reason
 * constant's {@link #code} into the move generator.)
 */
public sealed interface RefusalReason permits ReasonSlot {
    /** The most reasons that can exist at once (the encoding's room). */
    int MAX_REASONS = 4096;

    /** The mover has no piece on the square chosen. */
    RefusalReason NO_OWN_PIECE = define("P8", "no-own-piece",
            "You don't have a piece on square {0}");
    /** The mover has no piece waiting to enter. */
    RefusalReason NONE_WAITING = define("P8", "none-waiting",
            "You have no piece waiting to enter");
    /** The destination holds one of the mover's own pieces. */
    RefusalReason OWN_PIECE_ON_DESTINATION = define("C5", "own-piece-on-destination",
            "One of your own pieces occupies square {0}");
    /** The destination holds an opponent piece that cannot be attacked (protected or on a safe square). */
    RefusalReason SAFE_PIECE = define("C6", "safe-piece", "Attack on safe piece: {0}");
    /** The move would pass a wall of three opposing pieces. */
    RefusalReason BLOCKADE = define("JP4", "blockade", "Attempt to jump over blockade");
    /** The destination is beyond the end of the track (or before its start). */
    RefusalReason ILLEGAL_DESTINATION = define("AS9", "illegal-destination",
            "Illegal destination: {0}");
    /** Bearing off (or moving to 30) needs every piece of the side on the last row. */
    RefusalReason NOT_ALL_ON_FINAL_ROW = define("JP8", "not-all-on-final-row",
            "Not all your pieces are on the final row");
    /** The move would pass the House of Beauty without landing on it. */
    RefusalReason MUST_STOP_ON_BEAUTY = define("TH4", "must-stop-on-beauty",
            "A piece must land exactly on square 26 before going on; it cannot reach {0}");
    /** The move would pass square 26 (one that cannot be jumped) in either direction. */
    RefusalReason CANNOT_PASS_BEAUTY = define("RB5", "cannot-pass-beauty",
            "Square 26 cannot be passed over; the move to {0} would cross it");
    /** Pieces on the last squares only leave the board, with the right throw. */
    RefusalReason AWAITING_JUDGEMENT = define("TH6", "awaiting-judgement",
            "The piece on square {0} can only leave the board, with the exact throw");
    /** From 26 a 1 goes into the water only when nothing else can move forward. */
    RefusalReason WATER_NOT_FORCED = define("TH5", "water-not-forced",
            "From square 26 a throw of 1 goes into the water only when no other forward move is possible");
    /** A piece in the water must be dealt with first. */
    RefusalReason DROWNING_PIECE_FIRST = define("TH9", "drowning-piece-first",
            "Your piece in the water on square 27 is the only piece you may move");
    /** A backward move is chosen while a forward move exists. */
    RefusalReason FORWARD_MOVE_EXISTS = define("TH3", "forward-move-exists",
            "The piece on square {0} cannot move forward, and another piece can: a backward move is not allowed");
    /** Light owes its first move with the piece on 9. */
    RefusalReason FIRST_MOVE_FROM_NINE = define("JP3", "first-move-from-nine",
            "Your first move must be made with the piece on square 9");
    /** Some other piece must move (e.g. the "same piece again" rule of Kendall's robinson option). */
    RefusalReason MUST_MOVE_OTHER = define("K-OPT", "must-move-other",
            "The piece on square {0} must move now");
    /** A waiting piece enters only on the throws that name an entry square. */
    RefusalReason ENTRY_NEEDS_FOUR_OR_SIX = define("TA5", "entry-needs-four-or-six",
            "A waiting piece enters only with a throw of 4 (onto square 4) or 6 (onto square 6)");
    /** The move would go past square 30 without bearing off. */
    RefusalReason PAST_LAST_SQUARE = define("TA7", "past-last-square",
            "The piece on square {0} cannot go past square 30 with this throw");
    /** The move would go below square 1. */
    RefusalReason BELOW_FIRST_SQUARE = define("BE5", "below-first-square",
            "The piece on square {0} cannot go below square 1 with this throw");
    /** A piece in the water leaves it only by bearing off on an exact 4. */
    RefusalReason WATER_NEEDS_FOUR = define("TH9", "water-needs-four",
            "The piece in the water on square 27 can only bear off, on a throw of exactly 4");
    /** A backward move into the water finds square 27 taken. */
    RefusalReason WATER_OCCUPIED = define("K7", "water-occupied",
            "Square 27 is occupied, so the piece on {0} cannot fall back into the water");
    /** A backward move may land only on an empty square. */
    RefusalReason BACKWARD_ONTO_PIECE = define("JP6", "backward-onto-piece",
            "A backward move must land on an empty square; square {0} is occupied");
    /** The piece has no move with this throw, for no more specific reason. */
    RefusalReason NO_MOVE = define("C9", "no-move", "The piece on square {0} cannot move with this throw");
    /** The piece on {0} has no move with the throw {1}. */
    RefusalReason CANNOT_MOVE_WITH_THROW = define("C9", "cannot-move-with-throw",
            "The piece on square {0} cannot move with a throw of {1}", 1);
    /** No waiting piece can enter with the throw {0}. */
    RefusalReason CANNOT_ENTER_WITH_THROW = define("C9", "cannot-enter-with-throw",
            "No piece can enter with a throw of {0}", 0);
    /** The game is over: no action is possible. */
    RefusalReason GAME_OVER = define("C7", "game-over", "The game is over");
    /** A move is chosen before the sticks are thrown. */
    RefusalReason THROW_FIRST = define("C4", "throw-first",
            "Throw the sticks first: a piece moves only after a throw");
    /** The sticks were thrown and the throw {0} waits to be played. */
    RefusalReason THROWN_ALREADY = define("C4", "thrown-already",
            "The sticks were thrown already: {0} is waiting to be played", 0);
    /** The piece on {0} cannot go to {1} with the throw {2} (no rule-specific reason known). */
    RefusalReason MOVE_NOT_LEGAL = define("P3", "move-not-legal",
            "The piece on {0} cannot go to {1} with a throw of {2}", 2);
    /** A non-move action (e.g. {@code pass}, a rescue) is not among the actions {1} now. */
    RefusalReason ACTION_NOT_AVAILABLE = define("P3", "action-not-available",
            "{0} is not possible now; possible: {1}", 0);

    /**
     * Defines a reason whose arguments are all squares. Call it once, for a {@code static final}
     * constant of the rule set that gives it.
     *
     * @param clause   the id of the rule clause that refuses (e.g. {@code MY3})
     * @param key      a message key, unique together with the clause (e.g. {@code net-blocks}); front ends
     *                 translate {@code refusal.<key>}
     * @param template the English message, with {@code {0}}, {@code {1}} … for the arguments
     * @return the reason
     */
    static RefusalReason define(String clause, String key, String template) {
        return define(clause, key, template, Integer.MAX_VALUE);
    }

    /**
     * Defines a reason whose first {@code squareArguments} arguments are squares, the rest other values
     * (a throw, an action's text).
     *
     * @param clause          the id of the rule clause that refuses (e.g. {@code MY3})
     * @param key             a message key, unique together with the clause
     * @param template        the English message, with {@code {0}}, {@code {1}} … for the arguments
     * @param squareArguments how many of the first arguments are squares
     * @return the reason
     * @see #define(String, String, String)
     */
    static RefusalReason define(String clause, String key, String template, int squareArguments) {
        return ReasonSlot.define(clause, key, template, squareArguments);
    }

    /** {@return the id of the rule clause that refuses, e.g. {@code C5}} */
    String clause();

    /** {@return the message key, e.g. {@code own-piece-on-destination}} */
    String key();

    /** {@return the English template, with {@code {0}}, {@code {1}} … for the arguments} */
    String template();

    /** {@return how many arguments the template takes} */
    int arguments();

    /** {@return how many of the first arguments are squares} */
    int squareArguments();

    /**
     * This reason with its arguments.
     *
     * @param values the arguments, as many as the template takes, squares first
     * @return the refusal
     * @throws RuleSetConfigurationException if the number of arguments is not the template's
     */
    default Refusal refusal(Object... values) {
        return new Refusal(this, List.of(values), Optional.empty());
    }

    /**
     * This reason about {@code square}: the refusal that {@link #decode}{@code (code(square))} gives.
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

    /**
     * The refusal an encoded result stands for.
     *
     * @param code a refusal code
     * @return the refusal it stands for
     * @throws org.senet.core.SenetException if {@code code} is not a refusal code
     */
    static Refusal decode(int code) {
        return ReasonSlot.decode(code);
    }

    /** {@return every reason defined so far, the engine's first, in the order of their definition} */
    static List<RefusalReason> all() {
        return ReasonSlot.all();
    }
}
