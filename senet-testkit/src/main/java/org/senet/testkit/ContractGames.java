package org.senet.testkit;

import java.util.ArrayList;
import java.util.List;

import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.RandomPlayer;
import org.senet.core.rules.RuleSet;

/**
 * The games the properties of {@link RuleSetContract} play, within their {@link TryBudget}: random games of a
 * seed or of a script, games driven by {@link Game} and {@link RandomPlayer}, how long they may last, and which
 * of their decisions a property checks. An exception the rule set throws while one is played fails with its
 * context and how to replay it.
 */
final class ContractGames {
    private ContractGames() {
    }

    /**
     * A game driven by {@link Game} with random players seeded from {@code seed}, up to {@code maxThrows}
     * throws (as {@link Game#playOut} plays it, but given up as well after as many steps as a
     * {@link RandomGame} may make); an exception the rule set throws fails with its context.
     */
    static Game playOut(RuleSetUnderTest subject, long seed, long maxThrows) {
        Game game = Game.start(subject.rules(), seed);
        RandomPlayer light = new RandomPlayer(seed + 1);
        RandomPlayer dark = new RandomPlayer(seed + 2);
        long maxSteps = 2 * maxThrows * RandomGame.MAX_DECISIONS_PER_THROW; // throws are steps too
        try {
            long throwsMade = 0;
            while (!game.isOver() && throwsMade < maxThrows && game.stepCount() < maxSteps) {
                throwsMade += game.step(game.toMove() == Side.LIGHT ? light : dark).isThrow() ? 1 : 0;
            }
        } catch (RuntimeException e) {
            throw Failure.of("game driver", subject).at(game.position(), game.pendingThrow())
                    .line("replay", replayOfGame(seed) + ", step " + game.stepCount())
                    .because("playing a game with Game and RandomPlayer fails", e);
        }
        return game;
    }

    /** How to replay the game {@link #playOut} plays from {@code seed}. */
    static String replayOfGame(long seed) {
        return "Game.start(rules, " + seed + ") played out by RandomPlayer(" + (seed + 1) + ") and RandomPlayer("
                + (seed + 2) + ")";
    }

    /** A random game of the rule set under test; an exception the rule set throws fails with its context. */
    static RandomGame randomGame(RuleSetUnderTest subject, long seed, long maxThrows) {
        RandomGame game = RandomGame.play(subject.rules(), seed, maxThrows);
        game.crash().ifPresent(crash -> {
            throw crashed(subject, crash).replay(seed, crash.index()).because(crashText(crash), crash.error());
        });
        return game;
    }

    /** A random game of a script's choices; a crash while playing it fails as a seeded game's does. */
    static RandomGame randomGame(RuleSetUnderTest subject, GameScript script, long maxThrows) {
        RandomGame game = RandomGame.play(subject.rules(), script, maxThrows);
        game.crash().ifPresent(crash -> {
            throw crashed(subject, crash).replay(script, crash.index()).because(crashText(crash), crash.error());
        });
        return game;
    }

    /** The failure of a random game whose rule set threw: where, and the action being applied if any. */
    private static Failure crashed(RuleSetUnderTest subject, RandomGame.Crash crash) {
        Failure failure = Failure.of("random play", subject).at(crash.before(), crash.throwValue());
        if (crash.action() != RandomGame.Crash.NO_ACTION) {
            failure.action(crash.action());
        }
        return failure;
    }

    private static String crashText(RandomGame.Crash crash) {
        return (crash.action() == RandomGame.Crash.NO_ACTION ? "actions" : "apply") + " throws";
    }

    /** The throws after which a random game is given up: ten times the documented bound. */
    static long maxThrows(RuleSet rules) {
        return rules.throwBound() * 10;
    }

    /**
     * The throws after which a property that looks at the positions of a game, not at its end, cuts it
     * ({@link TryBudget#THROWS_PER_TRY}, or {@link #maxThrows} where that is less): a longer game counts as long,
     * and only P7 and the coverage of events play games to their end.
     */
    static long triedThrows(RuleSet rules) {
        return Math.min(maxThrows(rules), TryBudget.THROWS_PER_TRY);
    }

    /** Every decision of the game, or {@link TryBudget#CHECKED_DECISIONS} of them spread evenly over a longer one. */
    static List<RandomGame.Decision> checked(RandomGame game) {
        List<RandomGame.Decision> all = game.decisions();
        if (all.size() <= TryBudget.CHECKED_DECISIONS) {
            return all;
        }
        List<RandomGame.Decision> some = new ArrayList<>(TryBudget.CHECKED_DECISIONS);
        for (int i = 0; i < TryBudget.CHECKED_DECISIONS; i++) {
            some.add(all.get((int) ((long) i * all.size() / TryBudget.CHECKED_DECISIONS)));
        }
        return some;
    }

    /** About {@link TryBudget#SAMPLED_DECISIONS} decisions spread over the game. */
    static List<RandomGame.Decision> sampled(RandomGame game) {
        List<RandomGame.Decision> all = game.decisions();
        int stride = Math.max(1, all.size() / TryBudget.SAMPLED_DECISIONS);
        List<RandomGame.Decision> some = new ArrayList<>();
        for (int i = 0; i < all.size(); i += stride) {
            some.add(all.get(i));
        }
        return some;
    }
}
