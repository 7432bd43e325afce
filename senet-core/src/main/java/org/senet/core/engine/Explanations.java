package org.senet.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.position.Position;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.Vocabulary;
import org.senet.core.settings.Reasons;

/**
 * Why a piece cannot move, from the same per-piece rules that list the moves ({@link PieceRules}), so
 * that the two never disagree. The refusals cite no clause: the rule set cites its own.
 */
final class Explanations {
    private final PieceRules rules;
    private final Decisions decisions;
    private final Gathering gathering;
    private final boolean bothDirections;
    private final boolean compulsoryBearOff;

    /**
     * @param rules          the per-piece rules
     * @param decisions      the actions of a decision point
     * @param gathering      the gathered throws, or null where throws are played as they come
     * @param bothDirections whether a refusal, when only backward moves were possible, names the forward and the
     *                       backward reason both (AS12: "…; and backward: …")
     */
    Explanations(PieceRules rules, Decisions decisions, Gathering gathering, boolean bothDirections) {
        this.rules = rules;
        this.decisions = decisions;
        this.gathering = gathering;
        this.bothDirections = bothDirections;
        this.compulsoryBearOff = rules.settings.bearingOff().compulsory();
    }

    /** Why the piece on {@code from} (0: a waiting piece) cannot move after {@code throwValue}; empty if it can. */
    Optional<Refusal> whyNot(Position position, int throwValue, int from, int[] listed, int count) {
        if (moveOf(listed, count, from)) {
            return Optional.empty();
        }
        boolean own = isOwn(position, from);
        if (!own) {
            return Optional.of(from == Track.ENTRY && rules.usesWaiting ? RefusalReason.NONE_WAITING.about(from)
                    : RefusalReason.NO_OWN_PIECE.about(from));
        }
        if (gathering != null) {
            return Optional.of(whyNotGathered(position, throwValue, from));
        }
        if (throwValue == RuleSet.NO_THROW) {
            return Optional.of(RefusalReason.THROW_FIRST.refusal());
        }
        return Optional.of(alone(position, throwValue, from));
    }

    /** Whether the side to move has the piece on {@code from}, or a piece waiting when {@code from} is 0. */
    private static boolean isOwn(Position position, int from) {
        Side side = position.toMove();
        return from == Track.ENTRY ? position.waiting(side) > 0 : Track.isSquare(from) && position.has(side, from);
    }

    /** Whether the listed actions hold a move of the piece on {@code from}. */
    private static boolean moveOf(int[] listed, int count, int from) {
        for (int i = 0; i < count; i++) {
            if (ActionCode.kind(listed[i]) == ActionCode.KIND_MOVE && ActionCode.from(listed[i]) == from) {
                return true;
            }
        }
        return false;
    }

    /** Whether the piece's own rules give it a move, before bearing off is made compulsory. */
    private boolean legalAlone(Position position, int throwValue, int from) {
        return (from == Track.ENTRY ? rules.entry(position, throwValue) : rules.forward(position, from, throwValue)) >= 0;
    }

    /**
     * Why an own piece has no move with one throw: the water first; a piece singled out; else the refusal of
     * its forward move when its side has some forward move, or of its backward move when not.
     */
    private Refusal oneThrow(Position position, int throwValue, int from) {
        if (from == Track.ENTRY) {
            return explain(rules.entry(position, throwValue), from);
        }
        if (rules.heldInWater(position)) {
            return from == Track.WATER ? Reasons.WATER_NEEDS_FOUR.about(from) : Reasons.DROWNING_PIECE_FIRST.about(from);
        }
        int movable = rules.movable(position);
        if ((movable & Track.bit(from)) == 0) {
            return TurnFlags.get(rules.flags.must, position.flags()) != 0
                    ? Reasons.MUST_MOVE_OTHER.about(TurnFlags.get(rules.flags.must, position.flags()))
                    : Reasons.FIRST_MOVE_FROM_FRONT.about(rules.front);
        }
        int forward = rules.forward(position, from, throwValue);
        if (!rules.movesBackward || forward >= 0
                || decisions.forwardMoves(position, movable, throwValue, Decisions.buffer()) > 0
                || rules.lastResortForward(position, movable, throwValue) >= 0) {
            return explain(forward, from);
        }
        Refusal backward = explain(rules.backward(position, from, throwValue), from);
        if (!bothDirections) {
            return backward;
        }
        Refusal forwardRefusal = explain(forward, from);
        return backward.reason() == RefusalReason.BELOW_FIRST_SQUARE ? forwardRefusal
                : forwardRefusal.withBackward(backward);
    }

    /**
     * Gathered throws: while gathering, the throw is kept; after it, with one throw held that throw's reason;
     * with several, each throw's reason.
     */
    private Refusal whyNotGathered(Position position, int throwValue, int from) {
        int flags = position.flags();
        if (!rules.flags.spend.isSet(flags)) {
            if (throwValue == RuleSet.NO_THROW) {
                return RefusalReason.THROW_FIRST.refusal();
            }
            if (gathering.keeps(throwValue)) {
                return Reasons.GATHERING.refusal(throwValue);
            }
            if (rules.owesOne(position)) {
                return Reasons.NEEDS_ONE.about(from);
            }
        }
        List<Integer> values = new ArrayList<>();
        List<Refusal> reasons = new ArrayList<>();
        int[] ofOne = Decisions.buffer();
        for (int value = 1; value <= rules.settings.sticks().maxValue(); value++) {
            if (gathering.held(flags, value, throwValue) == 0) {
                continue;
            }
            int count = decisions.afterThrow(position, value, ofOne);
            if (moveOf(ofOne, count, from)) {
                return Reasons.BEAR_OFF_FIRST.about(from); // another throw held bears a piece off
            }
            values.add(value);
            reasons.add(alone(position, value, from));
        }
        if (reasons.isEmpty()) {
            return RefusalReason.NO_MOVE.about(from);
        }
        if (reasons.stream().map(Refusal::message).distinct().count() == 1) {
            return reasons.get(0);
        }
        List<String> each = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            String message = reasons.get(i).message();
            each.add("with " + values.get(i) + ", " + Character.toLowerCase(message.charAt(0)) + message.substring(1));
        }
        return Reasons.NO_GATHERED_MOVE.refusal(from, String.join("; ", each));
    }

    /**
     * Why an own piece that the list of one throw, played alone, does not move cannot move: dark's need of
     * a 1; the piece's own rules; a compulsory bear-off elsewhere.
     */
    private Refusal alone(Position position, int throwValue, int from) {
        if (throwValue != 1 && rules.owesOne(position)) {
            return Reasons.NEEDS_ONE.about(from);
        }
        Refusal why = oneThrow(position, throwValue, from);
        return compulsoryBearOff && why.reason() == RefusalReason.NO_MOVE && legalAlone(position, throwValue, from)
                ? Reasons.BEAR_OFF_FIRST.about(from) : why;
    }

    /** The refusal a per-piece result stands for; a move that is legal but not listed has "no move". */
    private static Refusal explain(int result, int from) {
        return RefusalReason.isRefusal(result) ? Vocabulary.core().decode(result) : RefusalReason.NO_MOVE.about(from);
    }
}
