package com.example.senet.bugs;

import java.util.List;

import org.senet.testkit.RuleSetContract;

class MissingProvidesContractTest implements RuleSetContract {
    @Override
    public List<String> ruleSetIds() {
        return List.of("sprint-missing-provides");
    }
}
