package org.senet.cli.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.senet.bots.Bots;
import org.senet.cli.play.Terminal.Colour;
import org.senet.cli.text.Wrap;
import org.senet.core.action.Action;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Player;
import org.senet.core.game.Step;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.MatchScoring;

/**
 * One game on screen, from its current point to the end or until a person quits: draws the board,
 * lets people and bots act in turn, and saves the game record after every action. A save that fails
 * stops the game at once ({@link SaveFailedException}).
 *
 * <p>Same seed, same game across stops: a bot's choice at step {@code n} is drawn from the game's
 * seed, its side and {@code n} alone (a player made for that one decision), and the sticks of a
 * resumed game go on from the throws already made ({@link PlayCommand#sticks}), so a game stopped at
 * any point and resumed goes on exactly as it would have without the stop.
 */
final class Match implements AutoCloseable {
    private final Terminal terminal;
    private final BoardView view;
    private final HumanInput human;
    private final Game game;
    private final Seats seats;
    private final SaveFile file;
    private final OptionalLong seed;
    private final String date;
    private final Optional<FirstMove> firstMove;
    private final long botSeed;
    /** What was said before the game (the draw, the opening throws, the game loaded), kept under the board. */
    private List<String> intro = List.of();
    /** Whether the game is shown as the Dutch assessment's transcripts show it. */
    private boolean assessment;

    /**
     * @param file      the game file, open (the match closes it)
     * @param firstMove how the side that moved first was decided, for the record (where the opening draws it)
     * @param botSeed   where the bots' choices come from (each side and each step its own draw)
     */
    Match(Terminal terminal, Game game, Seats seats, SaveFile file, OptionalLong seed, String date,
          Optional<FirstMove> firstMove, long botSeed) {
        this.terminal = terminal;
        this.view = new BoardView(terminal);
        this.human = new HumanInput(terminal, view);
        this.game = game;
        this.seats = seats;
        this.file = file;
        this.seed = seed;
        this.date = date;
        this.firstMove = firstMove;
        this.botSeed = botSeed;
    }

    /**
     * Lines said before the game (who plays which side, the opening throws, the game loaded): on a terminal
     * they stay under the board, which is drawn over them, until a person has made a decision.
     */
    void intro(List<String> lines) {
        this.intro = List.copyOf(lines);
    }

    /**
     * Shows the game as the Dutch assessment's transcripts do: a plain transcript (no board drawn in place),
     * the assessment's board and questions, a move not said but shown on the board, which a pass leaves out.
     */
    void asAssessment() {
        this.assessment = true;
        human.asAssessment();
    }

    /** The game being played. */
    Game game() {
        return game;
    }

    /** Who plays which side. */
    Seats seats() {
        return seats;
    }

    /** The seed the game was started with, if known. */
    OptionalLong seed() {
        return seed;
    }

    /** The file of the game. */
    SaveFile file() {
        return file;
    }

    /**
     * Plays until the game is over or a person quits.
     *
     * @return whether the game is over
     * @throws SaveFailedException when a save fails: the game stops at once
     * @throws Terminal.Quit when the input ended; the game is saved
     */
    boolean play() {
        StopGuard guard = terminal.guard();
        guard.playing(file.path());
        terminal.newGame();
        try {
            save();
            draw();
            while (!game.isOver()) {
                Side side = game.toMove();
                Step step;
                if (seats.of(side).isHuman()) {
                    int before = game.stepCount();
                    human.decide(game, seats);
                    step = game.steps().get(before);
                    intro = List.of();
                } else {
                    terminal.inattentive();
                    step = botStep(side);
                }
                save();
                boolean drawnAlready = terminal.interactive() && !seats.of(side).isHuman() && !assessment;
                if (!step.isThrow() && !drawnAlready && !(assessment && step.action() instanceof Action.Pass)) {
                    draw(); // a bot's move is drawn as it is made
                }
            }
        } catch (Terminal.Quit quit) {
            if (quit.hangUp) {
                guard.stop();
            } else if (assessment) {
                // one line, however long: the command in it is copied whole
                terminal.printLines(List.of(terminal.t("assessment.saved", file.path(), ResumeCommand.of(file.path()))));
            } else {
                terminal.println(terminal.t("game.saved", file.path()));
            }
            throw quit;
        } finally {
            guard.played();
        }
        announce();
        return true;
    }

