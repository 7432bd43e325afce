package org.senet.cli.play;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.senet.bots.search.Expectiminimax;
import org.senet.cli.command.Hints;
import org.senet.cli.text.Texts;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.Side;
import org.senet.core.board.Track;
import org.senet.core.game.Game;
import org.senet.core.game.Step;
import org.senet.core.position.Position;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;

/**
 * A person's decision at the current point of a game: Enter throws (or passes when nothing can move,
 * or keeps a throw and throws again where the rules gather throws), a square number picks the piece to
 * move ({@code in} or {@code 0} for a piece waiting to enter) or the piece to rescue before the throw.
 * Only the actions legal at that moment are offered; a refused choice gets the rule set's reason and
 * the question again, and nothing changes. {@code q} quits.
 */
final class HumanInput {
    private final Terminal terminal;
    private final BoardView view;
    private boolean assessment;

    HumanInput(Terminal terminal, BoardView view) {
        this.terminal = terminal;
        this.view = view;
    }

    /**
     * Asks as the Dutch assessment's transcripts do: the throw and the piece with its words, no list of
     * pieces, the move not said; a pass and the compulsory first move with the piece on 9 are played
     * without a question.
     */
    void asAssessment() {
        this.assessment = true;
    }

    /** Asks the person to move until they make one legal decision, and plays it. */
    void decide(Game game, Seats seats) {
        Side side = game.toMove();
        String who = view.who(seats, side);
        List<Action> actions = game.actions();
        boolean moves = actions.stream().anyMatch(action -> action instanceof Action.Move || action instanceof Action.Pass);
        if (moves) {
            afterThrow(game, who); // after a throw, or with throws kept earlier in the turn
        } else if (game.hasPendingThrow()) {
            keep(game, who);
        } else {
            beforeThrow(game, who);
        }
    }

    /** The throws a move may use now, for people: {@code a throw of 3}, or {@code the throws 4, 1 and 2}. */
    static String throwsText(Texts texts, Game game) {
        List<Integer> held = new ArrayList<>(new Referee(game.rules()).gatheredThrows(game.position()));
        if (game.hasPendingThrow()) {
            held.add(game.pendingThrow());
        }
        if (held.size() == 1) {
            return texts.get("game.throws.1", held.get(0));
        }
        List<String> values = held.stream().map(String::valueOf).toList();
        return texts.get("game.throws.n", String.join(", ", values.subList(0, values.size() - 1)),
                values.get(values.size() - 1));
    }

    /** The throw just made is kept (the rules gather throws): Enter throws again. */
    private void keep(Game game, String who) {
        List<Integer> kept = new ArrayList<>(new Referee(game.rules()).gatheredThrows(game.position()));
        kept.add(game.pendingThrow());
        String prompt = terminal.t("game.keep", who, game.pendingThrow(),
                String.join(", ", kept.stream().map(String::valueOf).toList()));
        while (true) {
            if (ask(prompt, List.of()).isEmpty()) {
                int value = game.throwSticks();
                terminal.println(terminal.t("game.thrown", who, value));
                return;
            }
            terminal.println(terminal.t("game.keep-again", game.pendingThrow()));
        }
    }

    private void beforeThrow(Game game, String who) {
        List<Action> actions = game.actions();
        boolean canThrow = actions.contains(Action.Throw.INSTANCE);
        List<Action.Rescue> rescues = new ArrayList<>();
        for (Action action : actions) {
            if (action instanceof Action.Rescue rescue) {
                rescues.add(rescue);
            }
        }
        List<String> offers = new ArrayList<>();
        if (canThrow) {
            offers.add(terminal.t("game.offer-throw"));
        }
        for (Action.Rescue rescue : rescues) {
            offers.add(terminal.t("game.offer-rescue", rescue.from(), rescue.to()));
        }
        String prompt = assessment && rescues.isEmpty() ? terminal.t("assessment.throw", who)
                : terminal.t("game.before-throw", who, String.join(terminal.t("game.or"), offers));
        List<String> squares = rescues.stream().map(rescue -> ActionCode.squareText(rescue.from())).toList();
        while (true) {
            String answer = ask(prompt, squares);
            if (answer.isEmpty() && canThrow) {
                int value = game.throwSticks();
                terminal.println(terminal.t("game.thrown", who, value));
                return;
            }
            if (isHelp(answer)) {
                terminal.println(terminal.t("turn.possible-now", choicesBeforeThrow(game, actions)));
                terminal.println(terminal.t("game.keys"));
                continue;
            }
            if (isHint(answer)) {
                hints(game);
                continue;
            }
            Integer square = square(answer);
            for (Action.Rescue rescue : rescues) {
                if (square != null && square == rescue.from()) {
                    Position before = game.position();
                    Step step = game.play(rescue);
                    terminal.println(terminal.t("game.moves", who, MoveText.of(terminal.texts(), game.rules(), before,
                            step.action(), step.after())));
                    return;
                }
            }
            terminal.println(rescues.isEmpty() ? terminal.t("game.throw-only")
                    : terminal.t("game.not-now", String.join(terminal.t("game.or"), offers)));
        }
    }

