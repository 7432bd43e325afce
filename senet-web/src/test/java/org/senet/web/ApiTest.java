package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.notation.Notation;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameFile;
import org.senet.core.store.GameStore;
import org.senet.core.store.RecordFile;
import org.senet.web.Client.Answer;

/** The API through real HTTP (java.net.http) against a server on a free port, its games in a temporary folder. */
class ApiTest {
    private static final RuleSets REGISTRY = RuleSets.discover();

    @TempDir
    Path home;

    private WebServer server;
    private Client client;

    @BeforeEach
    void start() {
        server = WebServer.start(new WebSettings("127.0.0.1", 0, new GameStore(home.resolve("saves")), 3,
                Duration.ofMinutes(5), 4096, 64, 16), REGISTRY);
        client = new Client(server);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private Path saveOf(String id) {
        return home.resolve("saves").resolve(id + ".senet");
    }

    @Test
    void aGameAgainstABotPlayedToTheEndIsSavedAfterEveryActionAndReplaysToThePositionShown() throws Exception {
        Answer started = client.post("/api/games", Map.of("opponent", "random", "starts", "me"));
        assertEquals(201, started.status(), started.toString());
        JsonNode game = started.json().get("game");
        String id = game.get("id").asText();
        String seat = started.json().get("seats").get(game.get("you").asText()).asText();
        Random random = new Random(7);
        int actions = 0;
        while (!game.get("over").asBoolean()) {
            JsonNode choices = game.get("choices");
            String action = choices.get(random.nextInt(choices.size())).get("action").asText();
            Answer answer = client.act(id, seat, game.get("step").asInt(), action);
            assertEquals(200, answer.status(), answer.error());
            game = answer.json();
            actions++;
            GameRecord saved = RecordFile.read(REGISTRY, saveOf(id));
            assertEquals(game.get("step").asInt(), saved.steps().size(), "saved after every action");
            assertEquals(game.get("position").asText(), Notation.format(saved.rules(), saved.position()));
        }
        assertTrue(actions > 10);
        assertFalse(game.get("winner").asText().isEmpty());
        assertEquals(0, game.get("choices").size());
        assertEquals(409, client.act(id, seat, game.get("step").asInt(), "throw").status(), "nothing after the end");
    }

    @Test
    void badRequestsGetAJsonMessageAnd4xxAndChangeNothing() throws Exception {
        assertRefused(400, "unknown rules 'nope'", client.post("/api/games", Map.of("rules", "nope")));
        assertRefused(400, "no option 'x'", client.post("/api/games", Map.of("options", Map.of("x", "y"))));
        assertRefused(400, "unknown opponent", client.post("/api/games", Map.of("opponent", "god")));
        assertRefused(400, "unknown starts", client.post("/api/games", Map.of("starts", "whoever")));
        assertRefused(400, "malformed JSON", client.post("/api/games", "{not json"));
        assertRefused(400, "malformed JSON", client.post("/api/games", "{\"rules\":\"thibault\",\"extra\":1}"));
        assertRefused(400, "no body", client.post("/api/games", ""));
        assertRefused(413, "too large", client.post("/api/games", "{\"name\":\"" + "a".repeat(5000) + "\"}"));
        assertRefused(400, "not a game id", client.get("/api/games/..%2F..%2Fetc%2Fpasswd?seat=x"));
        assertRefused(400, "not a game id", client.delete("/api/saves/.lock"));
        assertRefused(404, "no saved game", client.post("/api/saves/nothing-here/open", "{}"));
        assertRefused(404, "not being played", client.get("/api/games/nothing-here?seat=x"));
        assertRefused(404, "unknown rule set", client.get("/api/rulesets/nope"));
        try (var files = Files.list(home)) {
            assertEquals(List.of(), files.filter(file -> !file.getFileName().toString().equals("saves")).toList());
        }
        assertFalse(Files.exists(home.resolve("saves")) && Files.list(home.resolve("saves")).findAny().isPresent(),
                "no game was started by a bad request");

        Answer started = client.post("/api/games", Map.of("opponent", "random", "starts", "me"));
        String id = started.json().get("game").get("id").asText();
        String seat = started.json().get("seats").get("light").asText();
        String before = Files.readString(saveOf(id));
        assertRefused(400, "not an action", client.act(id, seat, 0, "9->banana"));
        assertRefused(400, "not a legal action now", client.act(id, seat, 0, "9->11"));
        assertRefused(400, "no action given", client.act(id, seat, 0, ""));
        assertRefused(403, "holds no seat", client.act(id, "forged-token", 0, "throw"));
        assertRefused(409, "moved on", client.act(id, seat, 5, "throw"));
        assertRefused(400, "no step given", client.post("/api/games/" + id + "/actions", Map.of("seat", seat,
                "action", "throw")));
        assertRefused(400, "malformed JSON", client.post("/api/games/" + id + "/actions",
                "{\"seat\":\"" + seat + "\",\"step\":\"zero\",\"action\":\"throw\"}"));
        assertEquals(before, Files.readString(saveOf(id)), "the save is untouched");
        assertEquals(0, client.get("/api/games/" + id + "?seat=" + seat).json().get("step").asInt());
    }

    private static void assertRefused(int status, String words, Answer answer) {
        assertEquals(status, answer.status(), answer.toString());
        assertTrue(answer.error().contains(words), () -> "'" + words + "' not in: " + answer.error());
    }

    @Test
    void aFriendGameAcceptsOnlyTheSeatOnMoveAndPushesEveryActionToTheOtherSeat() throws Exception {
        Answer started = client.post("/api/games", Map.of("opponent", "friend", "starts", "me", "name", "Ann",
                "friend", "Bob"));
        JsonNode seats = started.json().get("seats");
        String id = started.json().get("game").get("id").asText();
        String light = seats.get("light").asText();
        String dark = seats.get("dark").asText();
        assertFalse(light.equals(dark));
        assertTrue(light.length() >= 20, "an unguessable token");

        List<String> pushed = new ArrayList<>();
        HttpResponse<InputStream> stream = client.http().send(HttpRequest.newBuilder(
                URI.create(client.base() + "/api/games/" + id + "/events?seat=" + dark)).header("Accept", "text/event-stream")
                .GET().build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, stream.statusCode());
        BufferedReader events = new BufferedReader(new InputStreamReader(stream.body(), StandardCharsets.UTF_8));
        CompletableFuture<Void> reader = CompletableFuture.runAsync(() -> {
            try {
                for (String line; (line = events.readLine()) != null; ) {
                    if (line.startsWith("data:")) {
                        synchronized (pushed) {
                            pushed.add(line.substring(5).strip());
                            pushed.notifyAll();
                        }
                    }
                }
            } catch (java.io.IOException e) {
                // the stream ends with the test
            }
        });
        waitFor(pushed, "0");
        assertEquals(403, client.http().send(HttpRequest.newBuilder(URI.create(client.base() + "/api/games/" + id
                + "/events?seat=forged")).header("Accept", "text/event-stream").GET().build(),
                HttpResponse.BodyHandlers.ofString()).statusCode());

        assertRefused(409, "not your turn", client.act(id, dark, 0, "throw"));
        assertEquals(200, client.act(id, light, 0, "throw").status());
        waitFor(pushed, "1");
        JsonNode seen = client.get("/api/games/" + id + "?seat=" + dark).json();
        assertEquals("dark", seen.get("you").asText());
        assertEquals(1, seen.get("step").asInt());
        assertEquals("light", seen.get("toMove").asText(), "light moves after its throw");
        String move = seen.get("choices").get(0).get("action").asText();
        assertRefused(409, "not your turn", client.act(id, dark, 1, move));
        assertEquals(200, client.act(id, light, 1, move).status());
        waitFor(pushed, "2");
        assertEquals("Bob", seen.get("dark").get("name").asText());
        assertTrue(Files.readString(saveOf(id)).contains("[Dark \"Bob (human)\"]"));
        stream.body().close();
        reader.cancel(true);
    }

    private static void waitFor(List<String> pushed, String data) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        synchronized (pushed) {
            while (!pushed.contains(data)) {
                long left = end - System.nanoTime();
                assertTrue(left > 0, "no event " + data + " pushed; got " + pushed);
                pushed.wait(TimeUnit.NANOSECONDS.toMillis(left) + 1);
            }
        }
    }

