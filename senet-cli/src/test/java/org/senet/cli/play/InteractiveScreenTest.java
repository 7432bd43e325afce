package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Pattern;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.senet.cli.Cli;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.text.Texts;
import org.senet.core.game.Game;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.RandomSticks;
import org.senet.core.store.Disk;

/**
 * The game on a terminal and in a pipe: on a terminal the board is drawn over the last one (cursor
 * home, lines and the rest of the screen erased) and a bot's turn is shown action by action with a
 * pause; piped output is a plain transcript, without escape codes or pauses.
 */
class InteractiveScreenTest {
    /** The first line of numbers of the big board: one per board drawn. */
    private static final String BOARD_LINE = "|1     |2     |";

    @TempDir
    Path home;

    /** A match on a terminal that says it is interactive, with {@code input} as the person's answers. */
    private String playOnTerminal(String light, String input, int pace) {
        RuleSet rules = RuleSetOptions.REGISTRY.get("thibault");
        StringWriter out = new StringWriter();
        Terminal terminal = new Terminal(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out), true, false);
        terminal.texts(Texts.of("en"));
        terminal.pace(pace);
        RandomSticks sticks = new RandomSticks(11);
        Game game = new Game(rules, rules.start(), sticks);
        Seats seats = new Seats(Seat.fromOption(light, "Light"), Seat.fromOption("random", "Dark"));
        try (Match match = new Match(terminal, game, seats, SaveFile.open(home.resolve("g.senet"), Disk.SYSTEM),
                OptionalLong.of(11), "2024-01-01T00:00", Optional.empty(), 11)) {
            match.play();
        } catch (Terminal.Quit endOfInput) {
            // the person's answers ran out
        }
        return out.toString();
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    @Test
    @DisplayName("on a terminal every board is drawn over the last one: cursor home, erased below, never appended")
    void board_redrawn_in_place() {
        String out = playOnTerminal("random", "", 0);
        assertTrue(out.contains("wins the game!"), out);
        int boards = count(out, BOARD_LINE);
        assertTrue(boards > 10, "boards drawn: " + boards);
        String[] screens = out.split(Pattern.quote(Terminal.HOME), -1);
        assertEquals(boards, screens.length - 1, "every board starts at the top of the screen");
        assertEquals(0, count(screens[0], BOARD_LINE), "no board before the first cursor home");
        for (int i = 1; i < screens.length; i++) {
            assertEquals(1, count(screens[i], BOARD_LINE), "one board per screen:\n" + screens[i]);
            assertTrue(screens[i].contains(Terminal.ERASE_BELOW), "the rest of the screen is erased");
            assertTrue(screens[i].contains(Terminal.ERASE_LINE + System.lineSeparator()), "each line is erased to its end");
        }
    }

    @Test
    @DisplayName("on a terminal a bot's move is drawn as it is made, and said under the board")
    void bot_turn_step_by_step() {
        String out = playOnTerminal("random", "", 0);
        String[] screens = out.split(Pattern.quote(Terminal.HOME), -1);
        // each screen after the first shows a board with one more move, and the bot's line for it under the board
        for (int i = 2; i < screens.length; i++) {
            String screen = screens[i];
            assertTrue(screen.contains(" moves ") || screen.contains(" passes."), "the move is said:\n" + screen);
        }
    }

    @Test
    @DisplayName("a person's game on a terminal: the board is redrawn after the person's move and after each bot move")
    void person_on_a_terminal() {
        // thibault, seed 11: light throws; Enter plays an only move, a listed square otherwise
        String out = playOnTerminal("human", "\n\n\n\n\n\n\n\n", 0);
        int boards = count(out, BOARD_LINE);
        assertEquals(boards, count(out, Terminal.HOME), "every board is drawn in place");
        assertTrue(out.contains("press <Enter> to throw the sticks"), out);
    }

    @Test
    @DisplayName("the pace: a pause after a bot's action on a terminal; none with pace 0, none in a pipe")
    void pace() {
        assertTrue(pauseMillis(true, 120, 120) >= 100, "a terminal pauses");
        // a pause that happened would last a minute: no machine is that slow to return at once
        assertTrue(pauseMillis(true, 0, 60_000) < 5_000, "pace 0: no pause");
        assertTrue(pauseMillis(false, 60_000, 60_000) < 5_000, "a pipe never pauses");
    }

    private static long pauseMillis(boolean interactive, int pace, int millis) {
        Terminal terminal = new Terminal(new ByteArrayInputStream(new byte[0]), new PrintWriter(new StringWriter()),
                interactive, false);
        terminal.pace(pace);
        long start = System.nanoTime();
        if (millis == pace) {
            terminal.botPause();
        } else {
            terminal.pause(millis);
        }
        return (System.nanoTime() - start) / 1_000_000;
    }

