package org.senet.spark.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.senet.bots.study.StrongEvaluator;
import org.senet.core.SenetException;
import org.senet.core.points.PointException;
import org.senet.core.points.Points;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.spark.grid.Axis;
import org.senet.spark.grid.Grid;
import org.senet.spark.grid.Row;
import org.senet.spark.grid.RowsFile;
import org.senet.spark.job.RowResult;
import org.senet.spark.job.SparkSessions;
import org.senet.spark.job.SweepJob;
import org.senet.spark.job.SweepSettings;
import org.senet.spark.output.SweepFolder;
import org.senet.spark.output.SweepTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code senet sweep}: the study of every variant of a grid of settings points, as a Spark job. */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = {"Studies every variant of a grid of settings points: each combination of the values given with "
                + "--vary (or, with --one-at-a-time, the rule set and each point changed alone), --games random games "
                + "each (and --strong-games of each strong part), exactly those 'senet study' plays with the same "
                + "seed. The games run as an Apache Spark job: in "
                + "local mode inside the command by default, or on the cluster --master names.",
                "Each row is written as it finishes: with --report, into the folder (rows/, sweep.tsv of all the "
                        + "rows and the same table as sweep.parquet, and sweep.md, their page with its charts), and "
                        + "running the same command again plays only the rows not done; without it, as a line of the "
                        + "table on standard output. On a terminal, a line on stderr tells each row finished."
                        + " Columns and charts: docs/sweeps.md."})
public final class SweepCommand implements Callable<Integer> {
    /** The most rows a sweep plays without {@code --yes}. */
    public static final int MAX_ROWS = 100;

    @Option(names = "--rules", paramLabel = "<id>",
            description = "The rule set to vary, shipped or of a plugin (--plugin).")
    String rulesId;

    @Option(names = "--rows", paramLabel = "<file>",
            description = "Plays the rows the file lists, one id a line (kendall[water=15,safe=none], tait …), instead"
                    + " of a grid of --rules and --vary.")
    Path rowsFile;

    @Option(names = "--vary", paramLabel = "point=v1,v2",
            description = "A point of the settings and its values (repeatable), as --set takes them, e.g. --vary "
                    + "safe=none,15,+15; separate the values with ';' where one holds commas: --vary 'safe=none;15,26'.")
    List<String> vary = new ArrayList<>();

    @Option(names = "--one-at-a-time",
            description = "The rule set as it is, then each point changed alone, instead of every combination.")
    boolean oneAtATime;

    @Option(names = "--games", paramLabel = "<n>", defaultValue = "1000",
            description = "Random games per row (default: ${DEFAULT-VALUE}).")
    long games;

    @Option(names = "--strong-games", paramLabel = "<n>", defaultValue = "0",
            description = "Games of hard self-play per row, and of each skill-gap match (hard against random, against easy),"
                    + " as 'senet study' plays them (default: ${DEFAULT-VALUE}, random play alone).")
    long strongGames;

    @Option(names = "--train-games", paramLabel = "<n>", defaultValue = "0",
            description = "Trains a network for each row first, by so many games of self-play (a Spark task a row), and"
                    + " plays its strong games with it (default: ${DEFAULT-VALUE}: the best network there is, the base's"
                    + " where the variant keeps its shape, else the formula).")
    long trainGames;

    @Option(names = "--seed", paramLabel = "<long>", defaultValue = "1",
            description = "Seed of every row (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--block-games", paramLabel = "<n>", defaultValue = "5000",
            description = "Games per Spark task (default: ${DEFAULT-VALUE}); the figures do not depend on it.")
    int blockGames;

    @Option(names = "--strong-block-games", paramLabel = "<n>", defaultValue = "10",
            description = "Strong games per Spark task (default: ${DEFAULT-VALUE}); the figures do not depend on it.")
    int strongBlockGames;

    @Option(names = "--report", paramLabel = "<folder>",
            description = "Writes each finished row into the folder, with sweep.tsv, sweep.parquet and the page sweep.md and its"
                    + " charts; a run"
                    + " again skips the rows done.")
    Path report;

    @Option(names = "--master", paramLabel = "<url>",
            description = "The Spark master: local[N], spark://host:7077, … (default: local[--threads]; under "
                    + "spark-submit, its master).")
    String master;

    @Option(names = "--threads", paramLabel = "<n>", defaultValue = "2",
            description = "Threads of local mode (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--plugin", paramLabel = "<jar>",
            description = "A rule-set plugin jar (repeatable), at the same path on every machine of the cluster.")
    List<Path> plugins = new ArrayList<>();

