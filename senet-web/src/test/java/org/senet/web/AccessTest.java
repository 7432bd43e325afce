package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.senet.web.ApiTest.assertRefused;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;
import org.senet.web.Client.Answer;
import org.senet.web.RawHttp.Raw;

/**
 * Who may ask what, from where: the host names the server answers to (DNS rebinding), changes only as JSON from
 * the page itself (CSRF), the owner's secret for starting games and the saved games, a seat's link for its own
 * game only, the safety headers of every answer, ids not guessed from the date, no path of the machine shown.
 */
class AccessTest {
    private static final RuleSets REGISTRY = RuleSets.discover();

    @TempDir
    Path home;

    private WebServer server;
    private Client owner;
    private Client friend;

    @BeforeEach
    void start() {
        server = WebServer.start(new WebSettings("127.0.0.1", 0, new GameStore(home.resolve("saves")), 10,
                Duration.ofMinutes(5), 4096, 64, 16).allowing(List.of("senet.example.org")), REGISTRY);
        owner = new Client(server);
        friend = owner.friend();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private Raw withHost(String method, String path, String host) {
        return RawHttp.send(server.port(), method + " " + path + " HTTP/1.1\r\nHost: " + host + "\r\n", "");
    }

    @Test
    void aRequestNamingAHostTheServerWasNotStartedForIsRefusedAsDnsRebinding() {
        int port = server.port();
        for (String host : List.of("evil.example:" + port, "attacker.test", "localhost.evil.example:" + port,
                "senet.example.org.evil.example")) {
            for (String path : List.of("/", "/app.js", "/api/bots", "/api/saves")) {
                Raw answer = withHost("GET", path, host);
                assertEquals(403, answer.status(), host + " " + path + ": " + answer);
                assertTrue(answer.body().contains("host-not-allowed"), answer.body());
            }
        }
        for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "LOCALHOST", "[::1]:" + port,
                "192.168.1.5:8080", "senet.example.org", "Senet.Example.Org:443")) {
            assertEquals(200, withHost("GET", "/api/bots", host).status(), host);
        }
    }

    @Test
    void aChangeNeedsTheJsonTypeAndThePagesOwnOriginSoThatAnotherSitesFormOrFetchCannotMakeIt() throws Exception {
        String game = "{\"opponent\":\"random\"}";
        // a form, a no-CORS fetch (text/plain), a multipart form, nothing said: all refused, even with the secret
        for (String type : List.of("text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x", "application/jsonp", "text/json")) {
            assertRefused(415, "not-json", "as JSON", owner.request("POST", "/api/games", game, "Content-Type", type));
        }
        assertRefused(415, "not-json", "as JSON", owner.request("POST", "/api/games", game));
        // another site's page (or a sandboxed one) with the JSON type: its Origin gives it away
        for (String origin : List.of("http://evil.example", "null", "http://127.0.0.1:1",
                "http://localhost:" + server.port(), "http://127.0.0.1:" + server.port() + ".evil.example")) {
            assertRefused(403, "cross-site", "another site", owner.request("POST", "/api/games", game,
                    "Content-Type", "application/json", "Origin", origin));
        }
        assertFalse(Files.exists(home.resolve("saves")) && Files.list(home.resolve("saves")).findAny().isPresent(),
                "no game was started");
        Answer fromThePage = owner.request("POST", "/api/games", game, "Content-Type", "application/json; charset=utf-8",
                "Origin", "http://127.0.0.1:" + server.port());
        assertEquals(201, fromThePage.status(), fromThePage.toString());
        String id = fromThePage.json().get("game").get("id").asText();
        assertRefused(415, "not-json", "as JSON", owner.request("DELETE", "/api/saves/" + id, null));
        String seat = fromThePage.json().get("seats").get(fromThePage.json().get("game").get("you").asText()).asText();
        assertRefused(415, "not-json", "as JSON", owner.request("POST", "/api/games/" + id + "/actions",
                "{\"seat\":\"" + seat + "\",\"step\":0,\"action\":\"throw\"}", "Content-Type", "text/plain"));
        assertEquals(fromThePage.json().get("game").get("step").asInt(),
                owner.get("/api/games/" + id + "?seat=" + seat).json().get("step").asInt());
    }

    @Test
    void startingGamesAndTheSavedGamesAreTheOwnersAndAFriendsLinkReachesOnlyItsOwnGame() throws Exception {
        assertRefused(403, "owner-only", "owner", friend.post("/api/games", Map.of("opponent", "random")));
        Answer started = owner.post("/api/games", Map.of("opponent", "friend", "starts", "me"));
        assertEquals(201, started.status());
        String id = started.json().get("game").get("id").asText();
        String dark = started.json().get("seats").get("dark").asText();
        Answer other = owner.post("/api/games", Map.of("opponent", "random", "starts", "me"));
        String otherId = other.json().get("game").get("id").asText();
        // the friend plays its own game with its link
        assertEquals(200, friend.get("/api/games/" + id + "?seat=" + dark).status());
        assertRefused(403, "not-your-seat", "holds no seat", friend.get("/api/games/" + otherId + "?seat=" + dark));
        // and nothing of the saved games
        assertRefused(403, "owner-only", "owner", friend.get("/api/saves"));
        assertRefused(403, "owner-only", "owner", friend.post("/api/saves/" + otherId + "/open", "{}"));
        assertRefused(403, "owner-only", "owner", friend.delete("/api/saves/" + otherId));
        assertRefused(403, "owner-only", "owner", friend.get("/api/saves/" + otherId + "/review"));
        assertRefused(403, "not-your-seat", "holds no seat", friend.get("/api/saves/" + otherId + "/review?seat="
                + dark));
        Client forger = new Client("http://127.0.0.1:" + server.port(), "0".repeat(32));
        assertRefused(403, "owner-only", "owner", forger.get("/api/saves"));
        assertTrue(Files.exists(home.resolve("saves").resolve(otherId + ".senet")), "not deleted");
        // a seat may have its own game reviewed; the owner lists and deletes
        assertEquals(200, friend.get("/api/saves/" + id + "/review?seat=" + dark).status());
        assertEquals(2, owner.get("/api/saves").json().size());
    }

    @Test
    void everyAnswerSaysNosniffAndMayNotBeFramedNorLeakTheSeatsLinkAsReferrer() {
        for (Answer answer : List.of(owner.get("/"), owner.get("/app.js"), owner.get("/i18n/pt.json"),
                owner.get("/api/bots"), owner.get("/api/nothing"), friend.get("/api/saves"),
                owner.request("POST", "/api/games", "{}", "Content-Type", "text/plain"))) {
            assertEquals("nosniff", answer.header("X-Content-Type-Options"), answer.toString());
            assertEquals("DENY", answer.header("X-Frame-Options"), answer.toString());
            assertTrue(answer.header("Content-Security-Policy").contains("frame-ancestors 'none'"), answer.toString());
            assertEquals("no-referrer", answer.header("Referrer-Policy"));
        }
        Raw rebound = withHost("GET", "/", "evil.example");
        assertTrue(rebound.head().contains("X-Frame-Options: DENY"), rebound.head());
    }

    @Test
    void gameIdsCannotBeGuessedFromTheDateAndOldNamesStillOpen() throws Exception {
        String first = owner.post("/api/games", Map.of("opponent", "random")).json().get("game").get("id").asText();
        String second = owner.post("/api/games", Map.of("opponent", "random")).json().get("game").get("id").asText();
        for (String id : List.of(first, second)) {
            assertTrue(id.matches("\\d{4}-\\d\\d-\\d\\d-\\d{6}-thibault-[0-9a-z]{16}"), id);
        }
        assertFalse(first.substring(first.length() - 16).equals(second.substring(second.length() - 16)));
        Path old = home.resolve("saves").resolve("2026-01-02-030405-thibault.senet");
        Files.copy(home.resolve("saves").resolve(first + ".senet"), old);
        assertTrue(owner.get("/api/saves").json().findValuesAsText("id").contains("2026-01-02-030405-thibault"));
        Answer opened = owner.post("/api/saves/2026-01-02-030405-thibault/open", "{}");
        assertEquals(201, opened.status(), opened.toString());
    }

    @Test
    void noRefusalShowsAPathOfTheMachine() throws Exception {
        String id = owner.post("/api/games", Map.of("opponent", "random")).json().get("game").get("id").asText();
        Path held = home.resolve("saves").resolve("held.senet");
        Files.copy(home.resolve("saves").resolve(id + ".senet"), held);
        List<Answer> refusals;
        try (org.senet.core.store.GameFile file = org.senet.core.store.GameFile.open(held,
                org.senet.core.store.Disk.SYSTEM)) {
            refusals = List.of(owner.delete("/api/saves/held"), owner.post("/api/saves/held/open", "{}"),
                    owner.delete("/api/saves/" + id), owner.get("/api/games/nothing?seat=x"),
                    owner.post("/api/saves/nothing/open", "{}"));
        }
        for (Answer answer : refusals) {
            assertTrue(answer.status() >= 400 && answer.status() < 500, answer.toString());
            JsonNode json = answer.json();
            assertFalse(json.toString().contains(home.toString()), json.toString());
            assertFalse(json.toString().contains(System.getProperty("user.home")), json.toString());
        }
    }
}
