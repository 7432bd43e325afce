package org.senet.core.rules;

import java.util.List;

/**
 * The core vocabulary's reasons beyond those of {@link RefusalReason}: those of the mechanics of
 * {@link org.senet.core.settings.RuleSettings}, published as {@link org.senet.core.settings.Reasons}.
 * Made here, at fixed places after the reasons any rule set may give, so that the core's encoding does
 * not depend on which class is loaded first.
 */
final class CoreReasons {
    /** The destination holds an opponent piece protected by a piece of its side beside it (the same words as
     *  {@link RefusalReason#SAFE_PIECE}, a rule of its own). */
    static final RefusalReason PROTECTED_PIECE = ReasonSlot.core(14, "protected-piece",
            "Attack on safe piece: {0}");
    /** The move would pass a wall of three opposing pieces. */
    static final RefusalReason BLOCKADE = ReasonSlot.core(15, "blockade", "Attempt to jump over blockade");
    /** Bearing off needs every piece of the side on the last row. */
    static final RefusalReason NOT_ALL_ON_FINAL_ROW = ReasonSlot.core(16, "not-all-on-final-row",
            "Not all your pieces are on the final row");
    /** The move would pass the House of Beauty, which must be landed on exactly. */
    static final RefusalReason MUST_STOP_ON_BEAUTY = ReasonSlot.core(17, "must-stop-on-beauty",
            "A piece must land exactly on square 26 before going on; it cannot reach {0}");
    /** The move would pass square 26, which cannot be passed in either direction. */
    static final RefusalReason CANNOT_PASS_BEAUTY = ReasonSlot.core(18, "cannot-pass-beauty",
            "Square 26 cannot be passed over; the move to {0} would cross it");
    /** Pieces on the last squares only leave the board, with the right throw. */
    static final RefusalReason AWAITING_JUDGEMENT = ReasonSlot.core(19, "awaiting-judgement",
            "The piece on square {0} can only leave the board, with the exact throw");
    /** From 26 a 1 goes into the water only when nothing else can move forward. */
    static final RefusalReason WATER_NOT_FORCED = ReasonSlot.core(20, "water-not-forced",
            "From square 26 a throw of 1 goes into the water only when no other forward move is possible");
    /** A piece held in the water must be dealt with first. */
    static final RefusalReason DROWNING_PIECE_FIRST = ReasonSlot.core(21, "drowning-piece-first",
            "Your piece in the water on square 27 is the only piece you may move");
    /** A piece held in the water leaves it only by bearing off on an exact 4. */
    static final RefusalReason WATER_NEEDS_FOUR = ReasonSlot.core(22, "water-needs-four",
            "The piece in the water on square 27 can only bear off, on a throw of exactly 4");
    /** A backward move into the water finds square 27 taken. */
    static final RefusalReason WATER_OCCUPIED = ReasonSlot.core(23, "water-occupied",
            "Square 27 is occupied, so the piece on {0} cannot fall back into the water");
    /** A piece in the water keeps out a second one. */
    static final RefusalReason WATER_TAKEN = ReasonSlot.core(24, "water-taken",
            "Square 27 already holds a piece and no other may enter it, so the move to {0} is not allowed");
    /** A backward move may land only on an empty square. */
    static final RefusalReason BACKWARD_ONTO_PIECE = ReasonSlot.core(25, "backward-onto-piece",
            "A backward move must land on an empty square; square {0} is occupied");
    /** Light owes its first move with its front piece (the piece on 9 with five pieces a side). */
    static final RefusalReason FIRST_MOVE_FROM_FRONT = ReasonSlot.core(26, "first-move-from-nine",
            "Your first move must be made with the piece on square {0}");
    /** Another piece must move (the piece that landed on 26, with Kendall's {@code robinson}). */
    static final RefusalReason MUST_MOVE_OTHER = ReasonSlot.core(27, "must-move-other",
            "The piece on square {0} must move now");
    /** An entering piece lands only on an empty square. */
    static final RefusalReason ENTRY_ONTO_PIECE = ReasonSlot.core(28, "entry-onto-piece",
            "A piece enters only onto an empty square; square {0} is occupied");
    /** The second player moves no piece before it has thrown a 1. */
    static final RefusalReason NEEDS_ONE = ReasonSlot.core(29, "needs-one",
            "Dark moves no piece before it has thrown a 1");
    /** Another move while a bear-off is possible and bearing off is compulsory. */
    static final RefusalReason BEAR_OFF_FIRST = ReasonSlot.core(30, "bear-off-first",
            "A piece can bear off with this throw, and bearing off must be played");
    /** While throws are gathered, a throw that continues the gathering is kept, not played. */
    static final RefusalReason GATHERING = ReasonSlot.core(31, "gathering",
            "A throw of {0} is kept and the sticks are thrown again; the gathered throws are played once a 2"
                    + " or 3 ends the gathering", 0);
    /** The piece has no move with any of the throws gathered; {1} says why for each. */
    static final RefusalReason NO_GATHERED_MOVE = ReasonSlot.core(32, "no-gathered-move",
            "The piece on square {0} cannot move with any of the gathered throws: {1}", 1);


    /** Every reason of the core, in the order of their places. */
    static final List<RefusalReason> ALL = List.of(RefusalReason.NO_OWN_PIECE, RefusalReason.NONE_WAITING,
            RefusalReason.OWN_PIECE_ON_DESTINATION, RefusalReason.SAFE_PIECE, RefusalReason.ILLEGAL_DESTINATION,
            RefusalReason.BELOW_FIRST_SQUARE, RefusalReason.NO_MOVE, RefusalReason.CANNOT_MOVE_WITH_THROW,
            RefusalReason.CANNOT_ENTER_WITH_THROW, RefusalReason.GAME_OVER, RefusalReason.THROW_FIRST,
            RefusalReason.THROWN_ALREADY, RefusalReason.MOVE_NOT_LEGAL, RefusalReason.ACTION_NOT_AVAILABLE,
            PROTECTED_PIECE, BLOCKADE, NOT_ALL_ON_FINAL_ROW, MUST_STOP_ON_BEAUTY, CANNOT_PASS_BEAUTY,
            AWAITING_JUDGEMENT, WATER_NOT_FORCED, DROWNING_PIECE_FIRST, WATER_NEEDS_FOUR, WATER_OCCUPIED,
            WATER_TAKEN, BACKWARD_ONTO_PIECE, FIRST_MOVE_FROM_FRONT, MUST_MOVE_OTHER, ENTRY_ONTO_PIECE,
            NEEDS_ONE, BEAR_OFF_FIRST, GATHERING, NO_GATHERED_MOVE);

    private CoreReasons() {
    }
}
