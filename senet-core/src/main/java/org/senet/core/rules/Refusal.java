package org.senet.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Why an action is not legal, as data: the {@link RefusalReason} (message key, English template), the
 * clause of the rule set that refuses, and the values the reason names, so that a front end can show
 * it in another language; and {@link #message()}, the English text.
 *
 * @param reason    what kind of refusal it is
 * @param clause    the id of the refusing rule set's clause (e.g. {@code K3}), or {@link #UNCITED} while
 *                  no rule set has cited one
 * @param arguments the values the template names, in order: squares first ({@link #squares()}), then
 *                  any others
 * @param backward  when the piece could only have moved backward (no forward move being possible for
 *                  its side), why that backward move is refused too
 */
public record Refusal(RefusalReason reason, String clause, List<Object> arguments, Optional<Refusal> backward) {
    /** The clause of a refusal that no rule set has cited yet. */
    public static final String UNCITED = "";

    /**
     * A refusal, checked against its reason; the arguments are copied.
     *
     * @param reason    what kind of refusal it is
     * @param clause    the id of the refusing rule set's clause, or {@link #UNCITED}
     * @param arguments the values the template names, in order: squares first, then any others
     * @param backward  why the piece's backward move is refused too, where only a backward move was possible
     * @throws RuleSetConfigurationException if the number of arguments is not the reason's, or one that should
     *                                       be a square is not an {@code Integer}
     * @throws NullPointerException          if {@code clause} is null
     */
    public Refusal {
        arguments = List.copyOf(arguments);
        if (clause == null) {
            throw new NullPointerException("clause");
        }
        if (arguments.size() != reason.arguments()) {
            throw new RuleSetConfigurationException(reason + " takes " + reason.arguments() + " arguments, not "
                    + arguments.size());
        }
        for (int i = 0; i < reason.squareArguments(); i++) {
            if (!(arguments.get(i) instanceof Integer)) {
                throw new RuleSetConfigurationException(reason + ": argument " + i + " is a square, not " + arguments.get(i));
            }
        }
    }

    /**
     * The same refusal, adding why the piece's backward move is refused as well.
     *
     * @param whyNotBackward the refusal of the piece's backward move
     * @return the refusal with both reasons
     */
    public Refusal withBackward(Refusal whyNotBackward) {
        return new Refusal(reason, clause, arguments, Optional.of(whyNotBackward));
    }

    /**
     * The same refusal, citing the clause of the rule set that gives it.
     *
     * @param clauseId the id of the clause (e.g. {@code K3})
     * @return the refusal naming that clause; its backward refusal, if any, is left as it is
     */
    public Refusal citing(String clauseId) {
        return new Refusal(reason, clauseId, arguments, backward);
    }

    /** {@return whether a rule set has cited its clause} */
    public boolean isCited() {
        return !clause.isEmpty();
    }

    /** {@return the message key, for front ends that translate: {@code refusal.} followed by it} */
    public String key() {
        return reason.key();
    }

    /** {@return the squares the refusal names (a destination, the piece's square …), in template order} */
    public List<Integer> squares() {
        List<Integer> squares = new ArrayList<>();
        for (int i = 0; i < reason.squareArguments(); i++) {
            squares.add((Integer) arguments.get(i));
        }
        return squares;
    }

    /** {@return the refusal in English, in a player's words ("One of your own pieces occupies square 9")} */
    public String message() {
        String text = reason.template();
        for (int i = 0; i < arguments.size(); i++) {
            text = text.replace("{" + i + "}", String.valueOf(arguments.get(i)));
        }
        if (backward.isPresent()) {
            String back = backward.get().message();
            text += "; and backward: " + Character.toLowerCase(back.charAt(0)) + back.substring(1);
        }
        return text;
    }

    @Override
    public String toString() {
        return message();
    }
}
