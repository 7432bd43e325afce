package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.senet.cli.Cli;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.OptionSpec;
import org.senet.core.store.Disk;

/**
 * The questions before a game and the options screen, in every language: a second player named like the
 * first is told and asked again, a name too long is cut with a word, a value an option does not have is
 * refused as such.
 */
class SetUpScreensTest {
    private static final String LONG_NAME = "Bartholomew Longname-Smythe the Third";

    @TempDir
    Path home;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "en|Bartholomew Longname-Smy is the first player already: the second needs another name."
                + "|A name holds at most 24 characters: Bartholomew Longname-Smy.",
        "pt|Bartholomew Longname-Smy já é o primeiro jogador: o segundo precisa de outro nome."
                + "|Um nome tem no máximo 24 caracteres: Bartholomew Longname-Smy.",
        "nl|Bartholomew Longname-Smy is al de eerste speler: de tweede heeft een andere naam nodig."
                + "|Een naam heeft hoogstens 24 tekens: Bartholomew Longname-Smy."})
    @DisplayName("a second player named like the first is told and asked again; a long name is cut with a word")
    void names(String language, String sameName, String cut) throws IOException {
        Cli.Run run = InProcess.play(Disk.SYSTEM, home, "\nA\n\n\n" + LONG_NAME + "\np\nbartholomew longname-smy\n"
                + "Ger\n1\nq\nD\n", "--lang", language, "--seed", "3");
        assertEquals(0, run.status(), run.err());
        assertTrue(Jar.shows(run.out(), cut), run.out());
        assertTrue(Jar.shows(run.out(), sameName), run.out());
        GameRecord record;
        try (Stream<Path> saves = Files.list(home.resolve("saves"))) {
            record = GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(saves.findFirst().orElseThrow()));
        }
        assertEquals(List.of("Bartholomew Longname-Smy (human)", "Ger (human)"), List.of(record.light(), record.dark()),
                "the names as cut, the second as given again");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"en", "pt", "nl"})
    @DisplayName("no name given is the default name, without a word about cutting it")
    void no_name_is_the_default(String language) throws IOException {
        Cli.Run run = InProcess.play(Disk.SYSTEM, home, "\nA\n\n\n\n1\n1\nq\nD\n", "--lang", language, "--seed", "3");
        assertEquals(0, run.status(), run.err());
        assertFalse(Jar.shows(run.out(), " 24 "), run.out());
        GameRecord record;
        try (Stream<Path> saves = Files.list(home.resolve("saves"))) {
            record = GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(saves.findFirst().orElseThrow()));
        }
        assertTrue(List.of(record.light(), record.dark()).stream().anyMatch(seat -> seat.endsWith(" 1 (human)")),
                record.light() + " / " + record.dark());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "en|Not taken: 'xyz' is not a value of fifteen; its values are normal, safe, safe-throw.",
        "pt|Não aceite: 'xyz' não é um valor de fifteen; os valores são normal, safe, safe-throw.",
        "nl|Niet overgenomen: 'xyz' is geen waarde van fifteen; de waarden zijn normal, safe, safe-throw."})
    @DisplayName("a value an option does not have is refused as a bad value, not as a combination")
    void bad_option_value(String language, String refused) {
        List<OptionSpec> specs = RuleSetOptions.REGISTRY.get("thibault").optionSpecs();
        int fifteen = specs.indexOf(specs.stream().filter(spec -> spec.key().equals("fifteen")).findFirst().orElseThrow());
        Cli.Run run = InProcess.play(Disk.SYSTEM, home, "\nO\n" + (fifteen + 1) + "\nxyz\n\n" + (fifteen + 1)
                + "\nSAFE\n\n\nD\n", "--lang", language, "--rules", "thibault");
        assertEquals(0, run.status(), run.err());
        assertTrue(Jar.shows(run.out(), refused), run.out());
        assertFalse(Jar.shows(run.out(), "combined") || Jar.shows(run.out(), "combinado")
                || Jar.shows(run.out(), "samen"), run.out());
        assertTrue(Jar.shows(run.out(), "fifteen=safe"), "a value in any case is taken: " + run.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "en|N  Play again as last time: Thibault, Marco against easy bot|Enter your name",
        "pt|N  Jogar outra vez como da última vez: Thibault, Marco contra bot fácil|Escreva o seu nome",
        "nl|N  Opnieuw spelen zoals de vorige keer: Thibault, Marco tegen makkelijke bot|Voer je naam in"})
    @DisplayName("N in the menu plays again with the last settings, without a question; the settings are kept whole")
    void play_again_as_last_time(String language, String offered, String nameQuestion) throws IOException {
        Cli.Run first = InProcess.play(Disk.SYSTEM, home, "\nA\n\n\nMarco\n2\n1\nq\nD\n", "--lang", language,
                "--seed", "3");
        assertEquals(0, first.status(), first.err());
        Path kept = home.resolve(LastGame.FILE);
        assertTrue(Files.isRegularFile(kept), "the settings are kept in the senet home");
        try (Stream<Path> files = Files.list(home)) {
            assertEquals(List.of(LastGame.FILE, "saves"), files.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary file left");
        }
        Cli.Run again = InProcess.play(Disk.SYSTEM, home, "\nN\nq\nD\n", "--lang", language, "--seed", "3");
        assertEquals(0, again.status(), again.err());
        assertTrue(Jar.shows(again.out(), offered), again.out());
        assertFalse(Jar.shows(again.out(), nameQuestion), "no question before the board:\n" + again.out());
        List<GameRecord> games = new java.util.ArrayList<>();
        try (Stream<Path> saves = Files.list(home.resolve("saves"))) {
            for (Path save : saves.sorted().toList()) {
                games.add(GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(save)));
            }
        }
        assertEquals(2, games.size());
        for (GameRecord game : games) {
            assertEquals("thibault", game.rules().id());
            assertTrue(List.of(game.light(), game.dark()).containsAll(List.of("Marco (human)", "easy")),
                    game.light() + " - " + game.dark());
        }

        Files.writeString(kept, "rules=chess\nname=Marco\nbot=easy\n");
        Cli.Run damaged = InProcess.play(Disk.SYSTEM, home, "\nN\nD\n", "--lang", language);
        assertEquals(0, damaged.status(), damaged.err());
        assertFalse(Jar.shows(damaged.out(), offered), "settings this version cannot play are not offered");
    }

    @org.junit.jupiter.api.Test
    @DisplayName("the last settings are written whole or not at all, and read back as written")
    void last_settings_written_whole() throws IOException {
        Path file = home.resolve("last.properties");
        LastGame settings = new LastGame(RuleSetOptions.REGISTRY.get("thibault", java.util.Map.of("fifteen", "safe")),
                "Zoë Ångström", Seat.human("Ger"));
        settings.write(file);
        LastGame read = LastGame.read(file).orElseThrow();
        assertEquals(settings.rules().options(), read.rules().options());
        assertEquals("Zoë Ångström", read.name());
        assertEquals(Seat.human("Ger"), read.opponent());
        byte[] before = Files.readAllBytes(file);
        Path blocked = home.resolve("not a folder");
        Files.writeString(blocked, "x");
        assertThrows(IOException.class, () -> settings.write(blocked.resolve("last.properties")));
        assertArrayEquals(before, Files.readAllBytes(file));
        assertTrue(LastGame.read(home.resolve("none.properties")).isEmpty());
    }
}
