package org.senet.variants.thibault;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import org.senet.core.contract.RandomGame.Event;
import org.senet.core.contract.RuleSetContract;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * The contract over Thibault's rules with many alternative rules at once: pieces entering from off
 * the board, the water sending them off again, walls, safe squares, squares that earn a throw,
 * judges moving forward, compulsory bearing off, dark owing a 1, sticks 1, 2, 3, 4, 6.
 */
class ThibaultOptionsContractTest implements RuleSetContract {

    @Override
    public RuleSets registry() {
        return RuleSets.of(new Thibault().withOptions(Map.of("start-off-board", "true", "water", "reenter",
                "walls", "true", "second-needs-one", "true", "fifteen", "safe-throw", "beauty-throw", "true",
                "judges-forward", "true", "must-bear-off", "true", "sticks", "6")));
    }

    @Override
    public Set<Event> expectedEvents(RuleSet rules) {
        return EnumSet.of(Event.MOVE, Event.PASS, Event.WIN, Event.ENTER, Event.TRAP, Event.SWAP, Event.BACKWARD,
                Event.BEAR_OFF);
    }
}
