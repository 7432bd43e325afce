package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;

/**
 * The terminal always comes back: the jar on a real pseudo-terminal stopped by Ctrl-C, {@code SIGTERM},
 * {@code SIGHUP} or a closed terminal, at the title screen (keys read raw, without echo), in the middle
 * of a person's game and during a bot's turn (keys typed then are not echoed). Each time the terminal's
 * mode is as it was, one line says where the game is saved and how to go on, the exit code is the
 * signal's (130, 143, 129) within two seconds, stderr stays empty, and the save loads.
 */
@ExtendWith(BusyCores.class)
class TerminalStopIT {
    /** The mode a terminal has when echo and line editing are on, as {@code stty -a} lists it. */
    private static final Pattern ECHO_ON = Pattern.compile("(?<![-\\w])echo\\b");
    private static final Pattern ICANON_ON = Pattern.compile("(?<![-\\w])icanon\\b");
    /** The longest a stop may take, from the key, signal or hang-up to the program's end. */
    private static final long STOP_MILLIS = 2_000;

    @TempDir
    Path home;

    @BeforeAll
    static void terminal() throws InterruptedException {
        Pty.assumeAvailable();
    }

    private static void assertTerminalBack(Pty.Ending ending, String screen) {
        assertTrue(ECHO_ON.matcher(ending.stty()).find(), "echo is back on:\n" + ending.stty() + "\n" + Jar.tail(screen));
        assertTrue(ICANON_ON.matcher(ending.stty()).find(), "line mode is back on:\n" + ending.stty());
    }

    /**
     * The stop takes at most {@link #STOP_MILLIS}, saving included, also on a busy machine. Each time is added to
     * {@code target/terminal-stops.txt}, for the figures of many runs.
     */
    private static void assertStoppedQuickly(Pty.Ending ending) throws IOException {
        Files.writeString(Path.of("target", "terminal-stops.txt"), ending.stopMillis() + System.lineSeparator(),
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        assertTrue(ending.stopMillis() >= 0 && ending.stopMillis() <= STOP_MILLIS, "stopped in " + ending.stopMillis()
                + " ms, more than " + STOP_MILLIS);
    }

    private static void assertNoTrace(Pty.Ending ending, String screen) {
        assertEquals("", ending.err(), "nothing on stderr");
        assertFalse(screen.contains("Exception") || screen.contains("internal error"), Jar.tail(screen));
    }

    /** A person's game against the random bot, thibault, seed 3: the first throw (a 2) made, the only move asked. */
    private Pty gameAtItsFirstMove(Path save, boolean ignoreHangUp) throws Exception {
        Pty pty = Pty.start(home, 80, ignoreHangUp, "--light", "human", "--dark", "random", "--seed", "3", "--save",
                save.toString());
        pty.waitFor("press <Enter> to throw the sticks", 1);
        pty.type("\r");
        pty.waitFor("<Enter> plays it: ", 1);
        return pty;
    }

    private static void assertSavedAndResumable(Path save, String screen) throws Exception {
        String flat = screen.replaceAll("\r?\n", "\n");
        assertTrue(flat.contains("Stopped: the game is saved in " + save + "; to go on: java -jar "), Jar.tail(flat));
        assertTrue(flat.contains(" --save " + save + "\n"), Jar.tail(flat));
        assertEquals(1, flat.split(Pattern.quote("Stopped: "), -1).length - 1, "said once");
        GameRecord record = GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(save));
        assertEquals("W throw 2", record.steps().get(0).text(), "the throw made before the stop is saved");
    }

    @Test
    @DisplayName("Ctrl-C at the title screen: echo and line mode back, exit code 130, no trace")
    void ctrl_c_at_the_title() throws Exception {
        Pty pty = Pty.start(home, 80, false);
        pty.waitFor("Press any key to continue", 1);
        pty.type("\003");
        Pty.Ending ending = pty.ending();
        assertEquals(130, ending.exit(), Jar.tail(pty.screen()));
        assertStoppedQuickly(ending);
        assertTerminalBack(ending, pty.screen());
        assertNoTrace(ending, pty.screen());
        assertFalse(pty.screen().contains("Stopped: "), "no game was in play");
    }

    @ParameterizedTest(name = "{0}: exit code {1}")
    @CsvSource({"INT, 130", "TERM, 143", "HUP, 129"})
    @DisplayName("a signal in the middle of a person's game: the game saved and said so in one line, the signal's exit code")
    void a_signal_in_the_middle_of_a_game(String signal, int exit) throws Exception {
        Path save = home.resolve("game.senet");
        Pty pty = gameAtItsFirstMove(save, false);
        if (signal.equals("INT")) {
            pty.type("\003");
        } else {
            pty.signal(signal);
        }
        Pty.Ending ending = pty.ending();
        assertEquals(exit, ending.exit(), Jar.tail(pty.screen()));
        assertStoppedQuickly(ending);
        assertTerminalBack(ending, pty.screen());
        assertNoTrace(ending, pty.screen());
        assertSavedAndResumable(save, pty.screen());
        Jar.Result resumed = Jar.run(home, "", "--save", save.toString());
        assertTrue(Jar.flat(resumed.out()).startsWith("Loaded " + save), resumed.out());
    }

    @Test
    @DisplayName("Ctrl-C during a bot's turn, keys neither echoed nor kept then: the terminal's mode comes back")
    void ctrl_c_during_a_bots_turn() throws Exception {
        Path save = home.resolve("bots.senet");
        Pty pty = Pty.start(home, 80, false, "--light", "random", "--dark", "random", "--seed", "3", "--pace", "200",
                "--save", save.toString());
        pty.waitFor(" has thrown ", 3);
        pty.type("abc");
        pty.waitFor(" has thrown ", 4);
        pty.type("\003");
        Pty.Ending ending = pty.ending();
        assertEquals(130, ending.exit(), Jar.tail(pty.screen()));
        assertStoppedQuickly(ending);
        assertTerminalBack(ending, pty.screen());
        assertNoTrace(ending, pty.screen());
        assertFalse(pty.screen().contains("abc"), "keys typed during a bot's turn are not echoed");
        assertTrue(pty.screen().contains("Stopped: the game is saved in " + save), Jar.tail(pty.screen()));
    }

    @ParameterizedTest(name = "SIGHUP ignored: {0}")
    @ValueSource(booleans = {false, true})
    @DisplayName("the terminal closed in the middle of a game (also with SIGHUP ignored, as under nohup): exit code 129, "
            + "no internal error, the game saved")
    void terminal_closed(boolean ignoreHangUp) throws Exception {
        Path save = home.resolve("closed.senet");
        Pty pty = gameAtItsFirstMove(save, ignoreHangUp);
        pty.close();
        Pty.Ending ending = pty.ending();
        assertEquals(129, ending.exit());
        assertStoppedQuickly(ending);
        assertEquals("", ending.err(), "no 'internal error: java.io.UncheckedIOException ... Input/output error'");
        GameRecord record = GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(save));
        assertEquals("W throw 2", record.steps().get(0).text());
    }
}
