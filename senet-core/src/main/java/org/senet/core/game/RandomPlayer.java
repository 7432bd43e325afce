package org.senet.core.game;

import java.util.Optional;
import java.util.SplittableRandom;

import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * The random player: uniform among the actions listed at each decision point. Every
 * statistic quoted for "random play" means this policy. Its choice needs nothing but the number of
 * actions ({@link #blindChoice()}), so a simulation of random players plays its games in place.
 */
public final class RandomPlayer implements Player, Player.BlindChoice {
    /** Makes a random player per game from the game's seed. */
    public static final PlayerFactory FACTORY = (rules, seed) -> new RandomPlayer(seed);

    private final SplittableRandom random;

    /**
     * A random player whose choices follow from {@code seed}.
     *
     * @param seed the seed the choices follow from
     */
    public RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int choose(RuleSet rules, Position position, int throwValue, int[] actions, int count) {
        return choose(count);
    }

    /**
     * The choice among {@code count} actions, whatever they are: the same as {@link #choose(RuleSet, Position,
     * int, int[], int)} would make, for a caller that has no position at hand (a game played in place).
     *
     * @param count how many actions there are, at least 1
     * @return the index of the chosen action, {@code 0..count-1}
     */
    @Override
    public int choose(int count) {
        return random.nextInt(count);
    }

    /** {@return this player itself: its choice is by the number of actions alone} */
    @Override
    public Optional<BlindChoice> blindChoice() {
        return Optional.of(this);
    }
}
