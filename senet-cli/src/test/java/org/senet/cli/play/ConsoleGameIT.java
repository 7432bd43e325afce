package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.board.Side;
import org.senet.core.record.FirstMove;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.RuleSet;

/**
 * The console game driven through the real jar, as a person or a script would: complete
 * games with bots for every rule set, a complete game with a person's scripted input, a game killed
 * in the middle and resumed, damaged and foreign save files refused and left untouched.
 */
class ConsoleGameIT {
    private static final Pattern MOVE_PROMPT = Pattern.compile(
            "which piece do you want to move(?: with [^?]*)?\\? \\(([^)]*)\\) -> $");
    private static final Pattern TARGET_PROMPT = Pattern.compile("can go to (\\S+).*; which\\? -> $");

    @TempDir
    Path diskDir;

    /** Saves go to memory where the machine has it: a save forces the file to disk, slow on some disks. */
    private Path home;

    @BeforeEach
    void home() throws IOException {
        Path shm = Path.of("/dev/shm");
        home = Files.isDirectory(shm) && Files.isWritable(shm)
                ? Files.createTempDirectory(shm, "senet-it-") : diskDir.resolve("home");
    }

    @AfterEach
    void cleanUp() throws IOException {
        if (!home.startsWith(diskDir)) {
            try (Stream<Path> files = Files.walk(home)) {
                for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            }
        }
    }

    static Stream<String> ruleSets() {
        return RuleSetOptions.REGISTRY.ids().stream();
    }

