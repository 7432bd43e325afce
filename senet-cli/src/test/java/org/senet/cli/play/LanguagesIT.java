package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.TestPositions;

/**
 * The console game in English, Portuguese and Dutch, through the real jar: a whole game in each
 * language with its refusals, moves and end in that language, and the Dutch assessment's flow from
 * the first screen (a normal game or test position 1-3 before the first throw), in Dutch.
 */
class LanguagesIT {
    /** A prompt for a piece: the squares it offers, in brackets, before the arrow. */
    private static final Pattern PIECE_PROMPT = Pattern.compile("\\(([^()]*)\\) -> $");

    /** Per language: a wrong square refused, a move, the last turn, the end; and the name light gets. */
    private static final Map<String, List<String>> SAID = Map.of(
            "en", List.of("You don't have a piece on square 8", "Light (o), you have thrown 3.",
                    "Light (o) moves 9->12.", "last turn of Light (o):       threw 3: 9->12", "wins the game!",
                    "Possible moves: 1->4 (swap: x goes to 1),", "'abc' is not a square"),
            "pt", List.of("Não tem nenhuma peça na casa 8", "Claras (o), lançou 3.", "Claras (o) move 9->12.",
                    "última jogada de Claras (o):  lançou 3: 9->12", "ganha a partida!",
                    "Movimentos possíveis: 1->4 (troca: x vai para a casa 1),", "'abc' não é uma casa"),
            "nl", List.of("Je hebt geen pion op vak 8", "Wit (o), je hebt 3 gegooid.", "Wit (o) zet 9->12.",
                    "laatste beurt van Wit (o):    gooide 3: 9->12", "wint het spel!",
                    "Mogelijke zetten: 1->4 (ruil: x gaat naar 1),", "'abc' is geen vak"));
    private static final Map<String, String> LIGHT = Map.of("en", "Light", "pt", "Claras", "nl", "Wit");
    /** English that a game in another language must not show: texts left in code. */
    private static final List<String> ENGLISH = List.of("press <Enter>", "Press <Enter>", "which piece", "moves ",
            "has thrown", "you have thrown", "wins the game", "last turn", "threw ", "Possible moves", "borne off",
            "waiting:", "houses:", "You don't", "is not a square", "Game saved", "The game record", "passes.",
            "(swap", "(light", "(dark", "Light", "Dark", "random bot", "->off", "Please type", "Cannot play", "cannot play");

    @TempDir
    Path home;

