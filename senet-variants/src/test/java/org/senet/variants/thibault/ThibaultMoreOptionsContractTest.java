package org.senet.variants.thibault;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

import org.senet.core.contract.RandomGame.Event;
import org.senet.core.contract.RuleSetContract;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * The contract over Thibault's rules with other alternative rules at once: seven pieces, walls,
 * backward moves that do not attack, 15 and the last squares safe, one piece at most in the water.
 */
class ThibaultMoreOptionsContractTest implements RuleSetContract {

    @Override
    public RuleSets registry() {
        return RuleSets.of(new Thibault().withOptions(Map.of("pieces", "7", "walls", "true",
                "backward-no-attack", "true", "fifteen", "safe", "safe-end", "true", "one-in-water", "true")));
    }

    @Override
    public Set<Event> expectedEvents(RuleSet rules) {
        return EnumSet.of(Event.MOVE, Event.PASS, Event.WIN, Event.SWAP, Event.BACKWARD, Event.DROWN, Event.RESCUE,
                Event.BEAR_OFF);
    }
}
