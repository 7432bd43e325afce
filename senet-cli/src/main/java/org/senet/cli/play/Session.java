package org.senet.cli.play;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.senet.bots.Bots;
import org.senet.bots.analysis.GameReview;
import org.senet.bots.analysis.GameReviewer;
import org.senet.bots.tables.EndgameTables;
import org.senet.cli.command.AnalyzeCommand;
import org.senet.cli.command.BadInputException;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.command.RulesText;
import org.senet.cli.play.Terminal.Colour;
import org.senet.cli.review.ReviewChart;
import org.senet.cli.review.ReviewText;
import org.senet.cli.text.Texts;
import org.senet.cli.text.Wrap;
import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Step;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.TestPositions;
import org.senet.core.store.Disk;
import org.senet.core.store.IoProblem;
import org.senet.core.store.RecordFile;
import org.senet.core.text.Input;

/**
 * The screens of the interactive game: the title, the menu (A play, B load, C rules, D quit, V
 * rule set, O its options, L language, K board), setting up a game, choosing (or deleting) a saved
 * game, and reading the rules.
 */
final class Session {
    private static final int PAGE = 22;
    /** How a save file says that another process plays the game, with the process's number. */
    private static final Pattern IN_USE = Pattern.compile("open in another senet process \\(process ([0-9]+)\\)");

    private final Terminal terminal;
    private final SaveStore store;
    private final PlayOptions options;
    private final Disk disk;
    private RuleSet rules;
    private final NewGame newGame;
    /** Where the settings of the last game set up are kept, for the menu's N. */
    private final Path lastGame;

    Session(Terminal terminal, SaveStore store, PlayOptions options, RuleSet rules, Disk disk) {
        this.terminal = terminal;
        this.store = store;
        this.options = options;
        this.rules = rules;
        this.disk = disk;
        this.newGame = new NewGame(terminal, options, store, disk);
        this.lastGame = store.folder().resolveSibling(LastGame.FILE);
    }

    // ------------------------------------------------------------------ the menu

    /**
     * Title screen, then the menu until the player quits or the input ends. A rule set with test
     * positions chosen on the command line (the Dutch assessment) plays the assessment's program
     * instead: its first question, a normal game or a test position, then one game as its
     * transcripts show it ({@link #assessment}).
     *
     * @return the exit code: 0, or {@value StopGuard#HANG_UP_EXIT} when the terminal hung up
     */
    int run() {
        try {
            if (rules.capability(TestPositions.class).isPresent()) {
                return assessment();
            }
            title();
            while (true) {
                if (!menu()) {
                    terminal.println(terminal.t("menu.goodbye"));
                    return 0;
                }
            }
        } catch (Terminal.Quit quit) {
            return quit.exitCode();
        }
    }

    /**
     * The Dutch assessment's program, line for line as its transcripts (appendices B and C of its text):
     * a welcome, a normal game (0) or a test position (1-3); for a normal game the names of the two players
     * and their throws for a 1; then the game on the assessment's board. Nothing else is asked. The game
     * ends the program.
     */
    private int assessment() {
        terminal.clear();
        terminal.println(terminal.t("assessment.welcome"));
        if (options.board == null) {
            terminal.compactBoard(true);
        }
        List<Position> tests = rules.capability(TestPositions.class).map(TestPositions::testPositions).orElse(List.of());
        int number = terminal.number(terminal.t("setup.test-position", tests.size()), 0, tests.size(), 0);
        newGame.begin();
        Match match;
        if (number == 0) {
            String first = name(terminal.t("assessment.first-name"), terminal.t("setup.player", 1), "");
            String second = name(terminal.t("setup.second-name"), terminal.t("setup.player", 2), first);
            match = newGame.start(rules, rules.start(), false, Seat.human(first), Seat.human(second),
                    NewGame.Sides.ASSESSMENT);
        } else {
            match = newGame.start(rules, tests.get(number - 1), true, Seat.human(terminal.t("assessment.black")),
                    Seat.human(terminal.t("assessment.white")), NewGame.Sides.ASSESSMENT);
        }
        match.asAssessment();
        try (match) {
            match.play();
        }
        return 0;
    }

