package com.example.senet;

import java.util.List;

import org.senet.testkit.RuleSetContract;

class SprintRulesContractTest implements RuleSetContract {
    @Override
    public List<String> ruleSetIds() {
        return List.of("sprint");
    }
}
