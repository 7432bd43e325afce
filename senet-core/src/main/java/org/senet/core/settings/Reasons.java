package org.senet.core.settings;

import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.Vocabulary;

/**
 * The refusal reasons of the rules that {@link RuleSettings} describe, beyond those any rule set may
 * give ({@link RefusalReason}): with those, the core's {@link Vocabulary}, whose words (the English
 * templates) and places are fixed. A reason names no clause: each rule set cites its own.
 */
public final class Reasons {
    /** The destination holds an opponent piece protected by a piece of its side beside it (the same words as
     *  {@link RefusalReason#SAFE_PIECE}, a rule of its own). */
    public static final RefusalReason PROTECTED_PIECE = core("protected-piece");
    /** The move would pass a wall of three opposing pieces. */
    public static final RefusalReason BLOCKADE = core("blockade");
    /** Bearing off needs every piece of the side on the last row. */
    public static final RefusalReason NOT_ALL_ON_FINAL_ROW = core("not-all-on-final-row");
    /** The move would pass the House of Beauty, which must be landed on exactly. */
    public static final RefusalReason MUST_STOP_ON_BEAUTY = core("must-stop-on-beauty");
    /** The move would pass square 26, which cannot be passed in either direction. */
    public static final RefusalReason CANNOT_PASS_BEAUTY = core("cannot-pass-beauty");
    /** Pieces on the last squares only leave the board, with the right throw. */
    public static final RefusalReason AWAITING_JUDGEMENT = core("awaiting-judgement");
    /** From 26 a 1 goes into the water only when nothing else can move forward. */
    public static final RefusalReason WATER_NOT_FORCED = core("water-not-forced");
    /** A piece held in the water must be dealt with first. */
    public static final RefusalReason DROWNING_PIECE_FIRST = core("drowning-piece-first");
    /** A piece held in the water leaves it only by bearing off on an exact 4. */
    public static final RefusalReason WATER_NEEDS_FOUR = core("water-needs-four");
    /** A backward move into the water finds square 27 taken. */
    public static final RefusalReason WATER_OCCUPIED = core("water-occupied");
    /** A piece in the water keeps out a second one. */
    public static final RefusalReason WATER_TAKEN = core("water-taken");
    /** A backward move may land only on an empty square. */
    public static final RefusalReason BACKWARD_ONTO_PIECE = core("backward-onto-piece");
    /** Light owes its first move with its front piece (the piece on 9 with five pieces a side). */
    public static final RefusalReason FIRST_MOVE_FROM_FRONT = core("first-move-from-nine");
    /** Another piece must move (the piece that landed on 26, with Kendall's {@code robinson}). */
    public static final RefusalReason MUST_MOVE_OTHER = core("must-move-other");
    /** An entering piece lands only on an empty square. */
    public static final RefusalReason ENTRY_ONTO_PIECE = core("entry-onto-piece");
    /** The second player moves no piece before it has thrown a 1. */
    public static final RefusalReason NEEDS_ONE = core("needs-one");
    /** Another move while a bear-off is possible and bearing off is compulsory. */
    public static final RefusalReason BEAR_OFF_FIRST = core("bear-off-first");
    /** While throws are gathered, a throw that continues the gathering is kept, not played. */
    public static final RefusalReason GATHERING = core("gathering");
    /** The piece has no move with any of the throws gathered; {1} says why for each. */
    public static final RefusalReason NO_GATHERED_MOVE = core("no-gathered-move");

    private Reasons() {
    }

    /** The core vocabulary's reason of this key, where its words and its place are. */
    private static RefusalReason core(String key) {
        return Vocabulary.core().keyed(key).orElseThrow();
    }
}
