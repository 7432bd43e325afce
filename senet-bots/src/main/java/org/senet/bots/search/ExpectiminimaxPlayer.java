package org.senet.bots.search;

import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Supplier;

import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.tables.EndgameTables;
import org.senet.bots.tables.Policy;
import org.senet.core.game.Player;
import org.senet.core.game.PlayerFactory;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * A bot that chooses by {@link Expectiminimax} search within a {@link Budget}: the action with the
 * highest estimated chance of winning for the mover; equal estimates are broken by a random draw
 * from the player's seed, so that the same seed gives the same game (property P5). It always returns
 * an index among the actions it is given.
 */
public class ExpectiminimaxPlayer implements Player {
    private final Expectiminimax search;
    private final SplittableRandom random;

    /**
     * A player for {@code rules} searching within {@code budget}, ties broken from {@code seed}.
     *
     * @param rules  the rule set to play
     * @param budget the nodes, depth and time each decision may use
     * @param seed   the seed that breaks ties between equally good actions
     */
    public ExpectiminimaxPlayer(RuleSet rules, Budget budget, long seed) {
        this(new Expectiminimax(rules, Evaluation.of(rules), budget), seed);
    }

    /**
     * A player around a searcher (its evaluation and budget), ties broken from {@code seed}.
     *
     * @param search the searcher, with its evaluation and budget
     * @param seed   the seed that breaks ties between equally good actions
     */
    public ExpectiminimaxPlayer(Expectiminimax search, long seed) {
        this.search = search;
        this.random = new SplittableRandom(seed);
    }

    /**
     * A factory of players searching within {@code budget}.
     *
     * @param budget the nodes, depth and time each decision may use
     * @return a factory that makes a player for the game's rule set, seeded by the game
     */
    public static PlayerFactory factory(Budget budget) {
        return (rules, seed) -> new ExpectiminimaxPlayer(rules, budget, seed);
    }

    /**
     * A factory of players searching within {@code budget} that evaluate exactly where an endgame
     * table of {@code tables} holds the position (the table of the game's rule set, if one is built).
     *
     * @param budget the nodes, depth and time each decision may use
     * @param tables where the endgame tables are looked for, when a player is made
     * @return a factory that makes a player for the game's rule set, seeded by the game
     */
    public static PlayerFactory factory(Budget budget, EndgameTables tables) {
        return factory(budget, rules -> evaluation(rules, tables));
    }

    /**
     * A factory of players searching within {@code budget} with the evaluation {@code evaluations}
     * gives for the game's rule set.
     *
     * @param budget      the nodes, depth and time each decision may use
     * @param evaluations the evaluation for a rule set, asked once per player
     * @return a factory that makes a player for the game's rule set, seeded by the game
     */
    public static PlayerFactory factory(Budget budget, Function<RuleSet, Evaluation> evaluations) {
        Objects.requireNonNull(evaluations, "evaluations");
        return (rules, seed) -> new ExpectiminimaxPlayer(new Expectiminimax(rules, evaluations.apply(rules), budget),
                seed);
    }

    /**
     * The evaluation of {@code rules}, exact where a table of {@code tables} holds the position.
     *
     * @param rules  the rule set with its options
     * @param tables where the endgame tables are looked for
     * @return the evaluation, with the rule set's table if one is built
     */
    public static Evaluation evaluation(RuleSet rules, EndgameTables tables) {
        Evaluation evaluation = Evaluation.of(rules);
        return tables.find(rules).map(evaluation::withTable).orElse(evaluation);
    }

    /**
     * The choices of this kind of player as probabilities, for exact evaluations of a match
     * ({@link org.senet.bots.tables.Ceiling}): the actions the search values best share the
     * probability equally, as the player's seeded draw between them does over many games.
     *
     * @param rules  the rule set
     * @param budget the budget of the player's search
     * @return a maker of policies, one per thread (a search is not shared between threads)
     */
    public static Supplier<Policy> policy(RuleSet rules, Budget budget) {
        return () -> {
            Expectiminimax search = new Expectiminimax(rules, Evaluation.of(rules), budget);
            return (r, position, throwValue, actions, count, into) -> {
                Arrays.fill(into, 0, count, 0);
                int[] best = count == 1 ? new int[] {0}
                        : Expectiminimax.best(search.values(position, throwValue, actions, count, false), count);
                for (int index : best) {
                    into[index] = 1.0 / best.length;
                }
            };
        };
    }

    /** {@return the searcher (for its statistics: nodes, completed depth)} */
    public Expectiminimax search() {
        return search;
    }

    @Override
    public int choose(RuleSet rules, Position position, int throwValue, int[] actions, int count) {
        if (count <= 1) {
            return 0;
        }
        double[] values = search.values(position, throwValue, actions, count, false);
        int[] best = Expectiminimax.best(values, count);
        return best.length == 1 ? best[0] : best[random.nextInt(best.length)];
    }
}
