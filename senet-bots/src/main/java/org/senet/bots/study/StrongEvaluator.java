package org.senet.bots.study;

import java.util.Objects;
import java.util.Optional;

import org.senet.bots.evaluation.Evaluation;
import org.senet.bots.learning.ValueNetwork;
import org.senet.bots.search.ExpectiminimaxPlayer;
import org.senet.bots.tables.EndgameTable;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.SenetException;
import org.senet.core.rules.RuleSet;

/**
 * The evaluation of a study's strong play: {@code hard}'s, in self-play and in the skill-gap matches, and that of
 * the verdicts along self-play. A network, or the hand-written formula where {@link #network()} is empty; its
 * {@link #name()} is what the column {@code strong_evaluator} says. The one place that decides which network a
 * rule set is played by in a study or a sweep:
 *
 * <ul>
 *   <li>{@link #own}: the network shipped for exactly the rule set's settings ({@code network}), else the
 *       formula. What {@code hard} plays everywhere, and a study's default: a variant is played by the formula.</li>
 *   <li>{@link #best}: the same, but a variant that keeps the shape of the rule set it varies is played by that
 *       rule set's network ({@code network of kendall}, {@link ValueNetwork#ofBase}). What a sweep chooses.</li>
 *   <li>{@link #trained}: a network trained for the rule set itself ({@code trained, 2000 games}).</li>
 * </ul>
 *
 * @param network the network; empty for the hand-written formula
 * @param name    what {@code strong_evaluator} says: {@code network}, {@code network of <id>},
 *                {@code trained, <n> games} or {@code formula}
 */
public record StrongEvaluator(Optional<ValueNetwork> network, String name) {
    /** The name of the hand-written formula. */
    public static final String FORMULA = "formula";
    /** How the name of a network trained for the rule set starts. */
    public static final String TRAINED = "trained, ";

    /**
     * An evaluator, checked.
     *
     * @param network the network, or empty
     * @param name    its name
     */
    public StrongEvaluator {
        Objects.requireNonNull(network, "network");
        Objects.requireNonNull(name, "name");
    }

    /**
     * The network shipped for exactly these settings, else the formula.
     *
     * @param rules the rule set with its options and points
     * @return {@code network} or {@code formula}
     */
    public static StrongEvaluator own(RuleSet rules) {
        return ValueNetwork.shipped(rules).map(network -> new StrongEvaluator(Optional.of(network), "network"))
                .orElseGet(StrongEvaluator::formula);
    }

    /**
     * The best evaluation there is: the rule set's own network, else, for a variant of the same shape as the
     * rule set it varies, that rule set's network, else the formula.
     *
     * @param rules the rule set with its options and points
     * @return {@code network}, {@code network of <id>} or {@code formula}
     */
    public static StrongEvaluator best(RuleSet rules) {
        StrongEvaluator own = own(rules);
        if (own.network().isPresent()) {
            return own;
        }
        return ValueNetwork.ofBase(rules)
                .map(network -> new StrongEvaluator(Optional.of(network), "network of " + rules.id())).orElse(own);
    }

    /**
     * A network trained for a rule set, for the study of that rule set.
     *
     * @param network the network
     * @return {@code trained, <games> games}
     */
    public static StrongEvaluator trained(ValueNetwork network) {
        return new StrongEvaluator(Optional.of(network), trainedName(network.provenance().games()));
    }

    /**
     * The name of a network trained for the rule set by so many games.
     *
     * @param games the games of its training
     * @return {@code trained, <games> games}
     */
    public static String trainedName(long games) {
        return TRAINED + games + " games";
    }

    /** {@return the hand-written formula} */
    public static StrongEvaluator formula() {
        return new StrongEvaluator(Optional.empty(), FORMULA);
    }

    /**
     * The evaluation of {@code rules}: this network (or the formula), exact where a table of {@code tables} holds
     * the position.
     *
     * @param rules  the rule set the network reads
     * @param tables where the endgame tables are looked for
     * @return the evaluation
     */
    Evaluation evaluation(RuleSet rules, EndgameTables tables) {
        Evaluation evaluation = ExpectiminimaxPlayer.evaluation(rules, tables);
        return network.map(evaluation::withEstimator).orElse(evaluation);
    }

    /**
     * Refuses a network made for other rules than {@code rules}.
     *
     * @param rules the rule set studied
     * @throws SenetException if the network is of another rule set, options or points
     */
    void check(RuleSet rules) {
        network.ifPresent(net -> {
            if (!net.rules().id().equals(rules.id())
                    || !EndgameTable.optionsText(net.rules()).equals(EndgameTable.optionsText(rules))) {
                throw new SenetException("the network " + name + " reads " + net.rules().id() + " "
                        + EndgameTable.optionsText(net.rules()) + ", not " + rules.id() + " "
                        + EndgameTable.optionsText(rules));
            }
        });
    }
}
