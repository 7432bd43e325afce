package org.senet.web.games;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.rules.Opening;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.ThrowsForDark;
import org.senet.web.games.Refused.Code;

/**
 * The next game of each finished game of a match (the loser starts it), made once and given to either seat
 * that asks ({@link LiveGames#next}).
 */
final class Matches {
    /** The next game of each finished game that has one, by the finished game's id. */
    private final Map<String, LiveGames.Next> nexts = new ConcurrentHashMap<>();
    private final Function<Beginning, LiveGame> begin;

    /**
     * The matches of a server's games.
     *
     * @param begin starts a game as it begins, live
     */
    Matches(Function<Beginning, LiveGame> begin) {
        this.begin = begin;
    }

    /**
     * The next game of {@code finished}: made at the first request, the same game after that.
     *
     * @param finished the finished game
     * @return the next game, live, and where the seats went
     * @throws Refused 409 when the game is not over
     */
    LiveGames.Next next(LiveGame finished) {
        synchronized (finished) {
            LiveGames.Next made = nexts.get(finished.id());
            if (made != null) {
                return new LiveGames.Next(made.game(), made.sideOf(), false);
            }
            LiveGames.Next next = nextOf(finished);
            nexts.put(finished.id(), next);
            return next;
        }
    }

    /**
     * Forgets the next game of a game that is closed.
     *
     * @param id the closed game's id
     */
    void forget(String id) {
        nexts.remove(id);
    }

    private LiveGames.Next nextOf(LiveGame finished) {
        LiveGame.Snapshot last = finished.snapshot();
        Side winner = last.rules().winner(last.position()).orElseThrow(() -> new Refused(Refused.CONFLICT,
                Code.GAME_NOT_OVER, "the game is not over yet"));
        Side loser = winner.opponent();
        RuleSet rules = last.rules();
        long seed = ThreadLocalRandom.current().nextLong();
        if (rules.opening().drawsFirstMover()) {
            return new LiveGames.Next(begin.apply(new Beginning(rules, rules.start(loser), last.light(), last.dark(),
                    seed, Optional.of(FirstMove.LOSER_STARTS), Optional.empty())),
                    Map.of(Side.LIGHT, Side.LIGHT, Side.DARK, Side.DARK), true);
        }
        Position start = rules.start();
        Optional<ThrowsForDark> opening = rules.opening() == Opening.FIRST_ONE_TAKES_DARK
                ? Optional.of(ThrowsForDark.of(rules, seed)) : Optional.empty();
        Side loserSide = opening.map(ThrowsForDark::sideOfFirst).orElse(start.toMove());
        LiveGame game = begin.apply(new Beginning(rules, start,
                loserSide == Side.LIGHT ? last.seat(loser) : last.seat(winner),
                loserSide == Side.LIGHT ? last.seat(winner) : last.seat(loser), seed, Optional.empty(), opening));
        return new LiveGames.Next(game, Map.of(loser, loserSide, winner, loserSide.opponent()), true);
    }
}