    private static GameRecord read(Path file) throws IOException {
        return GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(file));
    }

    /**
     * A person's answer to a prompt of the game: Enter to throw or pass, the next of {@code moves} or
     * else the first piece listed to move, the first square offered for it.
     */
    static String answerInGame(String wrapped, Deque<String> moves) {
        String prompt = Jar.flat(wrapped);
        if (prompt.contains("press <Enter> to throw the sticks") || prompt.endsWith("press <Enter> to pass: ")
                || prompt.endsWith("press <Enter> to throw again: ")) {
            return "";
        }
        if (prompt.endsWith("<Enter> plays it: ")) {
            return moves.isEmpty() ? "" : moves.poll(); // the only move
        }
        Matcher move = MOVE_PROMPT.matcher(prompt);
        if (move.find()) {
            return moves.isEmpty() ? move.group(1).split(", ")[0] : moves.poll();
        }
        Matcher target = TARGET_PROMPT.matcher(prompt);
        if (target.find()) {
            return target.group(1);
        }
        fail("unexpected prompt: " + prompt);
        return null;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    @DisplayName("bots on both sides play a whole game to the end, with no terminal and no input")
    void bots_play_a_whole_game(String id) throws Exception {
        Path save = home.resolve(id + ".senet");
        Jar.Result result = Jar.run(home, "", "--rules", id, "--light", "random", "--dark", "random",
                "--seed", "7", "--save", save.toString());
        assertEquals(0, result.exit(), result.err());
        assertEquals("", result.err());
        assertTrue(Jar.shows(result.out(), "wins the game!"), Jar.tail(result.out()));
        assertFalse(Jar.shows(result.out(), "<end of input>"), "no input may be read");
        assertFalse(result.out().contains("\033"), "piped output has no escape codes");
        GameRecord record = read(save);
        RuleSet rules = record.rules();
        assertTrue(rules.isOver(record.position()));
        assertEquals("random", record.light());
        assertEquals(id, rules.id());
        String winner = rules.winner(record.position()).orElseThrow().displayName();
        assertTrue(Jar.shows(result.out(), ", " + winner + ") wins the game!"), Jar.tail(result.out()));
    }

    @Test
    @DisplayName("a person's game to the end: throws shown, illegal choices refused with the rule's reason")
    void a_person_plays_a_whole_game() throws Exception {
        Path save = home.resolve("person.senet");
        Jar jar = Jar.start(home, "--rules", "thibault", "--light", "human", "--dark", "random", "--seed", "11",
                "--throws", "2", "--save", save.toString());
        // The first throw is 2: of light's pieces on 1, 3, 5, 7, 9 only 9 can move (TH3: no landing on one's own);
        // the prompt names the only move, and Enter plays it.
        Deque<String> firstMove = new ArrayDeque<>(List.of("8", "1", "abc", "99", "?", ""));
        Jar.Result result = jar.converse(prompt -> answerInGame(prompt, firstMove), 60);
        assertEquals(0, result.exit(), result.err());
        String out = result.out();
        assertTrue(Jar.shows(out, """
                Light (o), press <Enter> to throw the sticks (? help, q quits):\s
                Light (o), you have thrown 2.
                Light (o), only move: 9->11; <Enter> plays it: 8
                You don't have a piece on square 8
                Light (o), only move: 9->11; <Enter> plays it: 1
                One of your own pieces occupies square 3
                Light (o), only move: 9->11; <Enter> plays it: abc
                'abc' is not a square; type the square of the piece to move (9), or q to quit.
                Light (o), only move: 9->11; <Enter> plays it: 99
                There is no square 99; the squares are 1 to 30.
                Light (o), only move: 9->11; <Enter> plays it: ?
                Possible moves: 9->11.
                h ranks the choices by the chance of winning; q quits, and the game is kept.
                Light (o), only move: 9->11; <Enter> plays it:\s
                Light (o) moves 9->11.
                """), Jar.tail(out));
        assertTrue(Jar.shows(out, "last turn of Light (o):       threw 2: 9->11"), "memory of the last turn");
        assertTrue(Jar.shows(out, "wins the game!"), Jar.tail(out));
        GameRecord record = read(save);
        assertTrue(record.rules().isOver(record.position()));
        assertEquals("Light (human)", record.light());
        assertEquals("W 9->11", record.steps().get(1).text());
    }

    @Test
    @DisplayName("T-ALT gather-throws: a person keeps 1, 4 and 5, throws on to a 2 or 3, then plays the throws in any order")
    void a_person_gathers_throws() throws Exception {
        Path save = home.resolve("gather.senet");
        Jar jar = Jar.start(home, "--rules", "thibault", "--option", "gather-throws=true", "--light", "human",
                "--dark", "random", "--seed", "11", "--throws", "4,1,2", "--save", save.toString());
        Deque<String> firstTurn = new ArrayDeque<>(List.of("?", "9", "2", "5"));
        Deque<String> target = new ArrayDeque<>(List.of("13"));
        Jar.Result result = jar.converse(prompt -> !target.isEmpty() && TARGET_PROMPT.matcher(Jar.flat(prompt)).find()
                ? target.poll() : answerInGame(prompt, firstTurn), 120);
        assertEquals(0, result.exit(), result.err());
        String out = result.out();
        assertTrue(Jar.shows(out, """
                Light (o), press <Enter> to throw the sticks (? help, q quits):\s
                Light (o), you have thrown 4.
                Light (o), you keep the 4 (kept: 4); press <Enter> to throw again:\s
                Light (o), you have thrown 1.
                Light (o), you keep the 1 (kept: 4, 1); press <Enter> to throw again:\s
                Light (o), you have thrown 2.
                Light (o), which piece do you want to move with the throws 1, 4 and 2? (1, 3, 5, 7, 9) -> ?
                Possible moves: 1->2 (swap: x goes to 1), 3->4 (swap: x goes to 3), 5->6 (swap: x goes to 5),
                7->8 (swap: x goes to 7), 9->10 (swap: x goes to 9), 9->11, 7->11, 9->13.
                h ranks the choices by the chance of winning; q quits, and the game is kept.
                Light (o), which piece do you want to move with the throws 1, 4 and 2? (1, 3, 5, 7, 9) -> 9
                """), Jar.tail(out));
        assertTrue(Jar.shows(out, "Light (o) moves 9->13."), Jar.tail(out));
        // The 4 is used: the 1 and the 2 are left, and asked for without a throw.
        assertTrue(Jar.shows(out, "Light (o), which piece do you want to move with the throws 1 and 2? (1, 3, 5, 7, 13) -> 2"),
                Jar.tail(out));
        assertTrue(Jar.shows(out, "You don't have a piece on square 2"), Jar.tail(out));
        assertTrue(Jar.shows(out, "throws kept by Light:" + " ".repeat(9) + "1, 2"), Jar.tail(out));
        assertTrue(Jar.shows(out, "Light (o), which piece do you want to move with a throw of 2? (6, 7, 13) -> "),
                Jar.tail(out));
        assertTrue(Jar.shows(out, "last turn of Light (o):       threw 4, 1, 2: 9->13, 5->6 (swap: x goes to 5), "),
                Jar.tail(out));
        assertTrue(Jar.shows(out, "wins the game!"), Jar.tail(out));
        GameRecord record = read(save);
        assertEquals(List.of("W throw 4", "W throw 1", "W throw 2", "W 9->13", "W 5->6"),
                record.steps().subList(0, 5).stream().map(step -> step.text()).toList());
        assertTrue(record.rules().isOver(record.position()));
    }

    @Test
    @DisplayName("the menu: a new game against a bot, quit (saved), listed and resumed with B, the rules with C")
    void menu_new_game_quit_and_resume() throws Exception {
        Jar.Result first = Jar.run(home, "\nA\n\n\nMarco\n1\n1\n\n9\nq\nC\n\nD\n", "--seed", "3", "--throws", "2");
        assertEquals(0, first.exit(), first.err());
        assertTrue(Jar.shows(first.out(), "S E N E T"), "title");
        assertTrue(Jar.shows(first.out(), "Marco starts the game and plays light (o)."), first.out());
        assertTrue(Jar.shows(first.out(), "Marco (o) moves 9->11."), first.out());
        assertTrue(Jar.shows(first.out(), "Game saved in "), first.out());
        assertTrue(Jar.shows(first.out(), "Thibault"), "the rules");
        List<Path> saves;
        try (Stream<Path> files = Files.list(home.resolve("saves"))) {
            saves = files.filter(p -> p.toString().endsWith(".senet")).toList();
        }
        assertEquals(1, saves.size());
        GameRecord saved = read(saves.get(0));
        assertEquals("Marco (human)", saved.light());
        assertEquals("W throw 2", saved.steps().get(0).text());
        assertEquals("W 9->11", saved.steps().get(1).text());

        Jar.Result second = Jar.run(home, "\nB\n1\nq\nD\n");
        assertEquals(0, second.exit(), second.err());
        assertTrue(Jar.shows(second.out(), "thibault, Marco - random bot, " + saved.steps().size()
                + " steps, light (o) to play"), second.out());
        assertTrue(second.out().contains(saves.get(0).getFileName().toString()), second.out());
        assertTrue(Jar.shows(second.out(), "Loaded "), second.out());
        assertTrue(Jar.shows(second.out(), "last turn of Marco (o):       threw 2: 9->11"), second.out());
        assertEquals(saved.steps(), read(saves.get(0)).steps(), "quitting at once changes nothing");
    }

    @Test
    @DisplayName("RB1 rebirth shows both draws, sides apart from the first move, and saves the draw")
    void RB1_both_draws_shown() throws Exception {
        for (long seed : new long[] {1, 2, 3, 4}) {
            Jar.Result run = Jar.run(home, "\nA\n\nMaria\n1\n2\nq\nD\n", "--rules", "rebirth", "--seed",
                    Long.toString(seed));
            assertEquals(0, run.exit(), run.err());
            assertTrue(Jar.shows(run.out(), "Maria plays dark (x), random bot plays light (o)."), run.out());
            Side first = FirstMoverDraw.draw(seed);
            assertTrue(Jar.shows(run.out(), "The draw gives the first move to " + first.displayName() + " ("
                    + BoardView.symbol(first) + ")."), run.out());
        }
        List<Path> saves;
        try (Stream<Path> files = Files.list(home.resolve("saves"))) {
            saves = files.sorted().toList();
        }
        assertEquals(4, saves.size());
        long darkFirst = 0;
        for (Path save : saves) {
            GameRecord record = read(save);
            assertEquals(Optional.of(FirstMove.DRAWN), record.firstMove());
            assertEquals(FirstMoverDraw.draw(record.seed().getAsLong()), record.start().toMove());
            assertEquals("Maria (human)", record.dark());
            darkFirst += record.start().toMove() == Side.DARK ? 1 : 0;
        }
        assertTrue(darkFirst > 0 && darkFirst < 4, "seeds 1..4 draw both sides: " + darkFirst);
    }

    /**
     * A game of rebirth from the menu: Maria (her moves by {@link #answerInGame}) against the random
     * bot, light to the bot; {@code answers} answers a prompt first where it gives non-null.
     */
    private Jar.Result mariaAgainstRandom(java.util.function.Function<String, String> answers) throws Exception {
        Jar jar = Jar.start(home, "--rules", "rebirth", "--seed", "21");
        jar.process().getOutputStream().write("\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        jar.process().getOutputStream().flush();
        return jar.converse(prompt -> {
            String answer = answers.apply(prompt);
            if (answer != null) {
                return answer;
            }
            if (prompt.contains("Rule set (Enter: keep ")) {
                return "";
            }
            if (prompt.endsWith("Enter your name: ")) {
                return "Maria";
            }
            if (prompt.contains("Your opponent: ")) {
                return "1";
            }
            if (prompt.contains("Who plays light (o)? ")) {
                return "2";
            }
            return answerInGame(prompt, new ArrayDeque<>());
        }, 120);
    }

    @Test
    @DisplayName("RB1 in a match the loser of the last game starts the next, the players keeping their sides")
    void RB1_loser_starts_the_next_game() throws Exception {
        boolean[] secondGame = {false};
        Jar.Result result = mariaAgainstRandom(prompt -> {
            if (prompt.contains("Your choice (A, B, C, D, V")) {
                return secondGame[0] ? "D" : "A";
            }
            if (prompt.contains("Another game, ")) {
                secondGame[0] = true;
                return "y";
            }
            if (secondGame[0] && prompt.contains("press <Enter> to throw the sticks")) {
                return "q";
            }
            return null;
        });
        assertEquals(0, result.exit(), result.err());
        assertTrue(secondGame[0], "the first game ended: " + Jar.tail(result.out()));
        List<GameRecord> records = new java.util.ArrayList<>();
        try (Stream<Path> files = Files.list(home.resolve("saves"))) {
            for (Path file : files.sorted().toList()) {
                records.add(read(file));
            }
        }
        assertEquals(2, records.size());
        GameRecord first = records.get(0).rules().isOver(records.get(0).position()) ? records.get(0) : records.get(1);
        GameRecord next = first == records.get(0) ? records.get(1) : records.get(0);
        Side loser = first.rules().winner(first.position()).orElseThrow().opponent();
        assertEquals(Optional.of(FirstMove.LOSER_STARTS), next.firstMove());
        assertEquals(loser, next.start().toMove(), "the loser's side moves first");
        assertEquals(first.light(), next.light());
        assertEquals(first.dark(), next.dark());
        String loserName = loser == Side.DARK ? "Maria" : "random bot";
        assertTrue(Jar.shows(result.out(), loserName + " lost the last one and starts."), Jar.tail(result.out()));
        assertTrue(Jar.shows(result.out(), loserName + " plays " + loser.displayName() + " (" + BoardView.symbol(loser)
                + ") and moves first."), Jar.tail(result.out()));
    }

    @Test
    @DisplayName("after a game, r reviews it: the errors, both sides' figures, the chart beside the save")
    void review_after_the_game() throws Exception {
        int[] asked = {0};
        Jar.Result result = mariaAgainstRandom(prompt -> {
            if (prompt.contains("Your choice (A, B, C, D, V")) {
                return asked[0] > 0 ? "D" : "A";
            }
            if (prompt.contains("Another game, ")) {
                return asked[0]++ == 0 ? "r\n" : ""; // the second line answers "Press <Enter> to go on"
            }
            return null;
        });
        assertEquals(0, result.exit(), result.err());
        assertEquals(2, asked[0], "asked again after the review: " + Jar.tail(result.out()));
        assertTrue(Jar.shows(result.out(), "luck-adjusted result"), Jar.tail(result.out()));
        assertTrue(Jar.shows(result.out(), "Chart of the game: "), Jar.tail(result.out()));
        try (Stream<Path> files = Files.list(home.resolve("saves"))) {
            List<Path> all = files.sorted().toList();
            assertEquals(2, all.size(), all.toString());
            assertTrue(all.get(0).toString().endsWith(".png") || all.get(1).toString().endsWith(".png"), all.toString());
        }
    }

    @Test
    @DisplayName("a game killed with SIGKILL in the middle resumes from its save with nothing lost")
    void killed_game_resumes() throws Exception {
        Path save = diskDir.resolve("killed.senet");
        Jar jar = Jar.start(diskDir, "--rules", "thibault", "--light", "random", "--dark", "random", "--seed", "5",
                "--save", save.toString());
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (jar.output().split("has thrown", -1).length < 40 && jar.process().isAlive()
                && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertTrue(jar.process().isAlive(), "the game ended before it could be killed");
        jar.process().destroyForcibly();
        jar.await(10);

        GameRecord killed = read(save);
        assertFalse(killed.rules().isOver(killed.position()));
        assertTrue(killed.steps().size() >= 39, "steps saved: " + killed.steps().size());

        Jar.Result resumed = Jar.run(diskDir, "", "--save", save.toString());
        assertEquals(0, resumed.exit(), resumed.err());
        assertTrue(Jar.flat(resumed.out()).startsWith("Loaded " + save + ": Thibault, random bot (light) vs random bot (dark), "
                + killed.steps().size() + " steps."), resumed.out().substring(0, 200));
        assertTrue(Jar.shows(resumed.out(), "wins the game!"), Jar.tail(resumed.out()));
        GameRecord finished = read(save);
        assertTrue(finished.rules().isOver(finished.position()));
        assertEquals(killed.steps(), finished.steps().subList(0, killed.steps().size()), "nothing lost");
        assertEquals(killed.start(), finished.start());
        assertEquals(killed.date(), finished.date());
    }

    @Test
    @DisplayName("a damaged or foreign save file is refused with what and where, and left untouched")
    void damaged_files_are_refused_and_untouched() throws Exception {
        Files.createDirectories(home.resolve("saves"));
        Path good = home.resolve("saves/good.senet");
        Jar.Result game = Jar.run(home, "", "--light", "random", "--dark", "random", "--seed", "2",
                "--save", good.toString());
        assertEquals(0, game.exit(), game.err());
        List<String> lines = Files.readAllLines(good);
        int stepLine = lines.indexOf("") + 4; // the 3rd step, 1-based line number
        lines.set(stepLine - 1, lines.get(stepLine - 1).charAt(0) + " 1->30");
        Path damaged = home.resolve("saves/damaged.senet");
        Files.write(damaged, lines);
        Path foreign = home.resolve("saves/notes.senet");
        Files.writeString(foreign, "shopping list\n- bread\n");

        for (Path file : List.of(damaged, foreign)) {
            byte[] before = Files.readAllBytes(file);
            FileTime modified = FileTime.fromMillis(1_000_000_000_000L);
            Files.setLastModifiedTime(file, modified);

            Jar.Result direct = Jar.run(home, "", "--save", file.toString(), "--light", "random", "--dark", "random");
            assertEquals(2, direct.exit(), direct.out());
            assertEquals(1, direct.err().lines().count(), direct.err());
            String expected = file == damaged ? "line " + stepLine + ": '1->30' is not possible here"
                    : "line 1: this is not a Senet game record";
            assertTrue(direct.err().startsWith("senet: cannot load " + file + ": " + expected), direct.err());
            assertTrue(direct.err().contains("(the file was left as it is)"), direct.err());

            Jar.Result menu = Jar.run(home, "\nB\n" + file + "\n\nD\n");
            assertEquals(0, menu.exit(), menu.err());
            assertTrue(Jar.shows(menu.out(), "Cannot load " + file + ": " + expected), menu.out());
            assertTrue(Jar.shows(menu.out(), "The file was left as it is."), menu.out());

            assertArrayEquals(before, Files.readAllBytes(file), "the file is unchanged");
            assertEquals(modified, Files.getLastModifiedTime(file), "the file was not written");
        }
        Jar.Result list = Jar.run(home, "\nB\n\nD\n");
        assertTrue(Jar.shows(list.out(), "damaged.senet  [cannot be loaded: line " + stepLine), list.out());
    }

    @Test
    @DisplayName("bad options: exit 2 with one line on stderr")
    void bad_options() throws Exception {
        String[][] cases = {
            {"--rules", "chess"},
            {"--light", "wizard", "--dark", "random"},
            {"--light", "random", "--dark", "random", "--throws", "3,9"},
            {"--seed", "twelve"},
        };
        for (String[] args : cases) {
            Jar.Result result = Jar.run(home, "", args);
            assertEquals(2, result.exit(), String.join(" ", args) + ": " + result.out());
            assertEquals(1, result.err().lines().count(), result.err());
            assertTrue(result.err().startsWith("senet: "), result.err());
        }
        assertEquals("senet: --throws: throw 9 is out of range: these rules throw 1, 2, 3, 4, 5",
                Jar.run(home, "", "--light", "random", "--dark", "random", "--throws", "3,9").err().strip());
    }
}
