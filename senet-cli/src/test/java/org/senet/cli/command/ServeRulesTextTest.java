package org.senet.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.rules.RuleSet;
import org.senet.core.store.GameStore;
import org.senet.web.WebServer;
import org.senet.web.WebSettings;

/** The board in the browser shows the rules summary in the player's language, as the console does. */
class ServeRulesTextTest {
    @TempDir
    Path home;

    @Test
    void theRulesOfTheBoardAreSummedUpInThePlayersLanguageAsInTheConsole() throws Exception {
        RuleSet kendall = RuleSetOptions.REGISTRY.find("kendall").orElseThrow();
        try (WebServer server = WebServer.start(WebSettings.of("127.0.0.1", 0, new GameStore(home.resolve("saves"))),
                RuleSetOptions.REGISTRY, RulesText.forWeb())) {
            for (String language : new String[] {"pt", "nl", "en"}) {
                JsonNode rules = get(server, "/api/rulesets/kendall?lang=" + language);
                assertEquals(RulesText.summaryText(language, kendall), rules.get("summary").asText(), language);
                JsonNode listed = get(server, "/api/rulesets?lang=" + language);
                for (JsonNode entry : listed) {
                    if (entry.get("id").asText().equals("kendall")) {
                        assertEquals(RulesText.summaryText(language, kendall), entry.get("summary").asText());
                    }
                }
            }
            String english = RulesText.summaryText("en", kendall);
            assertNotEquals(english, get(server, "/api/rulesets/kendall?lang=pt").get("summary").asText(),
                    "Portuguese, not English");
            assertEquals(english, get(server, "/api/rulesets/kendall?lang=xx").get("summary").asText(),
                    "English for a language the page does not have");
            assertEquals(english, get(server, "/api/rulesets/kendall").get("summary").asText(), "and for none");
            assertTrue(get(server, "/api/rulesets/kendall?lang=pt").get("description").asText().contains("K1"),
                    "the full clauses as well");
            // the names, the lines of the list and the options' meanings: the console's words in each language
            assertEquals("a Casa do Renascimento", get(server, "/api/rulesets/rebirth?lang=pt").get("name").asText());
            assertEquals("het Huis van de Wedergeboorte", get(server, "/api/rulesets/rebirth?lang=nl").get("name")
                    .asText());
            for (JsonNode entry : get(server, "/api/rulesets?lang=pt")) {
                if (entry.get("id").asText().equals("thibault")) {
                    assertTrue(entry.get("line").asText().startsWith("as regras de Daniel U. Thibault"),
                            entry.get("line").asText());
                    JsonNode water = entry.get("options").findParents("key").stream()
                            .filter(option -> option.get("key").asText().equals("water")).findFirst().orElseThrow();
                    assertTrue(water.get("meaning").asText().startsWith("uma peça que cai na casa 27"),
                            water.get("meaning").asText());
                }
            }
        }
    }

    private static JsonNode get(WebServer server, String path) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) URI.create(server.address() + path.substring(1)).toURL()
                .openConnection();
        try (InputStream body = connection.getInputStream()) {
            assertEquals(200, connection.getResponseCode());
            return new ObjectMapper().readTree(body);
        } finally {
            connection.disconnect();
        }
    }
}
