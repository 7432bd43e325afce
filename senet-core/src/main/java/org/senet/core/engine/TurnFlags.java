package org.senet.core.engine;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.position.FlagField;
import org.senet.core.rules.Opening;
import org.senet.core.settings.RuleSettings;
import org.senet.core.settings.Turns;

/**
 * The flags a position of some {@link RuleSettings} carries, laid out one after another in the
 * position's {@code int}: only those the settings need, in a fixed order, so that every shipped rule
 * set keeps the notation keys it has always had. A field the settings do not need is null. Their
 * meanings say what the rule does and name no rule set's option or clause: a rulebook's description
 * says which of its options brings each flag.
 */
final class TurnFlags {
    /** Pool fields hold up to 127 throws of one value. */
    private static final int POOL_BITS = 7;

    /** {@code first9}: light still owes its first move with its front piece (JP3, AS3). */
    final FlagField first9;
    /** {@code must}: the next move must be made with the piece on that square (Kendall's robinson). */
    final FlagField must;
    /** {@code extra}: extra throws still owed to the side to move after the current one (TA3). */
    final FlagField extra;
    /** {@code thrown}: throws the side to move has made this turn, when a turn has a limit (RB2). */
    final FlagField thrown;
    /** {@code extraturn}: when this turn ends, the same side plays one more (RB8). */
    final FlagField extraTurn;
    /** {@code mid}: the side to move is in the middle of its turn (TH9e). */
    final FlagField mid;
    /** {@code needone}: dark has not yet thrown the 1 it needs before moving. */
    final FlagField needOne;
    /** {@code net}: the opponent landed in the net and loses its next throw. */
    final FlagField net;
    /** {@code netted}: the side to move landed in the net while playing gathered throws. */
    final FlagField netted;
    /** {@code pool<v>}: gathered throws of value {@code v}, indexed by value; null where none is kept. */
    final FlagField[] pool;
    /** {@code spend}: the gathering is over and the gathered throws are played. */
    final FlagField spend;
    /** Every pool field and {@code spend} and {@code netted}: the flags of one turn's gathering. */
    final int gatherMask;
    /** The pool fields alone. */
    final int poolMask;
    /** The fields, in the order the notation lists them. */
    final List<FlagField> fields;

    private int next;
    private final List<FlagField> made = new ArrayList<>();

    TurnFlags(RuleSettings settings) {
        Turns turns = settings.turns();
        boolean gathered = turns.throwsGathered();
        first9 = settings.setup().opening() == Opening.FIRST_ONE_TAKES_DARK ? bool("first9",
                "light still owes its first move, which must be made with the piece on square "
                        + (2 * settings.setup().pieces() - 1)) : null;
        must = turns.beautyMovesAgain() ? field("must", 5, 30,
                "the next move must be made with the piece on that square, which landed on 26 and moves again") : null;
        extra = turns.extraThrowsAdd() ? field("extra", 16, 0xFFFF,
                "extra throws still owed to the side to move after the current one") : null;
        int limit = turns.maxThrowsPerTurn();
        thrown = limit == 0 ? null : limit == 2
                ? bool("thrown", "the side to move has thrown once this turn; the next throw is its last")
                : field("thrown", 32 - Integer.numberOfLeadingZeros(limit - 1), limit - 1,
                "throws the side to move has made this turn, of " + limit + " at most");
        extraTurn = settings.water().unusedThrow()
                == org.senet.core.settings.Water.UnusedThrow.PIECE_RETURNS_OPPONENT_PLAYS_TWICE
                ? bool("extraturn", "when this turn ends, the same side plays one more complete turn") : null;
        mid = turns.marksMiddleOfTurn() && !gathered ? bool("mid",
                "the side to move is in the middle of its turn (no rescue from the water before this throw)") : null;
        needOne = settings.setup().secondNeedsOne() ? bool("needone",
                "dark has not yet thrown the 1 it needs before moving any piece") : null;
        int square = turns.netSquare();
        net = square == 0 ? null : bool("net", "the opponent landed on " + square + " and loses its next throw: when"
                + " this turn ends, the side to move plays another");
        netted = square != 0 && gathered ? bool("netted", "the side to move landed on " + square + " this turn: once"
                + " its gathered throws are played it loses its next throw") : null;
        pool = new FlagField[8];
        int pools = 0;
        if (gathered) {
            int keep = settings.throwAgainValues();
            for (int value = 1; value <= settings.sticks().maxValue(); value++) {
                if (!settings.sticks().isThrowable(value)) {
                    continue;
                }
                boolean kept = (keep & (1 << value)) != 0;
                pool[value] = kept
                        ? field("pool" + value, POOL_BITS, (1 << POOL_BITS) - 1, "throws of " + value
                        + " gathered this turn and not yet played")
                        : bool("pool" + value, "the " + value + " that ended the gathering, not yet played");
                pools |= pool[value].with(0, pool[value].max());
            }
        }
        spend = gathered ? bool("spend", "the gathering is over: the side to move plays its gathered throws (pool"
                + " fields), one move each, without throwing") : null;
        poolMask = pools;
        gatherMask = pools | (spend == null ? 0 : spend.with(0, 1)) | (netted == null ? 0 : netted.with(0, 1));
        fields = List.copyOf(made);
    }

    /** A one-bit field at the next free bit. */
    private FlagField bool(String key, String meaning) {
        return field(key, 1, 1, meaning);
    }

    /** A field of {@code bits} bits at the next free bit. */
    private FlagField field(String key, int bits, int max, String meaning) {
        if (next + bits > 31) {
            throw new org.senet.core.settings.SettingsException("these settings need more position flags than a"
                    + " position holds (31 bits)");
        }
        FlagField field = new FlagField(key, next, bits, max, meaning);
        next += bits;
        made.add(field);
        return field;
    }

    /** {@return whether {@code field} exists and is set in {@code flags}} */
    static boolean isSet(FlagField field, int flags) {
        return field != null && field.isSet(flags);
    }

    /** {@return the value of {@code field} in {@code flags}, 0 where the field does not exist} */
    static int get(FlagField field, int flags) {
        return field == null ? 0 : field.get(flags);
    }

    /** {@return {@code flags} with {@code field} set to {@code value}; unchanged where the field does not exist} */
    static int with(FlagField field, int flags, int value) {
        return field == null ? flags : field.with(flags, value);
    }
}
