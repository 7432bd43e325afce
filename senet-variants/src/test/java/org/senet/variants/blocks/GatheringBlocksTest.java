package org.senet.variants.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.senet.variants.blocks.BlockPositions.squares;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.action.ActionCode;
import org.senet.core.engine.Rulebook;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.notation.Notation;
import org.senet.core.notation.NotationException;
import org.senet.core.position.Position;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.rules.ThrowGathering;
import org.senet.core.settings.RuleSettings;

/**
 * Gathered throws (Thibault's option {@code gather-throws}, T-ALT) through the rule set's public face: the throws held,
 * the refusals while they are played, the positions the notation refuses, and the throw of the sticks itself.
 */
class GatheringBlocksTest {
    private final RuleSets registry = RuleSets.discover();

    private RuleSet gathering(String... moreOptions) {
        Map<String, String> options = new HashMap<>(Map.of("gather-throws", "true"));
        for (String option : moreOptions) {
            options.put(option, "true");
        }
        return registry.get("thibault", options);
    }

    @Test
    @DisplayName("T-ALT gather-throws: the throws held are listed lowest first, the sticks' highest value too")
    void the_throws_held_include_the_highest_value() {
        RuleSet rules = gathering();
        ThrowGathering gathered = rules.capability(ThrowGathering.class).orElseThrow();
        assertEquals(List.of(5, 5), gathered.gatheredThrows(Notation.parse(rules, squares(5, 20) + " W pieces=1,1 pool5=2")));
        assertEquals(List.of(1, 4, 5), gathered.gatheredThrows(
                Notation.parse(rules, squares(5, 20) + " W pieces=1,1 pool1=1 pool4=1 pool5=1")));
    }

    @Test
    void the_throw_of_the_sticks_itself_leaves_the_position_as_it_is() {
        RuleSet rules = gathering();
        Position start = rules.start();
        assertEquals(start, rules.apply(start, RuleSet.NO_THROW, ActionCode.THROW));
    }

    @Test
    @DisplayName("T-ALT gather-throws: refused for the only throw held, the highest")
    void a_piece_is_refused_for_the_highest_throw_held() {
        RuleSet rules = gathering();
        Position position = Notation.parse(rules, squares(new int[] {3}, 8, 9) + " W pieces=1,2 pool5=1 spend=1");
        Refusal refusal = rules.whyNot(position, RuleSet.NO_THROW, 3).orElseThrow();
        assertEquals(RefusalReason.BELOW_FIRST_SQUARE, refusal.reason(), refusal.message());
        assertEquals("The piece on square 3 cannot go below square 1 with this throw", refusal.message());
    }

    @Test
    @DisplayName("T-ALT gather-throws: the highest throw closing the gathering is held only while spending")
    void a_closing_highest_throw_needs_spend() {
        RuleSettings notKeepingFive = RuleSettings.THIBAULT.withThrowAgainOn(1, 4);
        RuleSet rules = SettingsRuleSet.of(Rulebook.of("gather-no-five", "Gathering, 5 not kept",
                notKeepingFive.withTurns(notKeepingFive.turns().withThrowsGathered(true)), "X1"));
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parse(rules, squares(5, 20) + " W pieces=1,1 pool5=1"));
        assertEquals("pool5 holds the throw that ended the gathering, so it needs spend=1", e.getMessage());
        assertEquals(List.of(5), rules.capability(ThrowGathering.class).orElseThrow()
                .gatheredThrows(Notation.parse(rules, squares(5, 20) + " W pieces=1,1 pool5=1 spend=1")));
    }

    @Test
    @DisplayName("T-ALT gather-throws with netting: netted is kept only while the gathered throws are played")
    void netted_needs_spend() {
        RuleSet rules = gathering("netting");
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parse(rules, squares(5, 20) + " W pieces=1,1 netted=1"));
        assertEquals("netted=1 is kept only while the gathered throws are played (spend=1)", e.getMessage());
    }
}
