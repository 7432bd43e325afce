package org.senet.core.rules;

/** An action that the rules do not allow at this decision point; the message gives the rule's reason. */
public class IllegalActionException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** @param reason why the action is not legal, in a player's words */
    public IllegalActionException(String reason) {
        super(reason);
    }
}
