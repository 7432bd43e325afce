package org.senet.core.rules;

import org.senet.core.SenetException;

/** The discovered plugins cannot form a registry, e.g. two of them claim one id. */
public class RuleSetConfigurationException extends SenetException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong, naming the plugin classes */
    public RuleSetConfigurationException(String message) {
        super(message);
    }
}
