package org.senet.core.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.game.PlayerFactory;
import org.senet.core.game.RandomPlayer;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.position.PositionException;
import org.senet.core.rules.DrawnRaceRules;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.RaceRules;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.RandomSticks;

/**
 * The figures of a simulation against the same games replayed one by one through {@link Game}, from
 * the documented random source of each game: the two players' seeds, then the sticks.
 */
class SimulationReplayTest {
    /** Always the first action listed: a player unlike the random one, to tell the two players apart. */
    private static final PlayerFactory FIRST_LISTED = (rules, seed) -> (r, p, t, actions, count) -> 0;

    /** The totals of {@link SimulationResult}, counted from games replayed through {@link Game}. */
    private static SimulationResult replay(RuleSet rules, long seed, long games, boolean swap,
                                           PlayerFactory first, PlayerFactory second) {
        return replay(rules, null, seed, games, swap, first, second);
    }

    /** {@link #replay}, every game from {@code start} (null: the rule set's start, with any draw). */
    private static SimulationResult replay(RuleSet rules, Position start, long seed, long games, boolean swap,
                                           PlayerFactory first, PlayerFactory second) {
        long[] t = new long[12];
        List<Long> lengths = new ArrayList<>();
        for (long i = 0; i < games; i++) {
            SplittableRandom random = Simulation.gameRandom(seed, i);
            Player a = first.create(rules, random.nextLong());
            Player b = second.create(rules, random.nextLong());
            boolean firstIsDark = swap && i % 2 == 1;
            Position from = start != null ? start : FirstMoverDraw.start(rules, Simulation.gameSeed(seed, i));
            Game game = new Game(rules, from, new RandomSticks(random));
            Side starter = game.toMove();
            t[starter == Side.LIGHT ? 7 : 8]++;
            Player light = firstIsDark ? b : a;
            Player dark = firstIsDark ? a : b;
            game.playOut(light, dark, rules.throwBound() * 10);
            if (game.hasPendingThrow()) {
                // the simulation plays the move of the last throw before it gives up
                game.step(game.toMove() == Side.LIGHT ? light : dark);
            }
            for (Step step : game.steps()) {
                t[step.isThrow() ? 5 : 6] += step.isThrow() || step.action() instanceof Action.Move ? 1 : 0;
            }
            lengths.add(game.steps().stream().filter(Step::isThrow).count());
            if (game.isOver()) {
                Side winner = game.winner().orElseThrow();
                t[winner == Side.LIGHT ? 0 : 1]++;
                t[(winner == Side.DARK) == firstIsDark ? 2 : 3]++;
                if (winner == starter) {
                    t[winner == Side.LIGHT ? 9 : 10]++;
                }
            } else {
                t[4]++;
            }
        }
        return new SimulationResult(games, t[0], t[1], t[2], t[3], t[4], t[5], t[6], 0, t[7], t[8], t[9], t[10],
                percentiles(lengths));
    }

    /** The percentiles of game lengths, by sorting them: the k-th shortest of n at ceil(q n). */
    private static GameLengths percentiles(List<Long> lengths) {
        List<Long> sorted = lengths.stream().sorted().toList();
        int n = sorted.size();
        return new GameLengths(sorted.get((int) Math.ceil(0.5 * n) - 1), sorted.get((int) Math.ceil(0.9 * n) - 1),
                sorted.get((int) Math.ceil(0.99 * n) - 1), sorted.get((int) Math.ceil(0.999 * n) - 1),
                sorted.get(n - 1));
    }

    private static void assertSameFigures(SimulationResult expected, SimulationResult actual) {
        assertEquals(expected, new SimulationResult(actual.games(), actual.lightWins(), actual.darkWins(),
                actual.firstWins(), actual.secondWins(), actual.unfinished(), actual.throwsMade(), actual.moves(), 0,
                actual.lightStarts(), actual.darkStarts(), actual.lightStarterWins(), actual.darkStarterWins(),
                actual.lengths()));
    }

    @Test
    @DisplayName("P5 every figure is that of the games replayed one by one, with drawn first movers and swapped seats")
    void figures_are_those_of_the_replayed_games() {
        RuleSet rules = new DrawnRaceRules();
        SimulationResult expected = replay(rules, 11, 300, true, FIRST_LISTED, RandomPlayer.FACTORY);
        assertTrue(expected.lightStarts() > 100 && expected.darkStarts() > 100, expected.toString());
        assertTrue(expected.firstWins() > 0 && expected.secondWins() > 0, expected.toString());
        assertTrue(expected.lightStarterWins() > 0 && expected.darkStarterWins() > 0, expected.toString());
        assertTrue(expected.firstWins() != expected.lightWins(), "seats swapped: first != light");
        assertSameFigures(expected, Simulation.builder(rules).first(FIRST_LISTED).second(RandomPlayer.FACTORY)
                .seed(11).games(300).swapSeats(true).run());
        assertSameFigures(expected, Simulation.builder(rules).first(FIRST_LISTED).second(RandomPlayer.FACTORY)
                .seed(11).games(300).swapSeats(true).threads(2).run());
    }

    @Test
    @DisplayName("without swapped seats the first player is light in every game")
    void unswapped_seats() {
        RuleSet rules = new DrawnRaceRules();
        SimulationResult expected = replay(rules, 4, 200, false, RandomPlayer.FACTORY, FIRST_LISTED);
        assertEquals(expected.lightWins(), expected.firstWins());
        assertSameFigures(expected, Simulation.builder(rules).second(FIRST_LISTED).seed(4).games(200).run());
    }

