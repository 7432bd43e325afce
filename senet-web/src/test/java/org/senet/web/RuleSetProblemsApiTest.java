package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;
import org.senet.web.Client.Answer;

/** The rule sets that could not be loaded are in the API, one line each, and the others are listed. */
class RuleSetProblemsApiTest {
    @TempDir
    Path home;

    private List<String> problemsOf(RuleSets registry) throws Exception {
        try (WebServer server = WebServer.start(new WebSettings("127.0.0.1", 0, new GameStore(home.resolve("saves")), 3,
                Duration.ofMinutes(5), 4096, 64, 16), registry)) {
            Client client = new Client(server);
            Answer listed = client.get("/api/rulesets");
            assertEquals(200, listed.status());
            List<String> ids = new ArrayList<>();
            listed.json().forEach(rules -> ids.add(rules.get("id").asText()));
            assertTrue(ids.contains("kendall"), "the others are listed: " + ids);
            Answer answer = client.get("/api/problems");
            assertEquals(200, answer.status());
            List<String> problems = new ArrayList<>();
            answer.json().get("problems").forEach(line -> problems.add(line.asText()));
            return problems;
        }
    }

    @Test
    void theProblemsOfTheRegistryAreListedOneLineEach() throws Exception {
        Path missing = home.resolve("missing.jar");
        Path notAJar = Files.writeString(home.resolve("notes.jar"), "not a zip");
        assertEquals(List.of("plugin " + missing + ": there is no such file; nothing is loaded from it",
                        "plugin " + notAJar + ": it is not a jar file (zip END header not found); nothing is loaded from it"),
                problemsOf(RuleSets.withPlugins(List.of(missing, notAJar))));
    }

    @Test
    void withoutProblemsTheListIsEmpty() throws Exception {
        assertEquals(List.of(), problemsOf(RuleSets.discover()));
    }
}
