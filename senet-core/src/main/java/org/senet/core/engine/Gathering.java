package org.senet.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.senet.core.SenetException;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.position.FlagField;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * Gathered throws (Thibault's {@code gather-throws}), a turn of another shape that any settings can
 * have: the mover throws; a throw that would earn another throw is kept and the sticks are thrown
 * again, until a throw that earns none ends the gathering. Then the throws kept, that last one
 * included, are played one move each in any order: the moves of every throw held are listed together,
 * each throw's as a turn that plays it alone would list them ({@link Decisions#afterThrow}). Moves earn
 * no further throw. When no throw held has a move, the rest are lost.
 *
 * <p>The throws held are in the position's flags ({@code pool1} …, {@code spend}); a move uses the
 * lowest throw held that lists it.
 */
final class Gathering {
    private final PieceRules rules;
    private final Decisions decisions;
    private final TurnRules turns;
    private final TurnFlags flags;
    private final int keptValues;
    private final boolean compulsoryBearOff;

    Gathering(PieceRules rules, Decisions decisions, TurnRules turns) {
        this.rules = rules;
        this.decisions = decisions;
        this.turns = turns;
        this.flags = rules.flags;
        this.keptValues = rules.settings.throwAgainValues();
        this.compulsoryBearOff = rules.settings.bearingOff().compulsory();
    }

    /** Whether a throw of this value is kept while gathering. */
    boolean keeps(int throwValue) {
        return (keptValues & (1 << throwValue)) != 0;
    }

    /** How many throws of {@code value} the side to move holds, {@code throwValue} (just thrown) included. */
    int held(int positionFlags, int value, int throwValue) {
        FlagField field = flags.pool[value];
        return (field == null ? 0 : field.get(positionFlags)) + (value == throwValue ? 1 : 0);
    }

    /** The values 1..7 the sticks can give. */
    private int maxValue() {
        return rules.settings.sticks().maxValue();
    }

    /**
     * Before the first throw of a turn, the throw and the rescue; while gathering, the throw; after the
     * throw that ends it, and before each move after that, the moves of every throw held, or a pass.
     * The second player's need of a 1 loses a gathering without one whole.
     */
    int actions(Position position, int throwValue, int[] buffer) {
        int positionFlags = position.flags();
        if (!flags.spend.isSet(positionFlags)) {
            if (throwValue == RuleSet.NO_THROW) {
                if ((positionFlags & flags.poolMask) == 0) {
                    return decisions.beforeThrow(position, buffer); // a turn's first decision
                }
                buffer[0] = ActionCode.THROW;
                return 1;
            }
            if (keeps(throwValue)) {
                buffer[0] = ActionCode.THROW;
                return 1;
            }
            if (rules.owesOne(position)) {
                buffer[0] = ActionCode.PASS;
                return 1;
            }
        }
        return heldMoves(position, throwValue, buffer);
    }

    /** The moves of every throw held, value by value from the lowest; a pass when none moves. */
    private int heldMoves(Position position, int throwValue, int[] buffer) {
        int[] ofOne = Decisions.buffer();
        int count = 0;
        for (int value = 1; value <= maxValue(); value++) {
            if (held(position.flags(), value, throwValue) == 0) {
                continue;
            }
            int listed = decisions.afterThrow(position, value, ofOne);
            for (int i = 0; i < listed; i++) {
                if (ActionCode.kind(ofOne[i]) == ActionCode.KIND_MOVE) {
                    buffer[count++] = ofOne[i];
                }
            }
        }
        if (compulsoryBearOff) {
            count = Decisions.onlyBearOffs(buffer, count);
        }
        if (count == 0) {
            buffer[0] = ActionCode.PASS;
            return 1;
        }
        return count;
    }

    /**
     * {@link ActionCode#THROW} after a throw keeps it (and pays the 1 dark owes); a move uses a throw held
     * and keeps the rest, the turn ending when none is left; a pass forfeits every throw held.
     */
    Position apply(Position position, int throwValue, int action) {
        int positionFlags = position.flags();
        Side mover = position.toMove();
        switch (ActionCode.kind(action)) {
            case ActionCode.KIND_THROW -> {
                if (throwValue == RuleSet.NO_THROW) {
                    return position; // the throw of the sticks itself: a chance event, the caller's
                }
                int kept = withOneMore(positionFlags, throwValue);
                return position.withFlags(throwValue == 1 && rules.owesOne(position) ? flags.needOne.clear(kept) : kept);
            }
            case ActionCode.KIND_RESCUE -> {
                return turns.apply(position, RuleSet.NO_THROW, action); // TH9e, at a turn's first decision
            }
            case ActionCode.KIND_PASS -> {
                int next = turns.next(false, TurnFlags.isSet(flags.netted, positionFlags), positionFlags & ~flags.gatherMask, 0);
                return position.withTurn(TurnRules.side(position, next), next & ~TurnRules.KEEPS);
            }
            default -> {
                int used = throwUsed(position, throwValue, action);
                int held = throwValue == RuleSet.NO_THROW ? positionFlags : withOneMore(positionFlags, throwValue);
                held = flags.pool[used].with(held, flags.pool[used].get(held) - 1);
                boolean netted = TurnFlags.isSet(flags.netted, positionFlags) || ActionCode.has(action, MoveEffect.NETTED);
                int next;
                if ((held & flags.poolMask) == 0) {
                    next = turns.next(false, netted, held & ~flags.gatherMask, 0);
                } else {
                    held = flags.spend.with(held, 1);
                    next = TurnRules.KEEPS | (netted ? flags.netted.with(held, 1) : held);
                }
                return Boards.afterMove(position, action, rules.onLanding, rules.onKnock,
                        TurnRules.side(position, next), next & ~TurnRules.KEEPS);
            }
        }
    }

    /** The flags with one more throw of {@code value} held; a pool holds 127 at most, a further one is not kept. */
    private int withOneMore(int positionFlags, int value) {
        FlagField field = flags.pool[value];
        return field.with(positionFlags, Math.min(field.max(), field.get(positionFlags) + 1));
    }

    /** The lowest throw held whose moves include {@code action}. */
    private int throwUsed(Position position, int throwValue, int action) {
        int[] ofOne = Decisions.buffer();
        for (int value = 1; value <= maxValue(); value++) {
            if (held(position.flags(), value, throwValue) == 0) {
                continue;
            }
            int listed = decisions.afterThrow(position, value, ofOne);
            for (int i = 0; i < listed; i++) {
                if (ofOne[i] == action) {
                    return value;
                }
            }
        }
        throw new SenetException("no throw held lists " + ActionCode.toText(action));
    }

    /** The throws held, in increasing order with repeats. */
    List<Integer> gathered(Position position) {
        List<Integer> held = new ArrayList<>();
        for (int value = 1; value <= maxValue(); value++) {
            for (int n = held(position.flags(), value, RuleSet.NO_THROW); n > 0; n--) {
                held.add(value);
            }
        }
        return held;
    }

    /** What is wrong with the gathering fields of a position, if anything. */
    Optional<String> problem(Position position) {
        int positionFlags = position.flags();
        if (rules.owesOne(position) && TurnFlags.isSet(flags.pool[1], positionFlags) && keeps(1)) {
            return Optional.of("needone=1 with pool1: the 1 dark has kept paid its debt");
        }
        List<String> closers = new ArrayList<>();
        for (int value = 1; value <= maxValue(); value++) {
            if (flags.pool[value] != null && !keeps(value) && flags.pool[value].isSet(positionFlags)) {
                closers.add(flags.pool[value].key());
            }
        }
        boolean spending = flags.spend.isSet(positionFlags);
        if (closers.size() > 1) {
            return Optional.of(String.join(" and ", closers) + " cannot both be set: one throw ends the gathering");
        }
        if (!closers.isEmpty() && !spending) {
            return Optional.of(closers.get(0) + " holds the throw that ended the gathering, so it needs spend=1");
        }
        if (spending && (positionFlags & flags.poolMask) == 0) {
            return Optional.of("spend=1 needs gathered throws to play (a pool field)");
        }
        if (TurnFlags.isSet(flags.netted, positionFlags) && !spending) {
            return Optional.of("netted=1 is kept only while the gathered throws are played (spend=1)");
        }
        return Optional.empty();
    }
}
