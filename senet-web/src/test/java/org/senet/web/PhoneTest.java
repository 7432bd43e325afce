package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The board on a phone (390×844, touch): a game played by taps to the end, nothing wider than the screen, every
 * target at least 44 px, the square numbers readable; screenshots of each screen under {@code target/screenshots}.
 */
class PhoneTest {
    /** The least size of a touch target, in CSS pixels (WCAG 2.5.5, Apple's and Google's guides). */
    private static final double TOUCH = 44;

    @RegisterExtension
    static final PageServer SERVER = new PageServer();

    @RegisterExtension
    final Browsers browsers = new Browsers();

    private static Object script(WebDriver driver, String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    /** Nothing scrolls sideways: the page is no wider than the window. */
    private static void fitsTheScreen(WebDriver driver, String where) {
        Map<?, ?> widths = (Map<?, ?>) script(driver, "return {page: document.documentElement.scrollWidth,"
                + " window: window.innerWidth};");
        assertTrue(((Number) widths.get("page")).doubleValue() <= ((Number) widths.get("window")).doubleValue(),
                where + ": the page scrolls sideways: " + widths);
    }

    /** The width and height of an element on screen, in CSS pixels. */
    private static double[] size(WebDriver driver, WebElement element) {
        List<?> box = (List<?>) script(driver, "const r = arguments[0].getBoundingClientRect(); return [r.width, r.height];",
                element);
        return new double[] {((Number) box.get(0)).doubleValue(), ((Number) box.get(1)).doubleValue()};
    }

    private static void bigEnough(WebDriver driver, WebElement element, String what) {
        double[] size = size(driver, element);
        assertTrue(size[0] >= TOUCH && size[1] >= TOUCH, what + " is " + size[0] + "×" + size[1] + " px");
    }

    /** The visible buttons and the movable pieces and targets of the board are at least 44 px each way. */
    private static void targetsBigEnough(WebDriver driver) {
        for (WebElement button : driver.findElements(By.cssSelector("button"))) {
            if (button.isDisplayed()) {
                bigEnough(driver, button, "the button " + button.getText());
            }
        }
        for (WebElement target : driver.findElements(By.cssSelector("#board .piece.movable, #board .target-hit"))) {
            bigEnough(driver, target, "a piece or target of the board");
        }
    }

    @Test
    void aGameIsPlayedByTapsToTheEndOnAPhoneWithNothingWiderThanTheScreen() {
        WebDriver phone = browsers.openPhone();
        phone.get(SERVER.page(""));
        BrowserTest.settled(phone);
        assertEquals(390L, ((Number) script(phone, "return window.innerWidth;")).longValue());
        fitsTheScreen(phone, "the welcome");
        Browsers.shot(phone, "phone-welcome");
        phone.findElement(By.id("setup-toggle")).click();
        fitsTheScreen(phone, "the set-up");
        Browsers.shot(phone, "phone-setup");
        phone.findElement(By.id("setup-toggle")).click();
        phone.findElement(By.id("welcome-play")).click();
        BrowserTest.waiting(phone).until(d -> d.getCurrentUrl().contains("seat="));
        BrowserTest.settled(phone);
        assertEquals("false", phone.findElement(By.id("board")).getAttribute("data-across"), "the board in columns");
        double number = size(phone, phone.findElement(By.cssSelector("#board text.number")))[1];
        assertTrue(number >= 12, "the square numbers are " + number + " px high");
        Browsers.shot(phone, "phone-board-start");
        boolean pictured = false;
        for (int i = 0; i < 2000 && !phone.findElement(By.id("next-game")).isDisplayed(); i++) {
            BrowserTest.settled(phone);
            fitsTheScreen(phone, "the game");
            targetsBigEnough(phone);
            BrowserTest.decide(phone);
            if (!pictured && !phone.findElements(By.cssSelector("#board .target-hit")).isEmpty()) {
                Browsers.shot(phone, "phone-board-chosen");
                pictured = true;
            }
        }
        BrowserTest.settled(phone);
        assertTrue(BrowserTest.shown(phone, "next-game"), "the game was played to its end");
        fitsTheScreen(phone, "the end");
        Browsers.shot(phone, "phone-board-end");
        phone.findElement(By.id("rules-toggle")).click();
        BrowserTest.waiting(phone).until(d -> !d.findElement(By.id("rules-body")).getText().isEmpty());
        fitsTheScreen(phone, "the rules");
        Browsers.shot(phone, "phone-rules");
        phone.findElement(By.id("rules-close")).click();
        phone.findElement(By.id("review")).click();
        BrowserTest.waiting(phone).until(d -> !d.findElements(By.cssSelector("#chart polyline.chance")).isEmpty());
        fitsTheScreen(phone, "the review");
        double label = size(phone, phone.findElement(By.cssSelector("#chart text")))[1];
        assertTrue(label >= 12, "the chart's words are " + label + " px high");
        Browsers.shot(phone, "phone-review");
        phone.findElement(By.id("saves-toggle")).click();
        BrowserTest.waiting(phone).until(d -> !d.findElements(By.cssSelector("#saves-table tr")).isEmpty());
        fitsTheScreen(phone, "the saved games");
        targetsBigEnough(phone);
        script(phone, "document.getElementById('saves').scrollIntoView();");
        Browsers.shot(phone, "phone-saves");
    }
}
