package org.senet.web.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.Disk;
import org.senet.core.store.GameStore;
import org.senet.web.games.Refused.Code;

/** The limit of live games holds when a game cannot be started. */
class LiveGamesLimitTest {
    private static final NewGame REQUEST = new NewGame("kendall", Map.of(), List.of(), "random", "me", "Ann", "");

    @TempDir
    Path home;

    /** The system's file operations, but no file replaces another while {@link #failing} is set. */
    private static final class FailingSaves implements Disk {
        private volatile boolean failing;

        @Override
        public void replace(Path from, Path to) throws IOException {
            if (failing) {
                throw new IOException("no space left on the device (a test's)");
            }
            Disk.super.replace(from, to);
        }
    }

    @Test
    @DisplayName("a game whose first save fails gives its place back once: a server of one game still plays one")
    void a_game_that_cannot_start_gives_its_place_back_once() {
        FailingSaves disk = new FailingSaves();
        LiveGames games = new LiveGames(RuleSets.discover(), new GameStore(home.resolve("saves")), 1, Duration.ofMinutes(5),
                disk);
        try {
            disk.failing = true;
            assertEquals(Code.SAVE_FAILED, assertThrows(Refused.class, () -> games.create(REQUEST)).code());
            disk.failing = false;
            games.create(REQUEST);
            Refused full = assertThrows(Refused.class, () -> games.create(REQUEST), "a second live game over the limit of one");
            assertEquals(Refused.UNAVAILABLE, full.status());
            assertEquals(1, games.live().size());
        } finally {
            games.close();
        }
    }
}
