package org.senet.core.settings;

import org.senet.core.SenetException;

/** Rule settings that cannot be played together, with the reason in a player's words. */
public class SettingsException extends SenetException {
    private static final long serialVersionUID = 1L;

    /**
     * @param reason why the settings cannot be played, in one sentence without a final full stop
     */
    public SettingsException(String reason) {
        super(reason);
    }
}
