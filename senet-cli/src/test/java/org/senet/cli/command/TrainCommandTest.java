package org.senet.cli.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.bots.learning.TdTraining;
import org.senet.bots.learning.ValueNetwork;
import org.senet.cli.Main;
import org.senet.core.rules.RuleSet;
import picocli.CommandLine;

/** {@code senet train}: a network file, reproducible from the command, resumable, refusing bad input. */
class TrainCommandTest {
    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    @DisplayName("train writes the network with the command that made it; the same command gives the same bytes")
    void train_writes_a_reproducible_network(@TempDir Path folder) throws IOException {
        Path first = folder.resolve("first.net");
        Path second = folder.resolve("second.net");
        Run run = run("train", "--rules", "kendall", "--games", "300", "--seed", "4", "--hidden", "4", "--out",
                first.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("network: " + first), run.out());
        assertTrue(run.out().contains("games: 300"), run.out());
        assertTrue(run.out().contains("made by: senet train --rules kendall --games 300 --seed 4 --hidden 4"), run.out());
        assertEquals(0, run("train", "--rules", "kendall", "--games", "300", "--seed", "4", "--hidden", "4", "--threads",
                "1", "--out", second.toString()).code());
        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));
        ValueNetwork network = ValueNetwork.read(RuleSetOptions.REGISTRY.get("kendall", Map.of()), first);
        assertEquals(300, network.provenance().games());
        assertEquals(4, network.hidden());
    }

    @Test
    @DisplayName("a training stopped after a checkpoint and resumed ends with the file of the whole run")
    void resume_goes_on_from_the_checkpoint(@TempDir Path folder) throws Exception {
        String[] command = {"train", "--rules", "kendall", "--games", "2000", "--seed", "2", "--hidden", "4"};
        Path whole = folder.resolve("whole.net");
        assertEquals(0, run(concat(command, "--out", whole.toString(), "--checkpoint", "1000")).code());

        // the checkpoint the same command writes after its first round (1,000 games), as if stopped there
        RuleSet kendall = RuleSetOptions.REGISTRY.get("kendall", Map.of());
        ValueNetwork[] checkpoint = new ValueNetwork[1];
        TdTraining.train(kendall, TdTraining.Plan.of(2000, 2).withHidden(4), 2,
                "senet train --rules kendall --games 2000 --seed 2 --hidden 4", new TdTraining.Listener() {
                    @Override
                    public void progress(long played, long total) {
                    }

                    @Override
                    public void roundEnded(ValueNetwork network) {
                        if (network.provenance().games() == 1000) {
                            checkpoint[0] = network;
                        }
                    }
                });
        Path stopped = folder.resolve("stopped.net");
        checkpoint[0].write(stopped);
        Run resumed = run(concat(command, "--out", stopped.toString(), "--resume"));
        assertEquals(0, resumed.code(), resumed.err());
        assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(stopped));

        Run refused = run("train", "--rules", "kendall", "--games", "2000", "--seed", "3", "--hidden", "4", "--out",
                stopped.toString(), "--resume");
        assertEquals(2, refused.code(), "a file made from another seed is not resumed");
        assertTrue(refused.err().contains("was made by 'senet train --rules kendall --games 2000 --seed 2 --hidden 4'"),
                refused.err());
        Run fewer = run("train", "--rules", "kendall", "--games", "1000", "--seed", "2", "--hidden", "4", "--out",
                stopped.toString(), "--resume");
        assertEquals(2, fewer.code());
        assertTrue(fewer.err().contains("has played 2000 games already"), fewer.err());
        assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(stopped), "a refused resume changes nothing");
    }

    @Test
    @DisplayName("resuming with a larger --games trains further, to what that --games from the start gives")
    void resume_trains_further(@TempDir Path folder) throws IOException {
        Path direct = folder.resolve("direct.net");
        Path further = folder.resolve("further.net");
        assertEquals(0, run("train", "--rules", "kendall", "--games", "2000", "--seed", "2", "--hidden", "4", "--out",
                direct.toString()).code());
        assertEquals(0, run("train", "--rules", "kendall", "--games", "1000", "--seed", "2", "--hidden", "4", "--out",
                further.toString()).code());
        Run resumed = run("train", "--rules", "kendall", "--games", "2000", "--seed", "2", "--hidden", "4", "--out",
                further.toString(), "--resume");
        assertEquals(0, resumed.code(), resumed.err());
        assertArrayEquals(Files.readAllBytes(direct), Files.readAllBytes(further));
    }

    private static String[] concat(String[] first, String... more) {
        String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }

    @Test
    @DisplayName("bad input gets a message and writes nothing")
    void bad_input(@TempDir Path folder) {
        Path file = folder.resolve("x.net");
        for (String[] args : new String[][] {
                {"train", "--rules", "kendall", "--games", "0", "--out", file.toString()},
                {"train", "--rules", "kendall", "--threads", "0", "--out", file.toString()},
                {"train", "--rules", "kendall", "--checkpoint", "0", "--out", file.toString()},
                {"train", "--rules", "kendall", "--hidden", "0", "--out", file.toString()},
                {"train", "--rules", "nosuch", "--out", file.toString()},
                {"train", "--rules", "kendall", "--resume", "--out", file.toString()}}) {
            Run run = run(args);
            assertFalse(run.code() == 0, String.join(" ", args));
            assertFalse(run.err().isBlank(), String.join(" ", args));
            assertFalse(Files.exists(file), String.join(" ", args));
        }
    }
}
