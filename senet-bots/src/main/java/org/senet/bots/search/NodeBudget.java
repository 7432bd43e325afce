package org.senet.bots.search;

/**
 * The nodes and the time one decision's search may use, counted node by node: {@link #count} stops
 * the search (by {@link Abort}) once the budget's node limit or deadline is passed, but only while the
 * caps apply, so that depth 0 always finishes.
 */
final class NodeBudget {
    /** Thrown by {@link #count} to abandon the level being searched; carries no stack trace. */
    static final class Abort extends RuntimeException {
        private static final long serialVersionUID = 1L;

        private Abort() {
            super(null, null, false, false);
        }
    }

    private static final Abort ABORT = new Abort();

    private final Budget budget;
    private long nodes;
    private long nodeLimit;
    private long deadline;
    /** Whether the budget's caps apply (depth 0 always finishes). */
    private boolean capped;

    NodeBudget(Budget budget) {
        this.budget = budget;
    }

    /** Starts a decision's search: no node counted yet, the clock started, the caps not applied. */
    void start() {
        nodes = 0;
        deadline = System.nanoTime() + budget.timeCapMillis() * 1_000_000L;
        nodeLimit = budget.maxNodes();
        capped = false;
    }

    /** Applies the caps from now on (after depth 0). */
    void cap() {
        capped = true;
    }

    /** {@return the nodes counted since {@link #start}} */
    long nodes() {
        return nodes;
    }

    /**
     * Counts a node.
     *
     * @throws Abort when the caps apply and the node limit or the deadline (read every 1024 nodes) is passed
     */
    void count() {
        nodes++;
        if (capped && (nodes > nodeLimit || ((nodes & 1023) == 0 && System.nanoTime() > deadline))) {
            throw ABORT;
        }
    }
}