    @Test
    @DisplayName("a game is given up after ten times the throw bound: exactly that many throws each")
    void games_over_the_throw_cap_are_unfinished() {
        RuleSet hasty = new RaceRules() {
            @Override
            public long throwBound() {
                return 1;
            }
        };
        SimulationResult r = Simulation.builder(hasty).games(7).seed(2).run();
        assertEquals(7, r.unfinished());
        assertEquals(70, r.throwsMade());
        assertEquals(0, r.lightWins() + r.darkWins() + r.firstWins() + r.secondWins());
        assertSameFigures(replay(hasty, 2, 7, false, RandomPlayer.FACTORY, RandomPlayer.FACTORY), r);
    }

    @Test
    @DisplayName("the seed of game i is output i+1 of SplitMix64 seeded with the run's seed")
    void game_seeds_are_splitmix64() {
        // the first outputs of SplitMix64 from state 0, as published with the generator
        assertEquals(0xE220A8397B1DCDAFL, Simulation.gameSeed(0, 0));
        assertEquals(0x6E789E6AA1B965F4L, Simulation.gameSeed(0, 1));
        assertEquals(0x06C45D188009454FL, Simulation.gameSeed(0, 2));
        assertEquals(new SplittableRandom(0xE220A8397B1DCDAFL).nextLong(), Simulation.gameRandom(0, 0).nextLong());
        assertEquals(Simulation.gameSeed(0, 2), Simulation.gameSeed(0x9E3779B97F4A7C15L, 1));
        for (long seed = -20; seed < 20; seed++) {
            for (long index = 0; index < 20; index++) {
                // SplittableRandom(s).nextLong() is SplitMix64's output mix of s + gamma
                assertEquals(new SplittableRandom(seed + 0x9E3779B97F4A7C15L * index).nextLong(),
                        Simulation.gameSeed(seed, index));
            }
        }
    }

    @Test
    @DisplayName("progress: every game counted once the run is over, in batches or not; more threads than games")
    void finished_games_and_threads() {
        Simulation simulation = Simulation.builder(new RaceRules()).games(130).seed(8).threads(2).build();
        assertEquals(130, simulation.games());
        assertEquals(0, simulation.finishedGames());
        long before = System.nanoTime();
        SimulationResult r = simulation.run();
        long elapsed = System.nanoTime() - before;
        assertEquals(130, simulation.finishedGames());
        assertTrue(r.nanos() > 0 && r.nanos() <= elapsed, r.nanos() + " of " + elapsed);
        SimulationResult three = Simulation.builder(new RaceRules()).games(3).seed(8).threads(4).run();
        assertSameFigures(replay(new RaceRules(), 8, 3, false, RandomPlayer.FACTORY, RandomPlayer.FACTORY), three);
    }

    @Test
    @DisplayName("at least one game and one thread; a failing player fails the run, naming the cause")
    void settings_are_checked_and_failures_reported() {
        Simulation.Builder builder = Simulation.builder(new RaceRules());
        assertEquals("games must be at least 1, not 0",
                assertThrows(SenetException.class, () -> builder.games(0)).getMessage());
        assertEquals("threads must be at least 1, not 0",
                assertThrows(SenetException.class, () -> builder.threads(0)).getMessage());
        assertEquals(1, builder.games(1).build().games());
        PlayerFactory failing = (rules, seed) -> (r, p, t, actions, count) -> {
            throw new UnsupportedOperationException("no idea");
        };
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Simulation.builder(new DrawnRaceRules())
                .first(failing).games(4).threads(2).run());
        assertEquals("a simulated game failed: java.lang.UnsupportedOperationException: no idea", e.getMessage());
        assertTrue(e.getCause() instanceof UnsupportedOperationException);
    }

    @Test
    @DisplayName("games start from a given position, and their lengths are the percentiles of the games replayed")
    void from_a_given_start() {
        RuleSet rules = new RaceRules();
        Position endgame = Notation.parse(rules, "......................W.B....B B pieces=2,2");
        SimulationResult result = Simulation.builder(rules).start(endgame).games(500).seed(6).run();
        assertSameFigures(replay(rules, endgame, 6, 500, false, RandomPlayer.FACTORY, RandomPlayer.FACTORY), result);
        assertEquals(500, result.darkStarts());
        GameLengths lengths = result.lengths();
        assertTrue(lengths.p50() <= lengths.p90() && lengths.p90() <= lengths.p99() && lengths.p99() <= lengths.p999()
                && lengths.p999() <= lengths.longest() && lengths.p50() > 0, lengths.toString());
        assertTrue(result.meanThrows() < Simulation.builder(rules).games(500).seed(6).run().meanThrows());
        Position foreign = Notation.parse(rules, "WWW.....................B..... W pieces=3,1");
        PositionException e = assertThrows(PositionException.class,
                () -> Simulation.builder(new RaceRules() {
                    @Override
                    public int piecesPerSide() {
                        return 2;
                    }
                }).start(foreign));
        assertTrue(e.getMessage().contains("pieces"), e.getMessage());
    }

    @Test
    @DisplayName("percentiles of game lengths: the least length within which the share of games ended")
    void game_lengths() {
        long[] games = new long[11];
        games[3] = 5;
        games[4] = 4;
        games[10] = 1;
        assertEquals(new GameLengths(3, 4, 10, 10, 10), GameLengths.of(games));
        assertEquals(GameLengths.NONE, GameLengths.of(new long[4]));
        games[10] = 0;
        games[7] = 991;
        assertEquals(new GameLengths(7, 7, 7, 7, 7), GameLengths.of(games));
    }
}
