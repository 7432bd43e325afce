package org.senet.core.action;

import java.util.Locale;
import java.util.Set;

import org.senet.core.SenetException;
import org.senet.core.board.Track;

/**
 * Actions encoded as one {@code int}, the form the rule sets generate and apply in their hot paths.
 * {@link Action} is the readable object form of the same values.
 *
 * <pre>
 * bits  0..4   from: 1..30, or 0 for a piece entering the board
 * bits  5..9   to:   1..30, or 31 for a piece leaving the board
 * bits 10..25  MoveEffect bits
 * bits 28..29  kind: 0 move, 1 pass, 2 throw, 3 rescue (a pre-throw choice that moves a piece)
 * </pre>
 */
public final class ActionCode {
    static final int EFFECT_SHIFT = 10;
    private static final int SQUARE_MASK = 0x1F;
    private static final int KIND_SHIFT = 28;
    private static final int EFFECT_MASK = 0xFFFF << EFFECT_SHIFT;

    /** Kind value of a piece move made with a throw. */
    public static final int KIND_MOVE = 0;
    /** Kind value of a pass (the throw is forfeited). */
    public static final int KIND_PASS = 1;
    /** Kind value of the choice to throw the sticks. */
    public static final int KIND_THROW = 2;
    /** Kind value of a pre-throw choice that moves a piece (rescue from the water, RB8 return). */
    public static final int KIND_RESCUE = 3;

    /** The pass action. */
    public static final int PASS = KIND_PASS << KIND_SHIFT;
    /** The throw action (a chance event follows). */
    public static final int THROW = KIND_THROW << KIND_SHIFT;

    private ActionCode() {
    }

    /**
     * A move from {@code from} (0 = entering) to {@code to} (31 = off) with the given effect bits.
     *
     * @param from    the square the piece leaves, 1..30, or 0 for a piece entering
     * @param to      the square it reaches, 1..30, or 31 for bearing off
     * @param effects the effect bits ({@link MoveEffect#bit()}) the move carries
     * @return the move code
     */
    public static int move(int from, int to, int effects) {
        return from | (to << 5) | effects;
    }

    /**
     * A pre-throw move of the piece on {@code from} to {@code to}, with effect bits.
     *
     * @param from    the square of the piece rescued
     * @param to      the square it is moved to
     * @param effects the effect bits ({@link MoveEffect#bit()}) the rescue carries
     * @return the rescue code
     */
    public static int rescue(int from, int to, int effects) {
        return (KIND_RESCUE << KIND_SHIFT) | from | (to << 5) | effects;
    }

    /**
     * The kind of an action: {@link #KIND_MOVE}, {@link #KIND_PASS}, {@link #KIND_THROW} or {@link
     * #KIND_RESCUE}.
     *
     * @param code an action code
     * @return its kind
     */
    public static int kind(int code) {
        return (code >>> KIND_SHIFT) & 3;
    }

    /**
     * The square a move starts from (0 = entering).
     *
     * @param code a move or rescue code
     * @return the square it starts from, or 0 for a piece entering
     */
    public static int from(int code) {
        return code & SQUARE_MASK;
    }

    /**
     * The square a move reaches (31 = off).
     *
     * @param code a move or rescue code
     * @return the square it reaches, or 31 for bearing off
     */
    public static int to(int code) {
        return (code >>> 5) & SQUARE_MASK;
    }

    /**
     * Whether the action carries the effect.
     *
     * @param code   an action code
     * @param effect the effect looked for
     * @return true if the action carries it
     */
    public static boolean has(int code, MoveEffect effect) {
        return (code & effect.bit()) != 0;
    }

    /**
     * The effect bits of an action.
     *
     * @param code an action code
     * @return its effect bits, 0 for none
     */
    public static int effects(int code) {
        return code & EFFECT_MASK;
    }

    /**
     * The action without its effect bits: its kind and squares only.
     *
     * @param code an action code
     * @return the code with no effect bits
     */
    public static int withoutEffects(int code) {
        return code & ~EFFECT_MASK;
    }

