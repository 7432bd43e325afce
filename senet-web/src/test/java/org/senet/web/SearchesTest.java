package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;
import org.senet.web.Client.Answer;

/** A flood of hint requests from one page runs on the searches' own pool and leaves other games' play answered. */
class SearchesTest {
    @TempDir
    Path home;

    @Test
    void aFloodOfHintsFromOnePageLeavesAnotherGamesActionsAnsweredInTheirUsualTime() throws Exception {
        try (WebServer server = WebServer.start(WebSettings.of("127.0.0.1", 0, new GameStore(home.resolve("saves"))),
                RuleSets.discover())) {
            Client owner = new Client(server);
            // the flooding page: a game at a decision with a choice, whose hint needs a search
            Answer flooding = owner.post("/api/games", Map.of("opponent", "friend", "starts", "me"));
            String floodId = flooding.json().get("game").get("id").asText();
            Map<String, String> floodSeats = Map.of("light", flooding.json().get("seats").get("light").asText(),
                    "dark", flooding.json().get("seats").get("dark").asText());
            // into the middle game, at a move with several choices: a search of some length
            JsonNode floodGame = flooding.json().get("game");
            java.util.Random random = new java.util.Random(2);
            while (floodGame.get("step").asInt() < 30 || floodGame.get("choices").size() < 3) {
                JsonNode choices = floodGame.get("choices");
                floodGame = owner.act(floodId, floodSeats.get(floodGame.get("toMove").asText()),
                        floodGame.get("step").asInt(), choices.get(random.nextInt(choices.size())).get("action")
                                .asText()).json();
            }
            String floodSeat = floodSeats.get(floodGame.get("toMove").asText());
            assertEquals(200, owner.get("/api/games/" + floodId + "/hint?seat=" + floodSeat).status());

            List<Long> quiet = playActions(owner, 60);
            Map<Integer, Integer> statuses = new ConcurrentHashMap<>();
            AtomicBoolean flooding1 = new AtomicBoolean(true);
            // as many requests at once as a browser sends to one server (6), again and again
            ExecutorService flood = Executors.newFixedThreadPool(6);
            for (int i = 0; i < 6; i++) {
                flood.submit(() -> {
                    Client page = owner.friend();
                    while (flooding1.get()) {
                        statuses.merge(page.get("/api/games/" + floodId + "/hint?seat=" + floodSeat).status(), 1,
                                Integer::sum);
                        Thread.sleep(5);
                    }
                    return null;
                });
            }
            Thread.sleep(300);
            List<Long> busy = playActions(owner, 60);
            flooding1.set(false);
            flood.shutdown();
            assertTrue(flood.awaitTermination(60, TimeUnit.SECONDS));
            long quietMedian = median(quiet);
            long busyMedian = median(busy);
            System.out.printf("actions: median %d ms quiet, %d ms during the flood; hints answered %s%n",
                    quietMedian / 1_000_000, busyMedian / 1_000_000, statuses);
            assertTrue(statuses.getOrDefault(429, 0) > 0, "the page's further hints are refused: " + statuses);
            assertTrue(statuses.getOrDefault(200, 0) > 0, "its hints are answered: " + statuses);
            assertTrue(busyMedian < Math.max(3 * quietMedian, quietMedian + TimeUnit.MILLISECONDS.toNanos(40)),
                    "actions answered in " + busyMedian / 1_000_000 + " ms during the flood, " + quietMedian / 1_000_000
                            + " ms without");
            assertEquals(floodGame.get("step").asInt(), owner.get("/api/games/" + floodId + "?seat=" + floodSeat)
                    .json().get("step").asInt());
        }
    }

    /** Plays that many actions of friend games, a fresh game at each end; the time each took to be answered. */
    private static List<Long> playActions(Client owner, int count) {
        List<Long> times = new ArrayList<>();
        JsonNode game = null;
        Map<String, String> seats = Map.of();
        while (times.size() < count) {
            if (game == null || game.get("over").asBoolean()) {
                Answer started = owner.post("/api/games", Map.of("opponent", "friend", "starts", "me"));
                game = started.json().get("game");
                seats = Map.of("light", started.json().get("seats").get("light").asText(),
                        "dark", started.json().get("seats").get("dark").asText());
            }
            long start = System.nanoTime();
            Answer answer = owner.act(game.get("id").asText(), seats.get(game.get("toMove").asText()),
                    game.get("step").asInt(), game.get("choices").get(0).get("action").asText());
            times.add(System.nanoTime() - start);
            assertEquals(200, answer.status(), answer.toString());
            game = answer.json();
        }
        return times;
    }

    private static long median(List<Long> times) {
        List<Long> sorted = new ArrayList<>(times);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
