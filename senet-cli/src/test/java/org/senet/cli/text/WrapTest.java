package org.senet.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.command.RulesText;
import org.senet.core.rules.RuleSet;

/** Text fitted to the screen: broken between words, a label's text going on under itself, no word left alone. */
class WrapTest {
    @Test
    @DisplayName("a paragraph does not end on a line holding a single word: the word above goes down with it")
    void no_word_alone_on_the_last_line() {
        String pieces = "Pieces: five each, light (o) on 1, 3, 5 ... 9, dark (x) on 2, 4 ... 10. Light starts.";
        assertEquals(List.of("Pieces: five each, light (o) on 1, 3, 5 ... 9, dark (x) on 2, 4 ... 10.",
                "Light starts."), Wrap.lines(pieces, 80));
        assertEquals(List.of("  A  Play a game with the last settings used:", "     kendall, Marco"),
                Wrap.lines("  A  Play a game with the last settings used: kendall, Marco", 50));
        assertEquals(List.of("Your choice (A, B): "), Wrap.lines("Your choice (A, B): ", 70), "a short line as it is");
        assertEquals(List.of("Which piece do you want", "to move? "), Wrap.lines("Which piece do you want to move? ", 27),
                "a prompt keeps the space before the answer");
    }

    @Test
    @DisplayName("a word longer than a line is the only thing cut")
    void long_words_are_cut() {
        assertEquals(List.of("abcdefghij", "klm"), Wrap.lines("abcdefghijklm", 10));
        assertEquals(List.of("Chart of the game:", "/tmp/saves/2026-01-01-000000-kendall.png"),
                Wrap.lines("Chart of the game: /tmp/saves/2026-01-01-000000-kendall.png", 45), "a long word may stand alone");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "pt", "nl"})
    @DisplayName("the rules summaries wrap evenly at 80 and 60 columns: no line holds a single word, none is too wide")
    void rules_summaries_wrap_evenly(String language) {
        List<String> alone = new ArrayList<>();
        for (RuleSet rules : RuleSetOptions.REGISTRY.all()) {
            for (int width : new int[] {80, 60}) {
                List<String> lines = RulesText.summary(Texts.of(language), rules, width);
                assertTrue(width < 80 || lines.size() <= 23, rules.id() + " fits one 80x24 screen: " + lines.size());
                for (String line : lines) {
                    assertTrue(Wrap.columns(line) <= width, line);
                    if (!line.isBlank() && !line.strip().contains(" ")) {
                        alone.add(rules.id() + " at " + width + ": " + line);
                    }
                }
            }
        }
        assertEquals(List.of(), alone);
    }
}
