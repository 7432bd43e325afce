package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;
import org.senet.web.Client.Answer;

/** The next game of a match: one, whoever asks and however often, and each seat gets its own token only. */
class NextGameTest {
    @TempDir
    Path home;

    @Test
    void bothSeatsAskingAtOnceAndAgainGetTheSameSingleNextGameEachWithItsOwnTokenOnly() throws Exception {
        try (WebServer server = WebServer.start(WebSettings.of("127.0.0.1", 0, new GameStore(home.resolve("saves"))),
                RuleSets.discover())) {
            Client owner = new Client(server);
            Answer started = owner.post("/api/games", Map.of("opponent", "friend", "starts", "me"));
            JsonNode game = started.json().get("game");
            String id = game.get("id").asText();
            Map<String, String> seats = Map.of("light", started.json().get("seats").get("light").asText(),
                    "dark", started.json().get("seats").get("dark").asText());
            Client friend = owner.friend();
            Random random = new Random(5);
            while (!game.get("over").asBoolean()) {
                JsonNode choices = game.get("choices");
                game = friend.act(id, seats.get(game.get("toMove").asText()), game.get("step").asInt(),
                        choices.get(random.nextInt(choices.size())).get("action").asText()).json();
            }
            // both players click at once, each several times (a double click, a reload and a click again)
            ExecutorService clicks = Executors.newFixedThreadPool(8);
            List<Future<Answer>> answers = new ArrayList<>();
            List<String> askers = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                String side = i % 2 == 0 ? "light" : "dark";
                askers.add(side);
                answers.add(clicks.submit(() -> friend.post("/api/games/" + id + "/next",
                        Map.of("seat", seats.get(side)))));
            }
            clicks.shutdown();
            Set<String> nextIds = new HashSet<>();
            Map<String, Set<String>> tokensOf = Map.of("light", new HashSet<>(), "dark", new HashSet<>());
            int made = 0;
            for (int i = 0; i < answers.size(); i++) {
                Answer answer = answers.get(i).get();
                assertTrue(answer.status() == 201 || answer.status() == 200, answer.toString());
                made += answer.status() == 201 ? 1 : 0;
                nextIds.add(answer.json().get("game").get("id").asText());
                JsonNode given = answer.json().get("seats");
                assertEquals(1, given.size(), "one token: the asker's own " + given);
                String you = answer.json().get("game").get("you").asText();
                tokensOf.get(you).add(given.get(you).asText());
                tokensOf.get(you).add(askers.get(i)); // which seat of the finished game asked
            }
            assertEquals(1, made, "made once");
            assertEquals(1, nextIds.size(), "one next game: " + nextIds);
            assertEquals(2, server.games().live().size(), "the finished game and its one next game");
            // each side of the next game was given to one seat of the finished game only, with one token
            for (Set<String> tokenAndAsker : tokensOf.values()) {
                assertEquals(2, tokenAndAsker.size(), "one token, one asker: " + tokenAndAsker);
            }
        }
    }
}
