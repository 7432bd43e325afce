package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
        Cli.Run run = InProcess.play(SaveDisk.SYSTEM, home, "\nA\n\n\n" + LONG_NAME + "\np\nbartholomew longname-smy\n"
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
    @CsvSource(delimiter = '|', value = {
        "en|Not taken: 'xyz' is not a value of fifteen; its values are normal, safe, safe-throw.",
        "pt|Não aceite: 'xyz' não é um valor de fifteen; os valores são normal, safe, safe-throw.",
        "nl|Niet overgenomen: 'xyz' is geen waarde van fifteen; de waarden zijn normal, safe, safe-throw."})
    @DisplayName("a value an option does not have is refused as a bad value, not as a combination")
    void bad_option_value(String language, String refused) {
        List<OptionSpec> specs = RuleSetOptions.REGISTRY.get("thibault").optionSpecs();
        int fifteen = specs.indexOf(specs.stream().filter(spec -> spec.key().equals("fifteen")).findFirst().orElseThrow());
        Cli.Run run = InProcess.play(SaveDisk.SYSTEM, home, "\nO\n" + (fifteen + 1) + "\nxyz\n\n" + (fifteen + 1)
                + "\nSAFE\n\n\nD\n", "--lang", language, "--rules", "thibault");
        assertEquals(0, run.status(), run.err());
        assertTrue(Jar.shows(run.out(), refused), run.out());
        assertFalse(Jar.shows(run.out(), "combined") || Jar.shows(run.out(), "combinado")
                || Jar.shows(run.out(), "samen"), run.out());
        assertTrue(Jar.shows(run.out(), "fifteen=safe"), "a value in any case is taken: " + run.out());
    }
}
