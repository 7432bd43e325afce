package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;
import org.senet.web.Client.Answer;
import org.senet.web.RawHttp.Raw;

/**
 * Junk bodies: cut short, oversized, trailing data, wrong types, fractions and strings for numbers, unknown
 * fields — each a 4xx with its code, nothing changed, no internal error, no path of the machine.
 */
class StrictInputTest {
    @TempDir
    Path home;

    private WebServer server;
    private Client client;
    private String id;
    private String seat;
    private String saved;

    @BeforeEach
    void start() throws Exception {
        server = WebServer.start(new WebSettings("127.0.0.1", 0, new GameStore(home.resolve("saves")), 10,
                Duration.ofMinutes(5), 4096, 64, 16), RuleSets.discover());
        client = new Client(server);
        Answer started = client.post("/api/games", Map.of("opponent", "friend", "starts", "me"));
        id = started.json().get("game").get("id").asText();
        seat = started.json().get("seats").get("light").asText();
        saved = Files.readString(home.resolve("saves").resolve(id + ".senet"));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** A junk body for actions and for new games: refused with that code, nothing changed. */
    private void refused(int status, String code, String action, String game) throws Exception {
        for (String[] request : List.of(new String[] {"/api/games/" + id + "/actions", action},
                new String[] {"/api/games", game})) {
            if (request[1] == null) {
                continue;
            }
            Answer answer = client.post(request[0], request[1]);
            assertEquals(status, answer.status(), request[1] + " -> " + answer);
            assertEquals(code, answer.code(), request[1] + " -> " + answer);
            assertFalse(answer.json().toString().contains(home.toString()));
        }
        unchanged();
    }

    private void unchanged() throws Exception {
        assertEquals(saved, Files.readString(home.resolve("saves").resolve(id + ".senet")), "the save is untouched");
        assertEquals(0, client.get("/api/games/" + id + "?seat=" + seat).json().get("step").asInt());
        try (var files = Files.list(home.resolve("saves"))) {
            assertEquals(1, files.filter(file -> file.toString().endsWith(".senet")).count(), "no game started");
        }
    }

    private String action(String step) {
        return "{\"seat\":\"" + seat + "\",\"step\":" + step + ",\"action\":\"throw\"}";
    }

    @Test
    void fractionsStringsForNumbersAndWrongTypesAreRefused() throws Exception {
        refused(400, "malformed-json", action("0.5"), "{\"rules\":1}");
        refused(400, "malformed-json", action("0.0"), "{\"rules\":true}");
        refused(400, "malformed-json", action("\"0\""), "{\"options\":[\"a\"]}");
        refused(400, "malformed-json", action("1e0"), "{\"set\":\"sticks=5\"}");
        refused(400, "malformed-json", action("true"), "{\"name\":{}}");
        refused(400, "malformed-json", action("[0]"), "{\"friend\":1.5}");
        refused(400, "malformed-json", action("{}"), "[]");
        refused(400, "no-step", action("null"), null);
        refused(400, "malformed-json", "{\"seat\":123,\"step\":0,\"action\":\"throw\"}", "\"thibault\"");
        refused(400, "malformed-json", "{\"seat\":\"" + seat + "\",\"step\":0,\"action\":1}", "null");
        refused(400, "malformed-json", action("99999999999999999999"), "{\"rules\":\"thibault\",\"rules\":2}");
    }

    @Test
    void trailingDataAndUnknownFieldsAreRefused() throws Exception {
        refused(400, "malformed-json", action("0") + "{}", "{}{}");
        refused(400, "malformed-json", action("0") + " x", "{} []");
        refused(400, "malformed-json", "{\"seat\":\"" + seat + "\",\"step\":0,\"action\":\"throw\",\"by\":\"me\"}",
                "{\"opponent\":\"random\",\"extra\":1}");
        refused(400, "malformed-json", action("0").substring(0, 20), "{\"opponent\":");
        refused(400, "no-body", " ", "");
    }

    @Test
    void aBodyCutShortOrOverTheLimitIsRefusedWithoutAnInternalError() throws Exception {
        for (String path : List.of("/api/games/" + id + "/actions", "/api/games")) {
            Raw cut = RawHttp.send(server.port(), "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: application/json\r\nX-Senet-Owner: " + server.ownerSecret() + "\r\n"
                    + "Content-Length: 200\r\n", action("0"));
            assertEquals(400, cut.status(), cut.toString());
            assertTrue(cut.body().contains("\"code\":\"incomplete-body\""), cut.body());
            Raw large = RawHttp.send(server.port(), "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: application/json\r\nX-Senet-Owner: " + server.ownerSecret() + "\r\n"
                    + "Content-Length: 100000\r\n", "{\"name\":\"" + "a".repeat(8000));
            assertEquals(413, large.status(), large.toString());
            String chunk = "{\"name\":\"" + "a".repeat(9000) + "\"}";
            Raw chunked = RawHttp.send(server.port(), "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: application/json\r\nX-Senet-Owner: " + server.ownerSecret() + "\r\n"
                    + "Transfer-Encoding: chunked\r\n", Integer.toHexString(chunk.length()) + "\r\n" + chunk
                    + "\r\n0\r\n\r\n");
            assertEquals(413, chunked.status(), chunked.toString());
        }
        unchanged();
        // and the game plays on
        assertEquals(200, client.act(id, seat, 0, "throw").status());
    }
}
