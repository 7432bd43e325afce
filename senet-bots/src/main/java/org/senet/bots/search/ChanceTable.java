package org.senet.bots.search;

import java.util.HashMap;
import java.util.Map;

import org.senet.core.position.Position;

/**
 * The transposition table of one decision's search: the values of the chance nodes searched at depth
 * 2 or more, exact or as bounds (a result outside its window bounds the value from one side only),
 * each with the depth it was searched to.
 */
final class ChanceTable {
    /** A chance node's value lies in {@code [lower, upper]} at {@code depth}; exact when they are equal. */
    record Entry(int depth, double lower, double upper) {
    }

    private final Map<Position, Entry> table = new HashMap<>();

    /** Forgets every entry (before and after a decision). */
    void clear() {
        table.clear();
    }

    /** {@return the entry of the chance node at {@code position}, or null; none below depth 2} */
    Entry get(Position position, int depth) {
        return depth >= 2 ? table.get(position) : null;
    }

    /**
     * Keeps a chance node's result (a bound when it fell outside the window {@code [alpha, beta]})
     * unless {@code entry}, what the table held, was searched deeper; and returns the result.
     */
    double store(Position position, int depth, double alpha, double beta, Entry entry, double result) {
        if (depth >= 2) {
            double lower = result > alpha ? result : 0;
            double upper = result < beta ? result : 1;
            if (entry == null || entry.depth() <= depth) {
                table.put(position, new Entry(depth, lower, upper));
            }
        }
        return result;
    }
}