    private void title() {
        terminal.clear();
        String rule = "=".repeat(Math.min(64, terminal.width()));
        terminal.println(rule);
        terminal.println(terminal.paint("                           S E N E T", Colour.BOLD));
        terminal.println(terminal.t("title.subtitle"));
        terminal.println(rule);
        terminal.println(terminal.t("title.text"));
        terminal.println();
        terminal.println(terminal.t("title.credits"));
        terminal.println(rule);
        terminal.anyKey(terminal.t(terminal.interactive() ? "title.any-key" : "title.enter"));
    }

    /** The rule set with its options as the screens name it: {@code Kendall (kendall), options: robinson=true}. */
    private String inForce(RuleSet ruleSet) {
        return terminal.t("menu.rules-in-force", name(ruleSet), ruleSet.id(), optionsText(ruleSet));
    }

    private String optionsText(RuleSet ruleSet) {
        if (ruleSet.optionSpecs().isEmpty()) {
            return terminal.t("options.none-exist");
        }
        if (ruleSet.options().isEmpty()) {
            return terminal.t("options.defaults");
        }
        List<String> set = new ArrayList<>();
        ruleSet.options().forEach((key, value) -> set.add(key + "=" + value));
        return String.join(", ", set);
    }

    /** A rule set's name for players, in the language chosen (its own name where the console has none). */
    private String name(RuleSet ruleSet) {
        return RulesText.name(terminal.texts(), ruleSet);
    }

    /** Shows the menu and does one choice; false when the player quits. */
    private boolean menu() {
        // No clearing here: a message from the last screen (a game saved, a file refused) stays readable.
        terminal.println();
        terminal.println(terminal.paint("Senet -- " + inForce(rules), Colour.BOLD));
        terminal.println();
        terminal.println(terminal.t("menu.a", name(rules)));
        Optional<LastGame> last = LastGame.read(lastGame);
        last.ifPresent(settings -> terminal.println(terminal.t("menu.n", name(settings.rules()), settings.name(),
                display(settings.opponent()))));
        terminal.println(terminal.t("menu.b"));
        terminal.println(terminal.t("menu.c", name(rules)));
        terminal.println(terminal.t("menu.d"));
        terminal.println(terminal.t("menu.v", RuleSetOptions.REGISTRY.all().size()));
        boolean hasOptions = !rules.optionSpecs().isEmpty();
        if (hasOptions) {
            terminal.println(terminal.t("menu.o", name(rules)));
        }
        terminal.println(terminal.t("menu.l", terminal.t("language.name")));
        terminal.println(terminal.t("menu.k", terminal.t(terminal.compactBoard() ? "board.compact" : "board.big")));
        terminal.println();
        String letters = (hasOptions ? "A, B, C, D, V, O, L, K" : "A, B, C, D, V, L, K") + (last.isPresent() ? ", N" : "");
        String choice = terminal.askRaw(terminal.t("menu.choice", letters)).toUpperCase(Locale.ROOT);
        switch (choice) {
            case "A" -> guarded(this::playNew);
            case "N" -> {
                if (last.isPresent()) {
                    guarded(() -> playMatch(playLast(last.get())));
                } else {
                    terminal.println(terminal.t("menu.again", letters));
                }
            }
            case "B" -> guarded(this::load);
            case "C" -> guarded(this::showRules);
            case "D", "Q" -> {
                return false;
            }
            case "V" -> guarded(() -> chooseRules(false));
            case "O" -> guarded(() -> {
                if (hasOptions) {
                    rules = editOptions(rules);
                } else {
                    terminal.println(terminal.t("menu.again", letters));
                }
            });
            case "L" -> guarded(this::chooseLanguage);
            case "K" -> {
                terminal.compactBoard(!terminal.compactBoardChosen());
                terminal.println(terminal.t("board.now", terminal.t(terminal.compactBoardChosen() ? "board.compact"
                        : "board.big")));
                if (!terminal.compactBoardChosen() && terminal.compactBoard()) {
                    terminal.println(terminal.t("board.too-narrow", BoardView.BIG_WIDTH, terminal.width()));
                }
            }
            default -> terminal.println(terminal.t("menu.again", letters));
        }
        return true;
    }

