package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

/**
 * Every screen of every rule set, in every language (English, Portuguese, Dutch), fits 80 columns: the title, the menu, the list
 * of rule sets, the options, the rules (summary and full), the saved games, a whole game between
 * bots (every board and last turn) and a person's prompts with {@code ?}.
 */
class ScreensFitTest {
    /** The files as the real disk has them, without forcing every save to the device: this test reads screens. */
    private static final SaveDisk UNSYNCED = new SaveDisk() {
        @Override
        public void write(Path file, byte[] bytes) throws IOException {
            Files.write(file, bytes);
        }

        @Override
        public void replace(Path from, Path to) throws IOException {
            Files.move(from, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    };

    @TempDir
    Path home;

    static Stream<Arguments> screens() {
        List<Arguments> all = new ArrayList<>();
        for (String id : RuleSetOptions.REGISTRY.ids()) {
            for (String language : Texts.LANGUAGES) {
                for (String board : List.of("big", "compact")) {
                    all.add(Arguments.of(id, language, board));
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("screens")
    @DisplayName("no line of any screen is wider than 80 columns")
    void every_screen_fits_80_columns(String id, String language, String board) throws IOException {
        List<String> ids = RuleSetOptions.REGISTRY.ids();
        String number = Integer.toString(ids.indexOf(id) + 1);
        List<String> out = new ArrayList<>();
        Path save = home.resolve(id + ".senet");
        // a whole game between bots: every board, every last turn, the end
        out.add(play("", "--rules", id, "--lang", language, "--board", board, "--light", "random", "--dark", "random",
                "--seed", "5", "--save", save.toString()));
        // a person's prompts, ? before and after the throw, a wrong square
        out.add(play("?\n\n?\n99\n\n?\n\n?\n", "--rules", id, "--lang", language, "--board", board,
                "--light", "human", "--dark", "random", "--seed", "9", "--save", home.resolve("p.senet").toString()));
        // the menu and its screens: rule sets, options, rules and full rules, board, saved games, language
        Files.createDirectories(home.resolve("saves"));
        Files.copy(save, home.resolve("saves/" + id + ".senet"));
        out.add(play("\nV\n" + number + "\nO\n1\n\nC\nF\n\nK\nC\n\nB\n\nL\n\nD\n", "--lang", language,
                "--board", board));
        List<String> tooWide = new ArrayList<>();
        for (String text : out) {
            for (String line : text.replace("<end of input>", "").split("\\R", -1)) {
                if (Wrap.columns(line) > Wrap.WIDTH) {
                    tooWide.add(Wrap.columns(line) + ": " + line);
                }
            }
        }
        assertEquals(List.of(), tooWide, "lines wider than 80 columns");
        if (!language.equals("en")) {
            // a game's screens are all translated: no English left in code shows through
            for (String english : List.of("wins the game", "last turn", "has thrown", " moves ", "which piece",
                    "press <Enter>", "borne off", "houses:")) {
                assertTrue(!out.get(0).contains(english) && !out.get(1).contains(english),
                        "English '" + english + "' in a " + language + " game");
            }
        }
    }

    private String play(String input, String... args) {
        Cli.Run run = InProcess.play(UNSYNCED, home, input, args);
        assertTrue(run.status() == 0, run.err());
        return run.out();
    }
}
