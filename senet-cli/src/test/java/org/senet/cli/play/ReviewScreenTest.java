package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.bots.Bots;
import org.senet.cli.Cli;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.game.Game;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSet;
import org.senet.core.store.Disk;

/** The saved-games list reviews a game: {@code a} and its number. */
class ReviewScreenTest {
    @TempDir
    Path home;

    @Test
    @DisplayName("a 1 in the saved-games list reviews that game, writes its chart and leaves the game as it was")
    void review_from_the_list() throws IOException {
        RuleSet kendall = RuleSetOptions.REGISTRY.get("kendall");
        Game game = Game.start(kendall, 3);
        game.playOut(Bots.EASY.create(kendall, 1), Bots.RANDOM.create(kendall, 2), 100_000);
        Path saves = Files.createDirectories(home.resolve("saves"));
        Path saved = saves.resolve("2026-01-01-000000-kendall.senet");
        String text = GameRecord.of(game, OptionalLong.of(3), "easy", "random", "2026-01-01T00:00").format();
        Files.writeString(saved, text);
        Cli.Run run = InProcess.play(Disk.SYSTEM, home, "\nB\na 1\n\n\nD\n");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("Reviewing the game"), run.out());
        assertTrue(run.out().contains("Kendall (kendall): easy (light) against random (dark), "), run.out());
        assertTrue(run.out().lines().anyMatch(line -> line.matches("blunders \\(0\\.10\\+\\) +[0-9]+ +[0-9]+")), run.out());
        assertTrue(Files.isRegularFile(saves.resolve("2026-01-01-000000-kendall.png")));
        assertTrue(run.out().contains("senet analyze"), run.out());
        assertEquals(text, Files.readString(saved), "the game is left as it was");
    }

    @Test
    @DisplayName("a with a number outside the list says so and reviews nothing")
    void review_out_of_range() throws IOException {
        RuleSet thibault = RuleSetOptions.REGISTRY.get("thibault");
        Game game = Game.start(thibault, 3);
        game.throwSticks();
        Path saves = Files.createDirectories(home.resolve("saves"));
        Files.writeString(saves.resolve("2026-01-01-000000-thibault.senet"),
                GameRecord.of(game, OptionalLong.of(3), "a", "b", "2026-01-01T00:00").format());
        Cli.Run run = InProcess.play(Disk.SYSTEM, home, "\nB\na 7\n\n\nD\n");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("There is no game 7 in the list"), run.out());
        assertTrue(!run.out().contains("Reviewing the game"), run.out());
    }
}
