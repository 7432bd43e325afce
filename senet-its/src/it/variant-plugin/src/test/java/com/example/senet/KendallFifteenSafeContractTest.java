package com.example.senet;

import java.util.List;
import java.util.Map;

import org.senet.testkit.RuleSetContract;

class KendallFifteenSafeContractTest implements RuleSetContract {
    @Override
    public List<String> ruleSetIds() {
        return List.of("kendall-15-safe");
    }

    @Override
    public List<Map<String, String>> optionSets(String id) {
        return List.of(Map.of(), Map.of("robinson", "true"));       // Kendall's option, kept by the variant
    }
}
