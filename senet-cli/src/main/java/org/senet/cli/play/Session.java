package org.senet.cli.play;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ThreadLocalRandom;

import org.senet.cli.command.BadInputException;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.play.Terminal.Colour;
import org.senet.core.board.Side;
import org.senet.core.bot.Bots;
import org.senet.core.game.Game;
import org.senet.core.game.Step;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.Opening;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.RandomSticks;
import org.senet.core.sticks.ThrowSource;
import org.senet.core.text.Input;

/**
 * The screens of the interactive game: the title, the menu (A play, B load, C rules, D quit, V
 * variant), setting up a game, choosing a saved game, and reading the rules.
 */
final class Session {
    private static final int PAGE = 22;
    /** Keeps the throws of the colour draw apart from the game's sticks, seeded with the same number. */
    private static final long COLOUR_DRAW_SALT = 0x6A09E667F3BCC909L;

    private final Terminal terminal;
    private final SaveStore store;
    private final PlayOptions options;
    private final SaveDisk disk;
    private RuleSet rules;

    Session(Terminal terminal, SaveStore store, PlayOptions options, RuleSet rules, SaveDisk disk) {
        this.terminal = terminal;
        this.store = store;
        this.options = options;
        this.rules = rules;
        this.disk = disk;
    }

    // ------------------------------------------------------------------ the menu

    /** Title screen, then the menu until the player quits or the input ends. */
    int run() {
        try {
            title();
            while (true) {
                if (!menu()) {
                    terminal.println("Goodbye.");
                    return 0;
                }
            }
        } catch (Terminal.Quit quit) {
            return 0;
        }
    }

    private void title() {
        terminal.clear();
        String rule = "=".repeat(64);
        terminal.println(rule);
        terminal.println(terminal.paint("                           S E N E T", Colour.BOLD));
        terminal.println("            The Game of Passing Through the Underworld");
        terminal.println(rule);
        terminal.println("  An ancient Egyptian race game for two, in its rule reconstructions.");
        terminal.println();
        terminal.println("  Credits: the Senet engine project. Rules after Daniel U. Thibault,");
        terminal.println("  Timothy Kendall, Gustave Jequier and Edgar B. Pusch, John Tait,");
        terminal.println("  R. C. Bell and a boxed set; the console game follows a Portuguese and");
        terminal.println("  a Dutch programming assignment.");
        terminal.println(rule);
        terminal.anyKey(terminal.interactive() ? "  Press any key to continue " : "  Press <Enter> to continue ");
    }

    /** Shows the menu and does one choice; false when the player quits. */
    private boolean menu() {
        // No clearing here: a message from the last screen (a game saved, a file refused) stays readable.
        terminal.println();
        terminal.println("Senet -- rules: " + rules.name() + " (" + rules.id() + ")");
        terminal.println();
        terminal.println("  A  Play a game");
        terminal.println("  B  Load a saved game");
        terminal.println("  C  The rules of " + rules.name());
        terminal.println("  D  Quit");
        terminal.println("  V  Choose another rule set");
        terminal.println();
        String choice = terminal.askRaw("Your choice (A, B, C, D, V): ").toUpperCase(Locale.ROOT);
        try {
            switch (choice) {
                case "A" -> playNew();
                case "B" -> load();
                case "C" -> showRules();
                case "D", "Q" -> {
                    return false;
                }
                case "V" -> chooseRules();
                default -> terminal.println("Please type A, B, C, D or V.");
            }
        } catch (Terminal.Quit quit) {
            if (quit.endOfInput) {
                throw quit;
            }
        } catch (BadInputException e) {
            // a game file that cannot be played (open elsewhere, a link that cannot be followed): nothing was played
            refused(e.getMessage());
        }
        return true;
    }

    /** Says why a game cannot be played or loaded, that its file was left as it is, and waits for Enter. */
    private void refused(String message) {
        terminal.println(message.substring(0, 1).toUpperCase(Locale.ROOT) + message.substring(1) + ".");
        terminal.println("The file was left as it is.");
        terminal.askRaw("Press <Enter> to return to the menu ");
    }

    private void playNew() {
        playMatch(setUp());
    }

    /**
     * Plays a game and, as long as the players ask for one, the next game of the match, which the
     * loser of the last game starts.
     */
    private void playMatch(Match first) {
        Match match = first;
        while (true) {
            try (Match current = match) {
                if (!current.play()) {
                    return;
                }
            }
            Side loser = match.game().winner().orElseThrow().opponent();
            String answer = terminal.askRaw("Another game, " + match.seats().of(loser).display()
                    + " to start? Type y, or press <Enter> for the menu: ");
            if (!answer.trim().equalsIgnoreCase("y")) {
                return;
            }
            match = nextGame(match, loser);
        }
    }

