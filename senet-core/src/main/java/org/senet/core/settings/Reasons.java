package org.senet.core.settings;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.rules.Opening;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.Vocabulary;
import org.senet.core.settings.Movement.Beauty;
import org.senet.core.settings.Movement.JudgesBackward;

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

    /**
     * The refusal reasons the rules of these settings can give for a piece that cannot move (what a
     * {@link org.senet.core.engine.SettingsRuleSet}'s {@code whyNot} can say), in a fixed order: those every
     * rule set gives, then one for each point that has them. A rulebook cites a clause for each
     * ({@link org.senet.core.engine.Citations}); a reason not listed is never given. Tests hold the list to
     * the refusals of random games of every shipped rule set and option.
     *
     * @param settings the rules
     * @return the reasons, without repeats
     */
    public static List<RefusalReason> raisedBy(RuleSettings settings) {
        List<RefusalReason> reasons = new ArrayList<>(List.of(RefusalReason.NO_OWN_PIECE, RefusalReason.THROW_FIRST,
                RefusalReason.NO_MOVE, RefusalReason.OWN_PIECE_ON_DESTINATION));
        Movement movement = settings.movement();
        Landing landing = settings.landing();
        Water water = settings.water();
        boolean backward = movement.movesBackwardWhenBlocked();
        add(reasons, movement.towardsStart() || backward, RefusalReason.BELOW_FIRST_SQUARE);
        add(reasons, !movement.towardsStart(), RefusalReason.ILLEGAL_DESTINATION);
        add(reasons, settings.usesWaitingPieces(), RefusalReason.NONE_WAITING);
        add(reasons, settings.usesWaitingPieces(), RefusalReason.CANNOT_ENTER_WITH_THROW);
        add(reasons, settings.usesWaitingPieces() && settings.entry().ontoEmptyOnly(), ENTRY_ONTO_PIECE);
        add(reasons, landing.safe() != 0, RefusalReason.SAFE_PIECE);
        add(reasons, landing.neighboursProtect(), PROTECTED_PIECE);
        add(reasons, landing.wallsBlock(), BLOCKADE);
        add(reasons, backward && !landing.backwardAttacks(), BACKWARD_ONTO_PIECE);
        add(reasons, !movement.towardsStart() && movement.beauty() != Beauty.PASSABLE, MUST_STOP_ON_BEAUTY);
        add(reasons, backward && movement.beauty() == Beauty.NEVER_PASSED, CANNOT_PASS_BEAUTY);
        add(reasons, !movement.towardsStart() && (!movement.judgesMoveForward()
                || backward && movement.judgesBackward() == JudgesBackward.NEVER), AWAITING_JUDGEMENT);
        add(reasons, backward && movement.judgesBackward() == JudgesBackward.INTO_WATER, WATER_OCCUPIED);
        add(reasons, water.onlyAsLastResort(), WATER_NOT_FORCED);
        add(reasons, water.holds(), DROWNING_PIECE_FIRST);
        add(reasons, water.holds(), WATER_NEEDS_FOUR);
        add(reasons, water.keepsOutSecondPiece(), WATER_TAKEN);
        add(reasons, settings.bearingOff().needsAllOnLastRow(), NOT_ALL_ON_FINAL_ROW);
        add(reasons, settings.bearingOff().compulsory(), BEAR_OFF_FIRST);
        add(reasons, settings.setup().opening() == Opening.FIRST_ONE_TAKES_DARK,
                FIRST_MOVE_FROM_FRONT);
        add(reasons, settings.turns().beautyMovesAgain(), MUST_MOVE_OTHER);
        add(reasons, settings.setup().secondNeedsOne(), NEEDS_ONE);
        add(reasons, settings.turns().throwsGathered(), GATHERING);
        add(reasons, settings.turns().throwsGathered(), NO_GATHERED_MOVE);
        return List.copyOf(reasons);
    }

    private static void add(List<RefusalReason> reasons, boolean raised, RefusalReason reason) {
        if (raised && !reasons.contains(reason)) {
            reasons.add(reason);
        }
    }

    /** The core vocabulary's reason of this key, where its words and its place are. */
    private static RefusalReason core(String key) {
        return Vocabulary.core().keyed(key).orElseThrow();
    }
}
