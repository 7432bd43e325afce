package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.cli.Cli;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.board.Side;
import org.senet.core.game.Step;
import org.senet.core.record.GameRecord;
import org.senet.core.store.Disk;
import org.senet.core.store.GameStore;
import org.senet.web.games.LiveGame;
import org.senet.web.games.LiveGames;
import org.senet.web.games.NewGame;

/**
 * One store of games: a game saved by the console goes on in the browser's server as it would have in the
 * console (same throws, same bots' choices), and a game saved by the browser's server resumes in the console.
 */
class BrowserConsoleTest {
    @TempDir
    Path home;

    private static GameRecord read(Path file) throws IOException {
        return GameRecord.parse(RuleSetOptions.REGISTRY, Files.readString(file));
    }

    @Test
    void aGameStoppedInTheConsoleGoesOnInTheBrowserAsItWouldHaveInTheConsole() throws IOException {
        Path saves = home.resolve("saves");
        Files.createDirectories(saves);
        Path whole = home.resolve("whole.senet");
        Cli.Run run = InProcess.play(Disk.SYSTEM, home, "", "--light", "easy", "--dark", "random", "--seed", "11",
                "--save", whole.toString());
        assertEquals(0, run.status(), run.err());
        GameRecord game = read(whole);
        List<Step> steps = game.steps();
        int n = steps.size() / 3;
        // the console's save after n steps, light now played by a person in the browser
        GameRecord stopped = new GameRecord(game.rules(), game.seed(), "Ann (human)", game.dark(), game.date(),
                game.start(), game.firstMove(), steps.subList(0, n));
        Files.writeString(saves.resolve("stopped.senet"), stopped.format());

        try (LiveGames games = new LiveGames(RuleSetOptions.REGISTRY, new GameStore(saves), 4, Duration.ofMinutes(5))) {
            LiveGame live = games.open("stopped");
            String ann = live.tokens().get(Side.LIGHT);
            while (!live.snapshot().rules().isOver(live.snapshot().position())) {
                int at = live.snapshot().steps().size();
                Step next = steps.get(at);
                assertEquals(Side.LIGHT, next.side(), "the bot played its own steps as in the console");
                live.play(ann, at, next.isThrow() ? "throw" : next.action().text());
            }
        }
        assertEquals(steps, read(saves.resolve("stopped.senet")).steps(), "the same game, throws and bot's choices");
    }

    @Test
    void aGameStartedInTheBrowserResumesInTheConsole() throws IOException {
        Path saves = home.resolve("saves");
        String id;
        try (LiveGames games = new LiveGames(RuleSetOptions.REGISTRY, new GameStore(saves), 4, Duration.ofMinutes(5))) {
            LiveGame live = games.create(new NewGame("thibault", null, null, "random", "me", "Ann", null)).game();
            id = live.id();
            String ann = live.tokens().get(Side.LIGHT);
            for (int i = 0; i < 6; i++) {
                LiveGame.Snapshot now = live.snapshot();
                live.play(ann, now.steps().size(), now.choices().get(0).action().text());
            }
        }
        Path file = saves.resolve(id + ".senet");
        GameRecord saved = read(file);
        assertEquals("Ann (human)", saved.light());
        Cli.Run run = InProcess.play(Disk.SYSTEM, home, "q\n", "--save", file.toString());
        assertEquals(0, run.status(), run.err());
        // the path is long (a game id ends in random characters): the console may wrap it across lines
        assertTrue(run.out().replace("\n", "").contains(file.toString()) && run.out().contains("Ann"), run.out());
        assertEquals(saved.steps(), read(file).steps(), "resumed as saved, and kept when the player quit");
    }
}
