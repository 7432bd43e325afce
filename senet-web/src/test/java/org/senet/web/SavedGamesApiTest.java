package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;
import org.senet.web.Client.Answer;

/** The saved games as the page lists and reviews them: in words, not in the record's or the engine's own terms. */
class SavedGamesApiTest {
    @TempDir
    Path home;

    @Test
    void theListNamesPeopleAndBotsAGameOpenHereIsNotDeletedAndTheReviewNamesItsJudge() {
        try (WebServer server = WebServer.start(WebSettings.of("127.0.0.1", 0, new GameStore(home.resolve("saves"))),
                RuleSets.discover())) {
            Client client = new Client(server);
            Answer started = client.post("/api/games", Map.of("opponent", "random", "starts", "me", "name", "Ann"));
            JsonNode game = started.json().get("game");
            String id = game.get("id").asText();
            String seat = started.json().get("seats").get("light").asText();
            while (!game.get("over").asBoolean()) {
                game = client.act(id, seat, game.get("step").asInt(), game.get("choices").get(0).get("action")
                        .asText()).json();
            }
            JsonNode saved = client.get("/api/saves").json().get(0);
            assertEquals("Ann", saved.get("light").get("name").asText(), "a person by name, no '(human)'");
            assertEquals("", saved.get("light").get("bot").asText());
            assertEquals("random", saved.get("dark").get("bot").asText(), "a bot by its id, for the page's words");
            assertTrue(saved.get("live").asBoolean());
            // open on this server: not deleted, and said so (not blamed on another program)
            Answer refused = client.delete("/api/saves/" + id);
            assertEquals(409, refused.status());
            assertEquals("live-not-deleted", refused.code());
            assertTrue(refused.error().contains("open on this server"), refused.error());
            assertFalse(refused.error().contains("process"), refused.error());
            assertTrue(Files.exists(home.resolve("saves").resolve(id + ".senet")), "nothing deleted");
            JsonNode review = client.get("/api/saves/" + id + "/review").json();
            String judge = review.get("judge").asText();
            assertTrue(judge.startsWith("Judged by ") && !judge.contains("@") && !judge.contains("org."), judge);
            assertTrue(Set.of("network", "formula").contains(review.get("judgedBy").asText()));
            assertEquals(2, review.get("depth").asInt());
        }
    }
}
