package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.notation.Notation;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSets;
import org.senet.core.rules.ThrowsForDark;
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
    void aNewGameMayVaryTheRulesInPointsAndIsSavedAsThatVariant() throws Exception {
        Answer started = client.post("/api/games", Map.of("rules", "tait", "set", List.of("sticks=5"), "opponent", "random"));
        assertEquals(201, started.status(), started.toString());
        JsonNode game = started.json().get("game");
        assertEquals("Tait (sticks=5)", game.get("rulesName").asText(), game.toString());
        GameRecord saved = RecordFile.read(REGISTRY, saveOf(game.get("id").asText()));
        assertEquals("Tait (sticks=5)", saved.rules().name());
        assertEquals(5, saved.rules().throwTable().maxValue());
    }

    @Test
    void badRequestsGetAJsonMessageAnd4xxAndChangeNothing() throws Exception {
        assertRefused(400, "unknown-rules", "unknown rules 'nope'", client.post("/api/games", Map.of("rules", "nope")));
        assertRefused(400, "bad-option", "no option 'x'", client.post("/api/games", Map.of("options", Map.of("x", "y"))));
        assertRefused(400, "bad-option", "unknown point 'x'", client.post("/api/games", Map.of("set", List.of("x=y"))));
        assertRefused(400, "unknown-opponent", "unknown opponent", client.post("/api/games", Map.of("opponent", "god")));
        assertRefused(400, "unknown-starts", "unknown starts", client.post("/api/games", Map.of("starts", "whoever")));
        assertRefused(400, "malformed-json", "malformed JSON", client.post("/api/games", "{not json"));
        assertRefused(400, "malformed-json", "malformed JSON", client.post("/api/games", "{\"rules\":\"thibault\",\"extra\":1}"));
        assertRefused(400, "no-body", "no body", client.post("/api/games", ""));
        assertRefused(413, "too-large", "too large", client.post("/api/games", "{\"name\":\"" + "a".repeat(5000) + "\"}"));
        assertRefused(400, "bad-game-id", "not a game id", client.get("/api/games/..%2F..%2Fetc%2Fpasswd?seat=x"));
        assertRefused(400, "bad-game-id", "not a game id", client.delete("/api/saves/.lock"));
        assertRefused(404, "no-saved-game", "no saved game", client.post("/api/saves/nothing-here/open", "{}"));
        assertRefused(404, "game-not-live", "not being played", client.get("/api/games/nothing-here?seat=x"));
        assertRefused(404, "unknown-rules", "unknown rules 'nope'", client.get("/api/rulesets/nope"));
        try (var files = Files.list(home)) {
            assertEquals(List.of(), files.filter(file -> !file.getFileName().toString().equals("saves")).toList());
        }
        assertFalse(Files.exists(home.resolve("saves")) && Files.list(home.resolve("saves")).findAny().isPresent(),
                "no game was started by a bad request");

        Answer started = client.post("/api/games", Map.of("opponent", "random", "starts", "me"));
        String id = started.json().get("game").get("id").asText();
        String seat = started.json().get("seats").get("light").asText();
        String before = Files.readString(saveOf(id));
        assertRefused(400, "not-an-action", "not an action", client.act(id, seat, 0, "9->banana"));
        assertRefused(400, "illegal-action", "not a legal action now", client.act(id, seat, 0, "9->11"));
        assertRefused(400, "no-action", "no action given", client.act(id, seat, 0, ""));
        assertRefused(403, "not-your-seat", "holds no seat", client.act(id, "forged-token", 0, "throw"));
        assertRefused(409, "moved-on", "moved on", client.act(id, seat, 5, "throw"));
        assertRefused(400, "no-step", "no step given", client.post("/api/games/" + id + "/actions", Map.of("seat", seat,
                "action", "throw")));
        assertRefused(400, "malformed-json", "malformed JSON", client.post("/api/games/" + id + "/actions",
                "{\"seat\":\"" + seat + "\",\"step\":\"zero\",\"action\":\"throw\"}"));
        assertEquals(before, Files.readString(saveOf(id)), "the save is untouched");
        assertEquals(0, client.get("/api/games/" + id + "?seat=" + seat).json().get("step").asInt());
    }

    static void assertRefused(int status, String code, String words, Answer answer) {
        assertEquals(status, answer.status(), answer.toString());
        assertEquals(code, answer.code(), answer.toString());
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

        try (EventStream pushed = EventStream.open(client, id, dark)) {
            assertEquals(200, pushed.status());
            pushed.await("game", "0");
            assertEquals(403, EventStream.open(client, id, "forged").status());

            assertRefused(409, "not-your-turn", "not your turn", client.act(id, dark, 0, "throw"));
            assertEquals(200, client.act(id, light, 0, "throw").status());
            pushed.await("game", "1");
            JsonNode seen = client.get("/api/games/" + id + "?seat=" + dark).json();
            assertEquals("dark", seen.get("you").asText());
            assertEquals(1, seen.get("step").asInt());
            assertEquals("light", seen.get("toMove").asText(), "light moves after its throw");
            String move = seen.get("choices").get(0).get("action").asText();
            assertRefused(409, "not-your-turn", "not your turn", client.act(id, dark, 1, move));
            assertEquals(200, client.act(id, light, 1, move).status());
            pushed.await("game", "2");
            assertEquals("Bob", seen.get("dark").get("name").asText());
            assertTrue(Files.readString(saveOf(id)).contains("[Dark \"Bob (human)\"]"));
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
        assertRefused(503, "too-many-games", "its limit", client.post("/api/games", Map.of()));
        assertRefused(409, "live-not-deleted", "open on this server", client.delete("/api/saves/" + ids.get(0)));
        assertRefused(409, "game-live-here", "being played on this server", client.post("/api/saves/" + ids.get(0)
                + "/open", "{}"));
        assertTrue(Files.exists(saveOf(ids.get(0))));
        // a game held by another player of the store (the console) is refused, and left as it is
        server.games().live().forEach(game -> { });
        Path other = home.resolve("saves").resolve("held.senet");
        Files.copy(saveOf(ids.get(0)), other);
        try (GameFile held = GameFile.open(other, org.senet.core.store.Disk.SYSTEM)) {
            assertRefused(409, "game-held", "another senet process", client.delete("/api/saves/held"));
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
                Duration.ofMillis(1500), 4096, 64, 16), REGISTRY)) {
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
            assertRefused(404, "game-not-live", "open it from the saved games", other.get("/api/games/" + id + "?seat=" + seat));
            assertEquals(saved, Files.readString(saveOf(id)), "saved, not lost");
            assertFalse(Files.exists(saveOf(id).resolveSibling("." + id + ".senet.lock")), "its file released");
            Answer opened = other.post("/api/saves/" + id + "/open", "{}");
            assertEquals(201, opened.status(), opened.error());
            assertEquals(1, opened.json().get("game").get("step").asInt());
        }
    }

    /** A server of these saves with other limits: games, connections, listening pages. */
    private WebServer server(int maxGames, int maxConnections, int maxListeners) {
        return WebServer.start(new WebSettings("127.0.0.1", 0, new GameStore(home.resolve("saves")), maxGames,
                Duration.ofMinutes(5), 4096, maxConnections, maxListeners), REGISTRY);
    }

    @Test
    void JP3_AS3_theThrowsForA1DecideWhoTakesDarkAndThePlayerWhoStartsThrowsFirst() throws Exception {
        try (WebServer big = server(40, 64, 16)) {
            Client other = new Client(big);
            Set<Boolean> firstTookDark = new HashSet<>();
            for (int i = 0; i < 20; i++) {
                // who starts is not given: the rules' own opening
                Answer started = other.post("/api/games", Map.of("rules", i % 2 == 0 ? "jequier-pusch" : "assignment",
                        "opponent", "friend", "name", "Ann", "friend", "Bob"));
                assertEquals(201, started.status(), started.toString());
                JsonNode game = started.json().get("game");
                String ann = game.get("you").asText();
                assertEquals("Ann", game.get(ann).get("name").asText(), "the page of the one who started is hers");
                assertEquals(ann, other.get("/api/games/" + game.get("id").asText() + "?seat="
                        + started.json().get("seats").get(ann).asText()).json().get("you").asText());
                JsonNode opening = game.get("opening");
                List<Integer> values = new ArrayList<>();
                for (int k = 0; k < opening.size(); k++) {
                    values.add(opening.get(k).get("value").asInt());
                    String expected = k % 2 == 0 ? ann : ann.equals("light") ? "dark" : "light";
                    assertEquals(expected, opening.get(k).get("side").asText(), "Ann first, then in turn: " + opening);
                }
                assertEquals(values.size() - 1, values.indexOf(1), "until the first 1: " + values);
                assertEquals("dark", opening.get(values.size() - 1).get("side").asText(), "who throws the 1 takes dark");
                firstTookDark.add(ann.equals("dark"));
                GameRecord record = RecordFile.read(REGISTRY, saveOf(game.get("id").asText()));
                assertEquals(values, ThrowsForDark.of(record.rules(), record.seed().getAsLong()).values(),
                        "the throws are the core's, from the game's seed");
                assertEquals((ann.equals("dark") ? "Bob" : "Ann") + " (human)", record.light());
            }
            assertEquals(Set.of(true, false), firstTookDark, "the first thrower takes dark, or light, by the throws");

            Answer chosen = other.post("/api/games", Map.of("rules", "jequier-pusch", "starts", "me", "opponent",
                    "random"));
            assertEquals(0, chosen.json().get("game").get("opening").size(), "who starts chosen: no throws");
            assertEquals("dark", chosen.json().get("game").get("you").asText(), "the starter takes the side to move");
            Answer drawn = other.post("/api/games", Map.of("rules", "rebirth", "starts", "opening", "opponent",
                    "random"));
            assertEquals(201, drawn.status(), "rebirth's opening is its draw");
            assertEquals(0, drawn.json().get("game").get("opening").size());
            assertRefused(400, "no-opening", "thibault has no opening of its own", other.post("/api/games",
                    Map.of("starts", "opening")));
        }
    }

    @Test
    void theRuleSetsSayWhichHaveTheThrowsForA1() throws Exception {
        Map<String, Boolean> throwsForDark = new java.util.TreeMap<>();
        client.get("/api/rulesets").json().forEach(rules -> throwsForDark.put(rules.get("id").asText(),
                rules.get("throwsForDark").asBoolean()));
        assertTrue(throwsForDark.get("jequier-pusch"));
        assertTrue(throwsForDark.get("assignment"));
        assertFalse(throwsForDark.get("thibault"));
        assertFalse(throwsForDark.get("rebirth"));
    }

    @Test
    void theNextGameOfTheMatchIsPushedToTheOtherSeatWithItsOwnLinkAndTheLoserThrowsFirst() throws Exception {
        Answer started = client.post("/api/games", Map.of("rules", "jequier-pusch", "opponent", "friend"));
        JsonNode game = started.json().get("game");
        String id = game.get("id").asText();
        Map<String, String> seats = Map.of("light", started.json().get("seats").get("light").asText(),
                "dark", started.json().get("seats").get("dark").asText());
        Random random = new Random(3);
        try (EventStream light = EventStream.open(client, id, seats.get("light"));
             EventStream dark = EventStream.open(client, id, seats.get("dark"))) {
            light.await("game");
            dark.await("game");
            while (!game.get("over").asBoolean()) {
                JsonNode choices = game.get("choices");
                String mover = game.get("toMove").asText();
                Answer answer = client.act(id, seats.get(mover), game.get("step").asInt(),
                        choices.get(random.nextInt(choices.size())).get("action").asText());
                assertEquals(200, answer.status(), answer.error());
                game = answer.json();
            }
            String loser = game.get("winner").asText().equals("light") ? "dark" : "light";
            assertRefused(403, "not-your-seat", "holds no seat", client.post("/api/games/" + id + "/next",
                    Map.of("seat", "forged")));
            // the winner asks for the next game; the loser's page is told, with a link of its own
            String winner = game.get("winner").asText();
            Answer next = client.post("/api/games/" + id + "/next", Map.of("seat", seats.get(winner)));
            assertEquals(201, next.status(), next.error());
            JsonNode nextGame = next.json().get("game");
            String nextId = nextGame.get("id").asText();
            assertFalse(nextId.equals(id));
            String[] told = (loser.equals("light") ? light : dark).await("next").data().split(" ");
            assertEquals(nextId, told[0]);
            JsonNode seen = client.get("/api/games/" + nextId + "?seat=" + told[1]).json();
            JsonNode opening = seen.get("opening");
            assertTrue(opening.size() >= 1, "the next game opens with the throws for a 1");
            assertEquals(seen.get("you").asText(), opening.get(0).get("side").asText(), "the loser throws first");
            assertEquals(nextGame.get("you").asText().equals("light") ? "dark" : "light", seen.get("you").asText(),
                    "each seat has its own side");
            assertEquals(1, next.json().get("seats").size(), "the one who asked gets its own seat's token only");
            String mine = next.json().get("seats").get(nextGame.get("you").asText()).asText();
            // the page of the one who asked is told too, with its own seat (a second tab of it follows)
            String[] own = (loser.equals("light") ? dark : light).await("next").data().split(" ");
            assertEquals(List.of(nextId, mine), List.of(own));
        }
    }

    @Test
    void theConnectionLimitHoldsAFurtherConnectionUntilOneCloses() throws Exception {
        try (WebServer small = server(3, 4, 16)) {
            List<Socket> held = new ArrayList<>();
            try {
                for (int i = 0; i < 4; i++) {
                    held.add(new Socket("127.0.0.1", small.port()));
                }
                // the server is at its limit: it accepts no more connections, so a request waits unanswered
                try (Socket extra = new Socket("127.0.0.1", small.port())) {
                    extra.setSoTimeout(1500);
                    extra.getOutputStream().write(("GET /api/bots HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close"
                            + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                    InputStream answer = extra.getInputStream();
                    assertThrows(SocketTimeoutException.class, answer::read, "not served beyond the limit");
                    held.remove(0).close();
                    extra.setSoTimeout(10_000);
                    String status = new BufferedReader(new InputStreamReader(answer, StandardCharsets.US_ASCII))
                            .readLine();
                    assertEquals("HTTP/1.1 200 OK", status, "served once a connection closed");
                }
            } finally {
                for (Socket socket : held) {
                    socket.close();
                }
            }
        }
    }

    @Test
    void theListenerLimitRefusesOneMorePageAndAPageThatLeavesMakesRoom() throws Exception {
        try (WebServer small = server(3, 64, 2)) {
            Client other = new Client(small);
            Answer started = other.post("/api/games", Map.of("opponent", "friend", "starts", "me"));
            String id = started.json().get("game").get("id").asText();
            String light = started.json().get("seats").get("light").asText();
            String dark = started.json().get("seats").get("dark").asText();
            EventStream first = EventStream.open(other, id, light);
            try (EventStream second = EventStream.open(other, id, dark)) {
                first.await("game", "0");
                second.await("game", "0");
                try (EventStream third = EventStream.open(other, id, dark)) {
                    assertEquals(503, third.status(), "a third page is refused");
                }
                Answer refused = other.get("/api/games/" + id + "/events?seat=" + dark);
                assertRefused(503, "too-many-listeners", "2 pages listening already", refused);
                assertEquals(200, other.act(id, light, 0, "throw").status());
                second.await("game", "1");
                first.await("game", "1");
                // the first page goes away: the next change finds it gone and makes room
                first.close();
                long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                int step = 1;
                EventStream again = null;
                while (again == null) {
                    assertTrue(System.nanoTime() < end, "no room made after a page left");
                    JsonNode game = other.get("/api/games/" + id + "?seat=" + light).json();
                    String mover = game.get("toMove").asText().equals("light") ? light : dark;
                    step = game.get("step").asInt();
                    other.act(id, mover, step, game.get("choices").get(0).get("action").asText());
                    EventStream tried = EventStream.open(other, id, light);
                    if (tried.status() == 200) {
                        again = tried;
                    } else {
                        tried.close();
                        Thread.sleep(100);
                    }
                }
                try (EventStream back = again) {
                    back.await("game");
                    assertTrue(step >= 1);
                }
            }
        }
    }
}