    /** A person's answer in any language: the first piece offered, else Enter (throw, pass, throw again). */
    private static String answer(String wrapped, Deque<String> script) {
        String prompt = Jar.flat(wrapped);
        Matcher piece = PIECE_PROMPT.matcher(prompt);
        if (piece.find()) {
            return script.isEmpty() ? piece.group(1).split(", ")[0] : script.poll();
        }
        if (prompt.endsWith(": ")) {
            return "";
        }
        fail("unexpected prompt: " + prompt);
        return null;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "pt", "nl"})
    @DisplayName("a person's whole game in each language: prompts, refusals, moves, last turns and the end")
    void a_whole_game_in_each_language(String language) throws Exception {
        Path save = home.resolve(language + ".senet");
        Jar jar = Jar.start(home, "--lang", language, "--rules", "thibault", "--light", "human", "--dark", "random",
                "--seed", "11", "--throws", "3", "--save", save.toString());
        Deque<String> first = new ArrayDeque<>(List.of("8", "abc", "?", "9"));
        Jar.Result result = jar.converse(prompt -> answer(prompt, first), 120);
        assertEquals(0, result.exit(), result.err());
        assertEquals("", result.err());
        String out = result.out();
        for (String said : SAID.get(language)) {
            assertTrue(Jar.shows(out, said), language + ": '" + said + "' not shown in\n" + Jar.tail(out));
        }
        if (!language.equals("en")) {
            for (String english : ENGLISH) {
                assertFalse(Jar.flat(out).contains(english), language + ": English '" + english + "' shown in\n"
                        + Jar.tail(out));
            }
        }
        GameRecord record = GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(save));
        assertTrue(record.rules().isOver(record.position()), "the game reached its end");
        assertEquals(LIGHT.get(language) + " (human)", record.light());
        assertEquals("W 9->12", record.steps().get(1).text(), "records stay in the notation, whatever the language");
    }

    @ParameterizedTest(name = "test position {0}")
    @ValueSource(ints = {0, 1, 2, 3})
    @DisplayName("the Dutch assessment from the first screen, in Dutch: menu, assignment, normal game or test "
            + "position, first throw")
    void dutch_assessment_from_the_first_screen(int choice) throws Exception {
        // title, A, the rule sets (assignment is the first), its options as they are, the question, name, bot, who starts
        Jar.Result run = Jar.run(home, "\nA\n1\n\n" + choice + "\nJan\n1\n1\n\nq\nD\n", "--lang", "nl", "--seed", "4");
        assertEquals(0, run.exit(), run.err());
        String out = Jar.flat(run.out());
        int question = out.indexOf("Wil je een normaal spel (0) of een testpositie (1-3) starten? -> " + choice);
        assertTrue(question > 0, run.out());
        int[] order = {
            out.indexOf("Druk op <Enter> om verder te gaan"),
            out.indexOf("Je keuze (A, B, C, D, V, O, L, K): A"),
            out.indexOf("de Nederlandse programmeeropdracht: latjes 1-4 en 6"),
            out.indexOf("Een nieuw spel: de Nederlandse opdracht (assignment)"),
            question,
            out.indexOf("Voer je naam in: Jan"),
            out.indexOf("Jan (", question),
            out.indexOf("druk op <Enter> om de latjes te gooien (? hulp, q stopt): ", question),
            out.indexOf("je hebt ", question),
            out.indexOf("Spel opgeslagen in ", question),
            out.indexOf("Tot ziens."),
        };
        for (int i = 0; i < order.length; i++) {
            assertTrue(order[i] >= 0 && (i == 0 || order[i] > order[i - 1]), "step " + i + " missing or out of order:\n"
                    + run.out());
        }
        if (choice == 0) {
            assertTrue(out.contains("Wie het eerst een 1 gooit, krijgt zwart (x)."), run.out());
        } else {
            assertTrue(out.contains("Jan begint het spel en speelt zwart (x)."), run.out());
        }
        GameRecord record = onlySave();
        assertEquals("assignment", record.rules().id());
        assertTrue(List.of(record.light(), record.dark()).contains("Jan (human)"), record.light() + " - " + record.dark());
        if (choice > 0) {
            assertEquals(record.rules().capability(TestPositions.class).orElseThrow().testPositions().get(choice - 1),
                    record.start(), "test position " + choice);
        } else {
            assertEquals(record.rules().start(), record.start());
        }
        assertTrue(record.steps().stream().anyMatch(step -> step.isThrow()), "the first throw was made");
    }

    @Test
    @DisplayName("--lang nl --rules assignment is the assessment's program in Dutch: welcome, the question, the game")
    void dutch_assessment_straight_from_the_command_line() throws Exception {
        Jar.Result run = Jar.run(home, "2\n\nq\n", "--lang", "nl", "--rules", "assignment", "--seed", "4");
        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of("", "Welkom bij Senet!", "Wil je een normaal spel (0) of een testpositie (1-3) starten? -> 2",
                "+----------+"), run.out().lines().limit(4).toList(), run.out());
        assertFalse(run.out().contains("onderwereld"), "no title screen, no menu:\n" + run.out());
        assertTrue(run.out().contains("zwart (x), druk op <ENTER> om de latjes te gooien\nzwart (x), je hebt "),
                run.out());
        assertTrue(run.out().contains("Spel opgeslagen in "),
                run.out());
        assertEquals(RuleSetOptions.REGISTRY.get("assignment").capability(TestPositions.class).orElseThrow()
                .testPositions().get(1), onlySave().start());
    }

    @Test
    @DisplayName("L in the menu changes the language of every screen after it")
    void language_from_the_menu() throws Exception {
        Jar.Result run = Jar.run(home, "\nL\n2\nC\n\nL\n3\nD\n");
        assertEquals(0, run.exit(), run.err());
        String out = Jar.flat(run.out());
        int portuguese = out.indexOf("Língua: Português");
        int rules = out.indexOf("Thibault: as regras em resumo");
        int dutch = out.indexOf("Taal: Nederlands");
        assertTrue(out.indexOf("Language: English") >= 0 && portuguese > 0 && rules > portuguese && dutch > rules,
                run.out());
        assertTrue(out.contains("Tot ziens."), run.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "en, Cannot play {0}: it is a folder, Cannot play /dev/null: it is not a regular file,"
                + " Cannot play {1}: the game is open in another senet process (process {2}), Please type 1 or 2.",
        "pt, Não é possível jogar {0}: é uma pasta, Não é possível jogar /dev/null: não é um ficheiro normal,"
                + " Não é possível jogar {1}: o jogo está aberto noutro processo senet (processo {2}), Escreva 1 ou 2.",
        "nl, Kan {0} niet spelen: het is een map, Kan /dev/null niet spelen: het is geen gewoon bestand,"
                + " Kan {1} niet spelen: het spel is open in een ander senet-proces (proces {2}), Typ 1 of 2."})
    @DisplayName("the load screen refuses a folder, a device and a game open elsewhere in the language chosen; 1 or 2 "
            + "asked as such")
    void load_refusals_and_choices_in_each_language(String language, String folder, String device, String open,
                                                   String either) throws Exception {
        Path save = home.resolve("open.senet");
        Jar playing = Jar.start(home, "--lang", language, "--light", "human", "--dark", "random", "--seed", "4",
                "--save", save.toString());
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!playing.output().contains("(o), ") && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        Path folderPath = Files.createDirectories(home.resolve("a folder"));
        Jar.Result menu = Jar.run(home, "\nB\n" + folderPath + "\n\nB\n/dev/null\n\nB\n" + save + "\n\nA\n\n\nAna\n1\n3\n"
                + "1\nq\nD\n", "--lang", language);
        playing.process().destroyForcibly();
        playing.await(10);
        assertEquals(0, menu.exit(), menu.err());
        for (String said : List.of(folder.replace("{0}", folderPath.toString()), device,
                open.replace("{1}", save.toString()).replace("{2}", Long.toString(playing.process().pid())), either)) {
            assertTrue(Jar.shows(menu.out(), said), language + ": '" + said + "' not in\n" + menu.out());
        }
        if (!language.equals("en")) {
            assertFalse(Jar.flat(menu.out()).contains("annot play"), menu.out());
        }
    }

    private GameRecord onlySave() throws IOException {
        List<Path> saves;
        try (Stream<Path> files = Files.list(home.resolve("saves"))) {
            saves = files.filter(p -> p.toString().endsWith(".senet")).toList();
        }
        assertEquals(1, saves.size(), saves.toString());
        return GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(saves.get(0)));
    }
}