    /**
     * Whether two actions are the same action written the same way, whatever effect bits either
     * carries: a move and a rescue between the same squares, two passes, two throws. This is how a
     * hand-built or parsed action is matched with the listed one ({@link #toText} of both is equal).
     *
     * @param a an action code
     * @param b another action code
     * @return true if both have the same text
     */
    public static boolean sameText(int a, int b) {
        if (movesPiece(a) && movesPiece(b)) {
            return ((a ^ b) & (SQUARE_MASK | SQUARE_MASK << 5)) == 0;
        }
        return withoutEffects(a) == withoutEffects(b);
    }

    /**
     * Reads an action as move notation writes it ({@link #toText}): {@code 9->12}, {@code in->3},
     * {@code 28->off}, {@code pass} or {@code throw}; spaces around the arrow and case are ignored. A
     * piece move is read as a move ({@link #KIND_MOVE}) without effect bits.
     *
     * @param text the action's text
     * @return its code
     * @throws SenetException if the text is not an action, naming it
     */
    public static int parse(String text) {
        String trimmed = text.strip().toLowerCase(Locale.ROOT);
        if (trimmed.equals("pass")) {
            return PASS;
        }
        if (trimmed.equals("throw")) {
            return THROW;
        }
        int arrow = trimmed.indexOf("->");
        if (arrow < 0) {
            throw new SenetException(badText(text));
        }
        String from = trimmed.substring(0, arrow).strip();
        String to = trimmed.substring(arrow + 2).strip();
        int fromSquare = from.equals("in") ? Track.ENTRY : square(from, text);
        int toSquare = to.equals("off") ? Track.OFF : square(to, text);
        return move(fromSquare, toSquare, 0);
    }

    /** A square 1..30 written as plain ASCII digits. */
    private static int square(String digits, String text) {
        if (digits.isEmpty() || digits.length() > 2 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new SenetException(badText(text));
        }
        int square = Integer.parseInt(digits);
        if (square < 1 || square > Track.SQUARES) {
            throw new SenetException(badText(text));
        }
        return square;
    }

    private static String badText(String text) {
        String shown = text.length() > 40 ? text.substring(0, 40) + "..." : text;
        return "'" + shown + "' is not an action; write <from>-><to> (from 1..30 or in, to 1..30 or off), pass"
                + " or throw";
    }

    /**
     * Whether the action moves a piece (a move or a rescue).
     *
     * @param code an action code
     * @return true for a move or a rescue, false for a pass or a throw
     */
    public static boolean movesPiece(int code) {
        int kind = kind(code);
        return kind == KIND_MOVE || kind == KIND_RESCUE;
    }

    /**
     * The engine's effects of an action as a set, in the order of their bits ({@link MoveEffects#engine()}).
     * The effects a rule set defines itself are read through its vocabulary
     * ({@code ruleSet.vocabulary().effects(code)}).
     *
     * @param code an action code
     * @return its effects among the engine's, empty for none
     */
    public static Set<MoveEffect> effectSet(int code) {
        return MoveEffects.engine().of(code);
    }

    /**
     * A square as written in move notation: {@code in}, {@code off}, or its number.
     *
     * @param square a square, 0 for entering or 31 for bearing off
     * @return the square's text
     */
    public static String squareText(int square) {
        if (square == Track.ENTRY) {
            return "in";
        }
        return square == Track.OFF ? "off" : Integer.toString(square);
    }

    /**
     * The action as written in move notation: {@code 9->12}, {@code in->4}, {@code 26->off}, {@code pass},
     * {@code throw}.
     *
     * @param code an action code
     * @return its text
     */
    public static String toText(int code) {
        return switch (kind(code)) {
            case KIND_PASS -> "pass";
            case KIND_THROW -> "throw";
            default -> squareText(from(code)) + "->" + squareText(to(code));
        };
    }
}
