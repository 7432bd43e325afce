package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.senet.web.games.Refused;

/** The page's words in its three languages: the same keys and placeholders, and words for every refusal. */
class PageTextsTest {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d}");

    private static Map<String, String> texts(String language) throws IOException {
        try (InputStream in = PageTextsTest.class.getResourceAsStream("/org/senet/web/page/i18n/" + language
                + ".json")) {
            return new ObjectMapper().readValue(in, new TypeReference<TreeMap<String, String>>() { });
        }
    }

    private static Set<String> placeholders(String text) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = PLACEHOLDER.matcher(text);
        while (matcher.find()) {
            found.add(matcher.group());
        }
        return found;
    }

    @Test
    void everyLanguageHasTheKeysAndPlaceholdersOfEnglish() throws IOException {
        Map<String, String> english = texts("en");
        for (String language : new String[] {"pt", "nl"}) {
            Map<String, String> other = texts(language);
            assertEquals(english.keySet(), other.keySet(), language);
            english.forEach((key, text) -> assertEquals(placeholders(text), placeholders(other.get(key)),
                    language + " " + key));
        }
    }

    @Test
    void everyRefusalHasItsWordsInEveryLanguage() throws IOException {
        for (String language : new String[] {"en", "pt", "nl"}) {
            Map<String, String> texts = texts(language);
            for (Refused.Code code : Refused.Code.values()) {
                assertTrue(texts.containsKey("err-" + code.text()), language + " has no words for " + code.text());
            }
        }
        assertEquals("not-your-turn", Refused.Code.NOT_YOUR_TURN.text());
    }
}
