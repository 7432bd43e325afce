package org.senet.web.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.senet.bots.analysis.Decision;
import org.senet.bots.analysis.GameReview;
import org.senet.bots.analysis.GameReviewer;
import org.senet.bots.analysis.ReviewLine;
import org.senet.bots.analysis.SideSummary;
import org.senet.bots.analysis.ThrowLuck;
import org.senet.bots.evaluation.Evaluation;
import org.senet.core.action.Action;
import org.senet.core.action.MoveEffect;
import org.senet.core.board.BoardFeatures;
import org.senet.core.board.Side;
import org.senet.core.game.Step;
import org.senet.core.notation.Notation;
import org.senet.core.position.Position;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.Vocabulary;
import org.senet.core.store.GameStore;
import org.senet.web.games.GameIds;
import org.senet.web.games.LiveGame;
import org.senet.web.games.Refused;
import org.senet.web.games.Seat;

/** Turns the engine's values into the API's JSON records. */
final class Views {
    private Views() {
    }

    /** A side as the API names it: {@code light}, {@code dark}. */
    static String side(Side side) {
        return side.name().toLowerCase(Locale.ROOT);
    }

    /** A live game as the seat of {@code you} sees it. */
    static GameView game(LiveGame.Snapshot game, Side you) {
        RuleSet rules = game.rules();
        Position position = game.position();
        List<GameView.ChoiceView> choices = new ArrayList<>();
        for (LiveGame.Choice choice : game.choices()) {
            choices.add(choice(rules.vocabulary(), position, choice.action(), choice.after().orElse(null)));
        }
        List<GameView.StepView> steps = new ArrayList<>();
        Position before = game.start();
        for (Step step : game.steps()) {
            GameView.ChoiceView done = choice(rules.vocabulary(), before, step.action(), step.after());
            steps.add(new GameView.StepView(side(step.side()), done.kind(), step.throwValue(), done.action(),
                    done.from(), done.to(), done.lands(), done.effects(), done.sentTo(), step.after().boardText()));
            before = step.after();
        }
        List<GameView.OpeningThrowView> opening = new ArrayList<>();
        game.opening().ifPresent(throwsForDark -> {
            for (int i = 0; i < throwsForDark.values().size(); i++) {
                opening.add(new GameView.OpeningThrowView(side(throwsForDark.sideOfThrow(i)),
                        throwsForDark.values().get(i)));
            }
        });
        boolean over = rules.isOver(position);
        return new GameView(game.id(), rules.id(), rules.name(), Map.copyOf(rules.options()), seat(game.light()),
                seat(game.dark()), you == null ? "" : side(you), position.boardText(), side(position.toMove()),
                game.pendingThrow() == RuleSet.NO_THROW ? 0 : game.pendingThrow(), over,
                rules.winner(position).map(Views::side).orElse(""),
                List.of(position.off(Side.LIGHT), position.off(Side.DARK)),
                List.of(position.waiting(Side.LIGHT), position.waiting(Side.DARK)),
                List.of(position.pieces(Side.LIGHT), position.pieces(Side.DARK)), choices, steps, steps.size(),
                Notation.format(rules, position), game.closed(), opening, features(rules));
    }

    /** What a rule set makes of the board, as the page draws it ({@link RuleSet#boardFeatures()}). */
    static GameView.FeaturesView features(RuleSet rules) {
        BoardFeatures features = rules.boardFeatures();
        List<GameView.SquareView> squares = new ArrayList<>();
        for (BoardFeatures.SquareFeatures square : features.squares()) {
            squares.add(new GameView.SquareView(square.square(), square.marks().stream()
                    .map(mark -> mark.name().toLowerCase(Locale.ROOT)).toList(), square.bearOffThrows()));
        }
        return new GameView.FeaturesView(features.direction().name().toLowerCase(Locale.ROOT), features.bearsOff(),
                features.waitingPieces(), features.entrySquares(), squares);
    }

