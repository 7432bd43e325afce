package org.senet.core.action;

import java.util.Set;

/**
 * What a player does at a decision point: before the throw, {@link Throw} or a
 * {@link Rescue}; after the throw, a {@link Move} or, when no move is legal, {@link Pass}.
 * Each action has an {@code int} {@link #code() code} (see {@link ActionCode}) that the rule sets
 * use in their hot paths.
 */
public sealed interface Action permits Action.Move, Action.Rescue, Action.Pass, Action.Throw {

    /** {@return the encoded form of this action (see {@link ActionCode})} */
    int code();

    /**
     * {@return the action as written in move notation ({@code 9->12}, {@code 27->15}, {@code pass},
     * {@code throw})}
     */
    default String text() {
        return ActionCode.toText(code());
    }

    /**
     * Whether {@code other} is the same action whatever effect bits either carries: the same text
     * ({@code 1->2} matches the listed {@code 1->2} that swaps). Use it to compare a hand-built or
     * parsed action with a listed one; {@code equals} compares the codes, effect bits included.
     *
     * @param other another action
     * @return true if both are written the same ({@link #text()})
     */
    default boolean matches(Action other) {
        return ActionCode.sameText(code(), other.code());
    }

    /**
     * Reads an action as move notation writes it: {@code 9->12}, {@code in->3} (a piece entering),
     * {@code 28->off} (bearing off), {@code pass} or {@code throw}. A piece move comes back as a
     * {@link Move} without effects: {@link org.senet.core.rules.Referee#find} gives the listed action
     * it stands for, with its effects.
     *
     * @param text the action's text; spaces around the arrow and case are ignored
     * @return the action
     * @throws org.senet.core.SenetException if the text is not an action, naming it
     */
    static Action parse(String text) {
        return of(ActionCode.parse(text));
    }

    /**
     * The object form of an encoded action.
     *
     * @param code an action code
     * @return the action it encodes
     */
    static Action of(int code) {
        return switch (ActionCode.kind(code)) {
            case ActionCode.KIND_PASS -> Pass.INSTANCE;
            case ActionCode.KIND_THROW -> Throw.INSTANCE;
            case ActionCode.KIND_RESCUE -> new Rescue(code);
            default -> new Move(code);
        };
    }

    /**
     * A piece move made with a throw. Two moves are equal when their codes are, effect bits
     * included; {@link #matches} compares the squares only, as {@link org.senet.core.rules.Referee#play}
     * does.
     *
     * @param code the encoded move
     */
    record Move(int code) implements Action {
        /** {@return the square the piece starts from; 0 for a piece entering the board} */
        public int from() {
            return ActionCode.from(code);
        }

        /**
         * {@return the square the throw reaches (31 when the piece leaves the board), before any
         * effect such as the trap}
         */
        public int to() {
            return ActionCode.to(code);
        }

        /**
         * {@return what happened besides the move itself, among the engine's effects; a rule set's own
         * effects are read through its vocabulary ({@code ruleSet.vocabulary().effects(code())})}
         */
        public Set<MoveEffect> effects() {
            return ActionCode.effectSet(code);
        }

        /**
         * Whether the move carries this effect.
         *
         * @param effect the effect looked for
         * @return true if the move carries it
         */
        public boolean has(MoveEffect effect) {
            return ActionCode.has(code, effect);
        }

        @Override
        public String toString() {
            return text() + (effects().isEmpty() ? "" : " " + effects());
        }
    }

    /**
     * A pre-throw choice that moves a piece: a rescue from the water (TH9e, K8a) or a return from
     * it (RB8).
     *
     * @param code the encoded rescue
     */
    record Rescue(int code) implements Action {
        /** {@return the square the piece leaves (the water, 27)} */
        public int from() {
            return ActionCode.from(code);
        }

        /** {@return the square where the piece ends} */
        public int to() {
            return ActionCode.to(code);
        }

        @Override
        public String toString() {
            return "rescue " + text();
        }
    }

    /** No move is legal: the throw is forfeited. */
    record Pass() implements Action {
        /** The one pass. */
        public static final Pass INSTANCE = new Pass();

        @Override
        public int code() {
            return ActionCode.PASS;
        }

        @Override
        public String toString() {
            return "pass";
        }
    }

    /** Throw the sticks; a chance event follows. */
    record Throw() implements Action {
        /** The one throw. */
        public static final Throw INSTANCE = new Throw();

        @Override
        public int code() {
            return ActionCode.THROW;
        }

        @Override
        public String toString() {
            return "throw";
        }
    }
}
