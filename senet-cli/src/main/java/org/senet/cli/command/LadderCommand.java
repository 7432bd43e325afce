package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.senet.bots.Bot;
import org.senet.bots.Bots;
import org.senet.bots.ladder.Entrant;
import org.senet.bots.ladder.Rating;
import org.senet.bots.ladder.Ratings;
import org.senet.bots.ladder.RoundRobin;
import org.senet.bots.ladder.RoundRobinResult;
import org.senet.core.rules.RuleSet;
import org.senet.core.simulation.Interval;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code senet ladder}: a round robin between bots on one rule set or all, with win rates and Elo-style ratings. */
@Command(name = "ladder", mixinStandardHelpOptions = true,
        description = {"Every pair of the bots plays --games games on the rule set (on each rule set with "
                + "--rules all), seats swapped every other game, each pair with a seed drawn from --seed and the "
                + "pair's places alone. Per rule set it prints the win rate of each row's bot against each column's, "
                + "in percent with its 95%% confidence interval (Wilson), then the bots' Elo-style ratings, strongest "
                + "first, with 95%% intervals.",
                "The ratings are the maximum-likelihood fit of P(A beats B) = 1 / (1 + 10^((Rb - Ra) / 400)), the "
                        + "first bot rated 0; an unfinished game counts half for each side, and each pair gets a "
                        + "prior of half a win and half a loss per side so that a perfect score stays finite. The "
                        + "intervals come from the inverse of the observed information matrix (details in "
                        + "senet-bots/BOTS.md).",
                "--markdown prints Markdown tables with one decimal instead, and the command line that reproduces "
                        + "them."})
public final class LadderCommand implements Callable<Integer> {
    /** The {@code --rules} value that names every rule set. */
    private static final String ALL = "all";
    /** The width of the column of bot names in the plain tables; longer names are cut. */
    private static final int NAME_WIDTH = 10;
    /** The width of a win-rate column of the plain matrix: {@code 100 (100-100)} and a space. */
    private static final int CELL_WIDTH = 14;

    @Mixin
    RuleSetOptions rules;

    @Option(names = "--bots", paramLabel = "<bot>", split = ",",
            description = "The bots, comma-separated, the first rated 0 (default: every level, ${DEFAULT-VALUE}).")
    List<String> bots = new ArrayList<>(Bots.levels());

    @Option(names = "--games", paramLabel = "<n>", defaultValue = "400",
            description = "Games each pair plays (default: ${DEFAULT-VALUE}).")
    long games;

