package org.senet.core.simulation;

import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Player;
import org.senet.core.game.Player.BlindChoice;
import org.senet.core.game.PlayerFactory;
import org.senet.core.position.Position;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.Playouts.Playout;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.ThrowTable;

/**
 * Plays games of a simulation one after the other, on one thread, and counts them in a {@link Tally}. Game
 * {@code i} draws its sticks and its players' seeds from {@link Simulation#gameSeed}{@code (seed, i)} alone.
 * A game is played in place ({@link Playouts}) where the rule set can and the players need no position (both
 * declare a {@link Player#blindChoice()}, no watcher reading positions): the same game, made without a new
 * position at every step.
 */
final class GameRunner {
    /** Games between two updates of the count of finished games, so that threads rarely share the counter. */
    private static final int PROGRESS_BATCH = 64;

    private final RuleSet rules;
    private final PlayerFactory first;
    private final PlayerFactory second;
    private final long seed;
    private final boolean swapSeats;
    private final Position start;
    private final GameObserver observer;
    private final int[] buffer = new int[RuleSet.MAX_ACTIONS];
    private final int[] throwValues;
    private final long throwCap;
    private final Playouts inPlace;

    /** A game's last position, its throws and its moves. */
    private record Played(Position end, long throwsMade, long moves) {
    }

    /**
     * A runner of the games of a simulation.
     *
     * @param rules     the rule set
     * @param first     makes the first player of each game
     * @param second    makes the second player of each game
     * @param seed      the seed of the run
     * @param swapSeats whether the first player takes dark in every odd-numbered game
     * @param start     the position every game starts from, or null for the rule set's start
     * @param observer  who watches every game, or null
     */
    GameRunner(RuleSet rules, PlayerFactory first, PlayerFactory second, long seed, boolean swapSeats,
               Position start, GameObserver observer) {
        this.rules = rules;
        this.first = first;
        this.second = second;
        this.seed = seed;
        this.swapSeats = swapSeats;
        this.start = start;
        this.observer = observer;
        this.throwValues = throwValues(rules.throwTable());
        this.throwCap = rules.throwBound() * 10;
        this.inPlace = rules.capability(Playouts.class).orElse(null);
    }

    /**
     * The cap of throws of a simulation of {@code rules}: a game that reaches it is given up.
     *
     * @param rules the rule set
     * @return the most throws a simulated game lasts, as an array index
     */
    static int throwCap(RuleSet rules) {
        return (int) Math.min(rules.throwBound() * 10, Integer.MAX_VALUE - 2);
    }

    /**
     * Plays games {@code from} to {@code to - 1}.
     *
     * @param from     the number of the first game
     * @param to       the number after the last game
     * @param finished counts the games finished, a few at a time
     * @return the tally of those games
     */
    Tally playRange(long from, long to, AtomicLong finished) {
        Tally tally = new Tally(throwCap(rules));
        int pending = 0;
        for (long i = from; i < to; i++) {
            tally.count(playGame(i));
            if (++pending == PROGRESS_BATCH) {
                finished.addAndGet(pending);
                pending = 0;
            }
        }
        finished.addAndGet(pending);
        return tally;
    }

    /** Plays game {@code index}. */
    private GameOutcome playGame(long index) {
        long gameSeed = Simulation.gameSeed(seed, index);
        SplittableRandom random = new SplittableRandom(gameSeed);
        boolean firstIsDark = swapSeats && (index & 1) == 1;
        Player a = first.create(rules, random.nextLong());
        Player b = second.create(rules, random.nextLong());
        Position begin = start != null ? start : FirstMoverDraw.start(rules, gameSeed);
        GameObserver.Watcher watcher = observer == null ? null : observer.watch(index, begin);
        Player light = firstIsDark ? b : a;
        Player dark = firstIsDark ? a : b;
        BlindChoice lightBlind = light.blindChoice().orElse(null);
        BlindChoice darkBlind = dark.blindChoice().orElse(null);
        boolean positionsRead = watcher != null && watcher.readsPositions();
        Playout game = inPlace != null && !positionsRead && lightBlind != null && darkBlind != null
                ? inPlace.playout(begin) : new SteppingPlayout(rules, begin);
        Played played = play(rules, game, light, dark, lightBlind, darkBlind, random, throwValues, throwCap, buffer,
                watcher);
        if (watcher != null) {
            watcher.end(played.end(), played.throwsMade());
        }
        Optional<Side> winner = rules.isOver(played.end()) ? Optional.of(rules.winner(played.end()).orElseThrow())
                : Optional.empty();
        return new GameOutcome(begin.toMove(), firstIsDark, winner, played.throwsMade(), played.moves());
    }

    /**
     * Plays one game to its end (or the throw cap). A decision point with no actions is a finished game
     * (RuleSet#actions), so the game's end costs no separate {@code isOver} call per decision. A player with a
     * blind choice (not null) chooses by it. {@code watcher}, if not null, hears every decision.
     */
    private static Played play(RuleSet rules, Playout game, Player light, Player dark, BlindChoice lightBlind,
                               BlindChoice darkBlind, SplittableRandom sticks, int[] throwValues, long throwCap,
                               int[] buffer, GameObserver.Watcher watcher) {
        long throwsMade = 0;
        long moves = 0;
        while (throwsMade < throwCap) {
            int count = game.actions(RuleSet.NO_THROW, buffer);
            if (count == 0) {
                break;
            }
            boolean lightMoves = game.toMove() == Side.LIGHT;
            Player player = lightMoves ? light : dark;
            BlindChoice blind = lightMoves ? lightBlind : darkBlind;
            int action = buffer[count == 1 ? 0 : choice(rules, game, player, blind, RuleSet.NO_THROW, buffer, count)];
            if (watcher != null) {
                tell(watcher, game, RuleSet.NO_THROW, buffer, count, action);
            }
            int value = RuleSet.NO_THROW;
            if (action == ActionCode.THROW) {
                value = throwValues[sticks.nextInt(16)];
                throwsMade++;
                count = game.actions(value, buffer);
                action = buffer[count == 1 ? 0 : choice(rules, game, player, blind, value, buffer, count)];
                if (watcher != null) {
                    tell(watcher, game, value, buffer, count, action);
                }
            }
            if (ActionCode.kind(action) == ActionCode.KIND_MOVE) {
                moves++; // after a throw, or with throws kept earlier in the turn (RuleSet#gatheredThrows)
            }
            game.apply(value, action);
        }
        return new Played(game.position(), throwsMade, moves);
    }

    /** Tells a watcher a decision: with the position if it reads positions, else with the side to move alone. */
    private static void tell(GameObserver.Watcher watcher, Playout game, int throwValue, int[] actions, int count,
                             int chosen) {
        if (watcher.readsPositions()) {
            watcher.decision(game.position(), throwValue, actions, count, chosen);
        } else {
            watcher.decision(game.toMove(), throwValue, actions, count, chosen);
        }
    }

    /** The player's choice among the actions: a blind choice's without making the position of a game in place. */
    private static int choice(RuleSet rules, Playout game, Player player, BlindChoice blind, int throwValue,
                              int[] actions, int count) {
        return blind != null ? blind.choose(count) : player.choose(rules, game.position(), throwValue, actions, count);
    }

    /** The throw value of each of the 16 equally likely ways four sticks fall (bit k: stick k white). */
    private static int[] throwValues(ThrowTable table) {
        int[] values = new int[16];
        for (int sticks = 0; sticks < 16; sticks++) {
            values[sticks] = table.value(Integer.bitCount(sticks));
        }
        return values;
    }
}
