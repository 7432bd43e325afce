package org.senet.cli.command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.senet.bots.study.StrongEvaluator;
import org.senet.bots.study.Study;
import org.senet.bots.study.StudyResult;
import org.senet.cli.study.StudyReport;
import org.senet.cli.study.StudyTable;
import org.senet.core.SenetException;
import org.senet.core.points.Assignment;
import org.senet.core.points.Points;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code senet study}: the reconstruction study, the same measures for every rule set and option combination. */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = {"Compares the rule reconstructions. For each rule set (each one with --rules all), with its "
                + "defaults and each option combination named with --option, it plays --games random games (exactly "
                + "those of 'senet simulate' with the same seed), --strong-games games of hard against hard, and as "
                + "many of hard against random and against easy, seats swapped, and prints:",
                "the first player's win rate under random play and under strong self-play (95%% Wilson intervals); "
                        + "game length in throws and in turns (mean, p10/p50/p90/p99); the mean number of actions "
                        + "after a throw and the share of those decisions that are forced moves or passes; lead "
                        + "changes, drama and decisiveness of the trained evaluator's verdict along strong self-play; "
                        + "hard's win rate against random and against easy.",
                "Every figure follows from the seed, whatever --threads. The definitions are in docs/analysis.md, "
                        + "section 'Comparing the reconstructions'."})
public final class StudyCommand implements Callable<Integer> {
    /** The {@code --rules} value that names every rule set. */
    private static final String ALL = "all";

    @Option(names = "--rules", paramLabel = "<id>|all", required = true,
            completionCandidates = RuleSetOptions.Ids.class,
            description = "The rule set to study: ${COMPLETION-CANDIDATES}; or all of them.")
    String rulesId;

    @Option(names = "--option", paramLabel = "k=v[,k=v...]",
            description = "An option combination to study besides the defaults (repeatable: each --option adds a row), "
                    + "e.g. --option water=start,walls=true; one rule set only.")
    List<String> combinations = new ArrayList<>();

    @Option(names = "--set", paramLabel = "point=value",
            description = "A point of the settings (repeatable), applied to every row after its options, e.g. --set"
                    + " sticks=5: each row is then that variant.")
    List<String> points = new ArrayList<>();

    @Option(names = "--base-network",
            description = "Plays a --set variant that keeps the shape of the rule set it varies (the same pieces and flags)"
                    + " by that rule set's network, as 'senet sweep' does (strong_evaluator 'network of <id>'); by default"
                    + " a variant is played by its own network: the formula.")
    boolean baseNetwork;

    @Option(names = "--all-options",
            description = "Adds a row for every value but the default of every option of each rule set studied.")
    boolean allOptions;

    @Option(names = "--games", paramLabel = "<n>", defaultValue = "1000",
            description = "Random games per row (default: ${DEFAULT-VALUE}).")
    long games;

    @Option(names = "--strong-games", paramLabel = "<n>", defaultValue = "200",
            description = "Games of hard self-play per row, and of each skill-gap match (default: ${DEFAULT-VALUE}).")
    long strongGames;

    @Option(names = "--seed", paramLabel = "<long>", defaultValue = "1",
            description = "Seed of the run (default: ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--tsv", description = "A header line, then one tab-separated line per row (columns in docs/analysis.md).")
    boolean tsv;