    /** Runs a screen of the menu: {@code q} or a game file that cannot be played leads back to the menu. */
    private void guarded(Runnable screen) {
        try {
            screen.run();
        } catch (Terminal.Quit quit) {
            if (quit.endOfInput) {
                throw quit;
            }
        } catch (BadInputException e) {
            // a game file that cannot be played (open elsewhere, a link that cannot be followed): nothing was played
            refused(e.getMessage());
        }
    }

    /** Says why a game cannot be played or loaded, that its file was left as it is, and waits for Enter. */
    private void refused(String message) {
        terminal.println(Texts.capital(message) + ".");
        terminal.println(terminal.t("load.left-as-is"));
        terminal.askRaw(terminal.t("menu.enter-back"));
    }

    private void playNew() {
        playMatch(setUp(true));
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
            String answer = terminal.askRaw(terminal.t("match.another", match.seats().of(loser)
                    .display(terminal.texts())));
            while (answer.strip().equalsIgnoreCase("r")) {
                review(match.file().path());
                answer = terminal.askRaw(terminal.t("match.another", match.seats().of(loser)
                        .display(terminal.texts())));
            }
            if (!yes(answer)) {
                return;
            }
            match = newGame.next(match, loser, name(match.game().rules()));
        }
    }

    /**
     * Whether an answer says yes: {@code y}, or the language's letter or word ({@code s}, {@code sim}; {@code j},
     * {@code ja}).
     */
    private boolean yes(String answer) {
        String given = answer.trim();
        return given.equalsIgnoreCase("y") || given.equalsIgnoreCase(terminal.t("answer.y"))
                || given.equalsIgnoreCase(terminal.t("answer.yes"));
    }

    private String display(Seat seat) {
        return seat.display(terminal.texts());
    }

    // ------------------------------------------------------------------ A: a new game

    /**
     * Sets a new game up: the rule set (when {@code askRules}), its options, a normal game or a test
     * position where the rule set has them, the players and who starts.
     */
    private Match setUp(boolean askRules) {
        terminal.clear();
        newGame.begin();
        if (askRules) {
            chooseRules(true);
            if (!rules.optionSpecs().isEmpty()) {
                terminal.println(terminal.t("options.in-force", name(rules), optionsText(rules)));
                String answer = terminal.ask(terminal.t("options.offer"));
                if (answer.equalsIgnoreCase("o")) {
                    rules = editOptions(rules);
                }
            }
        }
        terminal.println(terminal.t("setup.new-game", inForce(rules)));
        Position start = rules.start();
        boolean testPosition = false;
        List<Position> tests = rules.capability(TestPositions.class).map(TestPositions::testPositions).orElse(List.of());
        if (!tests.isEmpty()) {
            int number = terminal.number(terminal.t("setup.test-position", tests.size()), 0, tests.size(), 0);
            if (number > 0) {
                start = tests.get(number - 1);
                testPosition = true;
            }
        }
        String name = name(terminal.t("setup.your-name"), terminal.t("setup.player", 1), "");
        List<String> bots = Bots.levels();
        List<String> offers = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            offers.add(terminal.t("setup.bot-offer", i + 1, Seat.botName(terminal.texts(), bots.get(i))));
        }
        String offer = terminal.t("setup.opponent", String.join(", ", offers),
                Seat.botName(terminal.texts(), bots.get(bots.size() - 1)));
        Seat opponent = null;
        while (opponent == null) {
            String answer = terminal.ask(offer).toLowerCase(Locale.ROOT);
            if (answer.equals("p")) {
                opponent = Seat.human(name(terminal.t("setup.second-name"), terminal.t("setup.player", 2), name));
            } else if (answer.isEmpty()) {
                opponent = Seat.fromOption(bots.get(bots.size() - 1), "");
            } else if (answer.matches("[0-9]{1,2}") && Integer.parseInt(answer) >= 1
                    && Integer.parseInt(answer) <= bots.size()) {
                opponent = Seat.fromOption(bots.get(Integer.parseInt(answer) - 1), "");
            } else if (Bots.names().contains(answer)) {
                opponent = Seat.fromOption(answer, "");
            } else {
                terminal.println(terminal.t("setup.opponent-again"));
            }
        }
        if (askRules) {
            remember(new LastGame(rules, name, opponent));
        }
        return newGame.start(rules, start, testPosition, Seat.human(name), opponent, NewGame.Sides.ASKED);
    }

    /** Keeps the settings of a game set up, for N in the menu; says so where they cannot be kept. */
    private void remember(LastGame settings) {
        try {
            settings.write(lastGame);
        } catch (IOException e) {
            terminal.println(terminal.t("menu.n-not-kept", lastGame, IoProblem.cause(e)));
        }
    }

    /** A game with the last settings: no question, the sides drawn as the rules draw them. */
    private Match playLast(LastGame last) {
        terminal.clear();
        newGame.begin();
        rules = last.rules();
        terminal.println(terminal.t("setup.new-game", inForce(rules)));
        return newGame.start(rules, rules.start(), false, Seat.human(last.name()), last.opponent(),
                NewGame.Sides.DRAWN);
    }

    /**
     * Asks a player's name: {@code otherwise} for an empty answer; a name longer than a seat holds is cut,
     * and the player told; a name that {@code taken} already has (in any case) is asked again.
     */
    private String name(String prompt, String otherwise, String taken) {
        while (true) {
            String answer = terminal.ask(prompt);
            String name = Seat.cleanName(answer);
            if (name.isEmpty()) {
                name = otherwise.equalsIgnoreCase(taken) ? otherwise + " 2" : otherwise;
            }
            if (name.equalsIgnoreCase(taken)) {
                terminal.println(terminal.t("setup.same-name", taken));
                continue;
            }
            if (!name.equals(Seat.printable(answer))) {
                terminal.println(terminal.t("setup.name-cut", Seat.NAME_LENGTH, name));
            }
            return name;
        }
    }

    // ------------------------------------------------------------------ B: load

    private void load() {
        while (true) {
            terminal.clear();
            List<SaveStore.Entry> entries = store.list();
            if (entries.isEmpty()) {
                terminal.println(terminal.t("load.none", store.folder()));
            } else {
                terminal.println(terminal.t("load.list", store.folder()));
                for (int i = 0; i < entries.size(); i++) {
                    terminal.println(String.format(Locale.ROOT, "%3d  %s", i + 1, summary(entries.get(i))));
                }
            }
            String answer = terminal.ask(terminal.t(entries.isEmpty() ? "load.ask-file" : "load.ask"));
            if (answer.isEmpty()) {
                return;
            }
            String lower = answer.toLowerCase(Locale.ROOT);
            if (!entries.isEmpty() && lower.matches("[d-] *[0-9]{1,4}")) {
                delete(entries, Integer.parseInt(lower.substring(1).strip()));
                continue;
            }
            if (!entries.isEmpty() && lower.matches("a *[0-9]{1,4}")) {
                int number = Integer.parseInt(lower.substring(1).strip());
                if (number < 1 || number > entries.size()) {
                    terminal.println(terminal.t("load.out-of-range", number, entries.size()));
                    terminal.askRaw(terminal.t("menu.enter-back-list"));
                } else {
                    review(entries.get(number - 1).file());
                }
                continue;
            }
            if (answer.matches("[0-9]{1,4}")) {
                int number = Integer.parseInt(answer);
                if (number < 1 || number > entries.size()) {
                    terminal.println(entries.isEmpty() ? terminal.t("load.no-games")
                            : terminal.t("load.out-of-range", number, entries.size()));
                    terminal.askRaw(terminal.t("menu.enter-back"));
                    return;
                }
                open(entries.get(number - 1).file(), answer);
                return;
            }
            Path file;
            try {
                file = Path.of(expandHome(answer));
            } catch (InvalidPathException e) {
                refused(terminal.t("load.not-a-file-name", Input.shown(answer)));
                return;
            }
            open(file, answer);
            return;
        }
    }

    /** Deletes the game of a number in the list, once the player confirms it. */
    private void delete(List<SaveStore.Entry> entries, int number) {
        if (number < 1 || number > entries.size()) {
            terminal.println(terminal.t("load.out-of-range", number, entries.size()));
            terminal.askRaw(terminal.t("menu.enter-back-list"));
            return;
        }
        Path file = entries.get(number - 1).file();
        String answer = terminal.ask(terminal.t("load.delete-confirm", number, file.getFileName()));
        if (yes(answer)) {
            try {
                store.delete(file);
                terminal.println(terminal.t("load.deleted", file.getFileName()));
            } catch (BadInputException e) {
                terminal.println(Texts.capital(e.getMessage()) + ".");
            }
        } else {
            terminal.println(terminal.t("load.kept", file.getFileName()));
        }
        terminal.askRaw(terminal.t("menu.enter-back-list"));
    }

    private void open(Path file, String answer) {
        if (!Files.exists(file)) {
            refused(terminal.t("load.no-such-file", file));
            return;
        }
        Optional<String> unplayable = unplayable(file);
        if (unplayable.isPresent()) {
            refused(unplayable.get());
            return;
        }
        Match match;
        SaveFile save;
        try {
            save = SaveFile.open(file, disk);
        } catch (BadInputException e) {
            refused(inUse(file, e).orElse(e.getMessage()));
            return;
        }
        try {
            match = resume(save, options, terminal);
        } catch (RecordException | BadInputException e) {
            save.close();
            refused(terminal.t("load.cannot", file, e.getMessage()));
            return;
        }
        if (match == null) {
            save.close();
            terminal.askRaw(terminal.t("menu.enter-back"));
        } else {
            playMatch(match);
        }
    }

    /** Why a file cannot be played, in the language chosen: a folder, not a regular file, not readable. */
    private Optional<String> unplayable(Path file) {
        if (Files.isDirectory(file)) {
            return Optional.of(terminal.t("load.folder", file));
        }
        if (!Files.isRegularFile(file)) {
            return Optional.of(terminal.t("load.not-regular", file));
        }
        if (!Files.isReadable(file)) {
            return Optional.of(terminal.t("load.unreadable", file));
        }
        return Optional.empty();
    }

    /** A game open in another process, said in the language chosen; empty for another refusal. */
    private Optional<String> inUse(Path file, BadInputException refusal) {
        Matcher process = IN_USE.matcher(String.valueOf(refusal.getMessage()));
        return process.find() ? Optional.of(terminal.t("load.in-use", file, process.group(1))) : Optional.empty();
    }

    /**
     * The review of a saved game: its errors and notable throws, each side's figures, the chart written
     * beside it, and the command that gives every decision.
     */
    private void review(Path file) {
        terminal.clear();
        GameRecord record;
        try {
            record = RecordFile.read(RuleSetOptions.REGISTRY, file);
        } catch (RecordException e) {
            refused(terminal.t("load.cannot", file, e.getMessage()));
            return;
        }
        terminal.println(terminal.t("review.working"));
        GameReviewer reviewer = GameReviewer.strongest(record.rules(), EndgameTables.user(), GameReviewer.DEFAULT_DEPTH);
        GameReview review = reviewer.review(record);
        if (!terminal.texts().language().equals("en")) {
            terminal.println(terminal.t("review.english"));
        }
        terminal.println();
        ReviewText.human(review, record, reviewer.judge(), true)
                .forEach(terminal::println);
        terminal.println();
        Path chart = AnalyzeCommand.besideGame(file);
        try {
            ReviewChart.write(review, AnalyzeCommand.title(record), chart, file);
            terminal.println(terminal.t("review.chart", chart));
        } catch (IOException e) {
            terminal.println(terminal.t("review.no-chart", chart, IoProblem.cause(e)));
        }
        terminal.println(terminal.t("review.full", file));
        terminal.askRaw(terminal.t("menu.enter-back-list"));
    }

    private static String expandHome(String path) {
        return path.startsWith("~/") ? System.getProperty("user.home") + path.substring(1) : path;
    }

    private String summary(SaveStore.Entry entry) {
        String name = entry.file().getFileName().toString();
        String when = SaveStore.shown(entry.modified());
        if (entry.record() == null) {
            return when + "  " + name + "  " + terminal.t("load.damaged", entry.problem());
        }
        GameRecord record = entry.record();
        Seats seats = new Seats(Seat.fromRecordOrHuman(record.light()), Seat.fromRecordOrHuman(record.dark()));
        String state = record.rules().isOver(record.position())
                ? terminal.paint(terminal.t("load.finished", display(seats.of(record.rules().winner(record.position())
                        .orElseThrow()))), Colour.BOLD)
                : terminal.t("load.to-play", NewGame.side(terminal, record.position().toMove()));
        return when + "  " + record.rules().id() + ", " + display(seats.light()) + " - " + display(seats.dark()) + ", "
                + terminal.texts().count("load.steps", record.steps().size()) + ", " + state + "  " + name;
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
        String loaded = terminal.t("load.loaded", file.path(), record.rules().name(),
                seats.light().display(terminal.texts()), seats.dark().display(terminal.texts()),
                terminal.texts().count("load.steps", record.steps().size()));
        terminal.println(loaded);
        if (game.isOver()) {
            BoardView view = new BoardView(terminal);
            terminal.printLines(view.render(game.rules(), game.position(), seats, game.steps()));
            Side winner = game.winner().orElseThrow();
            terminal.println(terminal.t("load.over", seats.of(winner).display(terminal.texts()),
                    NewGame.side(terminal, winner)));
            return null;
        }
        Match match = new Match(terminal, game, seats, file, record.seed(), record.date(), record.firstMove(), seed);
        match.intro(List.of(loaded));
        return match;
    }

    // ------------------------------------------------------------------ C: rules, V: rule set, O: options, L

    private void showRules() {
        terminal.clear();
        terminal.printLines(RulesText.summary(terminal.texts(), rules, terminal.width()));
        String answer = terminal.askRaw(terminal.t("rules.more"));
        if (answer.equalsIgnoreCase("f")) {
            terminal.clear();
            String[] lines = RulesText.full(rules).split("\n", -1);
            int shown = 0;
            for (String text : lines) {
                for (String line : Wrap.lines(text, terminal.width())) {
                    terminal.println(line);
                    shown++;
                    if (terminal.interactive() && shown % PAGE == 0) {
                        String more = terminal.askRaw(terminal.t("rules.page"));
                        if (more.equalsIgnoreCase("q")) {
                            return;
                        }
                    }
                }
            }
            terminal.askRaw(terminal.t("menu.enter-back"));
        }
    }

    /** Lists the rule sets and lets the player pick one (Enter keeps the current one). */
    private void chooseRules(boolean forAGame) {
        if (!forAGame) {
            terminal.clear();
        }
        terminal.println(terminal.t("rulesets.title"));
        List<RuleSet> all = RuleSetOptions.REGISTRY.all();
        for (int i = 0; i < all.size(); i++) {
            RuleSet ruleSet = all.get(i);
            String summary = RulesText.line(terminal.texts(), ruleSet);
            terminal.println(String.format(Locale.ROOT, "%3d  %-14s %s", i + 1, ruleSet.id(), summary));
        }
        int choice = terminal.number(terminal.t("rulesets.ask", name(rules)), 1, all.size(), 0);
        if (choice > 0 && !all.get(choice - 1).id().equals(rules.id())) {
            rules = all.get(choice - 1);
        }
        if (!forAGame) {
            terminal.println(terminal.t("rulesets.now", inForce(rules)));
        }
    }

    /**
     * The options screen: every option of the rule set with its value, a number changes one (a
     * yes/no option flips, another asks for its value); a combination the rule set refuses is
     * said and not taken.
     */
    private RuleSet editOptions(RuleSet ruleSet) {
        RuleSet current = ruleSet;
        while (true) {
            terminal.clear();
            terminal.println(terminal.t("options.title", name(current)));
            List<OptionSpec> specs = current.optionSpecs();
            for (int i = 0; i < specs.size(); i++) {
                OptionSpec spec = specs.get(i);
                String value = current.options().getOrDefault(spec.key(), spec.defaultValue());
                terminal.println(String.format(Locale.ROOT, "%3d  %s  %s", i + 1, spec.key() + "=" + value,
                        optionMeaning(current, spec)));
            }
            int number = terminal.number(terminal.t("options.ask"), 1, specs.size(), 0);
            if (number == 0) {
                return current;
            }
            OptionSpec spec = specs.get(number - 1);
            String value = current.options().getOrDefault(spec.key(), spec.defaultValue());
            String next;
            if (spec.values().size() == 2) {
                next = spec.values().get(spec.values().get(0).equals(value) ? 1 : 0);
            } else {
                String typed = terminal.ask(terminal.t("options.value", spec.key(), String.join(", ", spec.values()),
                        value));
                if (typed.isEmpty()) {
                    continue;
                }
                next = spec.values().stream().filter(known -> known.equalsIgnoreCase(typed)).findFirst().orElse(null);
                if (next == null) {
                    terminal.println(terminal.t("options.bad-value", Input.shown(typed), spec.key(),
                            String.join(", ", spec.values())));
                    terminal.askRaw(terminal.t("menu.enter-back-list"));
                    continue;
                }
            }
            Map<String, String> chosen = new LinkedHashMap<>(current.options());
            if (next.equals(spec.defaultValue())) {
                chosen.remove(spec.key());
            } else {
                chosen.put(spec.key(), next);
            }
            try {
                current = Points.vary(RuleSetOptions.REGISTRY.get(current.id(), chosen), Points.of(current));
            } catch (SenetException e) {
                // the rule set's reason is in English: other languages say what was refused in their own words
                terminal.println(terminal.texts().language().equals("en") ? Texts.capital(e.getMessage()) + "."
                        : terminal.t("options.refused", spec.key() + "=" + next, optionsText(current)));
                terminal.askRaw(terminal.t("menu.enter-back-list"));
            }
        }
    }

    private String optionMeaning(RuleSet ruleSet, OptionSpec spec) {
        return RulesText.meaning(terminal.texts(), ruleSet, spec);
    }

    private void chooseLanguage() {
        terminal.clear();
        for (int i = 0; i < Texts.LANGUAGES.size(); i++) {
            terminal.println(String.format(Locale.ROOT, "%3d  %s  %s", i + 1, Texts.LANGUAGES.get(i),
                    Texts.of(Texts.LANGUAGES.get(i)).get("language.name")));
        }
        int choice = terminal.number(terminal.t("language.ask"), 1, Texts.LANGUAGES.size(), 0);
        if (choice > 0) {
            terminal.texts(Texts.of(Texts.LANGUAGES.get(choice - 1)));
        }
    }
}
