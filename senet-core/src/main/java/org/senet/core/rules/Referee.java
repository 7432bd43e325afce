package org.senet.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.position.Position;

/**
 * A rule set played with its input checked: the legal actions in object form, an action found by its
 * text or its squares, an action played only when legal, and the reason when it is not. What a
 * {@link RuleSet} assumes valid (the throw value, the action), a referee checks; what callers need
 * beyond the rule set's two functions, a referee adds, once for every rule set.
 *
 * <pre>{@code
 * Referee referee = new Referee(RuleSets.discover().get("kendall"));
 * Position next = referee.play(position, 3, referee.legalAction(position, 3, "9->12").orElseThrow());
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @param rules the rule set refereed
 */
public record Referee(RuleSet rules) {

    /**
     * A referee of {@code rules}.
     *
     * @param rules the rule set refereed
     * @throws NullPointerException if {@code rules} is null
     */
    public Referee {
        Objects.requireNonNull(rules, "rules");
    }

    /**
     * Checks a throw value: {@link RuleSet#NO_THROW}, or a value the sticks of the rule set give.
     *
     * @param throwValue the throw value to check
     * @return {@code throwValue}
     * @throws UnthrowableValueException if it is neither
     */
    public int requireThrowable(int throwValue) {
        if (throwValue != RuleSet.NO_THROW && !rules.throwTable().isThrowable(throwValue)) {
            throw new UnthrowableValueException(throwValue, rules);
        }
        return throwValue;
    }

