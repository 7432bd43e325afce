package org.senet.cli.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.senet.core.rules.Refusal;

/**
 * The console's words in one language: English, Portuguese or Dutch, from the resource bundles
 * {@code messages_<lang>.properties} beside this class (UTF-8). A text names its values {@code {0}},
 * {@code {1}} … (no other formatting, so an apostrophe is just an apostrophe). A refusal of the rules
 * is translated by its key, {@code refusal.<key>}; a key this console does not know (a plug-in rule
 * set's own) keeps the rule set's English message.
 */
public final class Texts {
    /** The languages of the console (those whose texts are installed), the first the fallback. */
    public static final List<String> LANGUAGES = List.of("en", "pt", "nl").stream()
            .filter(language -> Texts.class.getResource("messages_" + language + ".properties") != null).toList();

    /** A Portuguese article at the start of a value: o, a, os, as. */
    private static final Pattern ARTICLE = Pattern.compile("^(?:os|as|o|a) ");

    private final String language;
    private final ResourceBundle bundle;

    private Texts(String language) {
        this.language = language;
        this.bundle = load(language);
    }

    /**
     * The texts of a language: {@code en}, {@code pt} or {@code nl}.
     *
     * @throws IllegalArgumentException for another
     */
    public static Texts of(String language) {
        if (!LANGUAGES.contains(language)) {
            throw new IllegalArgumentException("unknown language '" + language + "'; languages: "
                    + String.join(", ", LANGUAGES));
        }
        return new Texts(language);
    }

    /** The language of the system locale where the console has it, English otherwise. */
    public static String systemLanguage() {
        String language = Locale.getDefault().getLanguage();
        return LANGUAGES.contains(language) ? language : LANGUAGES.get(0);
    }

    /** The bundle of a language, read from its properties file. */
    public static ResourceBundle load(String language) {
        String name = "messages_" + language + ".properties";
        try (InputStream in = Texts.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new MissingResourceException("no " + name, Texts.class.getName(), "");
            }
            return new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The language code. */
    public String language() {
        return language;
    }

    /** Whether a text exists in this language. */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /**
     * The text of {@code key} with its values put in.
     *
     * @throws MissingResourceException when the language has no such text (a test checks they all do)
     */
    public String get(String key, Object... values) {
        String text = bundle.getString(key);
        for (int i = 0; i < values.length; i++) {
            String value = String.valueOf(values[i]);
            text = contracted(text, i, value).replace("{" + i + "}", value);
        }
        return text;
    }

    /**
     * Portuguese joins a preposition to the article that follows it: "de" + "o trabalho" is "do trabalho",
     * "em" + "a casa" is "na casa". Where a value starting with an article follows "de" or "em" in a text,
     * the two are written joined.
     */
    private String contracted(String text, int index, String value) {
        Matcher article = ARTICLE.matcher(value);
        if (!language.equals("pt") || !article.find()) {
            return text;
        }
        Matcher preposition = Pattern.compile("(?<!\\p{L})(de|De|em|Em) \\{" + index + "}").matcher(text);
        StringBuilder joined = new StringBuilder();
        while (preposition.find()) {
            String word = preposition.group(1);
            String start = word.equalsIgnoreCase("de") ? word.substring(0, 1) : word.startsWith("E") ? "N" : "n";
            preposition.appendReplacement(joined, Matcher.quoteReplacement(start + value));
        }
        return preposition.appendTail(joined).toString();
    }

    /** {@code get(key + "." + count)} in the singular for 1, {@code key + ".n"} otherwise: "1 step", "5 steps". */
    public String count(String key, int count) {
        return get(key + (count == 1 ? ".1" : ".n"), count);
    }

    /** A refusal of the rules in this language; the rule set's English message for a key not known here. */
    public String refusal(Refusal refusal) {
        String key = "refusal." + refusal.key();
        if (!has(key)) {
            return refusal.message();
        }
        String text = get(key, refusal.arguments().toArray());
        if (refusal.backward().isPresent()) {
            String back = refusal(refusal.backward().get());
            text += get("refusal.and-backward", Character.toLowerCase(back.charAt(0)) + back.substring(1));
        }
        return text;
    }

    /** A sentence with its first letter in capitals. */
    public static String capital(String text) {
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }
}
