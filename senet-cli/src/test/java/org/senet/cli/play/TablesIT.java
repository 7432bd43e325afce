package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code senet tables}: a table built through the jar lands in the data folder, and hint reads it. */
class TablesIT {
    @Test
    @DisplayName("tables build writes the table to the user's data folder; list shows it; hint gives exact values")
    void build_list_and_hint(@TempDir Path home) throws Exception {
        Jar.Result before = Jar.run(home, "", "hint", "--rules", "kendall", "--position",
                "....W..............B.......... W", "--throw", "2");
        Jar.Result built = Jar.run(home, "", "tables", "build", "--rules", "kendall", "--pieces", "1");
        assertEquals(0, built.exit(), built.err());
        Path table = home.resolve("data").resolve("senet").resolve("tables").resolve("kendall-1.table");
        assertTrue(Files.isRegularFile(table), built.out());
        assertTrue(built.out().contains("table: " + table) && built.out().contains("positions: 1740"), built.out());

        Jar.Result list = Jar.run(home, "", "tables", "list");
        assertTrue(list.out().contains("kendall-1.table " + Files.size(table)), list.out());

        Jar.Result after = Jar.run(home, "", "hint", "--rules", "kendall", "--position",
                "....W..............B.......... W", "--throw", "2");
        assertEquals(0, after.exit(), after.err());
        assertTrue(!before.out().equals(after.out()), "the table changes the estimate:\n" + before.out() + after.out());

        Jar.Result ceiling = Jar.run(home, "", "tables", "ceiling", "--rules", "kendall", "--pieces", "1");
        assertEquals(0, ceiling.exit(), ceiling.err());
        assertTrue(ceiling.out().matches("(?s)start: W\\.*B\\.* W\\nrandom first: 0\\.\\d{4}\\nrandom second: 0\\.\\d{4}\\n"
                + "random mean: 0\\.\\d{4}\\n"), ceiling.out());
        Jar.Result both = Jar.run(home, "", "tables", "ceiling", "--rules", "kendall", "--pieces", "1", "--against",
                "easy,random");
        assertEquals(0, both.exit(), both.err());
        List<String> random = ceiling.out().lines().filter(line -> line.startsWith("random ")).toList();
        assertEquals(random, both.out().lines().filter(line -> line.startsWith("random ")).toList(),
                "one run for two bots gives each what its own run gives");
        assertEquals(3, both.out().lines().filter(line -> line.startsWith("easy ")).count(), both.out());
        Jar.Result unknownBot = Jar.run(home, "", "tables", "ceiling", "--rules", "kendall", "--against", "hard");
        assertEquals(2, unknownBot.exit());
        assertEquals("", unknownBot.out(), "nothing printed before the refusal");
        assertEquals("senet: --against takes random or easy, not 'hard'\n", unknownBot.err());
        Jar.Result noTable = Jar.run(home, "", "tables", "ceiling", "--rules", "thibault");
        assertEquals(2, noTable.exit());
        assertTrue(noTable.err().contains("no endgame table of thibault is built"), noTable.err());

        Jar.Result noThreads = Jar.run(home, "", "tables", "ceiling", "--rules", "kendall", "--threads", "0");
        assertEquals(2, noThreads.exit());
        assertEquals("senet: --threads must be at least 1, not 0\n", noThreads.err());

        Jar.Result refused = Jar.run(home, "", "tables", "build", "--rules", "tait", "--pieces", "1");
        assertEquals(2, refused.exit());
        assertEquals("senet: no endgame tables for tait: its pieces wait off the board to enter, which the tables do"
                + " not count\n", refused.err());
    }
}
