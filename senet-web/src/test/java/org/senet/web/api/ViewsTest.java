package org.senet.web.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;

/** The board's features in the game's JSON: what the page draws the direction, the marks and the trays from. */
public class ViewsTest {
    private static final RuleSets SHIPPED = RuleSets.discover();

    /**
     * Bell's rules without safe squares: a one-point variant, drawn as it plays (the browser test plays it too).
     *
     * @return the variant, {@code bell-no-safe}
     */
    public static RuleSet bellWithoutSafeSquares() {
        SettingsRuleSet bell = (SettingsRuleSet) SHIPPED.get("bell");
        return SettingsRuleSet.of(bell.rulebook().variant("bell-no-safe", "Bell without safe squares")
                .withSettings(settings -> settings.withSafeSquares()));
    }

    private static JsonNode json(RuleSet rules) {
        return new ObjectMapper().valueToTree(Views.features(rules));
    }

    @Test
    void bellAndItsVariantRunTowards1WithNothingBorneOff() {
        JsonNode bell = json(SHIPPED.get("bell"));
        assertEquals("towards_1", bell.get("direction").asText());
        assertFalse(bell.get("bearsOff").asBoolean());
        assertTrue(bell.get("waitingPieces").asBoolean());
        assertEquals("[30,29,28,27,26]", bell.get("entrySquares").toString());
        assertEquals(List.of(15, 26, 27, 28, 29, 30), bell.get("squares").findValues("square").stream()
                .map(JsonNode::asInt).toList());
        bell.get("squares").forEach(square -> assertEquals("[\"safe\"]", square.get("marks").toString()));
        JsonNode variant = json(bellWithoutSafeSquares());
        assertEquals("towards_1", variant.get("direction").asText());
        assertFalse(variant.get("bearsOff").asBoolean());
        assertEquals(0, variant.get("squares").size(), "no square marked");
    }

    @Test
    void theOtherRuleSetsRunTowards30AndBearOffWithTheWaterOrTheTrapOn27() {
        JsonNode thibault = json(SHIPPED.get("thibault"));
        assertEquals("towards_30", thibault.get("direction").asText());
        assertTrue(thibault.get("bearsOff").asBoolean());
        assertEquals("{\"square\":27,\"marks\":[\"water_holds\"],\"bearOffThrows\":[]}",
                thibault.get("squares").get(2).toString());
        assertEquals("{\"square\":28,\"marks\":[\"bear_off\"],\"bearOffThrows\":[3]}",
                thibault.get("squares").get(3).toString());
        JsonNode assignment = json(SHIPPED.get("assignment"));
        assertEquals("[\"trap\"]", assignment.get("squares").get(1).get("marks").toString());
        for (RuleSet rules : SHIPPED.all()) {
            assertEquals(!rules.boardFeatures().towardsStart(), json(rules).get("direction").asText().equals("towards_30"),
                    rules.id());
        }
    }
}