    private static GameView.SeatView seat(Seat seat) {
        return new GameView.SeatView(seat.name(), seat.bot().map(bot -> bot.name()).orElse(""));
    }

    /** A seat as a game record names it ({@code Ann (human)}, {@code hard}); a bot this version lacks by its name. */
    private static GameView.SeatView seat(String recorded) {
        try {
            return seat(Seat.fromRecord(recorded));
        } catch (Refused unknownBot) {
            return new GameView.SeatView(recorded, "");
        }
    }

    /** An action at {@code before}, with what it did when {@code after} is known. */
    private static GameView.ChoiceView choice(Vocabulary words, Position before, Action action, Position after) {
        String board = after == null ? before.boardText() : after.boardText();
        if (action instanceof Action.Throw) {
            return new GameView.ChoiceView("throw", "throw", -1, -1, -1, List.of(), 0, board);
        }
        if (action instanceof Action.Pass) {
            return new GameView.ChoiceView("pass", "pass", -1, -1, -1, List.of(), 0, board);
        }
        int from;
        int to;
        List<String> effects = new ArrayList<>();
        String kind;
        if (action instanceof Action.Move move) {
            from = move.from();
            to = move.to();
            kind = "move";
            for (MoveEffect effect : words.effects(move.code())) { // a rule set's own effects too
                effects.add(effect.name().toLowerCase(Locale.ROOT));
            }
        } else {
            Action.Rescue rescue = (Action.Rescue) action;
            from = rescue.from();
            to = rescue.to();
            kind = "rescue";
        }
        Side mover = before.toMove();
        int lands = after == null ? to : after.squareGained(before, mover, from);
        int sentTo = after == null ? 0 : after.squareGained(before, mover.opponent(), 0);
        return new GameView.ChoiceView(action.text(), kind, from, to, lands, effects, sentTo, board);
    }

    /** A saved game in the list. */
    static Messages.SavedView saved(GameStore.Entry entry, boolean live) {
        String id = GameIds.of(entry.file());
        String modified = entry.modified().toInstant().toString();
        if (entry.record().isEmpty()) {
            GameView.SeatView nobody = new GameView.SeatView("", "");
            return new Messages.SavedView(id, modified, "", nobody, nobody, 0, false, "", "", live,
                    entry.problem().orElse("it cannot be read"));
        }
        GameRecord record = entry.record().get();
        RuleSet rules = record.rules();
        Position position = record.position();
        return new Messages.SavedView(id, modified, rules.id(), seat(record.light()), seat(record.dark()),
                record.steps().size(),
                rules.isOver(position), rules.winner(position).map(Views::side).orElse(""), side(position.toMove()),
                live, "");
    }

    /** A review as the page shows it. */
    static Messages.ReviewView review(String id, GameReviewer reviewer, GameReview review) {
        List<Messages.ReviewLineView> lines = new ArrayList<>();
        for (ReviewLine line : review.lines()) {
            Decision decision = line.decision().orElse(null);
            ThrowLuck thrown = line.thrown().orElse(null);
            lines.add(new Messages.ReviewLineView(line.step(), side(line.side()), thrown == null ? 0 : thrown.value(),
                    line.luck(), decision == null ? "" : decision.played(), decision == null ? "" : decision.best(),
                    line.error(), decision == null ? "" : decision.size().label(), line.lightChance()));
        }
        Evaluation evaluation = reviewer.evaluation();
        return new Messages.ReviewView(id, reviewer.judge(), evaluation.estimator().isPresent() ? "network" : "formula",
                reviewer.depth(), evaluation.table().map(table -> table.maxPieces()).orElse(0), review.startChance(),
                lines, side(review.light()),
                side(review.dark()));
    }

    private static Messages.SideView side(SideSummary summary) {
        return new Messages.SideView(summary.decisions(), summary.inaccuracies(), summary.mistakes(),
                summary.blunders(), summary.meanError(), summary.luck(), summary.luckAdjusted().orElse(-1));
    }
}
