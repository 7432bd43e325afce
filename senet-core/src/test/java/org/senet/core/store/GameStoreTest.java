package org.senet.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.position.Position;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSets;

/** The folder of saved games: new names, the list whatever is in the folder, deletion. */
class GameStoreTest {
    private static final LocalDateTime NOON = LocalDateTime.of(2025, 3, 7, 12, 0, 5);

    @TempDir
    Path dir;

    @Test
    @DisplayName("games started in the same second get names of their own: held names and saved games are skipped")
    void new_names_never_collide() throws IOException {
        GameStore store = new GameStore(dir.resolve("saves"));
        try (GameFile first = store.create("race", NOON, Disk.SYSTEM);
             GameFile second = store.create("race", NOON, Disk.SYSTEM)) {
            assertEquals("2025-03-07-120005-race.senet", first.path().getFileName().toString());
            assertEquals("2025-03-07-120005-race-2.senet", second.path().getFileName().toString(),
                    "the first name is held, not yet written");
            first.write(Games.record(1));
        }
        Files.writeString(dir.resolve("saves/2025-03-07-120005-race-3.senet"), "a finished game");
        try (GameFile third = store.create("race", NOON, Disk.SYSTEM)) {
            assertEquals("2025-03-07-120005-race-2.senet", third.path().getFileName().toString(),
                    "free again: the second was closed unwritten");
        }
        try (GameFile held = store.create("race", NOON, Disk.SYSTEM);
             GameFile fourth = store.create("race", NOON, Disk.SYSTEM)) {
            assertEquals("2025-03-07-120005-race-4.senet", fourth.path().getFileName().toString(),
                    "saved games are never written over");
            assertFalse(fourth.exists());
        }
        assertEquals("a finished game", Files.readString(dir.resolve("saves/2025-03-07-120005-race-3.senet")));
        Path inTheWay = Files.writeString(dir.resolve("file"), "x");
        assertEquals(GameFileException.Reason.UNREADABLE, assertThrows(GameFileException.class,
                () -> new GameStore(inTheWay).create("race", NOON, Disk.SYSTEM)).reason(), "not a folder of games");
    }

    @Test
    @DisplayName("the list reads every game; whatever is wrong with a file, it is listed with its problem and the rest are read")
    void list_everything() throws IOException {
        GameStore store = new GameStore(dir);
        assertEquals(List.of(), new GameStore(dir.resolve("none")).list(Games.REGISTRY));
        Path good = Files.writeString(dir.resolve("good.senet"), Games.record(1));
        Path damaged = Files.writeString(dir.resolve("damaged.senet"), "not a game\n");
        Path failing = Files.writeString(dir.resolve("failing.senet"), Games.record(2).replace("race", "failing"));
        Files.writeString(dir.resolve("other.txt"), "not listed");
        Files.setLastModifiedTime(good, FileTime.fromMillis(3_000_000));
        Files.setLastModifiedTime(damaged, FileTime.fromMillis(2_000_000));
        Files.setLastModifiedTime(failing, FileTime.fromMillis(1_000_000));
        RuleSets registry = RuleSets.of(Games.RACE, new Failing());
        List<GameStore.Entry> entries = store.list(registry);
        assertEquals(List.of(good, damaged, failing), entries.stream().map(GameStore.Entry::file).toList(),
                "the last saved first");
        assertTrue(entries.get(0).record().isPresent());
        assertEquals(Optional.empty(), entries.get(0).problem());
        assertEquals(Optional.of("line 1: this is not a Senet game record (it must begin with [Format \"senet-record 1\"])"),
                entries.get(1).problem());
        assertEquals(Optional.empty(), entries.get(2).record());
        assertEquals(Optional.of("it cannot be read as a game (StackOverflowError)"), entries.get(2).problem());
        assertEquals(FileTime.fromMillis(1_000_000), entries.get(2).modified());
        Path dead = Files.createSymbolicLink(dir.resolve("dead.senet"), Path.of("nowhere.senet"));
        GameStore.Entry deadEntry = store.list(registry).get(3);
        assertEquals(dead, deadEntry.file());
        assertEquals(FileTime.fromMillis(0), deadEntry.modified(), "no time: listed last");
        assertEquals(Optional.of("there is no file " + dead), deadEntry.problem());
        Files.delete(dead);
        Files.setLastModifiedTime(damaged, FileTime.fromMillis(3_000_000));
        assertEquals(List.of(good, damaged, failing), store.list(registry).stream().map(GameStore.Entry::file).toList(),
                "saved at the same time: by name, the last first");
    }

    /** A rule set whose reading of a game overflows the stack, as the old record reader did on a long line. */
    private static final class Failing extends RaceRules {
        @Override
        public String id() {
            return "failing";
        }

        @Override
        public int actions(Position position, int throwValue, int[] buffer) {
            throw new StackOverflowError();
        }
    }

    @Test
    @DisplayName("a saved game is deleted unless another holder has it: then the message an opening gets")
    void delete() throws IOException {
        GameStore store = new GameStore(dir);
        Path file = Files.writeString(dir.resolve("g.senet"), Games.record(1));
        try (GameFile held = GameFile.open(file, Disk.SYSTEM)) {
            GameFileException e = assertThrows(GameFileException.class, () -> store.delete(file));
            assertEquals(GameFileException.Reason.IN_USE, e.reason());
            assertEquals(assertThrows(GameFileException.class, () -> GameFile.open(file, Disk.SYSTEM)).getMessage(),
                    e.getMessage());
            assertTrue(Files.exists(file));
        }
        store.delete(file);
        assertFalse(Files.exists(file));
        assertEquals(List.of(), Files.list(dir).toList(), "no lock file left");
        Path text = Files.writeString(dir.resolve("notes.txt"), "x");
        GameFileException notGame = assertThrows(GameFileException.class, () -> store.delete(text));
        assertEquals(GameFileException.Reason.NOT_A_SAVED_GAME, notGame.reason());
        assertEquals("cannot delete " + text + ": it is not a saved game", notGame.getMessage());
        Path link = Files.createSymbolicLink(dir.resolve("link.senet"), text.getFileName());
        assertThrows(GameFileException.class, () -> store.delete(link));
        assertTrue(Files.exists(text));
        assertThrows(GameFileException.class, () -> store.delete(dir.resolve("missing.senet")));
    }

    @Test
    @DisplayName("the standard folder: -Dsenet.home, else SENET_HOME, else ~/.senet, with saves below")
    void standard_folder() {
        String before = System.getProperty("senet.home");
        try {
            System.setProperty("senet.home", dir.toString());
            assertEquals(dir.resolve("saves"), GameStore.standard().folder());
            System.setProperty("senet.home", "/tmp/\uD800");
            assertThrows(FileNameException.class, GameStore::standard);
            System.setProperty("senet.home", " ");
            String env = System.getenv("SENET_HOME");
            assertEquals(env == null || env.isBlank() ? Path.of(System.getProperty("user.home"), ".senet", "saves")
                    : Path.of(env, "saves"), GameStore.standard().folder());
        } finally {
            if (before == null) {
                System.clearProperty("senet.home");
            } else {
                System.setProperty("senet.home", before);
            }
        }
    }
}
