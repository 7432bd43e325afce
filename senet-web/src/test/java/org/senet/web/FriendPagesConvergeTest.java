package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;
import org.senet.web.Client.Answer;

/**
 * Two friends' pages in real Chromium follow a game whose actions come at no pause: the seats' actions are
 * posted through the API with their tokens, a whole turn at a time (a throw and its move, and often the other
 * seat's turn at once after it), while each page shows the steps pushed to it; after every turn both pages must
 * show the server's board, the side to move, and say which seat is to move. A page that dropped an event during
 * its animation would stay behind and fail here.
 */
class FriendPagesConvergeTest {
    private static final int ACTIONS = 220;
    /** What a page shows: its board (W, B, . for squares 1 to 30), the side its bars say is to move, its status. */
    private static final String SHOWN = "const board = Array(30).fill('.');"
            + "document.querySelectorAll('#board .piece:not(.ghost)[data-square]').forEach((p) => {"
            + " const n = Number(p.getAttribute('data-square'));"
            + " if (n >= 1 && n <= 30) { board[n - 1] = p.querySelector('path') ? 'B' : 'W'; } });"
            + "const toMove = document.getElementById('light-player').classList.contains('to-move') ? 'light'"
            + " : document.getElementById('dark-player').classList.contains('to-move') ? 'dark' : '';"
            + "return board.join('') + ' ' + toMove + ' ' + document.body.dataset.busy + ' '"
            + " + document.getElementById('status').textContent;";

    @TempDir
    static Path home;

    private static WebServer server;

    @RegisterExtension
    final Browsers browsers = new Browsers();

    @BeforeAll
    static void start() {
        Browsers.assumeInstalled();
        server = WebServer.start(WebSettings.of("127.0.0.1", 0, new GameStore(home.resolve("saves"))),
                RuleSets.discover());
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void twoPagesOfAFriendGameShowTheServersPositionAfterEveryTurnOfActionsAtNoPause() {
        Client client = new Client(server);
        WebDriver light = browsers.open();
        WebDriver dark = browsers.open();
        Random random = new Random(11);
        int actions = 0;
        int turns = 0;
        while (actions < ACTIONS) {
            Answer started = client.post("/api/games", Map.of("opponent", "friend", "starts", "me"));
            JsonNode game = started.json().get("game");
            String id = game.get("id").asText();
            Map<String, String> seats = Map.of("light", started.json().get("seats").get("light").asText(),
                    "dark", started.json().get("seats").get("dark").asText());
            // the pages animate each step for 40 ms: long enough for the next action to arrive meanwhile
            light.get(address(id, seats.get("light")));
            dark.get(address(id, seats.get("dark")));
            converged(List.of(light, dark), game, turns);
            while (!game.get("over").asBoolean()) {
                String mover = game.get("toMove").asText();
                // a whole turn of one seat at no pause; one turn in two, the other seat's turn follows at once
                boolean andTheNext = random.nextBoolean();
                while (!game.get("over").asBoolean() && (game.get("toMove").asText().equals(mover) || andTheNext)) {
                    if (!game.get("toMove").asText().equals(mover)) {
                        mover = game.get("toMove").asText();
                        andTheNext = false;
                    }
                    JsonNode choices = game.get("choices");
                    Answer answer = client.friend().act(id, seats.get(mover), game.get("step").asInt(),
                            choices.get(random.nextInt(choices.size())).get("action").asText());
                    assertEquals(200, answer.status(), answer.toString());
                    game = answer.json();
                    actions++;
                }
                turns++;
                converged(List.of(light, dark), game, turns);
            }
        }
        assertTrue(actions >= ACTIONS, actions + " actions");
        Browsers.shot(dark, "converged-dark");
    }

    private static String address(String id, String seat) {
        return "http://127.0.0.1:" + server.port() + "/?pace=40&game=" + id + "&seat=" + seat;
    }

    /** Waits (10 s at most) until each page shows the game as the server has it and says who is to move. */
    private static void converged(List<WebDriver> pages, JsonNode game, int turn) {
        String board = game.get("board").asText();
        String toMove = game.get("over").asBoolean() ? "" : game.get("toMove").asText();
        for (int i = 0; i < pages.size(); i++) {
            String seat = i == 0 ? "light" : "dark";
            String[] last = new String[1];
            try {
                new WebDriverWait(pages.get(i), Duration.ofSeconds(10), Duration.ofMillis(20)).until(d -> {
                    String shown = String.valueOf(((JavascriptExecutor) d).executeScript(SHOWN));
                    last[0] = shown;
                    String[] parts = shown.split(" ", 4);
                    String status = parts.length > 3 ? parts[3] : "";
                    boolean says = game.get("over").asBoolean() ? status.contains("wins")
                            : seat.equals(toMove) != status.startsWith("Waiting for");
                    return parts[0].equals(board) && parts[1].equals(toMove) && !"true".equals(parts[2]) && says;
                });
            } catch (org.openqa.selenium.TimeoutException e) {
                throw new AssertionError("after turn " + turn + " the " + seat + " page shows '" + last[0]
                        + "', the server " + board + " " + toMove + " (step " + game.get("step").asInt() + ")", e);
            }
        }
    }
}
