package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * Every word the page shows is in its language: the page is read in Chromium in English, Portuguese and Dutch over
 * its screens (welcome, set-up with options, a game and its opening, hint, rules, the end, review, saved games, a
 * network failure), and each text it shows or names for a screen reader must be made of the words of that
 * language's catalogue, the rule sets' texts the server gives in that language, and numbers. A part marked as
 * being in a language of its own ({@code lang="en"}: the full rules, in English) is left out.
 */
class PageWordsTest {
    /**
     * Words the page shows in every language: its title, the languages' own names in the language menu, the
     * Roman numerals of the judges' houses, and the player's name the test gives.
     */
    private static final List<String> EVERYWHERE = List.of("Senet", "English", "Português", "Nederlands", "II", "III",
            "Ana");
    /** Where a known text is cut into runs of words: its placeholders and its punctuation. */
    private static final Pattern CUT = Pattern.compile("\\{\\d}|[.,:;!?()\"'…—–]");
    private static final Pattern WORD = Pattern.compile("\\p{L}{2,}");

    @RegisterExtension
    static final PageServer SERVER = new PageServer();

    @RegisterExtension
    final Browsers browsers = new Browsers();

    /** The texts on screen, the names for screen readers and the options of the visible menus, as the page shows them. */
    private static final String TEXTS = """
            const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
            const foreign = (e) => e.closest('[lang]') !== document.documentElement;
            const out = [document.title];
            const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let n = walk.nextNode(); n; n = walk.nextNode()) {
              const e = n.parentElement;
              const text = n.textContent.trim();
              if (!text || foreign(e) || e.closest('script, style')) { continue; }
              const box = e.closest('option') ? e.closest('select') : e.closest('svg title') ? e.closest('svg') : e;
              if (shown(box)) { out.push(text); }
            }
            document.querySelectorAll('[aria-label]').forEach((e) => {
              if (shown(e) && !foreign(e)) { out.push(e.getAttribute('aria-label')); }
            });
            return out;""";

    static Map<String, String> catalogue(String language) throws IOException {
        try (InputStream in = PageWordsTest.class.getResourceAsStream("/org/senet/web/page/i18n/" + language
                + ".json")) {
            return new ObjectMapper().readValue(in, new TypeReference<TreeMap<String, String>>() { });
        }
    }

