package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.senet.cli.Cli;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.text.Texts;
import org.senet.cli.text.Wrap;
import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.game.RandomPlayer;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.RandomSticks;
import org.senet.core.store.Content;
import org.senet.core.store.Disk;

/**
 * Every screen of every rule set, in every language (English, Portuguese, Dutch), fits 80 columns, and
 * 60 on a narrow terminal (where the big board gives way to the compact one): the title, the menu, the list
 * of rule sets, the options, the rules (summary and full), the saved games, a whole game between
 * bots (every board and last turn) and a person's prompts with {@code ?}; and every prompt a person
 * can meet in a random game (the throw, rescues, kept throws, the only move, a forced backward move,
 * a pass) with its {@code ?} list and the move said where it ends, some of Thibault's options included.
 */
class ScreensFitTest {
    /** The files as the real disk has them, without forcing every save to the device: this test reads screens. */
    private static final Disk UNSYNCED = new Disk() {
        @Override
        public void write(Path file, Content content) throws IOException {
            try (OutputStream out = Files.newOutputStream(file)) {
                content.writeTo(out);
            }
        }

        @Override
        public void replace(Path from, Path to) throws IOException {
            Files.move(from, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    };

    /** A narrow terminal: below the big board's width. */
    private static final int NARROW = 60;
    /** A standard terminal, and a narrow one. */
    private static final int[] WIDTHS = {Wrap.WIDTH, NARROW};

    @TempDir
    Path home;

    static Stream<Arguments> screens() {
        List<Arguments> all = new ArrayList<>();
        for (String id : RuleSetOptions.REGISTRY.ids()) {
            for (String language : Texts.LANGUAGES) {
                for (String board : List.of("big", "compact")) {
                    all.add(Arguments.of(id, language, board, Wrap.WIDTH));
                }
                all.add(Arguments.of(id, language, "big", NARROW)); // the big board asked for, the compact one shown

            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2} {3} columns")
    @MethodSource("screens")
    @DisplayName("no line of any screen is wider than the terminal: 80 columns, or 60")
    void every_screen_fits_the_width(String id, String language, String board, int width) throws IOException {
        List<String> ids = RuleSetOptions.REGISTRY.ids();
        String number = Integer.toString(ids.indexOf(id) + 1);
        List<String> out = new ArrayList<>();
        Path save = home.resolve(id + ".senet");
        // a whole game between bots: every board, every last turn, the end
        out.add(play(width, "", "--rules", id, "--lang", language, "--board", board, "--light", "random", "--dark", "random",
                "--seed", "5", "--save", save.toString()));
        // a person's prompts, ? before and after the throw, a wrong square
        out.add(play(width, "?\n\n?\n99\n\n?\n\n?\n", "--rules", id, "--lang", language, "--board", board,
                "--light", "human", "--dark", "random", "--seed", "9", "--save", home.resolve("p.senet").toString()));
        // the menu and its screens: rule sets, options, rules and full rules, board, saved games, language
        Files.createDirectories(home.resolve("saves"));
        Files.copy(save, home.resolve("saves/" + id + ".senet"));
        out.add(play(width, "\nV\n" + number + "\nO\n1\n\nC\nF\n\nK\nC\n\nB\n\nL\n\nD\n", "--lang", language,
                "--board", board));
        List<String> tooWide = new ArrayList<>();
        for (String text : out) {
            for (String line : text.replace("<end of input>", "").split("\\R", -1)) {
                if (Wrap.columns(line) > width) {
                    tooWide.add(Wrap.columns(line) + ": " + line);
                }
            }
        }
        assertEquals(List.of(), tooWide, "lines wider than " + width + " columns");
        if (width < BoardView.BIG_WIDTH) {
            assertTrue(!out.get(0).contains("+------+") && out.get(0).contains("+----------+"),
                    "the compact board on a narrow terminal");
        }
        if (!language.equals("en")) {
            // a game's screens are all translated: no English left in code shows through
            for (String english : List.of("wins the game", "last turn", "has thrown", " moves ", "which piece",
                    "press <Enter>", "borne off", "houses:")) {
                assertTrue(!out.get(0).contains(english) && !out.get(1).contains(english),
                        "English '" + english + "' in a " + language + " game");
            }
        }
    }

    static Stream<Arguments> turns() {
        List<Arguments> all = new ArrayList<>();
        List<String> specs = new ArrayList<>(RuleSetOptions.REGISTRY.ids());
        specs.addAll(List.of("thibault gather-throws=true", "thibault water=reenter", "thibault water=start",
                "thibault netting=true", "kendall robinson=true"));
        for (String spec : specs) {
            for (String language : Texts.LANGUAGES) {
                for (int width : WIDTHS) {
                    all.add(Arguments.of(spec, language, width));
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2} columns")
    @MethodSource("turns")
    @DisplayName("every prompt of a person's turn, its ? list and the move said, fit the width: 80 columns, or 60")
    void every_turn_fits_the_width(String spec, String language, int width) {
        String[] parts = spec.split(" ");
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            options.put(parts[i].substring(0, parts[i].indexOf('=')), parts[i].substring(parts[i].indexOf('=') + 1));
        }
        RuleSet rules = RuleSetOptions.REGISTRY.get(parts[0], options);
        Seats seats = new Seats(Seat.human("Bartholomew Longname-Smythe"), Seat.human("Maria Fernanda da Silva"));
        List<String> tooWide = new ArrayList<>();
        Set<String> prompts = new HashSet<>();
        for (long seed = 1; seed <= 3; seed++) {
            Game game = new Game(rules, rules.start(), new RandomSticks(seed));
            Player player = new RandomPlayer(seed);
            while (!game.isOver() && game.steps().size() < 3000) {
                // the person's decision here, on a copy of the game: ? then Enter (which throws, passes or plays an only move)
                StringWriter out = new StringWriter();
                Terminal terminal = new Terminal(new ByteArrayInputStream("?\n\n?\n".getBytes(StandardCharsets.UTF_8)),
                        new PrintWriter(out), false, false);
                terminal.texts(Texts.of(language));
                terminal.width(width);
                Game copy = Game.resume(rules, game.startPosition(), game.steps(), new RandomSticks(seed));
                try {
                    HumanInput human = new HumanInput(terminal, new BoardView(terminal));
                    while (!copy.isOver()) {
                        human.decide(copy, seats);
                    }
                } catch (Terminal.Quit endOfInput) {
                    // the answers ran out
                }
                for (String line : out.toString().replace("<end of input>", "").split("\\R", -1)) {
                    if (Wrap.columns(line) > width) {
                        tooWide.add(Wrap.columns(line) + ": " + line);
                    }
                }
                prompts.add(out.toString().lines().findFirst().orElse("").replaceAll("[0-9]+", "#"));
                game.step(player);
            }
        }
        assertEquals(List.of(), tooWide, "lines wider than " + width + " columns");
        assertTrue(prompts.size() > 3, "prompts met: " + prompts);
    }

    private String play(int width, String input, String... args) {
        Cli.Run run = InProcess.play(UNSYNCED, width, home, input, args);
        assertTrue(run.status() == 0, run.err());
        return run.out();
    }
}
