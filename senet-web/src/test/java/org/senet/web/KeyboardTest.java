package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * A whole game played with the keyboard alone, as a player who cannot use a mouse plays it: Tab to Play, then
 * Enter or Space on the action the page gives the focus to, arrows among the pieces that can move, Enter to
 * choose one and Enter again to play it; the board and its pieces named for a screen reader, the status a live
 * region.
 */
class KeyboardTest {
    @RegisterExtension
    static final PageServer SERVER = new PageServer();

    @RegisterExtension
    final Browsers browsers = new Browsers();

    private static WebElement focused(WebDriver driver) {
        return driver.switchTo().activeElement();
    }

    private static void press(WebDriver driver, CharSequence key) {
        new Actions(driver).sendKeys(key).perform();
    }

    /** Presses Tab until the element of that id has the focus. */
    private static void tabTo(WebDriver driver, String id) {
        for (int i = 0; i < 30 && !id.equals(focused(driver).getAttribute("id")); i++) {
            press(driver, Keys.TAB);
        }
        assertEquals(id, focused(driver).getAttribute("id"), "Tab reaches " + id);
    }

    @Test
    void aWholeGameIsPlayedWithTheKeyboardAlone() throws InterruptedException {
        WebDriver driver = browsers.open();
        driver.get(SERVER.page(""));
        BrowserTest.settled(driver);
        // New game…, the easy bot chosen by typing its first letter, Start
        tabTo(driver, "setup-toggle");
        press(driver, Keys.ENTER);
        tabTo(driver, "opponent");
        press(driver, "e");
        assertEquals("easy", driver.findElement(By.id("opponent")).getAttribute("value"));
        tabTo(driver, "start");
        press(driver, Keys.ENTER);
        BrowserTest.waiting(driver).until(d -> d.getCurrentUrl().contains("seat="));
        BrowserTest.settled(driver);
        WebElement board = driver.findElement(By.id("board"));
        String named = board.getAttribute("aria-label");
        assertTrue(named.matches("Senet board\\. Light pieces on [0-9, ]+; dark pieces on [0-9, ]+\\."), named);
        assertEquals("polite", driver.findElement(By.id("status")).getAttribute("aria-live"));
        int moves = 0;
        int arrows = 0;
        for (int i = 0; i < 3000 && !driver.findElement(By.id("next-game")).isDisplayed(); i++) {
            BrowserTest.settled(driver);
            boolean action = BrowserTest.shown(driver, "throw") || BrowserTest.shown(driver, "pass");
            List<WebElement> movable = driver.findElements(By.cssSelector("#board .piece.movable"));
            if (!action && movable.isEmpty()) {
                Thread.sleep(20); // the bot's turn, or the page about to show it
                continue;
            }
            WebElement now = focused(driver);
            if (action) {
                assertTrue(List.of("throw", "pass").contains(now.getAttribute("id")),
                        "the keyboard is on the action to take, not on " + now.getTagName() + " " + now.getAttribute("id"));
                press(driver, i % 2 == 0 ? Keys.ENTER : Keys.SPACE);
                continue;
            }
            assertTrue(movable.contains(now), "the keyboard is on a piece that can move");
            assertTrue(now.getAttribute("aria-label").contains("can move"), now.getAttribute("aria-label"));
            if (movable.size() > 1) {
                String before = now.getAttribute("data-square");
                press(driver, Keys.ARROW_RIGHT);
                assertNotEquals(before, focused(driver).getAttribute("data-square"), "the arrow goes to another piece");
                arrows++;
            }
            String square = focused(driver).getAttribute("data-square");
            press(driver, Keys.ENTER);
            BrowserTest.waiting(driver).until(d -> !d.findElements(By.cssSelector("#board .target-hit")).isEmpty());
            assertEquals(square, focused(driver).getAttribute("data-square"), "the chosen piece keeps the focus");
            assertFalse(driver.findElement(By.id("detail")).getText().isEmpty(), "where it lands is said");
            press(driver, Keys.ENTER);
            moves++;
        }
        BrowserTest.settled(driver);
        assertTrue(driver.findElement(By.id("next-game")).isDisplayed(), "the game was played to its end");
        assertTrue(BrowserTest.status(driver).contains("wins the game"), BrowserTest.status(driver));
        assertTrue(moves > 10 && arrows > 0, moves + " moves, " + arrows + " with an arrow");
        Browsers.shot(driver, "keyboard-end");
    }
}
