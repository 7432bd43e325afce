package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;
import org.senet.web.api.ViewsTest;

/** The board in real Chromium, played by clicks as a player plays it. */
class BrowserTest {
    @TempDir
    static Path home;

    private static WebServer server;

    @RegisterExtension
    final Browsers browsers = new Browsers();

    @BeforeAll
    static void start() {
        Browsers.assumeInstalled();
        List<RuleSet> ruleSets = new ArrayList<>(RuleSets.discover().all());
        ruleSets.add(ViewsTest.bellWithoutSafeSquares());
        server = WebServer.start(WebSettings.of("127.0.0.1", 0, new GameStore(home.resolve("saves"))),
                RuleSets.of(ruleSets.toArray(RuleSet[]::new)));
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static String page(String query) {
        return "http://127.0.0.1:" + server.port() + "/?pace=0&owner=" + server.ownerSecret() + query;
    }

    static WebDriverWait waiting(WebDriver driver) {
        return new WebDriverWait(driver, Duration.ofSeconds(30));
    }

    /** Waits until the page has loaded and is not showing steps or waiting for the server. */
    static void settled(WebDriver driver) {
        waiting(driver).until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready"))
                && !"true".equals(d.findElement(By.tagName("body")).getAttribute("data-busy")));
    }

    static boolean shown(WebDriver driver, String id) {
        return driver.findElement(By.id(id)).isDisplayed();
    }

    /** One decision by clicks: throw, pass, or the first highlighted piece and then where it lands. */
    static void decide(WebDriver driver) {
        settled(driver);
        if (shown(driver, "throw")) {
            driver.findElement(By.id("throw")).click();
        } else if (shown(driver, "pass")) {
            driver.findElement(By.id("pass")).click();
        } else {
            List<WebElement> movable = driver.findElements(By.cssSelector("#board .piece.movable"));
            if (movable.isEmpty()) {
                return; // the other side's turn: the page waits for it
            }
            movable.get(0).click();
            WebElement target = waiting(driver).until(d -> d.findElements(By.cssSelector("#board .target-hit")).stream()
                    .findFirst().orElse(null));
            assertFalse(driver.findElement(By.id("detail")).getText().isEmpty(), "where the piece lands is said");
            target.click();
        }
    }

    /** Chooses the page's language and waits until its words are on the page. */
    static void chooseLanguage(WebDriver driver, String language) {
        String play = Map.of("en", "Play", "pt", "Jogar", "nl", "Spelen").get(language);
        new Select(driver.findElement(By.id("lang"))).selectByValue(language);
        waiting(driver).until(d -> d.findElement(By.id("play")).getText().equals(play));
    }

    static String status(WebDriver driver) {
        return driver.findElement(By.id("status")).getText();
    }

    @Test
    void oneClickStartsAGameAgainstTheBotThatIsPlayedToTheEndByClickingTheHighlightedPieces() {
        WebDriver driver = browsers.open();
        driver.get(page(""));
        settled(driver);
        driver.findElement(By.id("welcome-play")).click();
        waiting(driver).until(d -> d.getCurrentUrl().contains("seat="));
        settled(driver);
        assertEquals(30, driver.findElements(By.cssSelector("#board rect.square")).size(), "the 30 squares");
        assertEquals(10, driver.findElements(By.cssSelector("#board .piece")).size() - driver.findElements(
                By.cssSelector("#board .ghost")).size(), "ten pieces at the start");
        Browsers.shot(driver, "board-start");
        boolean pictured = false;
        for (int i = 0; i < 2000 && !driver.findElement(By.id("next-game")).isDisplayed(); i++) {
            decide(driver);
            if (!pictured && driver.findElements(By.cssSelector("#last-turns div")).size() == 2) {
                settled(driver);
                Browsers.shot(driver, "board-playing");
                pictured = true;
            }
        }
        settled(driver);
        assertTrue(status(driver).contains("wins the game"), status(driver));
        assertTrue(shown(driver, "review"));
        Browsers.shot(driver, "board-end");
        driver.findElement(By.id("review")).click();
        waiting(driver).until(d -> !d.findElements(By.cssSelector("#chart polyline.chance")).isEmpty());
        assertTrue(driver.findElements(By.cssSelector("#review-summary tr")).size() >= 7, "both sides' figures");
        Browsers.shot(driver, "review");
        // the next game of the match
        driver.findElement(By.id("next-game")).click();
        waiting(driver).until(d -> !d.findElement(By.id("next-game")).isDisplayed());
        settled(driver);
        assertTrue(driver.findElement(By.id("status")).getText().length() > 0);
    }