    /**
     * The next game of a match: the loser of the last one starts. Where the rules draw the side that
     * moves first, the players keep their sides and the loser's side moves first; where a throw for
     * a 1 decides, the loser throws first; otherwise the loser takes the side that moves first.
     */
    private Match nextGame(Match last, Side loser) {
        RuleSet played = last.game().rules();
        Seat loserSeat = last.seats().of(loser);
        Seat winnerSeat = last.seats().of(loser.opponent());
        long seed = options.seed != null && last.seed().isPresent() ? last.seed().getAsLong() + 1
                : ThreadLocalRandom.current().nextLong();
        ThrowSource sticks = PlayCommand.sticks(options, played, seed, 0);
        terminal.clear();
        terminal.println("The next game of " + played.name() + ": " + loserSeat.display()
                + " lost the last one and starts.");
        Position start = played.start();
        Optional<FirstMove> firstMove = Optional.empty();
        Seats seats;
        if (played.opening().drawsFirstMover()) {
            seats = last.seats();
            start = played.start(loser);
            firstMove = Optional.of(FirstMove.LOSER_STARTS);
            terminal.println(loserSeat.display() + " plays " + side(loser) + " and moves first.");
        } else if (played.opening() == Opening.FIRST_ONE_TAKES_DARK) {
            seats = drawForDark(played, loserSeat, winnerSeat, seed);
        } else {
            seats = Seats.with(start.toMove(), loserSeat, winnerSeat);
            terminal.println(loserSeat.display() + " plays " + side(start.toMove()) + ".");
        }
        terminal.pause(1200);
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        SaveFile file = SaveFile.open(store.newFile(played.id(), now), disk);
        return new Match(terminal, new Game(played, start, sticks), seats, file, OptionalLong.of(seed), now.toString(),
                firstMove, seed);
    }

    // ------------------------------------------------------------------ A: a new game

    private Match setUp() {
        terminal.clear();
        terminal.println("A new game of " + rules.name() + ".");
        Position start = rules.start();
        boolean testPosition = false;
        List<Position> tests = rules.testPositions();
        if (!tests.isEmpty()) {
            int number = number("Would you like to start a normal game (0) or a test position (1-" + tests.size()
                    + ")? -> ", 0, tests.size(), 0);
            if (number > 0) {
                start = tests.get(number - 1);
                testPosition = true;
            }
        }
        String name = nameOr(terminal.ask("Enter your name: "), "Player 1");
        List<String> bots = Bots.levels();
        StringBuilder offer = new StringBuilder("Your opponent: ");
        for (int i = 0; i < bots.size(); i++) {
            offer.append(i + 1).append(' ').append(bots.get(i)).append(" bot, ");
        }
        offer.append("p a second person [Enter: ").append(bots.get(bots.size() - 1)).append(" bot]: ");
        Seat opponent = null;
        while (opponent == null) {
            String answer = terminal.ask(offer.toString()).toLowerCase(Locale.ROOT);
            if (answer.equals("p")) {
                String second = nameOr(terminal.ask("Enter the name of the second player: "), "Player 2");
                opponent = Seat.human(second.equals(name) ? second + " 2" : second);
            } else if (answer.isEmpty()) {
                opponent = Seat.fromOption(bots.get(bots.size() - 1), "");
            } else if (answer.matches("[0-9]{1,2}") && Integer.parseInt(answer) >= 1
                    && Integer.parseInt(answer) <= bots.size()) {
                opponent = Seat.fromOption(bots.get(Integer.parseInt(answer) - 1), "");
            } else if (Bots.names().contains(answer)) {
                opponent = Seat.fromOption(answer, "");
            } else {
                terminal.println("Type the number of a bot, or p for a second person.");
            }
        }
        Seat first = Seat.human(name);
        long seed = options.seed != null ? options.seed : ThreadLocalRandom.current().nextLong();
        ThrowSource sticks = PlayCommand.sticks(options, rules, seed, 0);
        Seats seats;
        Optional<FirstMove> firstMove = Optional.empty();
        if (!testPosition && rules.opening() == Opening.FIRST_ONE_TAKES_DARK) {
            seats = drawForDark(rules, first, opponent, seed);
        } else if (!testPosition && rules.opening().drawsFirstMover()) {
            seats = chooseSides(first, opponent);
            start = FirstMoverDraw.start(rules, seed);
            firstMove = Optional.of(FirstMove.DRAWN);
            terminal.println(drawnFirstMove(start.toMove()));
        } else {
            seats = chooseStarter(first, opponent, start.toMove());
        }
        terminal.pause(1200);
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        SaveFile file = SaveFile.open(options.save != null ? options.save : store.newFile(rules.id(), now), disk);
        return new Match(terminal, new Game(rules, start, sticks), seats, file, OptionalLong.of(seed), now.toString(),
                firstMove, seed);
    }

