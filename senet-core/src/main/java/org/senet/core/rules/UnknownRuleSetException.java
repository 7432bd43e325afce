package org.senet.core.rules;

import java.util.List;

import org.senet.core.SenetException;
import org.senet.core.text.Input;

/** A rule-set id that no discovered plugin has; the message lists the ids that exist. */
public class UnknownRuleSetException extends SenetException {
    private static final long serialVersionUID = 1L;

    /**
     * An unknown id, with the ids that exist.
     *
     * @param id        the unknown id
     * @param available the ids that exist
     */
    public UnknownRuleSetException(String id, List<String> available) {
        super("unknown rules '" + Input.shown(id) + "'; available: " + String.join(", ", available));
    }
}
