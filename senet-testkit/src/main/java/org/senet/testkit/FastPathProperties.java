package org.senet.testkit;

import static org.senet.testkit.ContractGames.checked;
import static org.senet.testkit.ContractGames.randomGame;
import static org.senet.testkit.ContractGames.triedThrows;
import static org.senet.testkit.TryBudget.CHECKED_DECISIONS;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import org.senet.core.action.ActionCode;
import org.senet.core.engine.SettingsRuleSet;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.Playouts;
import org.senet.core.rules.Playouts.Playout;
import org.senet.core.rules.RuleSet;
import org.senet.testkit.Applicability.AppliesTo;
import org.senet.testkit.Applicability.NotApplicable;

/**
 * The properties of {@link RuleSetContract} that hold a rule set's fast ways of playing to its plain ones: the
 * moves a settings rule set finds on the masks agree with its readable rules, and a game played in place agrees
 * with {@link RuleSet#actions} and {@link RuleSet#apply}. Each applies to some rule sets only, and is reported as
 * skipped, with the reason, where it applies to none of those under test ({@link Applicability}).
 */
public interface FastPathProperties extends ContractInputs {

    /**
     * For a rule set made of settings ({@link SettingsRuleSet}): its moves found on the masks are, at every
     * decision of random games, those its readable rules find piece by piece ({@link SettingsRuleSet#readable()}),
     * in the same order, and both reach the same positions, a rule of its own run after each move
     * ({@link org.senet.core.engine.AfterMove}) included. Not applicable (reported as skipped, with the reason)
     * to a rule set whose moves are not found on the masks.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    @AppliesTo(Applicability.FAST_MOVES)
    @AddLifecycleHook(NotApplicable.class)
    default void fast_moves_agree_with_the_readable_rules(@ForAll("rulesWithFastMoves") RuleSetUnderTest subject,
                                                           @ForAll("gameScripts") GameScript script) {
        SettingsRuleSet fast = Applicability.settingsOf(subject.rules()).orElseThrow();
        RuleSet readable = fast.readable();
        RandomGame game = randomGame(subject, script, triedThrows(fast));
        int[] listed = new int[RuleSet.MAX_ACTIONS];
        int[] expected = new int[RuleSet.MAX_ACTIONS];
        for (RandomGame.Decision d : checked(game)) {
            int count = fast.actions(d.before(), d.throwValue(), listed);
            int slow = readable.actions(d.before(), d.throwValue(), expected);
            if (!Arrays.equals(listed, 0, count, expected, 0, slow)) {
                throw Failure.of("fast moves agree with the readable rules", subject).at(script, d)
                        .because("the masks list " + texts(listed, count) + ", the readable rules " + texts(expected, slow));
            }
            if (d.action() != ActionCode.THROW || d.throwValue() != RuleSet.NO_THROW) {
                Position slowAfter = readable.apply(d.before(), d.throwValue(), d.action());
                if (!slowAfter.equals(d.after())) {
                    throw Failure.of("fast moves agree with the readable rules", subject).at(script, d)
                            .because("the readable rules reach " + Notation.format(fast, slowAfter));
                }
            }
        }
    }

    /**
     * For a rule set that plays games in place ({@link Playouts}): at every decision of random games, the game in
     * place lists the actions {@link RuleSet#actions} lists, in the same order, has the same side to move, and
     * after each action stands where {@link RuleSet#apply} goes. Not applicable (reported as skipped, with the
     * reason) to a rule set without {@link Playouts}.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    @AppliesTo(Applicability.GAMES_IN_PLACE)
    @AddLifecycleHook(NotApplicable.class)
    default void games_in_place_agree_with_actions_and_apply(@ForAll("rulesPlayingInPlace") RuleSetUnderTest subject,
                                                             @ForAll("gameScripts") GameScript script) {
        RuleSet rules = subject.rules();
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        Position first = game.decisions().isEmpty() ? game.end() : game.decisions().get(0).before();
        Playout inPlace = rules.capability(Playouts.class).orElseThrow().playout(first);
        List<RandomGame.Decision> followed = game.decisions().subList(0,
                Math.min(game.decisions().size(), CHECKED_DECISIONS));
        for (RandomGame.Decision d : followed) {
            Failure failure = Failure.of("games in place agree with actions and apply", subject).at(script, d);
            if (!inPlace.position().equals(d.before()) || inPlace.toMove() != d.before().toMove()) {
                throw failure.because("the game in place stands at " + Notation.format(rules, inPlace.position()));
            }
            sameActionsInPlace(rules, inPlace, d.before(), RuleSet.NO_THROW, failure);
            if (d.throwValue() != RuleSet.NO_THROW) {
                sameActionsInPlace(rules, inPlace, d.before(), d.throwValue(), failure);
            }
            inPlace.apply(d.throwValue(), d.action());
        }
        Position reached = followed.size() < game.decisions().size() ? game.decisions().get(followed.size()).before()
                : game.end();
        if (!inPlace.position().equals(reached)) {
            throw Failure.of("games in place agree with actions and apply", subject)
                    .replay(script, game.decisions().size())
                    .because("the game in place ends at " + Notation.format(rules, inPlace.position()) + ", not at "
                            + Notation.format(rules, reached));
        }
    }

    private static void sameActionsInPlace(RuleSet rules, Playout inPlace, Position before, int throwValue,
                                           Failure failure) {
        int[] listed = new int[RuleSet.MAX_ACTIONS];
        int[] expected = new int[RuleSet.MAX_ACTIONS];
        int count = inPlace.actions(throwValue, listed);
        int slow = rules.actions(before, throwValue, expected);
        if (!Arrays.equals(listed, 0, count, expected, 0, slow)) {
            throw failure.because("with " + throwValue + " in place " + texts(listed, count) + ", actions "
                    + texts(expected, slow));
        }
    }

    private static List<String> texts(int[] codes, int count) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            texts.add(ActionCode.toText(codes[i]));
        }
        return texts;
    }
}