    /**
     * Where the rules draw the side that moves first, who plays which side is a draw of its own:
     * drawn at random or chosen, and shown for both players.
     */
    private Seats chooseSides(Seat first, Seat second) {
        int choice = number("Who plays light (" + BoardView.symbol(Side.LIGHT) + ")? 1 " + first.display() + ", 2 "
                + second.display() + " [Enter: drawn at random]: ", 1, 2, ThreadLocalRandom.current().nextInt(2) + 1);
        Seats seats = choice == 1 ? new Seats(first, second) : new Seats(second, first);
        terminal.println(first.display() + " plays " + side(seats.light() == first ? Side.LIGHT : Side.DARK) + ", "
                + second.display() + " plays " + side(seats.light() == first ? Side.DARK : Side.LIGHT) + ".");
        return seats;
    }

    /** The line that shows the draw of the side that moves first. */
    static String drawnFirstMove(Side firstMover) {
        return "The draw gives the first move to " + side(firstMover) + ".";
    }

    /** A side as the screen names it: {@code light (o)}. */
    private static String side(Side side) {
        return side.displayName() + " (" + BoardView.symbol(side) + ")";
    }

    /**
     * JP3, AS3: the players throw in turn until one throws a 1; that one takes dark. These throws come
     * from the seed apart from the game's sticks, so the game's throws are the same with or without them.
     */
    private Seats drawForDark(RuleSet played, Seat first, Seat second, long seed) {
        terminal.println("Who throws a 1 first takes dark (" + BoardView.symbol(Side.DARK) + ").");
        RandomSticks sticks = new RandomSticks(seed ^ COLOUR_DRAW_SALT);
        Seat thrower = first;
        while (true) {
            int value = sticks.nextThrow(played.throwTable());
            terminal.println(thrower.display() + " has thrown " + value);
            terminal.pause(400);
            if (value == 1) {
                terminal.println(thrower.display() + " starts the game and plays dark ("
                        + BoardView.symbol(Side.DARK) + ").");
                return Seats.with(Side.DARK, thrower, thrower == first ? second : first);
            }
            thrower = thrower == first ? second : first;
        }
    }

    /** Who starts: drawn at random or chosen; the starter takes the side that moves first. */
    private Seats chooseStarter(Seat first, Seat second, Side starts) {
        int choice = number("Who starts? 1 " + first.display() + ", 2 " + second.display()
                + " [Enter: drawn at random]: ", 1, 2, ThreadLocalRandom.current().nextInt(2) + 1);
        Seat starter = choice == 1 ? first : second;
        terminal.println(starter.display() + " starts the game and plays " + starts.displayName() + " ("
                + BoardView.symbol(starts) + ").");
        return Seats.with(starts, starter, starter == first ? second : first);
    }

    private int number(String prompt, int min, int max, int otherwise) {
        while (true) {
            String answer = terminal.ask(prompt);
            if (answer.isEmpty()) {
                return otherwise;
            }
            if (answer.matches("[0-9]{1,3}") && Integer.parseInt(answer) >= min && Integer.parseInt(answer) <= max) {
                return Integer.parseInt(answer);
            }
            terminal.println("Please type a number from " + min + " to " + max + ".");
        }
    }

    private static String nameOr(String answer, String otherwise) {
        String name = Seat.cleanName(answer);
        return name.isEmpty() ? otherwise : name;
    }

    // ------------------------------------------------------------------ B: load

