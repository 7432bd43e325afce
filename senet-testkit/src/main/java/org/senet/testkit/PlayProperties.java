package org.senet.testkit;

import static org.senet.testkit.ContractGames.checked;
import static org.senet.testkit.ContractGames.randomGame;
import static org.senet.testkit.ContractGames.sampled;
import static org.senet.testkit.ContractGames.triedThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Track;
import org.senet.core.game.Game;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.rules.IllegalActionException;
import org.senet.core.rules.Referee;
import org.senet.core.rules.Refusal;
import org.senet.core.rules.RuleSet;

/**
 * The properties of {@link RuleSetContract} about playing an action: what an action does to the pieces is
 * explained by its effects (P1); a listed action is played by {@link Referee#play} as {@link RuleSet#apply}
 * applies it, and a move that is not listed is refused with a reason (P3) and changes nothing (P8).
 */
public interface PlayProperties extends ContractInputs {

    /**
     * P1: every change in the pieces on the board, waiting and borne off, per side, is explained by
     * the action played: the mover has one piece fewer in play exactly when the action carries
     * BEAR_OFF, the opponent has as many as before, one more opponent piece waits exactly when the
     * action carries HIT, a SWAP leaves an opponent piece on the square the mover left, and no piece
     * total changes.
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     */
    @Property
    default void P1_every_change_in_pieces_is_explained_by_the_action(
            @ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll("gameScripts") GameScript script) {
        RandomGame game = randomGame(subject, script, triedThrows(subject.rules()));
        for (RandomGame.Decision decision : checked(game)) {
            Optional<String> problem = PieceAccount.unexplained(decision.before(), decision.action(), decision.after());
            if (problem.isPresent()) {
                throw Failure.of("P1 pieces conserved", subject).at(script, decision).played(decision).because(problem.get());
            }
        }
    }

    /**
     * P3: every listed action is accepted by {@link Referee#play} and gives exactly what
     * {@link RuleSet#apply} gives (the throw of the sticks before a throw excepted: a chance event, not
     * applied; after a throw, {@code THROW} keeps it and is applied); a move that is not listed is
     * refused with a reason; {@link RuleSet#whyNot} is empty exactly for the squares (0: a waiting
     * piece) where a listed move starts, after a throw and wherever moves are listed before one
     * (throws kept earlier in the turn).
     *
     * @param subject the rule set under test
     * @param script  the choices of the random game (a failure shrinks to a short game)
     * @param from    the start of a move to try (0: entering)
     * @param to      the end of a move to try (31: off the board)
     */
    @Property
    default void P3_listed_actions_play_as_they_apply_and_others_are_refused(
            @ForAll("rulesUnderTest") RuleSetUnderTest subject, @ForAll("gameScripts") GameScript script,
            @ForAll @IntRange(min = 0, max = 30) int from, @ForAll @IntRange(min = 1, max = 31) int to) {
        RuleSet rules = subject.rules();
        RandomGame game = randomGame(subject, script, triedThrows(rules));
        int[] buffer = new int[RuleSet.MAX_ACTIONS];
        for (RandomGame.Decision d : sampled(game)) {
            int count = rules.actions(d.before(), d.throwValue(), buffer);
            long starts = 0;
            boolean tried = false;
            boolean moves = false;
            for (int k = 0; k < count; k++) {
                int code = buffer[k];
                if (ActionCode.kind(code) == ActionCode.KIND_MOVE) {
                    starts |= 1L << ActionCode.from(code);
                    tried |= ActionCode.from(code) == from && ActionCode.to(code) == to;
                    moves = true;
                }
                if (code != ActionCode.THROW || d.throwValue() != RuleSet.NO_THROW) { // the throw itself: chance
                    assertPlayedAsApplied(subject, script, d, code);
                }
            }
            if (d.throwValue() == RuleSet.NO_THROW && !moves) {
                continue;
            }
            for (int square = 0; square <= Track.SQUARES; square++) {
                boolean canMove = (starts & 1L << square) != 0;
                Optional<Refusal> why = rules.whyNot(d.before(), d.throwValue(), square);
                if (canMove == why.isPresent() || why.filter(r -> r.message().isBlank()).isPresent()) {
                    throw Failure.of("P3 whyNot agrees with actions", subject).at(script, d).because(canMove
                            ? "whyNot(" + square + ") gives the reason '" + why.get().message() + "' ("
                                    + why.get().clause() + "), but actions lists a move from there"
                            : "whyNot(" + square + ") gives no reason, but actions lists no move from there");
                }
                if (!canMove) {
                    assertRefused(subject, script, d, ActionCode.move(square, Math.min(square + d.throwValue(), Track.OFF), 0));
                }
            }
            if (!tried) {
                assertRefused(subject, script, d, ActionCode.move(from, to, 0));
            }
        }
    }