    @Test
    @DisplayName("piped output stays plain lines: no escape codes, the board printed after each move")
    void piped_output_is_plain() {
        Cli.Run run = InProcess.play(Disk.SYSTEM, home, "", "--light", "random", "--dark", "random", "--seed", "5",
                "--pace", "800", "--save", home.resolve("p.senet").toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("wins the game!"), run.out());
        assertFalse(run.out().contains("\033"), "no escape code in piped output");
        assertTrue(count(run.out(), BOARD_LINE) > 10);
    }

    @Test
    @DisplayName("--pace takes 0 to 10000 milliseconds; other values are refused with exit code 2")
    void pace_option_checked() {
        for (String bad : new String[] {"-1", "10001"}) {
            Cli.Run run = InProcess.play(Disk.SYSTEM, home, "", "--light", "random", "--dark", "random",
                    "--pace", bad, "--save", home.resolve("bad.senet").toString());
            assertEquals(2, run.status(), run.out());
            assertTrue(run.err().startsWith("senet: --pace: " + bad + " is out of range"), run.err());
        }
    }

    /** The menu's game on a terminal that says it is interactive, in {@code language}, with {@code input} as the answers. */
    private String sessionOnTerminal(String language, String rules, String input) {
        StringWriter out = new StringWriter();
        Terminal terminal = new Terminal(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out), true, false);
        terminal.texts(Texts.of(language));
        terminal.pace(0);
        PlayOptions options = new PlayOptions();
        options.seed = 4L;
        new Session(terminal, new SaveStore(home.resolve("saves")), options, RuleSetOptions.REGISTRY.get(rules),
                Disk.SYSTEM).run();
        return out.toString().replace(Terminal.HOME + "\033[2J", ""); // the screens cleared: only the boards start at home
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "pt", "nl"})
    @DisplayName("on a terminal the draw, the opening throws and 'Loaded ...' stay under the board until the person acts")
    void what_was_said_before_the_game_stays_visible(String language) throws IOException {
        Texts texts = Texts.of(language);
        // thibault: who starts, chosen (1); the person throws, then plays the only move
        String drawn = sessionOnTerminal(language, "thibault", "\nA\n\n\nMaria\n1\n1\n\n\nq\nD\n");
        String starts = texts.get("setup.starts", "Maria", texts.get("side.light") + " (o)");
        assertKeptUntilThePersonActs(drawn, starts);
        // jequier-pusch: the throws for a 1, who takes dark
        String opening = sessionOnTerminal(language, "jequier-pusch", "\nA\n\nMaria\n1\n\n\nq\nD\n");
        assertKeptUntilThePersonActs(opening, texts.get("setup.throw-for-dark", "x"));
        String[] screens = opening.split(Pattern.quote(Terminal.HOME), -1);
        String thrown = Pattern.quote(texts.get("setup.has-thrown", "Maria", "@")).replace("@", "\\E[0-9]\\Q");
        assertTrue(Pattern.compile(thrown).matcher(screens[1]).find(), thrown + " in\n" + screens[1]);
        // a saved game loaded from the menu
        Path saved = home.resolve("saves").toFile().listFiles((dir, name) -> name.endsWith("thibault.senet"))[0].toPath();
        int steps = GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(saved)).steps().size();
        // the throw, then every square in turn until one moves
        String squares = java.util.stream.IntStream.rangeClosed(1, 30).mapToObj(square -> square + "\n")
                .collect(java.util.stream.Collectors.joining());
        String loaded = sessionOnTerminal(language, "thibault", "\nB\n" + saved + "\n\n" + squares + "q\nD\n");
        assertKeptUntilThePersonActs(loaded, texts.get("load.loaded", saved, "Thibault", "Maria",
                Seat.botName(texts, "random"), texts.count("load.steps", steps)));
    }

    /** The text is in the first board's screen (drawn over it) and gone once the person has acted and the board is redrawn. */
    private static void assertKeptUntilThePersonActs(String out, String text) {
        String[] screens = out.replace(Terminal.ERASE_LINE, "").split(Pattern.quote(Terminal.HOME), -1);
        assertTrue(screens.length > 2, out);
        assertTrue(Jar.shows(screens[1], text), "'" + text + "' under the first board:\n" + screens[1]);
        assertFalse(Jar.shows(screens[screens.length - 1], text), "gone after the person's move:\n"
                + screens[screens.length - 1]);
    }
}