    @Test
    void twoBrowsersPlayAFriendGameAndTheOneOutOfTurnIsRefused() {
        WebDriver ann = browsers.open();
        ann.get(page(""));
        settled(ann);
        ann.findElement(By.id("setup-toggle")).click();
        new Select(ann.findElement(By.id("starts"))).selectByValue("me");
        ann.findElement(By.id("friend")).click();
        waiting(ann).until(d -> d.findElement(By.id("share-link")).isDisplayed());
        String link = ann.findElement(By.id("share-link")).getAttribute("value");
        WebDriver bob = browsers.open();
        bob.get(link + "&pace=0");
        settled(bob);
        settled(ann);
        assertTrue(shown(ann, "throw"), "the one who starts may throw");
        assertFalse(shown(bob, "throw"), "the other may not");
        assertTrue(status(bob).startsWith("Waiting for"), status(bob));
        // Bob's browser tries to throw for itself, out of turn: refused, nothing changes
        Map<?, ?> refused = outOfTurn(bob);
        assertEquals(409L, refused.get("status"));
        assertTrue(String.valueOf(refused.get("error")).contains("not your turn"), refused.toString());
        ann.findElement(By.id("throw")).click();
        // Bob sees Ann's throw at once, pushed
        waiting(bob).until(d -> d.findElement(By.id("last-turns")).getText().contains("threw"));
        for (int i = 0; i < 12; i++) {
            decide(ann);
            decide(bob);
        }
        settled(ann);
        settled(bob);
        assertEquals(pieces(ann), pieces(bob), "both see the game as it is");
        assertEquals(ann.findElement(By.id("last-turns")).getText().replace(" (you)", ""),
                bob.findElement(By.id("last-turns")).getText().replace(" (you)", ""));
        Browsers.shot(bob, "friend-game");
        // a reload finds the game as it is
        String before = bob.findElement(By.id("last-turns")).getText();
        List<String> board = pieces(bob);
        bob.navigate().refresh();
        settled(bob);
        assertEquals(before, bob.findElement(By.id("last-turns")).getText());
        assertEquals(board, pieces(bob));
    }

    /** The pieces drawn on the board: square and kind, in order. */
    private static List<String> pieces(WebDriver driver) {
        return driver.findElements(By.cssSelector("#board .piece:not(.ghost)")).stream()
                .map(piece -> piece.getAttribute("data-square") + (piece.findElements(By.tagName("path")).isEmpty()
                        ? "W" : "B")).toList();
    }

