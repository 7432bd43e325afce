package org.senet.variants.oneoff;

import org.senet.core.engine.SettingsRuleSet;
import org.senet.variants.assignment.Assignment;

/** The assessment's rules without walls. */
public final class AssignmentWithoutWalls extends SettingsRuleSet {
    public AssignmentWithoutWalls() {
        super(Assignment.RULEBOOK.variant("assignment-no-walls", "Assignment without walls")
                .withClause("AW1", "Three pieces in a row can be passed: there are no walls.")
                .withSettings(settings -> settings.withWalls(false)));
    }
}
