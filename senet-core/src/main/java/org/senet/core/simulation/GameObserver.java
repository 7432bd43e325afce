package org.senet.core.simulation;

import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.position.Position;

/**
 * Watches the games of a {@link Simulation} as they are played, decision by decision: for figures
 * that the simulation does not count itself (turns, branching, an evaluator's verdict along the game).
 * Given with {@link Simulation.Builder#observer}; a simulation without one costs what it always did.
 *
 * <p>For every game the simulation asks {@link #watch} for a {@link Watcher}, on the thread that
 * plays the game, before its first decision; that thread then calls the watcher for each decision
 * point and once at the end, and no other thread calls it. Games are played on several threads at
 * once when the simulation has more than one, so {@code watch} may be called concurrently: an
 * observer keeps what it learns per game index (never in the order games finish), and its figures
 * then do not depend on the number of threads.
 *
 * <pre>{@code
 * long[] throwsOf = new long[100];
 * Simulation.builder(rules).games(100).seed(1)
 *         .observer((game, start) -> new GameObserver.Watcher() {
 *             public void decision(Position position, int throwValue, int[] actions, int count, int chosen) {
 *             }
 *             public void end(Position last, long throwsMade) {
 *                 throwsOf[(int) game] = throwsMade;
 *             }
 *         })
 *         .run();
 * }</pre>
 */
@FunctionalInterface
public interface GameObserver {
    /**
     * The watcher of one game, asked for on the thread that plays it, before its first decision.
     *
     * @param gameIndex the number of the game in the run, from 0 (as in {@link Simulation#gameSeed})
     * @param start     the position the game starts from
     * @return the watcher of that game
     */
    Watcher watch(long gameIndex, Position start);

    /**
     * Hears the decisions of one game and its end, on the thread that plays it. A watcher that needs no more of a
     * decision point than the side to move says so ({@link #readsPositions} false) and is told each decision by
     * {@link #decision(Side, int, int[], int, int)}: the game is then played in place where the rule set can
     * ({@link org.senet.core.rules.Playouts}), the same game without a new position at every step.
     */
    interface Watcher {
        /**
         * Whether this watcher reads the positions of the decision points. By default it does, and is told each
         * decision by {@link #decision(Position, int, int[], int, int)}; one that answers false is told by
         * {@link #decision(Side, int, int[], int, int)} instead, and the game may be played in place.
         *
         * @return true to be given each decision point's position
         */
        default boolean readsPositions() {
            return true;
        }

        /**
         * A decision point as a watcher that reads no positions ({@link #readsPositions} false) hears it: the
         * side to move instead of the position, the rest as {@link #decision(Position, int, int[], int, int)}.
         * The simulation calls only one of the two for a watcher, as {@link #readsPositions} says.
         *
         * @param toMove     the side whose decision it is
         * @param throwValue the throw just made, or {@code NO_THROW} before the throw
         * @param actions    the legal action codes in {@code actions[0..count)}, valid during this call only
         * @param count      how many actions there are, at least 1
         * @param chosen     the action code chosen, one of them
         * @throws SenetException unless the watcher overrides it, as one that reads no positions must
         */
        default void decision(Side toMove, int throwValue, int[] actions, int count, int chosen) {
            throw new SenetException("a watcher that reads no positions (readsPositions false) hears decisions by"
                    + " decision(Side, …): " + getClass().getName() + " does not override it");
        }

        /**
         * A decision point of the game and the action chosen there: before a throw ({@code throwValue}
         * {@link org.senet.core.rules.RuleSet#NO_THROW}; the actions hold {@link
         * org.senet.core.action.ActionCode#THROW} when the sticks may be thrown) or after one (the value
         * thrown). A throw of the sticks is the decision after it: one call with a throw value per throw.
         * A decision with one action is reported too (the simulation does not ask the player there).
         *
         * @param position   the position of the decision point
         * @param throwValue the throw just made, or {@code NO_THROW} before the throw
         * @param actions    the legal action codes in {@code actions[0..count)}; the simulation's own
         *                   buffer, valid during this call only: read it, do not keep or change it
         * @param count      how many actions there are, at least 1
         * @param chosen     the action code chosen, one of them
         */
        void decision(Position position, int throwValue, int[] actions, int count, int chosen);

        /**
         * The end of the game: over, or given up at the simulation's cap of throws (then the rule set
         * says the position is not over).
         *
         * @param last       the last position
         * @param throwsMade the throws of the sticks the game took
         */
        void end(Position last, long throwsMade);
    }
}
