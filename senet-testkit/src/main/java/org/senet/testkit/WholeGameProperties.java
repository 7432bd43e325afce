package org.senet.testkit;

import static org.senet.testkit.ContractGames.maxThrows;
import static org.senet.testkit.ContractGames.playOut;
import static org.senet.testkit.ContractGames.randomGame;
import static org.senet.testkit.ContractGames.replayOfGame;
import static org.senet.testkit.ContractGames.triedThrows;

import java.util.List;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.senet.core.game.Game;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;

/**
 * The properties of {@link RuleSetContract} about whole games: the same seed and players play the same game
 * (P5), random games end with a winner, and within the documented {@link RuleSet#throwBound()} (P7).
 */
public interface WholeGameProperties extends ContractInputs {

    /**
     * P5: same seed, same players: same game, move for move. A failure names the first step that
     * differs.
     *
     * @param subject the rule set under test
     * @param seed    the seed of the sticks and the players
     */
    @Property
    default void P5_same_seed_same_game(@ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll long seed) {
        RuleSet rules = subject.rules();
        Game first = playOut(subject, seed, triedThrows(rules));
        Game second = playOut(subject, seed, triedThrows(rules));
        List<Step> a = first.steps();
        List<Step> b = second.steps();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            Step one = i < a.size() ? a.get(i) : null;
            Step two = i < b.size() ? b.get(i) : null;
            if (one == null || !one.equals(two)) {
                Position before = i == 0 ? first.startPosition() : a.get(i - 1).after();
                throw Failure.of("P5 same seed, same game", subject).at(before, RuleSet.NO_THROW)
                        .line("first game", one == null ? "ended" : one.text() + " -> " + Notation.format(rules, one.after()))
                        .line("second game", two == null ? "ended" : two.text() + " -> " + Notation.format(rules, two.after()))
                        .line("replay", replayOfGame(seed))
                        .because("two games with the same seed and players differ first at step " + i);
            }
        }
    }

    /**
     * P7: random games end within ten times the rule set's documented {@link RuleSet#throwBound()}
     * with a winner, and no position that is not over lacks an action. A game is played to its end or to
     * {@link TryBudget#THROWS_PER_TRY} throws, whichever comes first: one still going there counts as long (its
     * positions all had actions, and its turns kept throwing), and that games end within the bound is
     * {@link #throw_bound_covers_random_games}' to check, on 400 games played to their end.
     *
     * @param subject the rule set under test
     * @param seed    the random game's seed
     */
    @Property
    default void P7_random_games_end(@ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll long seed) {
        RuleSet rules = subject.rules();
        long cut = triedThrows(rules);
        RandomGame game = randomGame(subject, seed, cut);
        Failure failure = Failure.of("P7 random games end", subject).at(game.end(), RuleSet.NO_THROW).seed(seed);
        if (game.stuck()) {
            throw failure.because("actions lists nothing in a position that is not over, after "
                    + game.throwsMade() + " throws");
        }
        boolean over = rules.isOver(game.end());
        if (!over && game.throwsMade() < cut) {
            throw failure.because("the random game made " + game.decisions().size() + " decisions with only "
                    + game.throwsMade() + " throws and did not end: its turns go on without throwing");
        }
        if (!over && cut == maxThrows(rules)) {
            throw failure.because("the random game did not end within " + maxThrows(rules)
                    + " throws (ten times throwBound() = " + rules.throwBound() + ")");
        }
        if (over && rules.winner(game.end()).isEmpty()) {
            throw failure.because("the game is over but winner() names no one");
        }
    }

    /**
     * P7: the documented {@link RuleSet#throwBound()} covers the random games of each rule set under test
     * ({@link ThrowBoundCheck}): a bound that is too low is reported with the lengths measured and a bound
     * to state instead.
     */
    @Example
    default void throw_bound_covers_random_games() {
        for (RuleSetUnderTest subject : rulesUnderTest()) {
            ThrowBoundCheck.problem(subject.rules()).ifPresent(problem -> {
                throw Failure.of("P7 throw bound", subject).because(problem);
            });
        }
    }
}
