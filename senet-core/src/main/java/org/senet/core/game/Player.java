package org.senet.core.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.senet.core.action.Action;
import org.senet.core.position.Position;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;

/**
 * Someone who chooses actions: a bot, or a person behind a front end. The game driver asks only
 * when there is a choice (two or more actions).
 */
@FunctionalInterface
public interface Player {
    /**
     * Chooses one of the legal actions at a decision point.
     *
     * @param rules      the rule set
     * @param position   the position (before the throw)
     * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} before the throw
     * @param actions    the legal action codes (see {@link org.senet.core.action.ActionCode}); read only
     * @param count      how many of {@code actions} are valid, at least 2
     * @return the index of the chosen action, {@code 0..count-1}
     */
    int choose(RuleSet rules, Position position, int throwValue, int[] actions, int count);

    /**
     * This player's choices where they follow from the number of actions alone, whatever the position and
     * the actions are (the {@link RandomPlayer}'s): a simulation then plays its games in place, without
     * making a position at each decision ({@link org.senet.core.rules.Playouts}). The choice it gives must
     * be the one {@link #choose} would make at that point, drawn from the same source, so that a game
     * played either way is the same game.
     *
     * @return the choice by the number of actions, or empty where the player looks at the position (the
     *         default)
     */
    default Optional<BlindChoice> blindChoice() {
        return Optional.empty();
    }

    /**
     * A player that chooses among actions as objects rather than codes: {@code chooser} gets the
     * legal actions as an immutable list and returns one of them (or one written the same, whatever
     * its effect bits: {@link Action#matches}).
     *
     * @param chooser the choice, e.g. a front end asking a person
     * @return a player that asks {@code chooser}
     * @throws NullPointerException if {@code chooser} is null
     */
    static Player of(ActionChooser chooser) {
        Objects.requireNonNull(chooser, "chooser");
        return (rules, position, throwValue, actions, count) -> {
            List<Action> legal = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                legal.add(Action.of(actions[i]));
            }
            Action chosen = chooser.choose(rules, position, throwValue, List.copyOf(legal));
            for (int i = 0; i < count; i++) {
                if (chosen != null && legal.get(i).matches(chosen)) {
                    return i;
                }
            }
            throw new IllegalActionException(RefusalReason.ACTION_NOT_AVAILABLE.refusal(
                    chosen == null ? "nothing" : chosen.text(), String.join(", ", legal.stream().map(Action::text).toList())));
        };
    }

    /** A choice among actions made by their number alone ({@link Player#blindChoice()}). */
    @FunctionalInterface
    interface BlindChoice {
        /**
         * Chooses one of {@code count} actions without looking at them.
         *
         * @param count how many actions there are, at least 1
         * @return the index of the chosen action, {@code 0..count-1}
         */
        int choose(int count);
    }

    /** The choice of a player made with {@link Player#of}: one of the legal actions, as objects. */
    @FunctionalInterface
    interface ActionChooser {
        /**
         * Chooses one of the legal actions at a decision point.
         *
         * @param rules      the rule set
         * @param position   the position
         * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} before the throw
         * @param actions    the legal actions, at least two, in the rule set's order
         * @return one of {@code actions}
         */
        Action choose(RuleSet rules, Position position, int throwValue, List<Action> actions);
    }
}