    @Option(names = "--report", paramLabel = "<folder>",
            description = "Also writes study.md (the tables, the command, the definitions) and PNG charts into the folder.")
    Path report;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        int threadCount = threads.checked();
        checkGames("--games", games);
        checkGames("--strong-games", strongGames);
        if (report != null && Files.exists(report) && !Files.isDirectory(report)) {
            throw new BadInputException("--report " + report + ": not a folder");
        }
        PrintWriter err = spec.commandLine().getErr();
        List<Study> studies = new ArrayList<>();
        for (RuleSet configuration : configurations(err)) {
            Study.Builder study = Study.builder(configuration).randomGames(games).strongGames(strongGames).seed(seed)
                    .threads(threadCount);
            if (baseNetwork) {
                study.evaluator(StrongEvaluator.best(configuration));
            }
            studies.add(study.build());
        }
        if (report != null && !OutputFiles.writable("report", report.resolve(StudyReport.MARKDOWN), List.of(), "",
                err)) {
            return OutputFiles.WRITE_FAILED;
        }
        List<StudyResult> results = run(studies, err);
        PrintWriter out = spec.commandLine().getOut();
        if (tsv) {
            out.println(StudyTable.tsvHeader());
            results.forEach(result -> out.println(StudyTable.tsvLine(result)));
        } else {
            for (StudyResult result : results) {
                StudyTable.block(result).forEach(out::println);
                out.println();
            }
        }
        out.flush();
        if (report != null) {
            try {
                List<Path> written = StudyReport.write(report, commandLine(), results);
                if (!tsv) {
                    out.println("report: " + written.get(0));
                    out.flush();
                }
            } catch (IOException e) {
                return OutputFiles.failed("report", report, e, err);
            }
        }
        return 0;
    }

    private static void checkGames(String option, long count) {
        if (count < 1 || count > Study.MAX_GAMES) {
            throw new BadInputException(option + " must be 1 to " + Study.MAX_GAMES + ", not " + count);
        }
    }

    /** Plays the studies one after the other, with one progress bar over all their games on a terminal. */
    private static List<StudyResult> run(List<Study> studies, PrintWriter err) {
        List<StudyResult> results = new ArrayList<>();
        if (!ProgressBar.shown()) {
            studies.forEach(study -> results.add(study.run()));
            return results;
        }
        long total = studies.stream().mapToLong(Study::games).sum();
        long done = 0;
        try {
            for (Study study : studies) {
                long before = done;
                String what = "games (" + StudyTable.name(study.rules()) + ")";
                results.add(study.run((finished, all) -> ProgressBar.draw(err, before + finished, total, what)));
                done += study.games();
            }
        } finally {
            ProgressBar.clear(err);
        }
        return results;
    }

    /**
     * The rule sets to study, in order: for each rule set named, its defaults, then each --option
     * combination, then with --all-options each other value of each option (one a row; a value the
     * rule set refuses alone is left out, with a line on stderr). Rows that are the same configuration
     * are studied once.
     */
    private List<RuleSet> configurations(PrintWriter err) {
        String id = rulesId.toLowerCase(Locale.ROOT);
        List<RuleSet> named;
        if (id.equals(ALL)) {
            if (!combinations.isEmpty()) {
                throw new BadInputException("--option needs one rule set in --rules, not all");
            }
            named = RuleSetOptions.REGISTRY.all();
        } else {
            named = List.of(RuleSetOptions.REGISTRY.get(id));
        }
        Map<String, RuleSet> rows = new LinkedHashMap<>();
        for (RuleSet ruleSet : named) {
            rows.putIfAbsent(StudyTable.name(ruleSet), ruleSet);
            for (String combination : combinations) {
                RuleSet configured = withOptions(ruleSet, combination);
                rows.putIfAbsent(StudyTable.name(configured), configured);
            }
            if (allOptions) {
                for (OptionSpec option : ruleSet.optionSpecs()) {
                    for (String value : option.values()) {
                        if (!value.equals(option.defaultValue())) {
                            optionAlone(ruleSet, option.key(), value, err)
                                    .ifPresent(configured -> rows.putIfAbsent(StudyTable.name(configured), configured));
                        }
                    }
                }
            }
        }
        if (points.isEmpty()) {
            return List.copyOf(rows.values());
        }
        List<Assignment> assignments = Points.parse(points);
        Map<String, RuleSet> varied = new LinkedHashMap<>();
        for (RuleSet row : rows.values()) {
            RuleSet variant = Points.vary(row, assignments);
            varied.putIfAbsent(StudyTable.name(variant), variant);
        }
        return List.copyOf(varied.values());
    }

    /**
     * The rule set with one option changed, for --all-options; empty, with a line on stderr, where the
     * rule set refuses that value alone (it needs another option with it).
     */
    private static Optional<RuleSet> optionAlone(RuleSet ruleSet, String key, String value, PrintWriter err) {
        try {
            return Optional.of(ruleSet.withOptions(Map.of(key, value)));
        } catch (SenetException e) {
            err.println("senet: study: " + ruleSet.id() + " " + key + "=" + value + " left out: " + e.getMessage());
            err.flush();
            return Optional.empty();
        }
    }

    /** The rule set with the options of one {@code --option} value, {@code k=v[,k=v...]}. */
    private static RuleSet withOptions(RuleSet ruleSet, String combination) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String pair : combination.split(",", -1)) {
            int equals = pair.indexOf('=');
            if (equals < 1) {
                throw new BadInputException("--option '" + combination + "': expected key=value[,key=value...]");
            }
            if (options.put(pair.substring(0, equals).strip(), pair.substring(equals + 1).strip()) != null) {
                throw new BadInputException("--option '" + combination + "' names " + pair.substring(0, equals)
                        + " twice");
            }
        }
        try {
            return ruleSet.withOptions(options);
        } catch (SenetException e) {
            throw new BadInputException("--option '" + combination + "': " + e.getMessage());
        }
    }

    /** The command line that reproduces the figures (threads, output and report aside: they change none). */
    private String commandLine() {
        StringBuilder line = new StringBuilder("senet study --rules " + rulesId.toLowerCase(Locale.ROOT));
        combinations.forEach(combination -> line.append(" --option ").append(combination));
        if (allOptions) {
            line.append(" --all-options");
        }
        if (baseNetwork) {
            line.append(" --base-network");
        }
        return line.append(" --games ").append(games).append(" --strong-games ").append(strongGames)
                .append(" --seed ").append(seed).toString();
    }
}
