package org.senet.variants.course;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.senet.core.rules.RuleSet;
import org.senet.testkit.RandomGame.Event;
import org.senet.testkit.RuleSetContract;

/**
 * The contract kit on the course's rule set, as the plugin's own test names it: every property applies (it is
 * made of settings, its moves are found on the masks and it plays games in place), its rule after a move
 * included; random games swap, move backward, fall into the water and bear off (a lost throw is too rare to require).
 */
class CourseRulesContractTest implements RuleSetContract {
    @Override
    public List<String> ruleSetIds() {
        return List.of("course");
    }

    @Override
    public Set<Event> expectedEvents(RuleSet rules) {
        // no PASS: with a backward move compulsory (CR4) a lost throw is rare
        return EnumSet.of(Event.MOVE, Event.WIN, Event.SWAP, Event.BACKWARD, Event.TRAP, Event.BEAR_OFF);
    }
}
