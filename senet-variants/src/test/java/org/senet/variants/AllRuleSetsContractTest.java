package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import net.jqwik.api.Example;
import org.senet.core.contract.RandomGame.Event;
import org.senet.core.contract.RuleSetContract;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/**
 * The contract of RULES.md §8 over every rule set the registry discovers, with the special events
 * each one's random games must reach.
 */
class AllRuleSetsContractTest implements RuleSetContract {

    @Override
    public Set<Event> expectedEvents(RuleSet rules) {
        Set<Event> events = EnumSet.of(Event.MOVE, Event.PASS, Event.WIN);
        switch (rules.id()) {
            case "thibault" -> events.addAll(EnumSet.of(Event.SWAP, Event.BACKWARD, Event.KNOCK, Event.DROWN,
                    Event.RESCUE, Event.BEAR_OFF));
            case "kendall" -> events.addAll(EnumSet.of(Event.SWAP, Event.BACKWARD, Event.DROWN, Event.RESCUE,
                    Event.BEAR_OFF));
            case "jequier-pusch", "assignment" -> events.addAll(EnumSet.of(Event.SWAP, Event.BACKWARD, Event.TRAP,
                    Event.BEAR_OFF));
            case "tait" -> events.addAll(EnumSet.of(Event.HIT, Event.ENTER, Event.TRAP, Event.BEAR_OFF));
            case "bell" -> events.addAll(EnumSet.of(Event.HIT, Event.ENTER));
            case "rebirth" -> events.addAll(EnumSet.of(Event.SWAP, Event.BACKWARD, Event.KNOCK, Event.TRAP,
                    Event.RESCUE, Event.BEAR_OFF));
            default -> events.add(Event.BEAR_OFF);
        }
        return events;
    }

    @Example
    void every_shipped_rule_set_is_discovered() {
        RuleSets registry = registry();
        assertTrue(registry.warnings().isEmpty(), "no broken provider: " + registry.warnings());
        assertEquals(List.of("assignment", "bell", "jequier-pusch", "kendall", "rebirth", "tait", "thibault"),
                registry.ids());
    }
}