    /** An action posted by the page's seat while it is not on move; the answer's status and error. */
    private static Map<?, ?> outOfTurn(WebDriver driver) {
        return (Map<?, ?>) ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "const q = new URLSearchParams(location.search);"
                        + "fetch('/api/games/' + q.get('game') + '/actions', {method: 'POST',"
                        + " headers: {'Content-Type': 'application/json'},"
                        + " body: JSON.stringify({seat: q.get('seat'), step: 0, action: 'throw'})})"
                        + ".then(r => r.json().then(j => done({status: r.status, error: j.error})));");
    }

    @Test
    void theLanguageChosenIsRememberedAndTheHintIsShown() {
        WebDriver driver = browsers.open();
        driver.get(page(""));
        settled(driver);
        chooseLanguage(driver, "pt");
        driver.navigate().refresh();
        settled(driver);
        assertEquals("Jogar", driver.findElement(By.id("play")).getText(), "remembered");
        chooseLanguage(driver, "nl");
        driver.findElement(By.id("play")).click();
        settled(driver);
        // play until a decision with a choice, then ask for a hint
        for (int i = 0; i < 200 && !shown(driver, "hint"); i++) {
            decide(driver);
            settled(driver);
        }
        driver.findElement(By.id("hint")).click();
        waiting(driver).until(d -> d.findElements(By.cssSelector("#hints li.hint")).size() >= 2);
        assertTrue(driver.findElement(By.id("hints")).getText().contains("sterke bot"), "in Dutch");
        Browsers.shot(driver, "hint-nl");
    }

    /** Starts a game of these rules against the easy bot from the page's set-up, and waits for its board. */
    private static void startGame(WebDriver driver, String rules) {
        driver.get(page(""));
        settled(driver);
        driver.findElement(By.id("setup-toggle")).click();
        new Select(driver.findElement(By.id("rules"))).selectByValue(rules);
        new Select(driver.findElement(By.id("opponent"))).selectByValue("easy");
        driver.findElement(By.id("start")).click();
        waiting(driver).until(d -> d.getCurrentUrl().contains("seat="));
        settled(driver);
    }

    private static List<String> arrows(WebDriver driver) {
        return driver.findElements(By.cssSelector("#board text.arrow")).stream().map(WebElement::getText).toList();
    }

    @Test
    void bellAndItsVariantWithoutSafeSquaresAreDrawnTowards1WithNothingBorneOffAndNoWater() {
        WebDriver driver = browsers.open();
        startGame(driver, "bell");
        WebElement board = driver.findElement(By.id("board"));
        assertEquals("towards_1", board.getAttribute("data-direction"));
        assertEquals(List.of("↑", "↑", "←"), arrows(driver), "up the turns, entering beside 30");
        assertEquals(List.of("15", "26", "27", "28", "29", "30"), driver.findElements(
                By.cssSelector("#board rect[data-marks='safe']")).stream().map(e -> e.getAttribute("data-square")).toList());
        assertTrue(driver.findElements(By.cssSelector("#board rect.water")).isEmpty(), "27 is an ordinary square");
        assertTrue(driver.findElements(By.cssSelector(".tray-off")).isEmpty(), "no piece is borne off");
        assertFalse(driver.findElements(By.cssSelector(".tray-waiting")).isEmpty(), "the pieces wait to enter");
        Browsers.shot(driver, "board-bell");
        startGame(driver, "bell-no-safe");
        assertEquals("towards_1", driver.findElement(By.id("board")).getAttribute("data-direction"));
        assertEquals(List.of("↑", "↑", "←"), arrows(driver));
        assertTrue(driver.findElements(By.cssSelector("#board rect[data-marks]")).isEmpty(), "no square marked");
        assertTrue(driver.findElements(By.cssSelector(".tray-off")).isEmpty(), "no piece is borne off");
        Browsers.shot(driver, "board-bell-no-safe");
        startGame(driver, "jequier-pusch");
        assertEquals(List.of("↓", "↓", "→"), arrows(driver));
        assertEquals(1, driver.findElements(By.cssSelector("#board rect.water.trap[data-square='27']")).size(), "the trap");
        assertFalse(driver.findElements(By.cssSelector(".tray-off")).isEmpty(), "pieces are borne off");
    }

    @Test
    void JP3_AS3_theRuleSetsOpeningShowsTheThrowsForA1OneByOneAndWhoTakesDark() {
        WebDriver driver = browsers.open();
        driver.get(page(""));
        settled(driver);
        driver.findElement(By.id("setup-toggle")).click();
        Select starts = new Select(driver.findElement(By.id("starts")));
        assertFalse(driver.findElement(By.cssSelector("#starts option[value=opening]")).isEnabled(),
                "thibault has no opening of its own");
        new Select(driver.findElement(By.id("rules"))).selectByValue("jequier-pusch");
        assertEquals("opening", starts.getFirstSelectedOption().getAttribute("value"), "the rules' opening by default");
        assertEquals("the rule set's opening", starts.getFirstSelectedOption().getText());
        new Select(driver.findElement(By.id("opponent"))).selectByValue("easy");
        driver.findElement(By.id("start")).click();
        waiting(driver).until(d -> d.getCurrentUrl().contains("seat="));
        settled(driver);
        assertTrue(shown(driver, "opening"));
        List<String> throwsShown = driver.findElements(By.cssSelector("#opening-throws li")).stream()
                .map(WebElement::getText).toList();
        assertFalse(throwsShown.isEmpty());
        for (int i = 0; i < throwsShown.size() - 1; i++) {
            String thrower = i % 2 == 0 ? "Player 1 (you)" : "easy bot";
            assertTrue(throwsShown.get(i).matches(java.util.regex.Pattern.quote(thrower) + " throws [2-6]\\."),
                    "you first, then in turn: " + throwsShown);
        }
        String last = throwsShown.get(throwsShown.size() - 1);
        String dark = throwsShown.size() % 2 == 1 ? "Player 1 (you)" : "easy bot";
        assertEquals(dark + " throws a 1 and takes dark.", last);
        assertTrue(driver.findElement(By.id("dark-player")).getText().startsWith(dark), "who threw the 1 plays dark");
        Browsers.shot(driver, "opening");
        chooseLanguage(driver, "pt");
        waiting(driver).until(d -> d.findElement(By.cssSelector("#opening .title")).getText()
                .equals("Quem lançar primeiro um 1 fica com as escuras:"));
        assertTrue(driver.findElement(By.cssSelector("#opening-throws li:last-child")).getText()
                .endsWith("lança um 1 e fica com as escuras."));
        chooseLanguage(driver, "nl");
        waiting(driver).until(d -> d.findElement(By.cssSelector("#opening-throws li:last-child")).getText()
                .endsWith("gooit een 1 en krijgt zwart."));
        // and the game is played on from there
        decide(driver);
        settled(driver);
        assertTrue(driver.findElements(By.cssSelector("#last-turns div")).size() >= 1);
    }

    @Test
    void aRefusalIsShownInThePagesLanguage() {
        WebDriver driver = browsers.open();
        driver.get(page(""));
        settled(driver);
        chooseLanguage(driver, "pt");
        driver.get(page("&game=nothing-here&seat=x"));
        settled(driver);
        waiting(driver).until(d -> shown(d, "error"));
        assertEquals("O jogo nothing-here não está a ser jogado neste servidor; abra-o nos jogos gravados.",
                driver.findElement(By.id("error")).getText());
        // a friend game: the seat not on move is refused in its own words
        chooseLanguage(driver, "nl");
        driver.findElement(By.id("setup-toggle")).click();
        new Select(driver.findElement(By.id("starts"))).selectByValue("opponent");
        driver.findElement(By.id("friend")).click();
        waiting(driver).until(d -> d.findElement(By.id("share-link")).isDisplayed());
        settled(driver);
        Object message = ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "document.getElementById('error').hidden = true;"
                        + "document.getElementById('throw').hidden = false;"
                        + "document.getElementById('throw').click();"
                        + "const wait = () => { const e = document.getElementById('error');"
                        + " if (!e.hidden) { done(e.textContent); } else { setTimeout(wait, 50); } };"
                        + "wait();");
        assertEquals("Je bent niet aan de beurt.", message);
        Browsers.shot(driver, "refusal-nl");
    }
}