    /** The rule sets' names, lines, summaries and options' meanings as the server gives them in a language. */
    private static List<String> ruleSetTexts(String language) throws IOException, InterruptedException {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(SERVER.address() + "/api/rulesets?lang=" + language)).build(),
                HttpResponse.BodyHandlers.ofString());
        List<String> texts = new ArrayList<>();
        for (JsonNode rules : new ObjectMapper().readTree(answer.body())) {
            texts.add(rules.get("name").asText());
            texts.add(rules.get("line").asText());
            texts.add(rules.get("summary").asText());
            rules.get("options").forEach(option -> texts.add(option.get("meaning").asText()));
        }
        return texts;
    }

    /**
     * The texts in which a word is left that none of the known texts has: each known text is cut into runs of
     * words at its placeholders and punctuation, and each run is taken out of the text, whole words only, the
     * longest first; what is left must have no word (numbers, arrows and punctuation may stay).
     */
    static List<String> unknownWords(Set<String> texts, List<String> known) {
        List<String> pieces = new ArrayList<>();
        for (String text : known) {
            for (String piece : CUT.split(text)) {
                if (WORD.matcher(piece).find()) {
                    pieces.add(piece.strip());
                }
            }
        }
        pieces.sort(Comparator.comparingInt(String::length).reversed());
        List<Pattern> patterns = pieces.stream().distinct()
                .map(piece -> Pattern.compile("(?<!\\p{L})" + Pattern.quote(piece) + "(?!\\p{L})")).toList();
        List<String> unknown = new ArrayList<>();
        for (String text : texts) {
            String rest = text;
            for (Pattern pattern : patterns) {
                rest = pattern.matcher(rest).replaceAll(" ");
            }
            Matcher left = WORD.matcher(rest);
            if (left.find()) {
                unknown.add("'" + text + "' (left: '" + rest.strip().replaceAll("\\s+", " ") + "')");
            }
        }
        return unknown;
    }

    @Test
    void aWordOfAnotherLanguageIsFoundAndTheWordsOfTheLanguageAndNumbersPass() {
        List<String> known = List.of("Jogar", "{0} lança {1}.", "claras", "Ana");
        assertEquals(List.of(), unknownWords(Set.of("Jogar", "Ana lança 3.", "0,512 claras"), known));
        assertEquals(1, unknownWords(Set.of("Jogar", "Throw the sticks"), known).size());
        assertEquals(1, unknownWords(Set.of("claras (human)"), known).size(), "a word between known words");
        assertEquals(1, unknownWords(Set.of("Anak"), known).size(), "known words count whole");
    }

    private static Object script(WebDriver driver, String js) {
        return ((JavascriptExecutor) driver).executeScript(js);
    }

    @SuppressWarnings("unchecked")
    private static void read(WebDriver driver, Set<String> seen) {
        seen.addAll((List<String>) script(driver, TEXTS));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pt", "nl"})
    void everyTextThePageShowsIsInItsLanguage(String language) throws Exception {
        Set<String> seen = new LinkedHashSet<>();
        WebDriver driver = browsers.open();
        driver.get(SERVER.page(""));
        BrowserTest.settled(driver);
        if (!language.equals("en")) {
            BrowserTest.chooseLanguage(driver, language);
        }
        read(driver, seen);
        driver.findElement(By.id("setup-toggle")).click();
        read(driver, seen);
        new Select(driver.findElement(By.id("opponent"))).selectByValue("friend");
        read(driver, seen);
        // the opening of Jéquier and Pusch, the throws for a 1
        new Select(driver.findElement(By.id("rules"))).selectByValue("jequier-pusch");
        new Select(driver.findElement(By.id("opponent"))).selectByValue("easy");
        driver.findElement(By.id("name")).sendKeys("Ana");
        read(driver, seen);
        driver.findElement(By.id("start")).click();
        BrowserTest.waiting(driver).until(d -> d.getCurrentUrl().contains("seat="));
        BrowserTest.settled(driver);
        read(driver, seen);
        // a game of Thibault's rules with options set, played to its end
        driver.findElement(By.id("setup-toggle")).click();
        new Select(driver.findElement(By.id("rules"))).selectByValue("thibault");
        new Select(driver.findElement(By.cssSelector("#options select[data-key='water']"))).selectByValue("reenter");
        new Select(driver.findElement(By.cssSelector("#options select[data-key='walls']"))).selectByValue("true");
        new Select(driver.findElement(By.id("starts"))).selectByValue("me");
        driver.findElement(By.id("start")).click();
        BrowserTest.waiting(driver).until(d -> d.findElement(By.id("game-rules")).getText().contains(":"));
        boolean hinted = false;
        for (int i = 0; i < 2000 && !driver.findElement(By.id("next-game")).isDisplayed(); i++) {
            BrowserTest.settled(driver);
            read(driver, seen);
            if (!hinted && BrowserTest.shown(driver, "hint")) {
                driver.findElement(By.id("hint")).click();
                BrowserTest.waiting(driver).until(d -> d.findElements(By.cssSelector("#hints li.hint")).size() >= 2);
                read(driver, seen);
                driver.findElement(By.id("rules-toggle")).click();
                BrowserTest.waiting(driver).until(d -> !d.findElement(By.id("rules-body")).getText().isEmpty());
                read(driver, seen);
                driver.findElement(By.id("rules-close")).click();
                hinted = true;
            }
            BrowserTest.decide(driver);
        }
        BrowserTest.settled(driver);
        read(driver, seen);
        driver.findElement(By.id("review")).click();
        BrowserTest.waiting(driver).until(d -> !d.findElements(By.cssSelector("#chart polyline.chance")).isEmpty());
        read(driver, seen);
        driver.findElement(By.id("saves-toggle")).click();
        BrowserTest.waiting(driver).until(d -> !d.findElements(By.cssSelector("#saves-table tr")).isEmpty());
        read(driver, seen);
        // the server out of reach: the browser's own words ("Failed to fetch") are not shown
        driver.findElement(By.id("saves-toggle")).click();
        script(driver, "window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));");
        driver.findElement(By.id("saves-toggle")).click();
        BrowserTest.waiting(driver).until(d -> BrowserTest.shown(d, "error"));
        read(driver, seen);
        Browsers.shot(driver, "words-" + language);
        List<String> known = new ArrayList<>(catalogue(language).values());
        known.addAll(ruleSetTexts(language));
        known.addAll(EVERYWHERE);
        List<String> unknown = unknownWords(seen, known);
        assertTrue(unknown.isEmpty(), language + ": " + unknown.size() + " texts not in the language's words:\n"
                + String.join("\n", unknown));
        assertTrue(seen.size() > 100, "the page was read: " + seen.size() + " texts");
    }
}