    private void load() {
        terminal.clear();
        List<SaveStore.Entry> entries = store.list();
        if (entries.isEmpty()) {
            terminal.println("No saved games in " + store.folder() + ".");
        } else {
            terminal.println("Saved games in " + store.folder() + ":");
            for (int i = 0; i < entries.size(); i++) {
                terminal.println(String.format(Locale.ROOT, "%3d  %s", i + 1, summary(entries.get(i))));
            }
        }
        String answer = terminal.ask(entries.isEmpty() ? "A file to load (Enter: back to the menu): "
                : "Number of the game, or a file to load (Enter: back to the menu): ");
        if (answer.isEmpty()) {
            return;
        }
        Path file;
        try {
            file = answer.matches("[0-9]{1,4}") && Integer.parseInt(answer) >= 1
                    && Integer.parseInt(answer) <= entries.size()
                    ? entries.get(Integer.parseInt(answer) - 1).file() : Path.of(expandHome(answer));
        } catch (InvalidPathException e) {
            refused("cannot load '" + Input.shown(answer) + "': it is not a file name");
            return;
        }
        if (!Files.exists(file)) {
            refused("cannot load " + file + ": there is no such file");
            return;
        }
        Match match;
        SaveFile save;
        try {
            save = SaveFile.open(file, disk);
        } catch (BadInputException e) {
            refused(e.getMessage());
            return;
        }
        try {
            match = resume(save, options, terminal);
        } catch (RecordException | BadInputException e) {
            save.close();
            refused("cannot load " + file + ": " + e.getMessage());
            return;
        }
        if (match == null) {
            save.close();
            terminal.askRaw("Press <Enter> to return to the menu ");
        } else {
            playMatch(match);
        }
    }

    private static String expandHome(String path) {
        return path.startsWith("~/") ? System.getProperty("user.home") + path.substring(1) : path;
    }

    private static String summary(SaveStore.Entry entry) {
        String name = entry.file().getFileName().toString();
        if (entry.record() == null) {
            return name + "  [cannot be loaded: " + entry.problem() + "]";
        }
        GameRecord record = entry.record();
        String state = record.rules().isOver(record.position())
                ? "over, " + record.rules().winner(record.position()).orElseThrow().displayName() + " won"
                : record.position().toMove().displayName() + " to play";
        return name + "  " + record.rules().id() + ", " + record.light() + " vs " + record.dark() + ", "
                + record.steps().size() + " steps, " + state;
    }

    /**
     * The match of a saved game, ready to go on (its seats, position, next action and waiting throw
     * as saved), or null when the game is over (its end is then shown). Saves go on into the same file.
     * The game goes on as it would have without the stop: with the record's seed (or, for a record
     * without one, {@code --seed} or a random one), the sticks after the throws already made and the
     * bots' choices drawn per step.
     *
     * @throws RecordException    for a damaged or foreign file (left as it is)
     * @throws BadInputException for a player this version does not have
     */
    static Match resume(SaveFile file, PlayOptions options, Terminal terminal) {
        GameRecord record = file.read();
        Seats seats = new Seats(Seat.fromRecord(record.light()), Seat.fromRecord(record.dark()));
        long seed = record.seed().isPresent() ? record.seed().getAsLong()
                : options.seed != null ? options.seed : ThreadLocalRandom.current().nextLong();
        int thrown = (int) record.steps().stream().filter(Step::isThrow).count();
        Game game = record.toGame(PlayCommand.sticks(options, record.rules(), seed, thrown));
        terminal.println("Loaded " + file.path() + ": " + record.rules().name() + ", " + seats.light().display()
                + " (light) vs "
                + seats.dark().display() + " (dark), " + record.steps().size() + " steps.");
        if (game.isOver()) {
            BoardView view = new BoardView(terminal);
            view.render(game.rules(), game.position(), seats, game.steps()).forEach(terminal::println);
            Side winner = game.winner().orElseThrow();
            terminal.println("This game is over: " + seats.of(winner).display() + " (" + winner.displayName()
                    + ") won.");
            return null;
        }
        return new Match(terminal, game, seats, file, record.seed(), record.date(), record.firstMove(), seed);
    }

    // ------------------------------------------------------------------ C: rules, V: rule set

    private void showRules() {
        terminal.clear();
        String[] lines = rules.description().split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            terminal.println(lines[i]);
            if (terminal.interactive() && (i + 1) % PAGE == 0 && i + 1 < lines.length) {
                String more = terminal.askRaw("-- more: Enter, q to stop -- ");
                if (more.equalsIgnoreCase("q")) {
                    return;
                }
            }
        }
        terminal.askRaw("Press <Enter> to return to the menu ");
    }

    private void chooseRules() {
        terminal.clear();
        List<RuleSet> all = RuleSetOptions.REGISTRY.all();
        for (int i = 0; i < all.size(); i++) {
            terminal.println(String.format(Locale.ROOT, "%3d  %-14s %s", i + 1, all.get(i).id(), all.get(i).summary()));
        }
        int choice = number("Rule set (Enter: keep " + rules.id() + "): ", 1, all.size(), 0);
        if (choice > 0) {
            rules = all.get(choice - 1);
            terminal.println("Rules: " + rules.name() + ".");
        }
    }

}
