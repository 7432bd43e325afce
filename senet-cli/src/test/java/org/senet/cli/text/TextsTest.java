package org.senet.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.BoardFeatures;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RefusalReason;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.Vocabulary;
import org.senet.core.settings.Reasons;

/**
 * The console's languages are complete: every key of any language exists in every other, with the
 * same placeholders, and the texts the console looks up by a rule set's ids (its summary, its
 * houses, its options, its refusals, its move effects) exist for every installed rule set.
 */
class TextsTest {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");

    @Test
    @DisplayName("the console speaks English, Portuguese and Dutch")
    void three_languages() {
        assertEquals(List.of("en", "pt", "nl"), Texts.LANGUAGES);
    }

    @Test
    @DisplayName("the default language is the system's where the console has it, else English")
    void default_from_the_system_locale() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("pt-PT"));
            assertEquals("pt", Texts.systemLanguage());
            Locale.setDefault(Locale.forLanguageTag("nl-BE"));
            assertEquals("nl", Texts.systemLanguage());
            Locale.setDefault(Locale.GERMANY);
            assertEquals("en", Texts.systemLanguage());
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    @DisplayName("a key present in any language is present in every language, with the same placeholders")
    void every_key_in_every_language() {
        Set<String> all = new TreeSet<>();
        for (String language : Texts.LANGUAGES) {
            all.addAll(Texts.load(language).keySet());
        }
        List<String> problems = new ArrayList<>();
        for (String key : all) {
            Set<String> expected = null;
            String from = null;
            for (String language : Texts.LANGUAGES) {
                ResourceBundle bundle = Texts.load(language);
                if (!bundle.containsKey(key)) {
                    problems.add(language + ": missing " + key);
                    continue;
                }
                Set<String> placeholders = placeholders(bundle.getString(key));
                if (expected == null) {
                    expected = placeholders;
                    from = language;
                } else if (!expected.equals(placeholders)) {
                    problems.add(language + ": " + key + " has placeholders " + placeholders + ", " + from + " has "
                            + expected);
                }
                if (bundle.getString(key).isBlank()) {
                    problems.add(language + ": " + key + " is empty");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    @DisplayName("prompts keep their ending in every language: the answer follows ': ' or '-> '")
    void prompts_end_alike() {
        ResourceBundle english = Texts.load("en");
        List<String> problems = new ArrayList<>();
        for (String key : english.keySet()) {
            String text = english.getString(key);
            for (String language : Texts.LANGUAGES) {
                String other = Texts.load(language).getString(key);
                for (String end : List.of(": ", "-> ", " ")) {
                    if (text.endsWith(end) != other.endsWith(end)) {
                        problems.add(language + ": " + key + " does not end with '" + end + "' as in English");
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    @DisplayName("every rule set has its summary and option meanings; every refusal, move effect and mark of a square its words")
    void every_rule_set_is_translated() {
        Texts english = Texts.of("en");
        List<String> missing = new ArrayList<>();
        for (RuleSet rules : RuleSetOptions.REGISTRY.all()) { // loads the rule sets, and so their refusals
            for (String key : List.of("summary." + rules.id(), "ruleset.summary." + rules.id())) {
                if (!english.has(key)) {
                    missing.add(key);
                }
            }
            for (OptionSpec option : rules.optionSpecs()) {
                if (!english.has("option." + rules.id() + "." + option.key())) {
                    missing.add("option." + rules.id() + "." + option.key());
                }
            }
        }
        for (BoardFeatures.Mark mark : BoardFeatures.Mark.values()) {
            if (!english.has("legend.mark." + mark.name().toLowerCase(Locale.ROOT))) {
                missing.add("legend.mark." + mark.name().toLowerCase(Locale.ROOT));
            }
        }
        for (RefusalReason reason : Vocabulary.core().reasons()) {
            if (!english.has("refusal." + reason.key())) {
                missing.add("refusal." + reason.key());
            } else {
                assertEquals(placeholders(reason.template()), placeholders(english.get("refusal." + reason.key())),
                        "placeholders of refusal." + reason.key());
            }
        }
        for (MoveEffect effect : MoveEffect.all()) {
            String key = "effect." + effect.name().toLowerCase(Locale.ROOT);
            if (!english.has(key)) {
                missing.add(key);
            }
        }
        assertEquals(List.of(), missing, "texts the console looks up but no language has");
    }

    @Test
    @DisplayName("a refusal is said in the language chosen, with its squares")
    void refusal_in_each_language() {
        var refusal = RefusalReason.OWN_PIECE_ON_DESTINATION.refusal(9);
        assertEquals("One of your own pieces occupies square 9", Texts.of("en").refusal(refusal));
        assertEquals("A casa 9 está ocupada por uma peça sua", Texts.of("pt").refusal(refusal));
        assertEquals("Vak 9 is bezet door een eigen pion", Texts.of("nl").refusal(refusal));
        var both = RefusalReason.SAFE_PIECE.refusal(5).withBackward(Reasons.BACKWARD_ONTO_PIECE.refusal(3));
        assertTrue(Texts.of("nl").refusal(both).endsWith("; en achteruit: een zet achteruit moet op een leeg vak landen;"
                + " vak 3 is bezet"), Texts.of("nl").refusal(both));
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
    @DisplayName("Portuguese joins 'de' and 'em' to an article: 'as regras do trabalho neerlandês', never 'de o'")
    void portuguese_contractions() {
        Texts portuguese = Texts.of("pt");
        assertEquals("  C  As regras do trabalho neerlandês", portuguese.get("menu.c", "o trabalho neerlandês"));
        assertEquals("  C  As regras de Thibault", portuguese.get("menu.c", "Thibault"));
        assertEquals("A próxima partida do trabalho neerlandês: Ana perdeu a última e começa.",
                portuguese.get("match.next", "o trabalho neerlandês", "Ana"));
        assertEquals("  C  The rules of the Dutch assessment", Texts.of("en").get("menu.c", "the Dutch assessment"));
        for (String key : Texts.load("pt").keySet()) {
            String text = portuguese.get(key, "o trabalho neerlandês", "o trabalho neerlandês", "o trabalho neerlandês");
            assertTrue(!Pattern.compile("(?<!\\p{L})([Dd]e|[Ee]m) o trabalho").matcher(text).find(), key + ": " + text);
        }
    }

    @Test
    @DisplayName("Dutch keeps the assessment's terms on every screen: latjes, pionnen, wit and zwart, the valkuil")
    void dutch_terms_are_consistent() {
        List<String> problems = new ArrayList<>();
        ResourceBundle dutch = Texts.load("nl");
        Pattern other = Pattern.compile("(?i)(?<!\\p{L})(stuk|stukken|stokje|stokjes|licht|donker|val)(?!\\p{L})");
        for (String key : dutch.keySet()) {
            Matcher found = other.matcher(dutch.getString(key));
            while (found.find()) {
                problems.add(key + ": '" + found.group() + "'");
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(dutch.getString("legend.mark.trap").startsWith("valkuil"));
        assertEquals("valkuil", dutch.getString("effect.trap"));
    }

    @Test
    @DisplayName("bots are named in the language chosen")
    void bot_names() {
        assertEquals("hard bot", Texts.of("en").get("seat.bot.hard"));
        assertEquals("bot forte", Texts.of("pt").get("seat.bot.hard"));
        assertEquals("sterke bot", Texts.of("nl").get("seat.bot.hard"));
        for (String bot : org.senet.bots.Bots.levels()) {
            for (String language : Texts.LANGUAGES) {
                assertTrue(Texts.of(language).has("seat.bot." + bot), language + ": " + bot);
            }
        }
    }
}
