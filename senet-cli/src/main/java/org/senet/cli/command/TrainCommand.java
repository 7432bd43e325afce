package org.senet.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.senet.bots.learning.TdTraining;
import org.senet.bots.learning.ValueNetwork;
import org.senet.core.rules.RuleSet;
import org.senet.core.store.IoProblem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code senet train}: a value network for a rule set, learned by self-play. */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = {"Trains the value network of a rule set by self-play and temporal-difference learning, TD(0), "
                + "and writes it to --out. The same --rules, options, --games, --seed and --hidden give the same "
                + "network on any machine, whatever --threads.",
                "The file is rewritten every --checkpoint games; with --resume a training stopped midway goes on from "
                        + "it, to the network the whole run would have given. The learning rate depends only on the "
                        + "games played, so --resume with a larger --games trains further, to what that --games from "
                        + "the start would have given.",
                "The bot 'hard' uses the network shipped for the rule set: a plugin ships its own as the resource "
                        + "META-INF/senet/networks/<id>.net of its jar."})
public final class TrainCommand implements Callable<Integer> {
    @Mixin
    RuleSetOptions rules;

    @Option(names = "--games", paramLabel = "<n>", defaultValue = "200000",
            description = "Self-play games to learn from (default: ${DEFAULT-VALUE}).")
    long games;

    @Option(names = "--seed", paramLabel = "<long>", defaultValue = "1",
            description = "Seed of the starting weights and of the games (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--hidden", paramLabel = "<n>", defaultValue = "" + TdTraining.Plan.HIDDEN,
            description = "Hidden units of the network (default: ${DEFAULT-VALUE}).")
    int hidden;

    @Option(names = "--out", paramLabel = "<file>",
            description = "Where the network goes (default: <rule set id>.net in the current folder).")
    Path out;

    @Option(names = "--checkpoint", paramLabel = "<n>", defaultValue = "20000",
            description = "Rewrite the file every <n> games (default: ${DEFAULT-VALUE}).")
    long checkpoint;

    @Option(names = "--resume", description = "Go on from the network in --out (a checkpoint, or a network trained "
            + "with fewer --games) made with the same rule set, options, --seed and --hidden.")
    boolean resume;

    @Mixin
    ThreadsOption threads;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        int threadCount = threads.checked();
        RuleSet ruleSet = rules.ruleSet();
        if (games < 1) {
            throw new BadInputException("--games must be at least 1, not " + games);
        }
        if (checkpoint < 1) {
            throw new BadInputException("--checkpoint must be at least 1, not " + checkpoint);
        }
        Path file = out != null ? out : Path.of(ruleSet.id() + ".net");
        TdTraining.Plan plan = TdTraining.Plan.of(games, seed).withHidden(hidden);
        PrintWriter err = spec.commandLine().getErr();
        ValueNetwork start = resume ? resumed(ruleSet, file) : ValueNetwork.untrained(ruleSet, hidden, seed);
        if (!OutputFiles.writable("network", file, List.of(), "", err)) {
            return OutputFiles.WRITE_FAILED;
        }
        long started = System.nanoTime();
        long startGames = start.provenance().games();
        Checkpoints listener = new Checkpoints(file, err);
        ValueNetwork network;
        try {
            network = TdTraining.resume(start, plan, threadCount, command(ruleSet), listener);
            network.write(file);
        } catch (IOException e) {
            return writeFailed(err, file, e);
        } catch (UncheckedIOException e) {
            return writeFailed(err, file, e.getCause());
        } finally {
            if (System.console() != null) {
                ProgressBar.clear(err);
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        PrintWriter print = spec.commandLine().getOut();
        print.println("network: " + file);
        print.println("games: " + network.provenance().games());
        print.println("hidden units: " + network.hidden() + " (" + network.parameters() + " weights)");
        print.println("seconds: " + String.format(Locale.ROOT, "%.0f", seconds));
        print.println("games per second: " + String.format(Locale.ROOT, "%.0f",
                (network.provenance().games() - startGames) / Math.max(seconds, 1e-9)));
        print.println("made by: " + network.provenance().command());
        print.flush();
        return 0;
    }

    private static int writeFailed(PrintWriter err, Path file, IOException e) {
        if (System.console() != null) {
            ProgressBar.clear(err);
        }
        return OutputFiles.failed("network", file, e, err);
    }

    /** The network to go on from, checked against this command's settings. */
    private ValueNetwork resumed(RuleSet ruleSet, Path file) {
        if (!Files.exists(file)) {
            throw new BadInputException("--resume: there is no " + file + " to go on from");
        }
        ValueNetwork network;
        try {
            network = ValueNetwork.read(ruleSet, file);
        } catch (IOException e) {
            throw new BadInputException("--resume: cannot read " + file + ": " + IoProblem.cause(e));
        }
        if (network.hidden() != hidden || network.provenance().seed() != seed) {
            throw new BadInputException("--resume: " + file + " was made by '" + network.provenance().command()
                    + "' with " + network.hidden() + " hidden units, and this command trains with --seed " + seed
                    + " and --hidden " + hidden);
        }
        if (network.provenance().games() > games) {
            throw new BadInputException("--resume: " + file + " has played " + network.provenance().games()
                    + " games already, more than --games " + games);
        }
        return network;
    }

    /** The command that reproduces the network: what decides the weights, nothing else. */
    private String command(RuleSet ruleSet) {
        StringBuilder text = new StringBuilder("senet train --rules " + ruleSet.id());
        ruleSet.options().entrySet().stream().sorted(java.util.Map.Entry.comparingByKey())
                .forEach(option -> text.append(" --option ").append(option.getKey()).append('=').append(option.getValue()));
        text.append(" --games ").append(games).append(" --seed ").append(seed);
        if (hidden != TdTraining.Plan.HIDDEN) {
            text.append(" --hidden ").append(hidden);
        }
        return text.toString();
    }

    /** Draws the bar (on a terminal) and rewrites the file every {@link #checkpoint} games. */
    private final class Checkpoints implements TdTraining.Listener {
        private final Path file;
        private final PrintWriter err;
        private long written;

        Checkpoints(Path file, PrintWriter err) {
            this.file = file;
            this.err = err;
        }

        @Override
        public void progress(long played, long total) {
            if (System.console() != null) {
                ProgressBar.draw(err, played, total, "games");
            }
        }

        @Override
        public void roundEnded(ValueNetwork network) {
            long played = network.provenance().games();
            if (played / checkpoint > written / checkpoint && played < games) {
                try {
                    network.write(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                written = played;
            }
        }
    }
}