    /**
     * The legal actions at a decision point, in object form.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} for the choices before the throw
     * @return the actions in the order of {@link RuleSet#actions}, in an immutable list
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    public List<Action> legalActions(Position position, int throwValue) {
        int[] buffer = listed(position, throwValue);
        Action[] list = new Action[buffer.length];
        for (int i = 0; i < buffer.length; i++) {
            list[i] = Action.of(buffer[i]);
        }
        return List.of(list);
    }

    /**
     * The listed action that {@code action} stands for, with the effect bits the rules give it: the one
     * with the same code, else the one of the same kind between the same squares, else the one with the
     * same text ({@link Action#matches}: a parsed {@code 27->15} finds the rescue), so that a parsed
     * {@code 1->2} finds the listed {@code 1->2} that swaps.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} for the choices before the throw
     * @param action     the action looked for; its effect bits are ignored
     * @return the listed action; empty if none is written like {@code action}
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    public Optional<Action> find(Position position, int throwValue, Action action) {
        int[] listed = listed(position, throwValue);
        int index = listedIndex(listed, action.code(), true);
        return index < 0 ? Optional.empty() : Optional.of(Action.of(listed[index]));
    }

    /**
     * The listed action written {@code text} ({@code 9->12}, {@code in->3}, {@code 28->off}, {@code pass},
     * {@code throw}; see {@link Action#parse}), with its effects.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} for the choices before the throw
     * @param text       the action as move notation writes it
     * @return the listed action; empty if none is written so
     * @throws SenetException            if {@code text} is not an action at all
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    public Optional<Action> legalAction(Position position, int throwValue, String text) {
        return find(position, throwValue, Action.parse(text));
    }

    /**
     * Plays an action after checking that it is legal. The action is matched with the listed one of the
     * same kind between the same squares, so its effect bits need not be given: the listed action is
     * played, with its effects. {@link Action.Throw} before a throw is the chance event the caller draws:
     * the position comes back unchanged.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made, or {@link RuleSet#NO_THROW} before the throw
     * @param action     the action to play
     * @return the next decision point; {@code position} itself for {@link Action.Throw} before a throw
     * @throws IllegalActionException    with the rule's reason ({@link IllegalActionException#refusal()});
     *                                   nothing changes
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    public Position play(Position position, int throwValue, Action action) {
        int[] listed = listed(position, throwValue);
        if (listed.length == 0) {
            throw new IllegalActionException(RefusalReason.GAME_OVER.refusal().citing("C7"));
        }
        int index = listedIndex(listed, action.code(), false);
        if (index >= 0) {
            if (listed[index] == ActionCode.THROW && throwValue == RuleSet.NO_THROW) {
                return position;
            }
            return rules.apply(position, throwValue, listed[index]);
        }
        boolean listsMoves = false;
        for (int code : listed) {
            listsMoves |= ActionCode.kind(code) == ActionCode.KIND_MOVE;
        }
        if (action instanceof Action.Move move) {
            if (throwValue == RuleSet.NO_THROW && !listsMoves) {
                throw new IllegalActionException(RefusalReason.THROW_FIRST.refusal().citing("C4"));
            }
            throw new IllegalActionException(rules.whyNot(position, throwValue, move.from())
                    .orElse(RefusalReason.MOVE_NOT_LEGAL.refusal(move.from(), move.to(), throwValue).citing("P3")));
        }
        List<String> possible = new ArrayList<>();
        for (int code : listed) {
            possible.add(ActionCode.toText(code));
        }
        throw new IllegalActionException(RefusalReason.ACTION_NOT_AVAILABLE.refusal(action.text(),
                String.join(", ", possible)).citing("P3"));
    }

    /**
     * The legal move of the piece on {@code from} (0: a piece waiting to enter), as a person picks it: by
     * the square of the piece. Empty when that piece has no legal move; the first listed when it has several.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made (or {@link RuleSet#NO_THROW} where throws kept earlier are played)
     * @param from       the square of the piece, or 0 for a piece waiting to enter
     * @return the legal move of that piece, if it has one
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    public Optional<Action.Move> moveOf(Position position, int throwValue, int from) {
        for (int code : listed(position, throwValue)) {
            if (ActionCode.kind(code) == ActionCode.KIND_MOVE && ActionCode.from(code) == from) {
                return Optional.of(new Action.Move(code));
            }
        }
        return Optional.empty();
    }

    /**
     * Why the piece on {@code from} (0: a piece waiting to enter) cannot move after this throw: the rule
     * set's reason, citing its clause; empty if it can move.
     *
     * @param position   the position of the decision point
     * @param throwValue the throw just made
     * @param from       the square of the piece, or 0 for a piece waiting to enter
     * @return the reason the piece cannot move; empty if it can
     * @throws UnthrowableValueException if the sticks cannot give {@code throwValue}
     */
    public Optional<Refusal> whyNot(Position position, int throwValue, int from) {
        return rules.whyNot(position, requireThrowable(throwValue), from);
    }

    /**
     * The throws the side to move has kept earlier in its turn and not yet played (a rule set with the
     * {@link ThrowGathering} capability); empty for every other rule set.
     *
     * @param position the position
     * @return the throws, in increasing order with repeats
     */
    public List<Integer> gatheredThrows(Position position) {
        return rules.capability(ThrowGathering.class).map(g -> g.gatheredThrows(position)).orElse(List.of());
    }

    /** The actions listed at a decision point, the throw value checked. */
    private int[] listed(Position position, int throwValue) {
        requireThrowable(throwValue);
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        int count = rules.actions(position, throwValue, buffer);
        return java.util.Arrays.copyOf(buffer, count);
    }

    /**
     * The index of the listed action with {@code code}, else of the first of its kind and squares (effect
     * bits ignored), else, {@code byText}, of the first with its text; -1 if none.
     */
    private static int listedIndex(int[] listed, int code, boolean byText) {
        int sameKind = -1;
        int sameText = -1;
        for (int i = 0; i < listed.length; i++) {
            if (listed[i] == code) {
                return i;
            }
            if (sameKind < 0 && ActionCode.withoutEffects(listed[i]) == ActionCode.withoutEffects(code)) {
                sameKind = i;
            }
            if (byText && sameText < 0 && ActionCode.sameText(listed[i], code)) {
                sameText = i;
            }
        }
        return sameKind >= 0 ? sameKind : sameText;
    }
}
