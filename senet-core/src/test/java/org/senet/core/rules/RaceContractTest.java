package org.senet.core.rules;

import java.util.EnumSet;
import java.util.Set;

import org.senet.core.contract.RandomGame;
import org.senet.core.contract.RuleSetContract;

/** The contract suite run against a plugin that is not on the class path's registry: how a rule-set author uses it. */
class RaceContractTest implements RuleSetContract {
    @Override
    public RuleSets registry() {
        return RuleSets.of(new RaceRules());
    }

    @Override
    public Set<RandomGame.Event> expectedEvents(RuleSet rules) {
        return EnumSet.of(RandomGame.Event.MOVE, RandomGame.Event.PASS, RandomGame.Event.BEAR_OFF, RandomGame.Event.WIN);
    }
}
