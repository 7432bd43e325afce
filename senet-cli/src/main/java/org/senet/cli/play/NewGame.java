package org.senet.cli.play;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ThreadLocalRandom;

import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.Opening;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.ThrowsForDark;
import org.senet.core.store.Disk;

/**
 * A game about to start, its players known: who plays which side and who moves first, by the rule set's
 * opening (the throws for a 1, the draws, or the players' choice), the game's seed, sticks and file, and
 * the lines said meanwhile, which stay under the game's first boards ({@link Match#intro}).
 */
final class NewGame {
    /** How the players' sides are settled where the rules leave them a choice. */
    enum Sides {
        /** Asked (Enter draws at random), said in the console's words. */
        ASKED,
        /** Drawn at random without a question, said in the console's words. */
        DRAWN,
        /**
         * As the Dutch assessment's transcripts do: its words for the throws for a 1, and in a test position
         * the first player plays the side to move, nothing said.
         */
        ASSESSMENT
    }

    private final Terminal terminal;
    private final PlayOptions options;
    private final SaveStore store;
    private final Disk disk;
    private final List<String> told = new ArrayList<>();
    /** The values of the {@code --throws} script the throws for a 1 have used. */
    private int scripted;

    NewGame(Terminal terminal, PlayOptions options, SaveStore store, Disk disk) {
        this.terminal = terminal;
        this.options = options;
        this.store = store;
        this.disk = disk;
    }

    /** A new game's set-up begins: nothing said yet. */
    void begin() {
        told.clear();
        scripted = 0;
    }

    /** Says a line about the game about to start: printed now, and kept under its first boards. */
    void tell(String line) {
        terminal.println(line);
        told.add(line);
    }

    /**
     * The match of a new game of {@code rules} from {@code start} between {@code first} and {@code second}:
     * in a test position the side to move is asked for (or given to the first player); otherwise the
     * rules' opening decides, its draws and throws said.
     */
    Match start(RuleSet rules, Position start, boolean testPosition, Seat first, Seat second, Sides sides) {
        long seed = options.seed != null ? options.seed : ThreadLocalRandom.current().nextLong();
        Position from = start;
        Seats seats;
        Optional<FirstMove> firstMove = Optional.empty();
        if (!testPosition && rules.opening() == Opening.FIRST_ONE_TAKES_DARK) {
            seats = drawForDark(rules, first, second, seed, sides == Sides.ASSESSMENT);
        } else if (!testPosition && rules.opening().drawsFirstMover()) {
            seats = chooseSides(first, second, sides == Sides.ASKED);
            from = FirstMoverDraw.start(rules, seed);
            firstMove = Optional.of(FirstMove.DRAWN);
            tell(drawnFirstMove(terminal, from.toMove()));
        } else if (sides == Sides.ASSESSMENT) {
            seats = Seats.with(from.toMove(), first, second);
        } else {
            seats = chooseStarter(first, second, from.toMove(), sides == Sides.ASKED);
        }
        terminal.pause(1200);
        return match(rules, from, seats, seed, firstMove, options.save);
    }

    /**
     * The next game of a match: the loser of the last one starts. Where the rules draw the side that
     * moves first, the players keep their sides and the loser's side moves first; where a throw for
     * a 1 decides, the loser throws first; otherwise the loser takes the side that moves first.
     */
    Match next(Match last, Side loser, String rulesName) {
        begin();
        RuleSet played = last.game().rules();
        Seat loserSeat = last.seats().of(loser);
        Seat winnerSeat = last.seats().of(loser.opponent());
        long seed = options.seed != null && last.seed().isPresent() ? last.seed().getAsLong() + 1
                : ThreadLocalRandom.current().nextLong();
        terminal.clear();
        tell(terminal.t("match.next", rulesName, display(loserSeat)));
        Position start = played.start();
        Optional<FirstMove> firstMove = Optional.empty();
        Seats seats;
        if (played.opening().drawsFirstMover()) {
            seats = last.seats();
            start = played.start(loser);
            firstMove = Optional.of(FirstMove.LOSER_STARTS);
            tell(terminal.t("match.loser-moves-first", display(loserSeat), side(terminal, loser)));
        } else if (played.opening() == Opening.FIRST_ONE_TAKES_DARK) {
            seats = drawForDark(played, loserSeat, winnerSeat, seed, false);
        } else {
            seats = Seats.with(start.toMove(), loserSeat, winnerSeat);
            tell(terminal.t("match.loser-plays", display(loserSeat), side(terminal, start.toMove())));
        }
        terminal.pause(1200);
        return match(played, start, seats, seed, firstMove, null);
    }

