package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.senet.cli.Cli;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.text.Texts;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.notation.Notation;
import org.senet.core.rules.RuleSet;

/**
 * A person's turn as the console says it: moves said where they end (the trap's square taken from
 * the rules' position after the move), forced moves with their reason, {@code ?} before and after
 * the throw, and the only move played with Enter.
 */
class TurnTextTest {
    /** The person's part of one decision, as a plain transcript. */
    private record Turn(String out, Game game) {
    }

    /** Light (a person) decides once at {@code position}, the sticks giving {@code throwsGiven}, with {@code input}. */
    private static Turn decide(String rules, Map<String, String> options, String position, String input,
                               Integer... throwsGiven) {
        return decide("en", rules, options, position, input, throwsGiven);
    }

    /** {@link #decide} in a language. */
    private static Turn decide(String language, String rules, Map<String, String> options, String position,
                               String input, Integer... throwsGiven) {
        RuleSet ruleSet = RuleSetOptions.REGISTRY.get(rules, options);
        Deque<Integer> sticks = new ArrayDeque<>(List.of(throwsGiven));
        Game game = new Game(ruleSet, Notation.parse(ruleSet, position), table -> sticks.remove());
        StringWriter out = new StringWriter();
        Terminal terminal = new Terminal(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out), false, false);
        terminal.texts(Texts.of(language));
        HumanInput human = new HumanInput(terminal, new BoardView(terminal));
        Seats seats = new Seats(Seat.human("Light"), Seat.human("Dark"));
        try {
            while (game.toMove() == Side.LIGHT && !game.isOver()) {
                human.decide(game, seats);
            }
        } catch (Terminal.Quit endOfInput) {
            // the input ran out: the transcript so far is the answer
        }
        return new Turn(out.toString(), game);
    }

    /** A board in notation: the pieces given as {@code W29}, {@code B1} … on empty squares. */
    private static String board(String... pieces) {
        char[] squares = ".".repeat(30).toCharArray();
        for (String piece : pieces) {
            squares[Integer.parseInt(piece.substring(1)) - 1] = piece.charAt(0);
        }
        return new String(squares);
    }

    @Test
    @DisplayName("a forced backward move into the trap says why, and where the piece ends; Enter plays it")
    void forced_backward_into_the_trap() {
        // AS: no forward move from 29 on a 2; 29->27 falls into the trap, back to 1, or the first free square after it
        Turn turn = decide("assignment", Map.of(), board("W29", "B1", "B2") + " W", "\n?\n\n", 2);
        assertTrue(Jar.shows(turn.out(), """
                Light (o), no forward move: the piece on 29 must go back, 29->27
                (backward, into the trap: back to 3); <Enter> plays it: ?
                Possible moves: 29->27 (backward, into the trap: back to 3).
                """), turn.out());
        assertTrue(turn.out().contains("Light (o) moves 29->27 (backward, into the trap: back to 3)."), turn.out());
        assertEquals("W 29->27", turn.game().steps().get(1).text(), "Enter played the only move");
        assertTrue(turn.game().position().has(Side.LIGHT, 3));
    }

    @Test
    @DisplayName("the only move: the prompt names it and Enter plays it; another square is still refused with the rule")
    void only_move_is_played_with_enter() {
        Turn turn = decide("thibault", Map.of(), board("W7", "W9", "B2", "B11") + " W", "\n5\n\n", 2);
        assertTrue(Jar.shows(turn.out(), "Light (o), only move: 9->11 (swap: x goes to 9); <Enter> plays it: 5\n"
                + "You don't have a piece on square 5"),
                turn.out());
        assertTrue(turn.out().contains("Light (o) moves 9->11 (swap: x goes to 9)."), turn.out());
        assertEquals("W 9->11", turn.game().steps().get(1).text());
    }

    @Test
    @DisplayName("with several moves an empty answer still only says what to type")
    void several_moves_empty_answer_helps() {
        Turn turn = decide("thibault", Map.of(), board("W1", "W9", "B2", "B20") + " W", "\n\n?\nq\n", 2);
        assertTrue(turn.out().contains("which piece do you want to move? (1, 9) -> \nType the square of the piece"),
                turn.out());
        assertTrue(turn.out().contains("Possible moves: 1->3, 9->11."), turn.out());
        assertEquals(1, turn.game().steps().size(), "nothing was played");
    }

    @Test
    @DisplayName("? before the throw lists the choices: the throw and the rescue, said where it ends")
    void question_mark_before_the_throw() {
        Turn turn = decide("thibault", Map.of(), board("W3", "W27", "B5", "B6") + " W", "?\n27\n");
        assertTrue(Jar.shows(turn.out(), "Possible now: <Enter> to throw the sticks, or 27 for 27->15 (out of the water)."),
                turn.out());
        assertTrue(turn.out().contains("Light (o) moves 27->15 (out of the water)."), turn.out());
    }

    @Test
    @DisplayName("moves are said where they end, as each rule set plays them")
    void moves_said_where_they_end() {
        // RB6: the water sends the piece to 15, or the first free square below it
        assertTrue(decide("rebirth", Map.of(), board("W26", "B25", "B15", "B14") + " W", "\n\n", 1).out()
                .contains("Light (o) moves 26->27 (into the water: back to 13)."));
        // TA6: the water takes the piece off the board; it enters again
        assertTrue(decide("tait", Map.of(), board("W26", "B25", "B15", "B14") + " W", "\n\n", 1).out()
                .contains("Light (o) moves 26->27 (into the water: off the board, to enter again)."));
        // AS: bearing off
        assertTrue(decide("assignment", Map.of(), board("W28", "W29", "B1", "B2") + " W", "\n?\nq\n", 2)
                .out().contains("28->off (off the board)"));
        // K: a piece landing on 27 stays in the water
        assertTrue(decide("kendall", Map.of(), board("W26", "B1", "B2") + " W", "\n\n", 1).out()
                .contains("Light (o) moves 26->27 (into the water)."));
    }

    @Test
    @DisplayName("the last turn on the board says where the piece ended, not only where the throw reached")
    void last_turn_says_where_the_piece_ended() {
        Turn turn = decide("assignment", Map.of(), board("W29", "B1", "B2") + " W", "\n\n", 2);
        StringWriter out = new StringWriter();
        Terminal terminal = new Terminal(new ByteArrayInputStream(new byte[0]), new PrintWriter(out), false, false);
        terminal.texts(Texts.of("en"));
        assertEquals("threw 2: 29->27 (backward, into the trap: back to 3)",
                new BoardView(terminal).lastTurn(turn.game().rules(), turn.game().steps(), Side.LIGHT));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "pt", "nl"})
    @DisplayName("quitting is discoverable: the throw prompt names q and ?, and ? names q and h, in every language")
    void q_is_named(String language) {
        Map<String, List<String>> said = Map.of(
                "en", List.of("press <Enter> to throw the sticks (? help, q quits): ", "q quits, and the game is kept",
                        "h ranks the choices by the chance of winning"),
                "pt", List.of("(? ajuda, q sai): ", "q sai, e o jogo fica guardado",
                        "h ordena as escolhas pela probabilidade de ganhar"),
                "nl", List.of("(? hulp, q stopt): ", "q stopt, en het spel blijft bewaard",
                        "h rangschikt de keuzes naar de kans om te winnen"));
        String before = decide(language, "thibault", Map.of(), board("W1", "W9", "B2", "B20") + " W", "?\n", 2).out();
        String after = decide(language, "thibault", Map.of(), board("W1", "W9", "B2", "B20") + " W", "\n?\n", 2).out();
        for (String text : said.get(language)) {
            assertTrue(Jar.shows(before, text), language + " before the throw: '" + text + "' in\n" + before);
        }
        for (String text : said.get(language).subList(1, 3)) {
            assertTrue(Jar.shows(after, text), language + " after the throw: '" + text + "' in\n" + after);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "pt", "nl"})
    @DisplayName("h during a game ranks the moves with the chance of winning after each: the figures of senet hint")
    void h_ranks_the_moves_as_senet_hint(String language) {
        String position = "WBWBWBWBWB.................... W";
        Turn turn = decide(language, "thibault", Map.of(), position, "\nh\n", 3);
        List<String> shown = new ArrayList<>();
        for (String line : turn.out().lines().toList()) {
            Matcher ranked = Pattern.compile("^  (0\\.[0-9]{3}|1\\.000)  (\\S+)").matcher(line);
            if (ranked.find()) {
                shown.add(ranked.group(2) + " " + ranked.group(1));
            }
        }
        Cli.Run hint = Cli.run("", "hint", "--rules", "thibault", "--position", position, "--throw", "3");
        assertEquals(0, hint.status(), hint.err());
        List<String> expected = hint.lines().stream().map(line -> line.split(" ")[0] + " " + line.split(" ")[1])
                .toList();
        assertEquals(expected, shown, language + ":\n" + turn.out());
        assertTrue(shown.size() > 2, "several moves ranked: " + shown);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "en, into the trap: back to 3, 28->off (off the board), threw 2: pass",
        "pt, para a armadilha: volta à casa 3, 28->fora (sai do tabuleiro), lançou 2: passou",
        "nl, de valkuil in: terug naar 3, 28->eraf (van het bord), gooide 2: gepast"})
    @DisplayName("in every language: 27 is the trap where the rules call it so, off the board in its words, a pass as done")
    void moves_in_each_language(String language, String trap, String bearOff, String passed) {
        assertTrue(Jar.shows(decide(language, "assignment", Map.of(), board("W29", "B1", "B2") + " W", "\n\n", 2)
                .out(), trap), language);
        assertTrue(Jar.shows(decide(language, "assignment", Map.of(), board("W28", "W29", "B1", "B2") + " W",
                "\n?\nq\n", 2).out(), bearOff), language);
        // thibault water=start: a piece falling into 27 goes back to 1, and it is still the water
        String water = decide(language, "thibault", Map.of("water", "start"), board("W26", "B1", "B2") + " W",
                "\n\n", 1).out();
        assertTrue(Jar.shows(water, Texts.of(language).get("move.water")), water);
        // a pass in the last turn: light's only piece cannot take the protected pair with a 2, its turn passes
        Turn pass = decide(language, "assignment", Map.of("backward", "false"), board("W1", "B3", "B4") + " W",
                "\n\n", 2);
        StringWriter out = new StringWriter();
        Terminal terminal = new Terminal(new ByteArrayInputStream(new byte[0]), new PrintWriter(out), false, false);
        terminal.texts(Texts.of(language));
        assertEquals(passed, new BoardView(terminal).lastTurn(pass.game().rules(), pass.game().steps(), Side.LIGHT));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "en|There is no square 0; the squares are 1 to 30.|You have no piece waiting to enter",
        "pt|Não existe a casa 0; as casas vão de 1 a 30.|Não tem nenhuma peça à espera de entrar",
        "nl|Er is geen vak 0; de vakken zijn 1 tot en met 30.|Je hebt geen pion die wacht om binnen te komen"})
    @DisplayName("0 at the move prompt: no such square where pieces never wait, no piece waiting where they can")
    void zero_at_the_move_prompt(String language, String noSquare, String noneWaiting) {
        String thibault = decide(language, "thibault", Map.of(), board("W1", "W9", "B2", "B20") + " W", "\n0\n", 2).out();
        assertTrue(Jar.shows(thibault, noSquare), thibault);
        String tait = decide(language, "tait", Map.of(), board("W1", "W9", "B2", "B20") + " W", "\n0\n", 2).out();
        assertTrue(Jar.shows(tait, noneWaiting), tait);
    }
}
