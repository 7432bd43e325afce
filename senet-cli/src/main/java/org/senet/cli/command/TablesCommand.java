package org.senet.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.senet.bots.search.ExpectiminimaxPlayer;
import org.senet.bots.search.GreedyPlayer;
import org.senet.bots.tables.Ceiling;
import org.senet.bots.tables.EndgameTable;
import org.senet.bots.tables.EndgameTables;
import org.senet.bots.tables.Policy;
import org.senet.bots.tables.TableProgress;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code senet tables}: the exact endgame tables the top bot and {@code hint} use. */
@Command(name = "tables", mixinStandardHelpOptions = true,
        description = {"Exact endgame tables: the chance of winning with best play of every position with few pieces "
                + "of each side left on the board. Where a table holds a position, the bot 'hard' and 'hint' use "
                + "the exact value.",
                "They are kept in the user's data folder (see 'senet tables list'); -Dsenet.tables=<folder> names "
                        + "another."},
        subcommands = {TablesCommand.Build.class, TablesCommand.ListTables.class, TablesCommand.CeilingOf.class})
public final class TablesCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code senet tables build}: solves a rule set's endgame and writes its table. */
    @Command(name = "build", mixinStandardHelpOptions = true,
            description = {"Builds the table of a rule set up to --pieces pieces a side (value iteration, residual "
                    + "at most 1e-6) and writes it to the data folder, replacing a table of the same size. The same "
                    + "table, byte for byte, whatever --threads.",
                    "Before it starts it says the positions, the memory (refused where Java may not use that much: "
                            + "give it more with java -Xmx...) and a rough time, and checks that the folder takes "
                            + "the file.",
                    "Three pieces a side take a few minutes on two cores and about 120 MB of disk (two bytes a "
                            + "position) for thibault; rule sets whose pieces wait off the board (tait, bell) have "
                            + "no tables."})
    static final class Build implements Callable<Integer> {
        @Mixin
        RuleSetOptions rules;

        @Option(names = "--pieces", paramLabel = "<n>", defaultValue = "3",
                description = "The most pieces of a side left on the board, 1 to 4 (default: ${DEFAULT-VALUE}).")
        int pieces;

        @Mixin
        ThreadsOption threads;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            int threadCount = threads.checked();
            EndgameTables tables = EndgameTables.user();
            PrintWriter err = spec.commandLine().getErr();
            EndgameTable.Size size = EndgameTable.size(rules.ruleSet(), pieces);
            err.println("Building " + tables.file(rules.ruleSet(), pieces) + ": " + plan(size, threadCount) + ".");
            err.flush();
            long started = System.nanoTime();
            EndgameTable table;
            try {
                table = tables.build(rules.ruleSet(), pieces, threadCount, bar(err, "positions"));
            } catch (UncheckedIOException e) {
                return OutputFiles.failed("table", tables.file(rules.ruleSet(), pieces), e.getCause(), err);
            } finally {
                clearBar(err);
            }
            PrintWriter out = spec.commandLine().getOut();
            Path file = tables.file(table.rules(), pieces);
            out.println("table: " + file);
            out.println("positions: " + table.positions());
            out.println("residual: " + String.format(Locale.ROOT, "%.1e", table.residual()));
            out.println("seconds: " + String.format(Locale.ROOT, "%.0f", (System.nanoTime() - started) / 1e9));
            out.println("bytes: " + size(file));
            out.flush();
            return 0;
        }
    }

    /** The slowest and the fastest solving measured, in microseconds a position on one thread. */
    private static final double FASTEST_MICROS = 8;
    private static final double SLOWEST_MICROS = 200;

    /**
     * What a build takes, said before it starts: {@code up to 758,640 positions, about 40 MB of memory
     * (Java may use 5.9 GB), a file of 2 MB, under a minute with 2 threads}. The time is the range
     * measured on a 2-core machine, from rule sets whose play seldom circles (thibault) to those whose
     * water makes it circle for many turns (kendall).
     */
    static String plan(EndgameTable.Size size, int threads) {
        double fastest = size.positions() * FASTEST_MICROS / 1e6 / threads;
        double slowest = size.positions() * SLOWEST_MICROS / 1e6 / threads;
        return String.format(Locale.ROOT, "up to %,d positions, about %s of memory (Java may use %s), a file of %s, %s"
                + " with %d thread%s", size.positions(), EndgameTable.Size.shown(size.memoryBytes()),
                EndgameTable.Size.shown(Runtime.getRuntime().maxMemory()), EndgameTable.Size.shown(size.fileBytes()),
                slowest < 60 ? "under a minute" : "roughly " + duration(fastest) + " to " + duration(slowest), threads,
                threads == 1 ? "" : "s");
    }

    /** {@code 3 seconds}, {@code 12 minutes}, {@code 2.5 hours}. */
    private static String duration(double seconds) {
        if (seconds < 90) {
            return Math.max(1, Math.round(seconds)) + " seconds";
        }
        if (seconds < 90 * 60) {
            return Math.round(seconds / 60) + " minutes";
        }
        return String.format(Locale.ROOT, "%.1f hours", seconds / 3600);
    }

    /** {@code senet tables list}: the tables built, in the data folder. */
    @Command(name = "list", mixinStandardHelpOptions = true,
            description = "Lists the tables in the data folder: one line each, '<file> <bytes>'; first the folder.")
    static final class ListTables implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            Path folder = EndgameTables.user().folder();
            out.println("folder: " + folder);
            if (Files.isDirectory(folder)) {
                try (Stream<Path> files = Files.list(folder)) {
                    List<Path> tables = files.filter(file -> file.getFileName().toString().endsWith(".table"))
                            .sorted().toList();
                    for (Path file : tables) {
                        out.println(file.getFileName() + " " + size(file));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot list " + folder + ": " + e.getMessage(), e);
                }
            }
            out.flush();
            return 0;
        }
    }

    /** {@code senet tables ceiling}: best play against a bot in the endgame from the start squares, exactly. */
    @Command(name = "ceiling", mixinStandardHelpOptions = true,
            description = {"The exact chance that best play (by the table built with 'senet tables build') beats a bot "
                    + "in the endgame of --pieces pieces a side on the rule set's rearmost start squares, in the first "
                    + "seat, in the second, and their mean: '<bot> first: p', '<bot> second: p', '<bot> mean: p'.",
                    "Found by evaluating both players' choices over every position of the table (value iteration), "
                            + "not by playing games; one evaluation serves every bot and both seats. Each bot's "
                            + "choices are found once per position ('easy' searches there), then the positions are "
                            + "swept until no chance changes by more than 1e-6."})
    static final class CeilingOf implements Callable<Integer> {
        @Mixin
        RuleSetOptions rules;

        @Option(names = "--pieces", paramLabel = "<n>", defaultValue = "3",
                description = "The pieces of each side, at most the table's (default: ${DEFAULT-VALUE}).")
        int pieces;

        @Option(names = "--against", paramLabel = "<bot>", split = ",", defaultValue = "random",
                description = "The bots to measure against: random, easy, or both (default: ${DEFAULT-VALUE}).")
        List<String> against;

        @Mixin
        ThreadsOption threads;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            int threadCount = threads.checked();
            RuleSet ruleSet = rules.ruleSet();
            List<Supplier<Policy>> policies = new ArrayList<>();
            for (String bot : against) {
                policies.add(switch (bot) {
                    case "random" -> Policy::uniform;
                    case "easy", "greedy" -> ExpectiminimaxPlayer.policy(ruleSet, GreedyPlayer.BUDGET);
                    default -> throw new BadInputException("--against takes random or easy, not '" + bot + "'");
                });
            }
            EndgameTable table = EndgameTables.user().find(ruleSet).orElseThrow(() -> new BadInputException(
                    "no endgame table of " + ruleSet.id() + " is built: run 'senet tables build --rules "
                            + ruleSet.id() + " --pieces " + pieces + "' first"));
            if (pieces < 1 || pieces > table.maxPieces()) {
                throw new BadInputException("--pieces must be 1 to " + table.maxPieces() + " (the table's), not " + pieces);
            }
            Position start = Ceiling.start(table, pieces);
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            out.println("start: " + Notation.format(ruleSet, start));
            List<Ceiling.Result> results;
            try {
                results = Ceiling.against(table, policies, start, threadCount,
                        bar(err, "positions against " + String.join(", ", against)));
            } finally {
                clearBar(err);
            }
            for (int i = 0; i < against.size(); i++) {
                String bot = against.get(i);
                Ceiling.Result result = results.get(i);
                out.println(bot + " first: " + String.format(Locale.ROOT, "%.4f", result.firstSeat()));
                out.println(bot + " second: " + String.format(Locale.ROOT, "%.4f", result.secondSeat()));
                out.println(bot + " mean: " + String.format(Locale.ROOT, "%.4f", result.mean()));
            }
            out.flush();
            return 0;
        }
    }

    /** A progress bar on stderr when it is a terminal, {@code <done>/<total> <what>  <stage>}; nothing otherwise. */
    private static TableProgress bar(PrintWriter err, String what) {
        return !ProgressBar.shown() ? TableProgress.NONE
                : (stage, done, total) -> ProgressBar.draw(err, done, total, what + "  " + stage);
    }

    private static void clearBar(PrintWriter err) {
        if (ProgressBar.shown()) {
            ProgressBar.clear(err);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }
}