    @Option(names = "--yes", description = "Runs more than " + MAX_ROWS + " rows.")
    boolean yes;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (threads < 1) {
            throw new SenetException("--threads must be at least 1, not " + threads);
        }
        SweepSettings settings = new SweepSettings(games, strongGames, seed, blockGames, strongBlockGames,
                plugins.stream().map(jar -> jar.toAbsolutePath().toString()).toList(), trainGames);
        Rows sweep = rows(settings);
        List<Row> rows = sweep.rows();
        SweepFolder folder = report == null ? null : new SweepFolder(report, settings, sweep.options(), rows);
        if (folder != null && settings.strong()) {
            checkTraining(folder, settings);
        }
        List<Row> toPlay = folder == null ? rows
                : rows.stream().filter(row -> !folder.done().containsKey(row.id())).toList();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (folder == null) {
            out.println(SweepTable.header(settings));
            out.flush();
        }
        Timing timing = null;
        if (!toPlay.isEmpty()) {
            Progress progress = new Progress(err, Progress.onTerminal(), rows.size(), rows.size() - toPlay.size(),
                    settings, System::nanoTime);
            timing = play(toPlay, settings, result -> {
                finished(result, settings, folder, out);
                progress.finished(result);
            });
        } else if (folder != null) {
            folder.writeTables();
        }
        if (folder != null) {
            err.println("senet sweep: " + rows.size() + " rows (" + (rows.size() - toPlay.size()) + " done before): "
                    + folder.table() + (timing == null ? "" : "; " + timing.told(toPlay.size())));
            err.flush();
        }
        return 0;
    }

    /** How long Spark took to start and the rows to be played, in nanoseconds. */
    private record Timing(long start, long play) {
        /** {@code 6 rows played in 44.3 s, after Spark's start in 2.1 s}. */
        String told(int rows) {
            return String.format(Locale.ROOT, "%d %s played in %.1f s, after Spark's start in %.1f s", rows,
                    rows == 1 ? "row" : "rows", play / 1e9, start / 1e9);
        }
    }

    /** The rows of a sweep, and the options that give them as its page names them. */
    private record Rows(String options, List<Row> rows) {
    }

    /** The rows of the grid or of the --rows file, checked: known rule sets, made of settings where varied. */
    private Rows rows(SweepSettings settings) {
        RuleSets registry = SweepJob.registry(settings);
        if (rowsFile != null) {
            if (rulesId != null || !vary.isEmpty() || oneAtATime) {
                throw new SenetException("--rows lists the rows: give no --rules, --vary or --one-at-a-time with it");
            }
            List<Row> rows = RowsFile.read(rowsFile);
            rows.forEach(row -> checkVaried(registry, row.rules(), !row.points().isEmpty()));
            checkSize(rows.size());
            return new Rows("--rows " + rowsFile, rows);
        }
        if (rulesId == null || vary.isEmpty()) {
            throw new PointException("an empty grid: give --rules <id> and at least one --vary point=value,value…,"
                    + " or --rows <file>");
        }
        Grid grid = new Grid(rulesId, vary.stream().map(Axis::parse).toList(), oneAtATime);
        checkVaried(registry, grid.rules(), true);
        checkSize(grid.size());
        return new Rows(grid.options(), grid.rows());
    }

    /** Refuses an unknown rule set, and one not made of settings where it is varied. */
    private static void checkVaried(RuleSets registry, String rules, boolean varied) {
        RuleSet base = registry.get(rules);
        if (varied && Points.settings(base).isEmpty()) {
            throw new PointException("the rule set '" + base.id() + "' is not made of settings (a plugin written"
                    + " against RuleSet): it has no points to vary");
        }
    }

    /** Refuses a folder whose rows were played by a network trained by other games, or by none, or the reverse. */
    private void checkTraining(SweepFolder folder, SweepSettings settings) {
        String trained = StrongEvaluator.trainedName(settings.trainGames());
        int column = SweepTable.column("strong_evaluator", settings);
        folder.done().forEach((id, line) -> {
            String evaluator = SweepTable.cells(line).get(column);
            boolean same = settings.trains() ? evaluator.equals(trained) || evaluator.startsWith(trained + " + ")
                    : !evaluator.startsWith(StrongEvaluator.TRAINED);
            if (!evaluator.isEmpty() && !same) {
                throw new SenetException("--report " + report + " holds " + id + " played by '" + evaluator
                        + "', not by " + (settings.trains() ? "a network '" + trained + "'" : "the best network there is")
                        + ": choose another folder, or the same --train-games");
            }
        });
    }

    private void checkSize(long size) {
        if (size > MAX_ROWS && !yes) {
            throw new SenetException("the sweep has " + (size == Long.MAX_VALUE ? "too many" : size) + " rows, more than "
                    + MAX_ROWS + ": add --yes to run them all");
        }
    }

    private Timing play(List<Row> rows, SweepSettings settings, Consumer<RowResult> finished) {
        long start = System.nanoTime();
        boolean ownSession = !SparkSessions.active();
        // under spark-submit (which sets spark.master) or in a session already open, their master unless named
        boolean given = !ownSession || System.getProperty("spark.master") != null;
        SparkSession session = SparkSessions.open(master != null || given ? master : SparkSessions.local(threads),
                settings.plugins());
        try {
            JavaSparkContext context = JavaSparkContext.fromSparkContext(session.sparkContext());
            long ready = System.nanoTime();
            new SweepJob(context, settings).run(rows, finished);
            return new Timing(ready - start, System.nanoTime() - ready);
        } finally {
            if (ownSession) {
                session.stop();
            }
        }
    }

    private static void finished(RowResult result, SweepSettings settings, SweepFolder folder, PrintWriter out) {
        if (folder == null) {
            out.println(SweepTable.line(result, settings));
            out.flush();
            return;
        }
        try {
            folder.write(result);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
