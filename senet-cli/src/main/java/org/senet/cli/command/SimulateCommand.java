package org.senet.cli.command;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.senet.bots.Bots;
import org.senet.core.SenetException;
import org.senet.core.game.PlayerFactory;
import org.senet.core.notation.Notation;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.simulation.GameLengths;
import org.senet.core.simulation.Interval;
import org.senet.core.simulation.Simulation;
import org.senet.core.simulation.SimulationResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code senet simulate}: many games between two players, with win rates, game lengths and speed. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Plays N games (random players unless --light/--dark name bots) and prints: games, light wins, "
                + "dark wins, mean throws per game, mean moves per game, games per second, moves per second.",
                "When the two players differ, seats are swapped every other game and each player's win rate is "
                        + "printed with its 95%% confidence interval.",
                "Where the rules draw the side that moves first, the games each side started and won after "
                        + "starting follow: light started, light wins when starting, dark started, dark wins when "
                        + "starting."})
public final class SimulateCommand implements Callable<Integer> {
    @Mixin
    RuleSetOptions rules;

    @Option(names = "--games", paramLabel = "<n>", defaultValue = "1000",
            description = "Games to play (default: ${DEFAULT-VALUE}).")
    long games;

    @Option(names = "--seed", paramLabel = "<long>", defaultValue = "1",
            description = "Seed of the run (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--light", paramLabel = "<bot>", defaultValue = "random",
            description = "The first player, light unless seats are swapped (default: ${DEFAULT-VALUE}).")
    String light;

    @Option(names = "--dark", paramLabel = "<bot>", defaultValue = "random",
            description = "The second player (default: ${DEFAULT-VALUE}).")
    String dark;

    @Option(names = "--threads", paramLabel = "<n>", defaultValue = "1",
            description = "Threads to use (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--from", paramLabel = "<notation>",
            description = "Start every game from this position instead of the rule set's start, e.g. an endgame: "
                    + "'WBWBWB........................ W'. The seats still swap: the first player takes light's "
                    + "pieces in even games, dark's in odd ones.")
    String from;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        RuleSet ruleSet = rules.ruleSet();
        if (games < 1) {
            throw new BadInputException("--games must be at least 1, not " + games);
        }
        if (threads < 1) {
            throw new BadInputException("--threads must be at least 1, not " + threads);
        }
        boolean tournament = !light.equals(dark);
        Simulation.Builder builder = Simulation.builder(ruleSet).first(bot(light)).second(bot(dark)).seed(seed)
                .games(games).threads(threads).swapSeats(tournament);
        if (from != null) {
            try {
                Position start = Notation.parse(ruleSet, from);
                if (ruleSet.isOver(start)) {
                    throw new BadInputException("--from '" + from + "': the game is over there");
                }
                builder.start(start);
            } catch (SenetException e) {
                throw new BadInputException("--from '" + from + "': " + e.getMessage());
            }
        }
        Simulation simulation = builder.build();
        SimulationResult result = ProgressBar.run(simulation, spec.commandLine().getErr());
        PrintWriter out = spec.commandLine().getOut();
        if (!Points.of(ruleSet).isEmpty()) {
            out.println("variant: " + ruleSet.name());
        }
        out.println("games: " + result.games());
        out.println("light wins: " + result.lightWins());
        out.println("dark wins: " + result.darkWins());
        if (result.unfinished() > 0) {
            out.println("unfinished games: " + result.unfinished());
        }
        out.println("mean throws per game: " + format(result.meanThrows()));
        out.println("mean moves per game: " + format(result.meanMoves()));
        out.println("games per second: " + format(result.gamesPerSecond()));
        out.println("moves per second: " + String.format(Locale.ROOT, "%.0f", result.movesPerSecond()));
        if (tournament) {
            out.println(light + " (first) win rate: " + rate(result, result.firstWins()));
            out.println(dark + " (second) win rate: " + rate(result, result.secondWins()));
        }
        if (ruleSet.opening().drawsFirstMover()) {
            out.println("light started: " + result.lightStarts());
            out.println("light wins when starting: " + result.lightStarterWins());
            out.println("dark started: " + result.darkStarts());
            out.println("dark wins when starting: " + result.darkStarterWins());
        }
        GameLengths lengths = result.lengths();
        out.println("median throws per game: " + lengths.p50());
        out.println("90th percentile of throws per game: " + lengths.p90());
        out.println("99th percentile of throws per game: " + lengths.p99());
        out.println("99.9th percentile of throws per game: " + lengths.p999());
        out.println("throws in the longest game: " + lengths.longest());
        out.flush();
        return 0;
    }

    private static PlayerFactory bot(String name) {
        return Bots.find(name).orElseThrow(() -> new BadInputException("unknown player '" + name + "'; bots: "
                + String.join(", ", Bots.names())));
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    private static String rate(SimulationResult result, long wins) {
        Interval ci = result.interval95(wins);
        return String.format(Locale.ROOT, "%.1f%% (95%% CI %.1f%%-%.1f%%)", 100.0 * wins / result.games(),
                100 * ci.low(), 100 * ci.high());
    }
}
