package org.senet.core.rules;

import org.senet.core.board.Side;
import org.senet.core.position.Position;

/**
 * A capability of a rule set ({@link RuleSet#capability}): games played in place, for play-outs that make
 * no object per action. A {@link Playout} lists and plays the very actions {@link RuleSet#actions} and
 * {@link RuleSet#apply} would, and keeps the position in its fields instead of making a new {@link Position}
 * at each step. {@link org.senet.core.simulation.Simulation} plays random games this way where a rule set
 * offers it; the contract kit holds a rule set that offers it to {@code actions} and {@code apply}.
 *
 * <pre>{@code
 * Playout game = rules.capability(Playouts.class).orElseThrow().playout(rules.start());
 * int count = game.actions(RuleSet.NO_THROW, buffer);   // the throw (and a rescue, where one is offered)
 * int value = 3;                                        // the sticks, thrown
 * count = game.actions(value, buffer);                  // what a 3 can do
 * game.apply(value, buffer[0]);
 * }</pre>
 */
public interface Playouts {
    /**
     * A game in place, starting from {@code start}.
     *
     * @param start a position of the rule set
     * @return the game, at {@code start}
     */
    Playout playout(Position start);

    /**
     * One game played in place. Not thread-safe: one thread plays it.
     */
    interface Playout {
        /**
         * The actions at the current position, as {@link RuleSet#actions} lists them there.
         *
         * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} before the throw
         * @param buffer     receives the actions, at least {@link RuleSet#MAX_ACTIONS} long
         * @return the number of actions; 0 when the game is over
         */
        int actions(int throwValue, int[] buffer);

        /**
         * Plays an action listed by {@link #actions}: the game moves to the position
         * {@link RuleSet#apply} gives.
         *
         * @param throwValue the throw the action was listed for, or {@link RuleSet#NO_THROW}
         * @param action     one of the actions listed
         */
        void apply(int throwValue, int action);

        /** {@return the side whose decision comes next} */
        Side toMove();

        /** {@return the current position, as a new {@link Position}} */
        Position position();
    }
}
