package org.senet.testkit;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.senet.core.rules.RuleSet;

/** The whole contract, run by jqwik, against the sample plugin: a correct rule set passes it. */
class SprintContractTest implements RuleSetContract {
    @Override
    public List<String> ruleSetIds() {
        return List.of("sprint");
    }

    @Override
    public Set<RandomGame.Event> expectedEvents(RuleSet rules) {
        return EnumSet.of(RandomGame.Event.MOVE, RandomGame.Event.PASS, RandomGame.Event.SWAP,
                RandomGame.Event.BEAR_OFF, RandomGame.Event.WIN);
    }
}
