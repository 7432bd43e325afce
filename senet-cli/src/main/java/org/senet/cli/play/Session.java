package org.senet.cli.play;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.senet.cli.command.BadInputException;
import org.senet.cli.command.RuleSetOptions;
import org.senet.cli.command.RulesText;
import org.senet.cli.play.Terminal.Colour;
import org.senet.cli.text.Texts;
import org.senet.core.board.Side;
import org.senet.core.position.Position;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.TestPositions;
import org.senet.core.store.Disk;

/**
 * The interactive game: the title, the menu (A play, B load, C rules, D quit, V rule set, O its options,
 * L language, K board), the Dutch assessment's program, and the games of a match. The menu's screens are
 * classes of their own: setting a game up ({@link SetUpScreen}), the saved games ({@link LoadScreen}) and
 * their review ({@link ReviewScreen}), the rules, rule sets, options and language ({@link RuleSetScreens}).
 */
final class Session {
    private final Terminal terminal;
    private final PlayOptions options;
    private RuleSet rules;
    private final NewGame newGame;
    /** Where the settings of the last game set up are kept, for the menu's N. */
    private final Path lastGame;
    private final SetUpScreen setUp;
    private final RuleSetScreens ruleSets;
    private final ReviewScreen reviews;
    private final LoadScreen saved;

    Session(Terminal terminal, SaveStore store, PlayOptions options, RuleSet rules, Disk disk) {
        this.terminal = terminal;
        this.options = options;
        this.rules = rules;
        this.newGame = new NewGame(terminal, options, store, disk);
        this.lastGame = store.folder().resolveSibling(LastGame.FILE);
        this.setUp = new SetUpScreen(this, terminal, newGame, lastGame);
        this.ruleSets = new RuleSetScreens(this, terminal);
        this.reviews = new ReviewScreen(this, terminal);
        this.saved = new LoadScreen(this, terminal, store, options, disk, reviews);
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
    String inForce(RuleSet ruleSet) {
        return terminal.t("menu.rules-in-force", name(ruleSet), ruleSet.id(), optionsText(ruleSet));
    }

    String optionsText(RuleSet ruleSet) {
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
    String name(RuleSet ruleSet) {
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
                    guarded(() -> playMatch(setUp.playLast(last.get())));
                } else {
                    terminal.println(terminal.t("menu.again", letters));
                }
            }
            case "B" -> guarded(saved::show);
            case "C" -> guarded(ruleSets::showRules);
            case "D", "Q" -> {
                return false;
            }
            case "V" -> guarded(() -> ruleSets.chooseRules(false));
            case "O" -> guarded(() -> {
                if (hasOptions) {
                    rules = ruleSets.editOptions(rules);
                } else {
                    terminal.println(terminal.t("menu.again", letters));
                }
            });
            case "L" -> guarded(ruleSets::chooseLanguage);
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
    void refused(String message) {
        terminal.println(Texts.capital(message) + ".");
        terminal.println(terminal.t("load.left-as-is"));
        terminal.askRaw(terminal.t("menu.enter-back"));
    }

    private void playNew() {
        playMatch(setUp.ask(true));
    }

    /**
     * Plays a game and, as long as the players ask for one, the next game of the match, which the
     * loser of the last game starts.
     */
    void playMatch(Match first) {
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
                reviews.show(match.file().path());
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
    boolean yes(String answer) {
        String given = answer.trim();
        return given.equalsIgnoreCase("y") || given.equalsIgnoreCase(terminal.t("answer.y"))
                || given.equalsIgnoreCase(terminal.t("answer.yes"));
    }

    String display(Seat seat) {
        return seat.display(terminal.texts());
    }

    /**
     * Asks a player's name: {@code otherwise} for an empty answer; a name longer than a seat holds is cut,
     * and the player told; a name that {@code taken} already has (in any case) is asked again.
     */
    String name(String prompt, String otherwise, String taken) {
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
            String typed = Seat.printable(answer);
            if (!typed.isEmpty() && !name.equals(typed)) {
                terminal.println(terminal.t("setup.name-cut", Seat.NAME_LENGTH, name));
            }
            return name;
        }
    }

    /** {@return the rule set in force, which the next game set up plays} */
    RuleSet rules() {
        return rules;
    }

    /** Puts a rule set in force. */
    void rules(RuleSet chosen) {
        this.rules = chosen;
    }

    /** {@return the screens of the rules, the rule sets, their options and the language} */
    RuleSetScreens ruleSets() {
        return ruleSets;
    }
}
