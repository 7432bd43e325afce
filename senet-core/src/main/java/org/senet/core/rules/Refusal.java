package org.senet.core.rules;

/**
 * The reasons a chosen piece cannot move, in the tone of the seed's messages (AS12, RULES.md P8).
 * Move generators can return a refusal as a negative {@code int} in place of a move code
 * ({@link #code}), so that one piece of code both lists the legal moves and explains the illegal
 * ones.
 */
public enum Refusal {
    /** The mover has no piece on the square chosen. */
    NO_OWN_PIECE("You don't have a piece on square %d"),
    /** The mover has no piece waiting to enter. */
    NONE_WAITING("You have no piece waiting to enter"),
    /** The destination holds one of the mover's own pieces. */
    OWN_PIECE_ON_DESTINATION("One of your own pieces occupies square %d"),
    /** The destination holds an opponent piece that cannot be attacked. */
    SAFE_PIECE("Attack on safe piece: %d"),
    /** The move would pass a wall of three opposing pieces. */
    BLOCKADE("Attempt to jump over blockade"),
    /** The destination is beyond the end of the track (or before its start). */
    ILLEGAL_DESTINATION("Illegal destination: %d"),
    /** Bearing off (or moving to 30) needs every piece of the side on the last row. */
    NOT_ALL_ON_FINAL_ROW("Not all your pieces are on the final row"),
    /** The move would pass the House of Beauty without landing on it. */
    MUST_STOP_ON_BEAUTY("A piece must land exactly on square 26 before going on; it cannot reach %d"),
    /** The move would pass square 26 (one that cannot be jumped) in either direction. */
    CANNOT_PASS_BEAUTY("Square 26 cannot be passed over; the move to %d would cross it"),
    /** Pieces on the last squares only leave the board, with the right throw. */
    AWAITING_JUDGEMENT("The piece on square %d can only leave the board, with the exact throw"),
    /** From 26 a 1 goes into the water only when nothing else can move forward. */
    WATER_NOT_FORCED("From square 26 a throw of 1 goes into the water only when no other forward move is possible"),
    /** A piece in the water must be dealt with first. */
    DROWNING_PIECE_FIRST("Your piece in the water on square 27 is the only piece you may move"),
    /** A backward move is chosen while a forward move exists. */
    FORWARD_MOVE_EXISTS("The piece on square %d cannot move forward, and another piece can: a backward move is not allowed"),
    /** Light owes its first move with the piece on 9 (JP3, AS3). */
    FIRST_MOVE_FROM_NINE("Your first move must be made with the piece on square 9"),
    /** Some other piece must move (e.g. K-OPT robinson's "same piece" rule). */
    MUST_MOVE_OTHER("The piece on square %d must move now"),
    /** A waiting piece enters only on the throws that name an entry square (TA5). */
    ENTRY_NEEDS_FOUR_OR_SIX("A waiting piece enters only with a throw of 4 (onto square 4) or 6 (onto square 6)"),
    /** The move would go past square 30 without bearing off (TA7). */
    PAST_LAST_SQUARE("The piece on square %d cannot go past square 30 with this throw"),
    /** The move would go below square 1 (BE5). */
    BELOW_FIRST_SQUARE("The piece on square %d cannot go below square 1 with this throw"),
    /** A piece in the water leaves it only by bearing off on an exact 4 (TH9c, K8, RB8). */
    WATER_NEEDS_FOUR("The piece in the water on square 27 can only bear off, on a throw of exactly 4"),
    /** A backward move into the water finds square 27 taken (K7). */
    WATER_OCCUPIED("Square 27 is occupied, so the piece on %d cannot fall back into the water"),
    /** A backward move may land only on an empty square (JP6). */
    BACKWARD_ONTO_PIECE("A backward move must land on an empty square; square %d is occupied"),
    /** The piece has no move with this throw, for no more specific reason. */
    NO_MOVE("The piece on square %d cannot move with this throw");

    private static final int SQUARE_FACTOR = 64;
    /** Squares from -32 (a move before square 1) up are encodable. */
    private static final int SQUARE_OFFSET = 32;

    private final String template;

    Refusal(String template) {
        this.template = template;
    }

    /** The message for a square (the destination, or the piece's square, as the template says). */
    public String message(int square) {
        return template.contains("%d") ? String.format(template, square) : template;
    }

    /** This refusal about {@code square}, encoded as a negative {@code int}. */
    public int code(int square) {
        return -(1 + ordinal() + (square + SQUARE_OFFSET) * SQUARE_FACTOR);
    }

    /** Whether a generator's result is a refusal rather than a move code. */
    public static boolean isRefusal(int result) {
        return result < 0;
    }

    /** The message of an encoded refusal. */
    public static String messageOf(int code) {
        int value = -code - 1;
        Refusal refusal = values()[value % SQUARE_FACTOR];
        return refusal.message(value / SQUARE_FACTOR - SQUARE_OFFSET);
    }
}