    /** Saves the game as it is now; a stop of the program waits for the save ({@link StopGuard#save}). */
    private void save() {
        terminal.guard().save(() -> file.write(record()));
    }

    /**
     * A bot's action, shown as it happens: on a terminal its move is drawn on the board at once and
     * each action is followed by a pause ({@code --pace}), so that a person can follow the turn.
     */
    private Step botStep(Side side) {
        String who = view.who(seats, side);
        Position before = game.position();
        Step step = game.step(bot(side, game.stepCount()));
        if (step.isThrow()) {
            terminal.println(terminal.t("game.has-thrown", who, step.throwValue()));
        } else {
            if (terminal.interactive()) {
                draw();
            }
            String what = step.action() instanceof Action.Pass ? terminal.t("game.passes", who)
                    : terminal.t("game.moves", who,
                            MoveText.of(terminal.texts(), game.rules(), before, step.action(), step.after()));
            terminal.println(what);
        }
        terminal.botPause();
        return step;
    }

    /**
     * Draws the board: on a terminal over the last one, in place, with the lines said before the game
     * under it (they were drawn over); elsewhere after an empty line.
     */
    private void draw() {
        if (assessment && terminal.compactBoard()) {
            terminal.printLines(view.assessmentBoard(game.position()));
            return;
        }
        if (terminal.interactive() && !assessment) {
            List<String> said = intro;
            terminal.redraw(() -> screen(said)); // drawn anew at the new width when the terminal is resized
        } else {
            terminal.println(); // a transcript: the board after an empty line
            view.render(game.rules(), game.position(), seats, game.steps()).forEach(terminal::println);
        }
    }

    /** The board at the terminal's width now, with the lines {@code said} before the game under it. */
    private List<String> screen(List<String> said) {
        List<String> lines = new ArrayList<>(view.render(game.rules(), game.position(), seats, game.steps()));
        if (!said.isEmpty()) {
            lines.add("");
            said.forEach(line -> lines.addAll(Wrap.lines(line, terminal.width())));
        }
        return lines;
    }

    private void announce() {
        Side winner = game.winner().orElseThrow();
        if (assessment) {
            terminal.println(terminal.t("assessment.wins", seats.of(winner).display(terminal.texts()),
                    BoardView.symbol(winner)));
            terminal.println(terminal.t("game.record", file.path()));
            return;
        }
        OptionalInt score = game.rules().capability(MatchScoring.class).map(s -> s.matchScore(game.position()))
                .orElse(OptionalInt.empty());
        terminal.println();
        terminal.println(terminal.paint(terminal.t("game.wins", seats.of(winner).display(terminal.texts()),
                BoardView.symbol(winner), terminal.t("side." + winner.name().toLowerCase(java.util.Locale.ROOT))),
                Colour.BOLD) + (score.isPresent() ? " " + terminal.t("game.match-score", score.getAsInt()) : ""));
        terminal.println(terminal.t("game.record", file.path()));
    }

    /** The bot of {@code side} for the decision at step {@code step}: its choice follows from the seed, side and step. */
    private Player bot(Side side, int step) {
        return seats.of(side).player(game.rules(), Bots.decisionSeed(botSeed, side, step));
    }

    /** Closes the game file (its lock released). */
    @Override
    public void close() {
        file.close();
    }

    private String record() {
        return GameRecord.of(game, seed, seats.light().recordText(), seats.dark().recordText(), date, firstMove)
                .format();
    }
}