    private static void assertPlayedAsApplied(RuleSetUnderTest subject, GameScript script, RandomGame.Decision d, int code) {
        RuleSet rules = subject.rules();
        Position played;
        try {
            played = new Referee(rules).play(d.before(), d.throwValue(), Action.of(code));
        } catch (RuntimeException e) {
            throw Failure.of("P3 listed actions are played", subject).at(script, d).action(code)
                    .because("play refuses an action that actions lists", e);
        }
        Position applied = rules.apply(d.before(), d.throwValue(), code);
        if (!played.equals(applied)) {
            throw Failure.of("P3 play agrees with apply", subject).at(script, d).action(code)
                    .because("play gives " + Notation.format(rules, played) + " but apply gives "
                            + Notation.format(rules, applied));
        }
    }

    private static void assertRefused(RuleSetUnderTest subject, GameScript script, RandomGame.Decision d, int code) {
        Failure failure = Failure.of("P3 unlisted moves are refused", subject).at(script, d).action(code);
        Position accepted;
        try {
            accepted = new Referee(subject.rules()).play(d.before(), d.throwValue(), new Action.Move(code));
        } catch (IllegalActionException e) {
            if (e.refusal() == null || e.refusal().message().isBlank()) {
                throw failure.because("play refuses a move that is not listed without saying why");
            }
            return;
        } catch (RuntimeException e) {
            throw failure.because("play fails on a move that is not listed instead of refusing it", e);
        }
        throw failure.because("play accepts a move that actions does not list, giving "
                + Notation.format(subject.rules(), accepted));
    }

    /**
     * P8: a refused action leaves a game exactly as it was: same position, nothing recorded. The game is
     * {@link Game#resume resumed} where a random game of a script ends, cut after at most 20 throws, over or
     * not, and throws its sticks ({@code whiteSides} of them white) where a throw is due; the refused move
     * is one of the moves from a square off the board that the game does not list ({@code from} picks which).
     *
     * @param subject    the rule set under test
     * @param script     the choices of the random game (a failure shrinks to a short game)
     * @param whiteSides the white sides of the throw made where one is due
     * @param from       which of the unlisted moves is tried
     */
    @Property
    default void P8_a_refused_action_changes_nothing(@ForAll("rulesUnderTest") RuleSetUnderTest subject,
                                                     @ForAll("gameScripts") GameScript script,
                                                     @ForAll @IntRange(min = 0, max = 4) int whiteSides,
                                                     @ForAll @IntRange(min = 0, max = 31) int from) {
        long maxThrows = 20;
        Position reached = randomGame(subject, script, maxThrows).end();
        Game game = Game.resume(subject.rules(), reached, List.of(), table -> table.value(whiteSides));
        if (!game.isOver() && !game.hasPendingThrow() && game.canThrow()) {
            game.throwSticks();
        }
        Position before = game.position();
        int steps = game.stepCount();
        List<Action> listed = game.actions();
        List<Action.Move> unlisted = new ArrayList<>();
        for (int square = 0; square <= Track.OFF; square++) {
            Action.Move move = new Action.Move(ActionCode.move(square, Track.OFF, 0));
            if (listed.stream().noneMatch(move::matches)) {
                unlisted.add(move); // a listed move between the same squares would be played as listed
            }
        }
        Action.Move bogus = unlisted.get(from % unlisted.size());
        Failure failure = Failure.of("P8 a refused action changes nothing", subject).at(before, game.pendingThrow())
                .action(bogus.code()).ending(script, maxThrows).line("white sides", Integer.toString(whiteSides));
        try {
            game.play(bogus);
            throw failure.because("the game accepts a move that is not listed");
        } catch (IllegalActionException expected) {
            if (!before.equals(game.position()) || steps != game.stepCount()) {
                throw failure.line("now", Notation.format(subject.rules(), game.position()))
                        .because("the refused move changed the game");
            }
        }
    }
}