    @Option(names = "--seed", paramLabel = "<long>", defaultValue = "1",
            description = "Seed of the run (default: ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--markdown", description = "Markdown tables, and the command line that reproduces them.")
    boolean markdown;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        int threadCount = threads.checked();
        if (games < 1) {
            throw new BadInputException("--games must be at least 1, not " + games);
        }
        List<Entrant> entrants = entrants(bots);
        List<RuleSet> ruleSets = ruleSets();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        for (RuleSet ruleSet : ruleSets) {
            RoundRobin roundRobin = RoundRobin.builder(ruleSet, entrants).gamesPerPair(games).seed(seed)
                    .threads(threadCount).build();
            RoundRobinResult result;
            if (ProgressBar.shown()) {
                try {
                    result = roundRobin.play((done, total) -> ProgressBar.draw(err, done, total,
                            "games of " + ruleSet.id()));
                } finally {
                    ProgressBar.clear(err);
                }
            } else {
                result = roundRobin.play();
            }
            Ratings ratings = Ratings.fit(result);
            List<String> lines = markdown ? markdown(ruleSet.id(), games, seed, result, ratings)
                    : plain(ruleSet.id(), games, seed, result, ratings);
            lines.forEach(out::println);
            out.println();
            out.flush();
        }
        if (markdown) {
            out.println("Reproduce: `" + commandLine(entrants, threadCount) + "`");
            out.flush();
        }
        return 0;
    }

    /** The bots named, as entrants under their level's name; refused: an unknown name, one bot twice, fewer than two. */
    private static List<Entrant> entrants(List<String> names) {
        Map<String, Entrant> entrants = new LinkedHashMap<>();
        for (String name : names) {
            Bot bot = Bots.find(name).orElseThrow(() -> new BadInputException("unknown bot '" + name + "' in --bots; "
                    + "bots: " + String.join(", ", Bots.names())));
            if (entrants.putIfAbsent(bot.name(), new Entrant(bot.name(), bot)) != null) {
                throw new BadInputException("--bots names " + bot.name() + " twice" + (name.equals(bot.name()) ? ""
                        : " ('" + name + "' is " + bot.name() + ")"));
            }
        }
        if (entrants.size() < 2) {
            throw new BadInputException("--bots needs at least two bots, not " + entrants.size());
        }
        return List.copyOf(entrants.values());
    }

    /** The rule set of {@code --rules} with its options, or every rule set for {@code all}. */
    private List<RuleSet> ruleSets() {
        if (!rules.id().equals(ALL)) {
            return List.of(rules.ruleSet());
        }
        if (!rules.options().isEmpty()) {
            throw new BadInputException("--option needs one rule set in --rules, not all");
        }
        return RuleSetOptions.REGISTRY.all();
    }

    /**
     * The plain tables of one rule set, each line within 80 columns for up to five bots: the win-rate
     * matrix in whole percent, then the ratings.
     */
    static List<String> plain(String ruleSetId, long games, long seed, RoundRobinResult result, Ratings ratings) {
        List<String> lines = new ArrayList<>();
        lines.add(ruleSetId + ": " + games + " games a pair, seed " + seed);
        lines.add("win rate of the row's bot against the column's, % (95% CI):");
        StringBuilder header = new StringBuilder(" ".repeat(NAME_WIDTH));
        for (String name : result.names()) {
            header.append(pad(name, CELL_WIDTH));
        }
        lines.add(header.toString().stripTrailing());
        for (int row = 0; row < result.size(); row++) {
            StringBuilder line = new StringBuilder(pad(result.names().get(row), NAME_WIDTH));
            for (int column = 0; column < result.size(); column++) {
                line.append(pad(row == column ? "-" : percent(result, row, column), CELL_WIDTH));
            }
            lines.add(line.toString().stripTrailing());
        }
        if (result.unfinished() > 0) {
            lines.add("unfinished games (half a win for each side in the ratings): " + result.unfinished());
        }
        lines.add("ratings, Elo (" + ratings.anchor() + " = 0), strongest first, 95% CI:");
        for (Rating rating : ratings.strongestFirst()) {
            String interval = rating.name().equals(ratings.anchor()) ? "(anchor)"
                    : "(" + elo(rating.low95()) + " to " + elo(rating.high95()) + ")";
            lines.add(pad(rating.name(), NAME_WIDTH) + String.format(Locale.ROOT, "%5s  ", elo(rating.elo())) + interval);
        }
        return lines;
    }

    /** The Markdown tables of one rule set: the win-rate matrix with one decimal, then the ratings. */
    static List<String> markdown(String ruleSetId, long games, long seed, RoundRobinResult result, Ratings ratings) {
        List<String> lines = new ArrayList<>();
        lines.add("**" + ruleSetId + "**, " + games + " games a pair, seed " + seed + ", seats swapped every other "
                + "game. Win rate of the row's bot against the column's, with its 95% confidence interval (Wilson):");
        lines.add("");
        lines.add("| row vs column | " + String.join(" | ", result.names()) + " |");
        lines.add("| --- |" + " --- |".repeat(result.size()));
        for (int row = 0; row < result.size(); row++) {
            StringBuilder line = new StringBuilder("| " + result.names().get(row) + " |");
            for (int column = 0; column < result.size(); column++) {
                line.append(' ').append(row == column ? "–" : rate(result, row, column)).append(" |");
            }
            lines.add(line.toString());
        }
        lines.add("");
        if (result.unfinished() > 0) {
            lines.add("Unfinished games (half a win for each side in the ratings): " + result.unfinished() + ".");
            lines.add("");
        }
        lines.add("| bot | Elo (" + ratings.anchor() + " = 0) | 95% interval |");
        lines.add("| --- | --- | --- |");
        for (Rating rating : ratings.strongestFirst()) {
            String interval = rating.name().equals(ratings.anchor()) ? "anchor"
                    : elo(rating.low95()) + " to " + elo(rating.high95());
            lines.add("| " + rating.name() + " | " + elo(rating.elo()) + " | " + interval + " |");
        }
        return lines;
    }

    /** The command line that reproduces this run. */
    private String commandLine(List<Entrant> entrants, int threadCount) {
        StringBuilder line = new StringBuilder("senet ladder --rules " + rules.id());
        rules.options().forEach((key, value) -> line.append(" --option ").append(key).append('=').append(value));
        line.append(" --bots ").append(String.join(",", entrants.stream().map(Entrant::name).toList()));
        line.append(" --games ").append(games).append(" --seed ").append(seed).append(" --threads ").append(threadCount);
        return line.append(" --markdown").toString();
    }

    /** {@code 72 (70-74)}: a win rate and its interval in whole percent. */
    private static String percent(RoundRobinResult result, int row, int column) {
        Interval interval = result.winRate95(row, column);
        return String.format(Locale.ROOT, "%.0f (%.0f-%.0f)", 100 * result.winRate(row, column), 100 * interval.low(),
                100 * interval.high());
    }

    /** {@code 71.8% (69.8–73.7)}: a win rate and its interval with one decimal, as the bots document has them. */
    private static String rate(RoundRobinResult result, int row, int column) {
        Interval interval = result.winRate95(row, column);
        return String.format(Locale.ROOT, "%.1f%% (%.1f–%.1f)", 100 * result.winRate(row, column),
                100 * interval.low(), 100 * interval.high());
    }

    /** A rating in whole points, signed: {@code +402}, {@code -13}, {@code 0}. */
    private static String elo(double points) {
        long rounded = Math.round(points);
        return rounded == 0 ? "0" : String.format(Locale.ROOT, "%+d", rounded);
    }

    /** {@code text} cut to leave a space within {@code width}, then padded to it. */
    private static String pad(String text, int width) {
        String cut = text.length() > width - 1 ? text.substring(0, width - 1) : text;
        return cut + " ".repeat(width - cut.length());
    }
}