    private void afterThrow(Game game, String who) {
        String throwsText = throwsText(terminal.texts(), game);
        List<Action> actions = game.actions();
        if (assessment) {
            assessmentMove(game, who, actions);
            return;
        }
        if (actions.size() == 1 && actions.get(0) instanceof Action.Pass) {
            while (true) {
                String answer = ask(terminal.t("game.no-move", who, throwsText), List.of("pass"));
                if (answer.isEmpty() || answer.equalsIgnoreCase("pass") || answer.equalsIgnoreCase("p")
                        || answer.equalsIgnoreCase(terminal.t("action.pass"))) {
                    game.play(Action.Pass.INSTANCE);
                    terminal.println(terminal.t("game.passes", who));
                    return;
                }
                terminal.println(terminal.t("game.no-move-again", throwsText));
            }
        }
        String list = movable(actions);
        boolean kept = !new Referee(game.rules()).gatheredThrows(game.position()).isEmpty();
        // throws kept earlier in the turn are named
        String prompt = kept ? terminal.t("game.which-piece-with", who, throwsText, list)
                : terminal.t("game.which-piece", who, list);
        String with = kept ? terminal.t("turn.with", throwsText) : "";
        boolean backOnly = actions.stream().allMatch(action -> action instanceof Action.Move move
                && move.has(MoveEffect.BACKWARD));
        Action only = actions.size() == 1 ? actions.get(0) : null;
        if (only != null) {
            String move = MoveText.legal(terminal.texts(), game.rules(), game.position(), game.pendingThrow(), only);
            prompt = backOnly ? terminal.t("turn.only-back", who, with, list, move)
                    : terminal.t("turn.only-move", who, with, move);
        } else if (backOnly) {
            prompt = terminal.t("turn.no-forward", who, with, list);
        }
        while (true) {
            String answer = ask(prompt, squares(actions));
            Action chosen = only != null && answer.isEmpty() ? only : choose(game, actions, answer, list);
            if (chosen != null) {
                Position before = game.position();
                Step step = game.play(chosen);
                terminal.println(terminal.t("game.moves", who, MoveText.of(terminal.texts(), game.rules(), before, step.action(),
                        step.after())));
                return;
            }
        }
    }

    /**
     * A move asked as in the assessment's transcripts: "which piece do you want to move? -> ", the move
     * not said (the board shows it); a pass said, and the compulsory first move played, without a question.
     */
    private void assessmentMove(Game game, String who, List<Action> actions) {
        if (actions.size() == 1 && actions.get(0) instanceof Action.Pass) {
            game.play(Action.Pass.INSTANCE);
            terminal.println(terminal.t("assessment.passes", who));
            return;
        }
        if (actions.size() == 1 && owesFirstMove(game)) {
            game.play(actions.get(0));
            return;
        }
        if (actions.stream().allMatch(action -> action instanceof Action.Move move && move.has(MoveEffect.BACKWARD))) {
            terminal.println(terminal.t("assessment.backward", who));
        }
        while (true) {
            Action chosen = choose(game, actions, ask(terminal.t("assessment.which-piece", who), squares(actions)),
                    movable(actions));
            if (chosen != null) {
                game.play(chosen);
                return;
            }
        }
    }

    /** The squares of the pieces that can move: {@code 7, 13}. */
    private static String movable(List<Action> actions) {
        return String.join(", ", squares(actions));
    }

    /** The squares of the pieces that can move, as a person types them. */
    private static Set<String> squares(List<Action> actions) {
        Set<String> squares = new LinkedHashSet<>();
        for (Action action : actions) {
            if (action instanceof Action.Move move) {
                squares.add(ActionCode.squareText(move.from()));
            }
        }
        return squares;
    }

    /** Asks, a Tab completing the game's commands and the answers {@code expected} (squares, a pass). */
    private String ask(String prompt, Collection<String> expected) {
        List<String> choices = new ArrayList<>(expected);
        choices.addAll(Terminal.GAME_COMMANDS);
        terminal.offer(choices);
        return terminal.ask(prompt);
    }

    /**
     * Whether the side to move owes its first move with a given piece (JP3, AS3: the piece on 9), as the position's
     * flag says.
     */
    private static boolean owesFirstMove(Game game) {
        return game.rules().flags().stream()
                .anyMatch(flag -> flag.key().equals("first9") && flag.get(game.position().flags()) > 0);
    }

