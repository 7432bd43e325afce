package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.senet.cli.text.Texts;

/**
 * The console on a real pseudo-terminal, as players found it: on a narrow terminal (60 columns) every
 * line fits and the board, compact there, is redrawn in place; keys typed while a bot plays are neither
 * echoed nor taken as the next answer.
 */
@ExtendWith(BusyCores.class)
class TerminalScreensIT {
    @TempDir
    Path home;

    @BeforeAll
    static void terminal() throws InterruptedException {
        Pty.assumeAvailable();
    }

    /** The lines the terminal showed, escape codes left out; a redraw from the top starts a new line. */
    private static List<String> shownLines(String screen) {
        String plain = Pty.ESCAPE.matcher(screen.replace(Terminal.HOME, "\n")).replaceAll("");
        return List.of(plain.replace("\r", "").split("\n", -1));
    }

    private static List<String> wider(List<String> lines, int width) {
        List<String> wide = new ArrayList<>();
        for (String line : lines) {
            if (line.codePointCount(0, line.length()) > width) {
                wide.add(line.codePointCount(0, line.length()) + ": " + line);
            }
        }
        return wide;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "pt", "nl"})
    @DisplayName("at 60 columns the title, the menu and a whole game fit: the compact board, redrawn in place")
    void sixty_columns(String language) throws Exception {
        Texts texts = Texts.of(language);
        Pty menu = Pty.start(home.resolve("menu"), 60, false, "--lang", language);
        menu.waitFor(texts.get("title.any-key").strip(), 1);
        menu.type("x");
        menu.waitFor("(A, B, C, D, V, O, L, K", 1);
        menu.type("C\r");
        menu.waitFor(texts.get("rules.more").strip(), 1);
        menu.type("\rD\r");
        assertEquals(0, menu.ending().exit(), Jar.tail(menu.screen()));
        assertEquals(List.of(), wider(shownLines(menu.screen()), 60), "title, menu and rules fit 60 columns");

        Pty game = Pty.start(home.resolve("game"), 60, false, "--lang", language, "--rules", "kendall",
                "--light", "random", "--dark", "random", "--seed", "3", "--pace", "0");
        Pty.Ending ending = game.ending();
        assertEquals(0, ending.exit(), ending.err() + Jar.tail(game.screen()));
        String screen = game.screen();
        assertEquals(List.of(), wider(shownLines(screen), 60), "every line of the game fits 60 columns");
        assertFalse(screen.contains("+------+"), "no big board at 60 columns");
        String[] redraws = screen.split(Pattern.quote(Terminal.HOME), -1);
        assertTrue(redraws.length > 20, "the board is redrawn in place: " + redraws.length);
        for (int i = 1; i < redraws.length; i++) {
            assertEquals(2, redraws[i].split(Pattern.quote("+----------+"), -1).length - 1,
                    "one compact board at the top of each redraw:\n" + redraws[i]);
        }
    }

    @Test
    @DisplayName("keys typed while a bot plays are not echoed, and not taken as the answer to the next question")
    void keys_typed_during_a_bots_turn() throws Exception {
        Pty pty = Pty.start(home, 80, false, "--light", "human", "--dark", "random", "--seed", "3", "--pace", "600",
                "--save", home.resolve("g.senet").toString());
        pty.waitFor("press <Enter> to throw the sticks", 1);
        pty.type("\r");
        pty.waitFor("<Enter> plays it: ", 1);
        pty.type("\r");
        pty.waitFor("random bot (x) has thrown ", 1);
        pty.type("zz\r\r\r");
        pty.waitFor("press <Enter> to throw the sticks", 2);
        Thread.sleep(1500);
        String screen = pty.text();
        assertFalse(screen.contains("zz"), "typed keys are not echoed among the bot's lines");
        assertEquals(1, screen.split(Pattern.quote("you have thrown"), -1).length - 1,
                "the Enters typed during the bot's turn did not throw:\n" + Jar.tail(screen));
        pty.type("q\r");
        Pty.Ending ending = pty.ending();
        assertEquals(0, ending.exit(), Jar.tail(pty.screen()));
        assertEquals("", ending.err());
    }

    @Test
    @DisplayName("without a terminal to measure, COLUMNS sets the width: a piped game at 60 columns fits them")
    void columns_for_piped_output() throws Exception {
        Jar.Result run = Jar.run(home, java.util.Map.of("COLUMNS", "60"), "", "--rules", "kendall", "--light", "random",
                "--dark", "random", "--seed", "3", "--save", home.resolve("piped.senet").toString());
        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of(), wider(run.out().lines().toList(), 60));
        assertTrue(run.out().contains("+----------+") && !run.out().contains("+------+"), "the compact board");
    }

    @Test
    @DisplayName("a resize redraws the screen for the new width: the big board at 80 columns, the compact one at 60, "
            + "and back, the prompt shown again")
    void resized_at_a_prompt() throws Exception {
        Pty pty = Pty.start(home, 80, false, "--light", "human", "--dark", "random", "--seed", "3", "--save",
                home.resolve("resized.senet").toString());
        pty.waitFor("press <Enter> to throw the sticks", 1);
        assertTrue(pty.text().contains("+------+"), "the big board at 80 columns");
        assertFalse(pty.text().contains("+----------+"), "no compact board yet");
        pty.resize(60);
        pty.waitFor("+----------+", 2); // its top and bottom lines
        pty.waitFor("press <Enter> to throw the sticks", 2);
        pty.resize(80);
        pty.waitFor("press <Enter> to throw the sticks", 3);
        String afterBack = pty.text().substring(pty.text().lastIndexOf("+----------+"));
        assertTrue(afterBack.contains("+------+"), "the big board again at 80 columns");
        pty.type("q\r");
        Pty.Ending ending = pty.ending();
        assertEquals(0, ending.exit(), Jar.tail(pty.screen()));
        assertEquals("", ending.err());
    }

    @Test
    @DisplayName("a resize at a question of several lines wraps the question again for the new width, its last line "
            + "the prompt the answer is typed after")
    void question_wrapped_again_after_a_resize() throws Exception {
        Jar.Result played = Jar.run(home, "", "--rules", "kendall", "--light", "random", "--dark", "random", "--seed",
                "3", "--pace", "0");
        assertEquals(0, played.exit(), played.err());
        String question = "Number of the game to load, a and a number to review one (a 2), d and a number to delete "
                + "one (d 2), or a file (Enter: back to the menu):";
        Pty pty = Pty.start(home, 80, false);
        pty.waitFor("Press any key", 1);
        pty.type("x");
        pty.waitFor("(A, B, C, D, V, O, L, K", 1);
        pty.type("B\r");
        pty.waitForPrompt("(Enter: back to the menu): ");
        List<String> at80 = shownLines(pty.screen());
        assertTrue(at80.stream().anyMatch(line -> line.length() > 60 && question.startsWith(line.strip())),
                "at 80 columns the question's first line is longer than 60 columns: " + at80);
        pty.resize(60);
        pty.waitFor("Saved games in ", 2); // the screen drawn again
        pty.waitForPrompt("(Enter: back to the menu): ");
        String screen = pty.screen();
        String redrawn = screen.substring(screen.lastIndexOf("Saved games in "));
        List<String> lines = shownLines(redrawn);
        assertEquals(List.of(), wider(lines, 60), "every line fits 60 columns after the resize");
        assertFalse(redrawn.contains("\033[A") || redrawn.matches("(?s).*\033\\[[0-9]+A.*"),
                "the prompt is drawn below the question, not over its lines: " + redrawn.replace("\033", "ESC"));
        String shown = String.join(" ", lines.stream().map(String::strip).filter(line -> !line.isEmpty()).toList());
        assertTrue(shown.contains(question), "the whole question, once, wrapped again: " + lines);
        assertEquals(1, shown.split(Pattern.quote("d and a number"), -1).length - 1, "no line of it twice: " + lines);
        pty.type("\rD\r");
        Pty.Ending ending = pty.ending();
        assertEquals(0, ending.exit(), Jar.tail(pty.screen()));
        assertEquals("", ending.err());
    }

    @Test
    @DisplayName("the prompt edits: Ctrl-W erases a word, the up arrow recalls this game's answer, Tab completes a command")
    void the_prompt_edits() throws Exception {
        Pty pty = Pty.start(home, 80, false, "--light", "human", "--dark", "random", "--seed", "3", "--save",
                home.resolve("edited.senet").toString());
        pty.waitFor("press <Enter> to throw the sticks", 1);
        pty.type("\r");
        pty.waitFor("<Enter> plays it: ", 1);
        pty.type("hint\r");
        pty.waitFor("The chance of winning after each choice", 1);
        pty.waitForPrompt("<Enter> plays it: "); // asked again after the chances
        pty.type("zz\027");
        pty.type("\033OA\r"); // the up arrow as an xterm sends it in the keypad mode the prompt sets: "hint" again
        pty.waitFor("The chance of winning after each choice", 2);
        pty.waitForPrompt("<Enter> plays it: ");
        pty.type("qu\t");
        pty.waitFor("plays it: quit", 1);
        pty.type("\r");
        Pty.Ending ending = pty.ending();
        assertEquals(0, ending.exit(), Jar.tail(pty.screen()));
        assertFalse(pty.text().contains("'zz'"), "the erased word was not an answer");
        assertTrue(pty.text().contains("Game saved in "), Jar.tail(pty.screen()));
    }
}
