package org.senet.core.rules;

/** A plugin whose constructor fails, for the registry's broken-provider check. */
public class BrokenRules extends RaceRules {
    public BrokenRules() {
        throw new IllegalStateException("cannot start");
    }
}