    /** The choices before the throw, for {@code ?}: Enter to throw, a square for a rescue, said where it ends. */
    private String choicesBeforeThrow(Game game, List<Action> actions) {
        List<String> choices = new ArrayList<>();
        for (Action action : actions) {
            if (action instanceof Action.Throw) {
                choices.add(terminal.t("turn.choice-throw"));
            } else if (action instanceof Action.Rescue rescue) {
                choices.add(terminal.t("turn.choice-square", ActionCode.squareText(rescue.from()),
                        MoveText.legal(terminal.texts(), game.rules(), game.position(), game.pendingThrow(), action)));
            } else {
                choices.add(MoveText.legal(terminal.texts(), game.rules(), game.position(), game.pendingThrow(),
                        action));
            }
        }
        return String.join(terminal.t("turn.or"), choices);
    }

    private static boolean isHelp(String answer) {
        return answer.equals("?") || answer.equalsIgnoreCase("help");
    }

    private static boolean isHint(String answer) {
        return answer.equalsIgnoreCase("h") || answer.equalsIgnoreCase("hint");
    }

    /**
     * The choices of this decision ranked by the chance of winning after each, best first: the figures of
     * {@code senet hint}, by the same judge.
     */
    private void hints(Game game) {
        terminal.println(terminal.t("game.hints", Seat.botName(terminal.texts(), Hints.DEFAULT_JUDGE)));
        Position position = game.position();
        for (Expectiminimax.Estimate estimate : Hints.rank(Hints.judge(Hints.DEFAULT_JUDGE), game.rules(), position,
                game.pendingThrow())) {
            Action action = Action.of(estimate.action());
            String text = action instanceof Action.Throw ? terminal.t("move.throw")
                    : MoveText.of(terminal.texts(), game.rules(), position, action, estimate.result());
            terminal.println("  " + Hints.chance(estimate.winProbability()) + "  " + text);
        }
    }

    /** The action an answer names, or null after saying why it is not one. */
    private Action choose(Game game, List<Action> actions, String answer, String list) {
        if (answer.isEmpty()) {
            terminal.println(terminal.t("game.type-square", list));
            return null;
        }
        if (isHelp(answer)) {
            List<String> moves = new ArrayList<>();
            actions.forEach(action -> moves.add(MoveText.legal(terminal.texts(), game.rules(), game.position(),
                    game.pendingThrow(), action)));
            terminal.println(terminal.t("game.possible", String.join(", ", moves)));
            terminal.println(terminal.t("game.keys"));
            return null;
        }
        if (isHint(answer)) {
            hints(game);
            return null;
        }
        for (Action action : actions) {
            if (action.text().equalsIgnoreCase(answer.replace(" ", ""))) {
                return action;
            }
        }
        Integer from = square(answer);
        if (from == null) {
            terminal.println(terminal.t("game.not-a-square", answer, list));
            return null;
        }
        if (from < Track.ENTRY || from > Track.SQUARES || from == Track.ENTRY && !game.rules().usesWaitingPieces()) {
            terminal.println(terminal.t("game.no-square", from));
            return null;
        }
        List<Action> ofPiece = new ArrayList<>();
        for (Action action : actions) {
            if (action instanceof Action.Move move && move.from() == from) {
                ofPiece.add(action);
            }
        }
        if (ofPiece.isEmpty()) {
            Position position = game.position();
            RuleSet rules = game.rules();
            terminal.println(rules.whyNot(position, game.pendingThrow(), from).map(terminal.texts()::refusal)
                    .orElse(terminal.t("game.cannot-move", from)));
            return null;
        }
        if (ofPiece.size() == 1) {
            return ofPiece.get(0);
        }
        List<String> targets = new ArrayList<>();
        ofPiece.forEach(action -> targets.add(MoveText.square(terminal.texts(), ((Action.Move) action).to())));
        while (true) {
            String target = ask(terminal.t("game.which-target", MoveText.square(terminal.texts(), from),
                    String.join(terminal.t("game.or-target"), targets)), targets).toLowerCase(Locale.ROOT);
            for (Action action : ofPiece) {
                int to = ((Action.Move) action).to();
                if (ActionCode.squareText(to).equals(target) || MoveText.square(terminal.texts(), to).equals(target)) {
                    return action;
                }
            }
            if (target.isEmpty()) {
                return null;
            }
            terminal.println(terminal.t("game.type-target", String.join(", ", targets)));
        }
    }

    /** A square as a person types it: a number, or {@code in} for 0; null if it is neither. */
    private static Integer square(String answer) {
        if (answer.equalsIgnoreCase("in")) {
            return Track.ENTRY;
        }
        if (!answer.matches("-?[0-9]{1,4}")) {
            return null;
        }
        return Integer.parseInt(answer);
    }
}
