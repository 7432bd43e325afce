package org.senet.core.rules;

import org.senet.core.SenetException;

/**
 * An action that the rules do not allow at this decision point. The message gives the rule's reason
 * in English; {@link #refusal()} gives it as data (clause id, message key, arguments).
 */
public class IllegalActionException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** The refusal; records are serializable only if their parts are, so it is not serialized. */
    private final transient Refusal refusal;

    /** @param refusal why the action is not legal */
    public IllegalActionException(Refusal refusal) {
        super(refusal.message());
        this.refusal = refusal;
    }

    /** {@return why the action is not legal, as data} */
    public Refusal refusal() {
        return refusal;
    }
}
