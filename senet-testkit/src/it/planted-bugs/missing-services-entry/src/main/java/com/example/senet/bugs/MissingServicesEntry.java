package com.example.senet.bugs;

import com.example.senet.SprintRules;

/** Planted bug: a correct rule set that is not listed in META-INF/services, so no game can find it. */
public class MissingServicesEntry extends SprintRules {
    @Override
    public String id() {
        return "sprint-missing-services-entry";
    }
}