    /** The match, its file opened ({@code file}, or a new one in the store), with what was said meanwhile. */
    private Match match(RuleSet rules, Position start, Seats seats, long seed, Optional<FirstMove> firstMove,
                        Path file) {
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        SaveFile save = file != null ? SaveFile.open(file, disk) : store.create(rules.id(), now, disk);
        Game game = new Game(rules, start, PlayCommand.sticks(options, rules, seed, 0, scripted));
        Match match = new Match(terminal, game, seats, save, OptionalLong.of(seed), now.toString(), firstMove, seed);
        match.intro(told);
        told.clear();
        return match;
    }

    /**
     * Where the rules draw the side that moves first, who plays which side is a draw of its own:
     * chosen ({@code ask}; Enter draws) or drawn at random, and shown for both players.
     */
    private Seats chooseSides(Seat first, Seat second, boolean ask) {
        int drawn = ThreadLocalRandom.current().nextInt(2) + 1;
        int choice = ask ? terminal.number(terminal.t("setup.who-plays-light", BoardView.symbol(Side.LIGHT),
                display(first), display(second)), 1, 2, drawn) : drawn;
        Seats seats = choice == 1 ? new Seats(first, second) : new Seats(second, first);
        tell(terminal.t("setup.sides", display(first), side(terminal, seats.light() == first ? Side.LIGHT : Side.DARK),
                display(second), side(terminal, seats.light() == first ? Side.DARK : Side.LIGHT)));
        return seats;
    }

    /**
     * JP3, AS3 ({@link ThrowsForDark}): the players throw in turn, the first player first, until one throws
     * a 1; that one takes dark. The throws are the {@code --throws} script's first values, then the seed's own
     * sticks apart from the game's, so the game's throws are the same with or without them. In the
     * assessment's words the throws are said without the rule before them, and the winner "starts the game".
     */
    private Seats drawForDark(RuleSet played, Seat first, Seat second, long seed, boolean assessment) {
        if (!assessment) {
            tell(terminal.t("setup.throw-for-dark", BoardView.symbol(Side.DARK)));
        }
        ThrowsForDark opening = ThrowsForDark.of(played, seed, PlayCommand.script(options, played));
        scripted = opening.scripted();
        List<Integer> values = opening.values();
        for (int i = 0; i < values.size(); i++) {
            Seat thrower = i % 2 == 0 ? first : second;
            tell(terminal.t("setup.has-thrown", display(thrower), values.get(i)));
            terminal.pause(400);
        }
        Seat dark = opening.firstTakesDark() ? first : second;
        tell(assessment ? terminal.t("assessment.starts", display(dark))
                : terminal.t("setup.starts-dark", display(dark), BoardView.symbol(Side.DARK)));
        return Seats.with(Side.DARK, dark, dark == first ? second : first);
    }

    /** Who starts: chosen ({@code ask}; Enter draws) or drawn at random; the starter takes the side that moves first. */
    private Seats chooseStarter(Seat first, Seat second, Side starts, boolean ask) {
        int drawn = ThreadLocalRandom.current().nextInt(2) + 1;
        int choice = ask ? terminal.number(terminal.t("setup.who-starts", display(first), display(second)), 1, 2,
                drawn) : drawn;
        Seat starter = choice == 1 ? first : second;
        tell(terminal.t("setup.starts", display(starter), side(terminal, starts)));
        return Seats.with(starts, starter, starter == first ? second : first);
    }

    /** The line that shows the draw of the side that moves first. */
    static String drawnFirstMove(Terminal terminal, Side firstMover) {
        return terminal.t("setup.draw-first-move", side(terminal, firstMover));
    }

    /** A side as the screen names it: {@code light (o)}. */
    static String side(Terminal terminal, Side side) {
        return terminal.t("side." + side.name().toLowerCase(Locale.ROOT)) + " (" + BoardView.symbol(side) + ")";
    }

    private String display(Seat seat) {
        return seat.display(terminal.texts());
    }
}