    @Test
    void theLimitOfLiveGamesIsKeptAndAGameHeldElsewhereCannotBeDeletedOrOpened() throws Exception {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Answer answer = client.post("/api/games", Map.of("opponent", "random"));
            assertEquals(201, answer.status());
            ids.add(answer.json().get("game").get("id").asText());
        }
        assertRefused(503, "its limit", client.post("/api/games", Map.of()));
        assertRefused(409, "another senet process", client.delete("/api/saves/" + ids.get(0)));
        assertRefused(409, "being played on this server", client.post("/api/saves/" + ids.get(0) + "/open", "{}"));
        assertTrue(Files.exists(saveOf(ids.get(0))));
        // a game held by another player of the store (the console) is refused, and left as it is
        server.games().live().forEach(game -> { });
        Path other = home.resolve("saves").resolve("held.senet");
        Files.copy(saveOf(ids.get(0)), other);
        try (GameFile held = GameFile.open(other, org.senet.core.store.Disk.SYSTEM)) {
            assertRefused(409, "another senet process", client.delete("/api/saves/held"));
        }
        assertEquals(204, client.delete("/api/saves/held").status());
        assertFalse(Files.exists(other));
    }

    @Test
    void theSavedGamesAreListedAndAFinishedOneIsReviewed() throws Exception {
        Answer started = client.post("/api/games", Map.of("opponent", "random", "starts", "me"));
        JsonNode game = started.json().get("game");
        String id = game.get("id").asText();
        String seat = started.json().get("seats").get("light").asText();
        Answer hint = client.get("/api/games/" + id + "/hint?seat=" + seat);
        assertEquals(200, hint.status(), hint.error());
        assertEquals("hard", hint.json().get("judge").asText());
        while (!game.get("over").asBoolean()) {
            game = client.act(id, seat, game.get("step").asInt(), game.get("choices").get(0).get("action").asText())
                    .json();
        }
        JsonNode list = client.get("/api/saves").json();
        assertEquals(id, list.get(0).get("id").asText());
        assertTrue(list.get(0).get("over").asBoolean());
        Answer review = client.get("/api/saves/" + id + "/review");
        assertEquals(200, review.status(), review.error());
        assertTrue(review.json().get("lines").size() > 5);
        double last = review.json().get("lines").get(review.json().get("lines").size() - 1).get("lightChance").asDouble();
        assertEquals(game.get("winner").asText().equals("light") ? 1.0 : 0.0, last, 1e-9);
    }

    @Test
    void anIdleGameIsClosedSavedAndOpensAgainAsItWas() throws Exception {
        try (WebServer quick = WebServer.start(new WebSettings("127.0.0.1", 0, new GameStore(home.resolve("saves")), 3,
                Duration.ofMillis(300), 4096, 64, 16), REGISTRY)) {
            Client other = new Client(quick);
            Answer started = other.post("/api/games", Map.of("opponent", "random", "starts", "me"));
            String id = started.json().get("game").get("id").asText();
            String seat = started.json().get("seats").get("light").asText();
            assertEquals(200, other.act(id, seat, 0, "throw").status());
            String saved = Files.readString(saveOf(id));
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            // the list of saved games does not touch a game (looking at the game itself would)
            while (other.get("/api/saves").json().get(0).get("live").asBoolean()) {
                assertTrue(System.nanoTime() < end, "the idle game was not closed");
                Thread.sleep(100);
            }
            assertRefused(404, "open it from the saved games", other.get("/api/games/" + id + "?seat=" + seat));
            assertEquals(saved, Files.readString(saveOf(id)), "saved, not lost");
            assertFalse(Files.exists(saveOf(id).resolveSibling("." + id + ".senet.lock")), "its file released");
            Answer opened = other.post("/api/saves/" + id + "/open", "{}");
            assertEquals(201, opened.status(), opened.error());
            assertEquals(1, opened.json().get("game").get("step").asInt());
        }
    }
}
