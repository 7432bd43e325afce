package org.senet.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.bots.Bots;
import org.senet.cli.Cli;
import org.senet.cli.review.ReviewChart;
import org.senet.cli.review.ReviewText;
import org.senet.core.game.Game;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSet;

/** {@code senet analyze}: a saved game reviewed for a person and for scripts, with its chart. */
class AnalyzeCommandTest {
    @TempDir
    static Path folder;
    private static Path saved;
    private static Game game;

    @BeforeAll
    static void playAGame() throws IOException {
        RuleSet thibault = RuleSetOptions.REGISTRY.get("thibault");
        game = Game.start(thibault, 7);
        game.playOut(Bots.EASY.create(thibault, 1), Bots.RANDOM.create(thibault, 2), 100_000);
        saved = folder.resolve("game.senet");
        Files.writeString(saved, GameRecord.of(game, OptionalLong.of(7), "easy", "random", "today").format());
    }

    @Test
    @DisplayName("the review fits 80 columns, sums up both sides and writes the chart beside the game")
    void review_for_a_person() throws IOException {
        Path chart = folder.resolve("game.png");
        Files.deleteIfExists(chart);
        Cli.Run run = Cli.run("", "analyze", saved.toString(), "--depth", "1");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.lines();
        assertTrue(lines.stream().allMatch(line -> line.length() <= 80),
                () -> "a line longer than 80: " + lines.stream().filter(l -> l.length() > 80).findFirst().orElse(""));
        assertTrue(lines.get(0).startsWith("Thibault (thibault): easy (light) against random (dark), "));
        long actions = game.steps().stream().filter(step -> !step.isThrow()).count();
        long decisionLines = lines.stream().filter(line -> line.matches(" *[0-9]+ [WB] .*")).count();
        assertEquals(actions, decisionLines);
        assertTrue(lines.stream().anyMatch(line -> line.matches("blunders \\(0\\.10\\+\\) +[0-9]+ +[0-9]+")));
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("luck-adjusted result")));
        assertTrue(lines.contains("Chart: " + chart), run.out());
        BufferedImage image = ImageIO.read(chart.toFile());
        assertNotNull(image, "the chart is a PNG image");
        assertEquals(ReviewChart.WIDTH, image.getWidth());
    }

    @Test
    @DisplayName("--brief lists only the notable lines; random's errors are among them")
    void brief() {
        Cli.Run run = Cli.run("", "analyze", saved.toString(), "--depth", "0", "--brief", "--no-chart");
        assertEquals(0, run.status(), run.err());
        List<String> listed = run.lines().stream().filter(line -> line.matches(" *[0-9]+ [WB] .*")).toList();
        assertFalse(listed.isEmpty());
        assertTrue(listed.stream().allMatch(line -> line.matches(".*(inaccuracy|mistake|blunder|lucky|unlucky)")),
                listed::toString);
        assertTrue(listed.stream().anyMatch(line -> line.matches(" *[0-9]+ B .*(mistake|blunder).*")), listed::toString);
    }

    @Test
    @DisplayName("--tsv: the documented header, one line per decision, the chart notice on stderr")
    void tsv() {
        Path chart = folder.resolve("elsewhere.png");
        Cli.Run run = Cli.run("", "analyze", saved.toString(), "--depth", "0", "--tsv", "--chart", chart.toString());
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.lines();
        assertEquals(String.join("\t", ReviewText.TSV_COLUMNS), lines.get(0));
        assertEquals(game.steps().stream().filter(step -> !step.isThrow()).count(), lines.size() - 1);
        for (String line : lines.subList(1, lines.size())) {
            String[] fields = line.split("\t", -1);
            assertEquals(ReviewText.TSV_COLUMNS.size(), fields.length, line);
            double error = Double.parseDouble(fields[7]);
            assertTrue(error >= 0 && error <= 1, line);
            double light = Double.parseDouble(fields[9]);
            assertTrue(light >= 0 && light <= 1, line);
        }
        assertTrue(run.err().contains("Chart: " + chart));
        assertTrue(Files.isRegularFile(chart));
    }

    @Test
    @DisplayName("a damaged game, a bad depth, or --chart with --no-chart: exit 2, a message, no chart")
    void refusals() throws IOException {
        Path damaged = folder.resolve("damaged.senet");
        String text = Files.readString(saved);
        Files.writeString(damaged, text.replaceFirst("W throw ([0-9])", "W throw 9"));
        Cli.Run run = Cli.run("", "analyze", damaged.toString());
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("senet: "), run.err());
        assertFalse(Files.exists(folder.resolve("damaged.png")));
        assertEquals(2, Cli.run("", "analyze", saved.toString(), "--depth", "9").status());
        assertEquals(2, Cli.run("", "analyze", saved.toString(), "--chart", "x.png", "--no-chart").status());
        Cli.Run missing = Cli.run("", "analyze", folder.resolve("nothing.senet").toString());
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("there is no file"), missing.err());
    }

    @Test
    @DisplayName("a chart that cannot be written is found before the review: exit 3 with the reason, nothing printed")
    void chart_cannot_be_written() throws IOException {
        Path inTheWay = Files.writeString(folder.resolve("in-the-way"), "a file where a folder is needed");
        Path blocked = inTheWay.resolve("chart.png");
        Cli.Run run = Cli.run("", "analyze", saved.toString(), "--depth", "0", "--chart", blocked.toString());
        assertEquals(3, run.status());
        assertEquals("", run.out(), "the review is not worked out for nothing");
        assertTrue(run.err().contains("cannot write the chart to " + blocked), run.err());
    }

    @Test
    @DisplayName("a chart into a folder not there yet makes the folder")
    void chart_into_a_new_folder() {
        Path inNewFolder = folder.resolve("new/folder/chart.png");
        Cli.Run run = Cli.run("", "analyze", saved.toString(), "--depth", "0", "--chart", inNewFolder.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(Files.isRegularFile(inNewFolder));
    }
}
