package org.senet.cli.study;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.senet.bots.study.StudyResult;
import org.senet.charts.Charts;
import org.senet.core.store.Content;
import org.senet.core.store.SafeWriter;

/**
 * The report of a reconstruction study, in a folder: {@value #MARKDOWN} (the tables, the command that
 * made them, the definitions), {@value #ADVANTAGE} (the first player's advantage of every
 * configuration) and one {@code lengths-NN-<name>.png} per configuration (its game lengths). Every
 * file is written whole or not at all, through the {@link SafeWriter}.
 */
public final class StudyReport {
    /** The Markdown file of the report. */
    public static final String MARKDOWN = "study.md";
    /** The chart of the first player's advantage. */
    public static final String ADVANTAGE = "advantage.png";

    private static final int WIDTH = 900;
    private static final int LENGTHS_HEIGHT = 450;

    private StudyReport() {
    }

    /**
     * Writes the report into {@code folder}, creating it (and its parents) if needed; files of the same
     * names there are replaced.
     *
     * @param folder  where the report goes
     * @param command the command line that made the figures, shown in the report
     * @param results the figures of every configuration, in the order studied
     * @return the files written, {@value #MARKDOWN} first
     * @throws IOException if a file cannot be written
     */
    public static List<Path> write(Path folder, String command, List<StudyResult> results) throws IOException {
        Files.createDirectories(folder);
        List<Path> written = new ArrayList<>();
        Path markdown = folder.resolve(MARKDOWN);
        written.add(markdown);
        Charts.writePng(StudyCharts.advantage(results), folder.resolve(ADVANTAGE), WIDTH,
                StudyCharts.advantageHeight(results.size()));
        written.add(folder.resolve(ADVANTAGE));
        List<String> lengthCharts = new ArrayList<>();
        for (int index = 0; index < results.size(); index++) {
            String name = lengthsFile(index, results.get(index));
            Charts.writePng(StudyCharts.lengths(results.get(index)), folder.resolve(name), WIDTH, LENGTHS_HEIGHT);
            written.add(folder.resolve(name));
            lengthCharts.add(name);
        }
        String text = String.join("\n", markdown(command, results, lengthCharts)) + "\n";
        SafeWriter.SYSTEM.write(markdown, Content.of(text.getBytes(StandardCharsets.UTF_8)));
        return written;
    }

    /** {@code lengths-02-thibault-water-start.png}: the configuration's place and name, file-safe. */
    static String lengthsFile(int index, StudyResult result) {
        String name = StudyTable.name(result).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-|-$", "");
        return String.format(Locale.ROOT, "lengths-%02d-%s.png", index + 1, name);
    }

    private static List<String> markdown(String command, List<StudyResult> results, List<String> lengthCharts) {
        List<String> lines = new ArrayList<>();
        lines.add("# Comparing the Senet reconstructions");
        lines.add("");
        lines.add("Made by `" + command + "`: the same seed gives the same figures, whatever `--threads`.");
        lines.add("Intervals are 95% Wilson score intervals. Random play is `random` against `random`, exactly the "
                + "games of `senet simulate` with the same seed; strong self-play is `hard` against `hard`.");
        lines.add("");
        lines.add("## First player's advantage and skill gap");
        lines.add("");
        lines.addAll(StudyTable.advantageTable(results));
        lines.add("");
        lines.add("![The first player's win rate per rule set](" + ADVANTAGE + ")");
        lines.add("");
        lines.add("## Length of the games and choice");
        lines.add("");
        lines.addAll(StudyTable.lengthsTable(results));
        lines.add("");
        for (int index = 0; index < results.size(); index++) {
            lines.add("![Game lengths of " + StudyTable.name(results.get(index)) + "](" + lengthCharts.get(index) + ")");
            lines.add("");
        }
        lines.add("## The evaluator's verdicts along strong self-play");
        lines.add("");
        lines.addAll(StudyTable.verdictsTable(results));
        lines.add("");
        lines.add("## Definitions");
        lines.add("");
        lines.addAll(DEFINITIONS);
        return lines;
    }

    /** What every figure means, as the study's section of docs/analysis.md says it. */
    private static final List<String> DEFINITIONS = List.of(
            "- **First player wins**: the share of games won by the side that moved first (light, or dark where "
                    + "the opening draws the first mover).",
            "- **Throws**: throws of the sticks in a game; a game given up at the cap of throws counts with the "
                    + "cap. pN is the least number within which at least N% of the games ended.",
            "- **Turns**: runs of consecutive throws by the same side: 1 plus the number of times the side "
                    + "throwing differs from the side that threw before.",
            "- **Actions after a throw**: the mean number of legal actions at the decision after a throw "
                    + "(branching factor). **Forced**: the share of those decisions with one action, a move; "
                    + "**passes**: whose one action is a pass.",
            "- The verdicts are measured on light's chance of winning as the strongest evaluation estimates it "
                    + "(the shipped network, exact in the endgame tables built) at every position from which a "
                    + "throw is made, in finished games of hard self-play, and averaged over the games. For options "
                    + "no network was trained for, the evaluator is the hand-written formula (column evaluator).",
            "- **Lead changes a throw**: how often the leader (light above 50%, dark below) changes, divided by "
                    + "the throws of the game.",
            "- **Drama**: the mean over the throws of max(0, loser's chance - winner's chance), winner and loser "
                    + "being the eventual ones. **Throws with the winner behind**: the share of throws at which the "
                    + "eventual winner's chance was below 50%.",
            "- **Decisiveness**: the game is settled at the first throw where the winner's chance exceeds the "
                    + "highest chance the loser ever had; decisiveness is that throw's index divided by the throws "
                    + "of the game (0: settled from the start; 1: only at the end).",
            "- **Hard vs random**, **hard vs easy**: the win rate of `hard` against those bots, seats swapped "
                    + "every other game.");
}
