package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.cli.Cli;
import org.senet.cli.command.RuleSetOptions;
import org.senet.core.points.Points;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSet;
import org.senet.core.store.Disk;
import org.senet.core.store.RecordFile;

/** A game of a variant ({@code --set}) is saved as that variant and read back as it, by the game and by the menu. */
class VariantGameTest {
    @TempDir
    Path home;

    @Test
    @DisplayName("P6 play --set saves the points in the record, which reads back as the same variant")
    void a_saved_game_is_the_same_variant() throws IOException {
        Path save = home.resolve("v.senet");
        Cli.Run run = InProcess.play(Disk.SYSTEM, home, "", "--rules", "kendall", "--option", "robinson=true", "--set",
                "walls=on", "--set", "safe=+15", "--light", "random", "--dark", "random", "--seed", "2", "--pace", "0",
                "--save", save.toString());
        assertEquals(0, run.status(), run.err());
        String text = Files.readString(save);
        assertTrue(text.startsWith("[Format \"senet-record 1\"]\n[Rules \"kendall\"]\n[Option \"robinson=true\"]\n"
                + "[Set \"walls=on\"]\n[Set \"safe=+15\"]\n"), text);
        GameRecord read = RecordFile.read(RuleSetOptions.REGISTRY, save);
        RuleSet asked = Points.vary(RuleSetOptions.REGISTRY.get("kendall", Map.of("robinson", "true")),
                Points.parse(List.of("walls=on", "safe=+15")));
        assertEquals("Kendall (walls=on, safe=+15)", read.rules().name());
        assertEquals(Points.settings(asked), Points.settings(read.rules()));
        assertEquals(text, read.format());
    }

    @Test
    @DisplayName("the menu's last game keeps a variant's points")
    void the_last_game_keeps_the_points() throws IOException {
        RuleSet variant = Points.vary(RuleSetOptions.REGISTRY.get("tait"), Points.parse(List.of("sticks=5", "net=12")));
        Path file = home.resolve(LastGame.FILE);
        new LastGame(variant, "Ann", Seat.human("Bob")).write(file);
        RuleSet read = LastGame.read(file).orElseThrow().rules();
        assertEquals("Tait (sticks=5, net=12)", read.name());
        assertEquals(Points.settings(variant), Points.settings(read));
    }
}
