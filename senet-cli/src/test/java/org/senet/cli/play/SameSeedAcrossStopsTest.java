package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.senet.cli.Cli;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.game.Step;
import org.senet.core.record.GameRecord;
import org.senet.core.store.Disk;

/**
 * Same seed, same game across stops: a game stopped at a random step and resumed goes on exactly as the
 * game with that seed goes without the stop, throws and bots' choices alike.
 */
class SameSeedAcrossStopsTest {
    @TempDir
    Path dir;

    private static GameRecord read(Path file) throws IOException {
        return GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(file));
    }

    @ParameterizedTest(name = "{0} {1} vs {2}, seed {3} {4}")
    @CsvSource({
            "thibault, random, easy, 1, ''",
            "kendall, easy, random, 2, ''",
            "rebirth, random, random, 3, ''",
            "tait, random, medium, 4, ''",
            "jequier-pusch, random, random, 5, ''",
            "bell, random, random, 6, ''",
            "assignment, easy, easy, 7, ''",
            "thibault, random, random, 8, '2,3,1,5,4,4,1'",
    })
    @DisplayName("a game stopped at random steps and resumed is the game played without a stop")
    void stopped_and_resumed_is_the_same_game(String rules, String light, String dark, long seed, String script)
            throws IOException {
        List<String> args = new ArrayList<>(List.of("--rules", rules, "--light", light, "--dark", dark,
                "--seed", Long.toString(seed)));
        List<String> resumeArgs = new ArrayList<>();
        if (!script.isEmpty()) {
            args.addAll(List.of("--throws", script));
            resumeArgs.addAll(List.of("--throws", script));
        }
        Path whole = dir.resolve(rules + "-whole.senet");
        Cli.Run run = InProcess.play(Disk.SYSTEM, dir, "", with(args, "--save", whole.toString()));
        assertEquals(0, run.status(), run.err());
        GameRecord game = read(whole);
        List<Step> steps = game.steps();

        SplittableRandom random = new SplittableRandom(seed);
        for (int stop = 0; stop < 6; stop++) {
            int n = stop == 0 ? 0 : stop == 1 ? 1 : random.nextInt(steps.size());
            GameRecord prefix = new GameRecord(game.rules(), game.seed(), game.light(), game.dark(), game.date(),
                    game.start(), game.firstMove(), steps.subList(0, n));
            Path part = dir.resolve(rules + "-" + n + ".senet");
            Files.writeString(part, prefix.format());
            Cli.Run resumed = InProcess.play(Disk.SYSTEM, dir, "", with(resumeArgs, "--save", part.toString()));
            assertEquals(0, resumed.status(), resumed.err());
            assertEquals(steps, read(part).steps(), "stopped after step " + n);
            assertEquals(Files.readString(whole), Files.readString(part), "the same record, stopped after step " + n);
        }
    }

    private static String[] with(List<String> args, String... more) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
