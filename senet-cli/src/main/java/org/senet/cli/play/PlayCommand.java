package org.senet.cli.play;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;

import org.senet.cli.command.BadInputException;
import org.senet.cli.text.Texts;
import org.senet.core.SenetException;
import org.senet.core.game.Game;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.record.RecordException;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.RandomSticks;
import org.senet.core.sticks.ScriptedThrows;
import org.senet.core.sticks.ThrowSource;
import org.senet.core.store.Disk;
import org.senet.core.store.IoProblem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The interactive game: title screen, then the menu (A play, B load, C rules, D quit). */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"The interactive game: title screen, then menu A play, B load a saved game, C rules, D quit.",
                "", "With --light or --dark the game starts at once, without title or menu: the seats are as given "
                        + "(the other side is human), there is no colour draw (where the rules draw the side that "
                        + "moves first, that draw is made from the seed), and the game ends the program. With bots "
                        + "on both sides it runs to the end without reading the input, so it needs no terminal.",
                "With --save naming a file that already holds a game, that game is resumed at once, and it goes on "
                        + "as it would have without the stop: the throws and the bots' choices follow from the game's "
                        + "seed and the step. A game file is played by one process at a time; a save that fails stops "
                        + "the game (exit code 3), its last save kept.",
                "", "In a game: Enter throws the sticks (or passes when nothing can move); a square number picks "
                        + "the piece to move (in or 0: a piece waiting to enter); ? lists the moves; h ranks them by "
                        + "the chance of winning; q quits and keeps the game, and so do Ctrl-C and the other signals "
                        + "(exit code 128 + the signal's number). The game is saved after every action, in "
                        + "$SENET_HOME/saves (default ~/.senet/saves) unless --save names a file.",
                "", "With --rules assignment the program is the Dutch assessment's: a normal game or a test "
                        + "position, the two players' names and their throws for a 1, then the game, asked and shown "
                        + "as the assessment's example sessions do."})
public final class PlayCommand implements Callable<Integer> {
    @Mixin
    PlayOptions options;

    @Spec
    CommandSpec spec;

    private PrintWriter out;

    /** The longest pause after a bot's action that {@code --pace} takes, in milliseconds. */
    private static final int MAX_PACE = 10_000;

    /** Where games are saved: the real file system, or a failing one in tests. */
    Disk disk = Disk.SYSTEM;

    /** The width the screens are fitted to, in columns; 0: the terminal's ({@code COLUMNS} where there is none). */
    int columns;

    /** For picocli. */
    public PlayCommand() {
    }

    /** The game with options parsed by the top-level command, printing to {@code out}. */
    public PlayCommand(PlayOptions options, PrintWriter out) {
        this.options = options;
        this.out = out;
    }

    /** How long an error waits for a signal's stop that may be under way (the JVM's shutdown hooks run together). */
    private static final long STOP_GRACE_MILLIS = 1_000;

    @Override
    public Integer call() {
        PrintWriter writer = out != null ? out : spec.commandLine().getOut();
        Terminal terminal = Terminal.system(writer);
        if (columns > 0) {
            terminal.width(columns);
        }
        StopGuard guard = terminal.guard();
        guard.install();
        try {
            return play(terminal);
        } catch (Terminal.Quit quit) {
            return quit.exitCode();
        } catch (RuntimeException e) {
            if (guard.stoppedWithin(STOP_GRACE_MILLIS)) {
                return Terminal.Quit.hangUp().exitCode(); // a signal ends the program: the terminal it closed is no error
            }
            throw e;
        } finally {
            terminal.close();
            guard.uninstall();
        }
    }

    private int play(Terminal terminal) {
        RuleSet rules = options.rules().ruleSet();
        if (options.lang != null) {
            if (!Texts.LANGUAGES.contains(options.lang)) {
                throw new BadInputException("--lang: unknown language '" + options.lang + "'; languages: "
                        + String.join(", ", Texts.LANGUAGES));
            }
            terminal.texts(Texts.of(options.lang));
        }
        if (options.board != null) {
            if (!List.of("big", "compact").contains(options.board)) {
                throw new BadInputException("--board: unknown board '" + options.board + "'; boards: big, compact");
            }
            terminal.compactBoard(options.board.equals("compact"));
        }
        if (options.pace != null) {
            if (options.pace < 0 || options.pace > MAX_PACE) {
                throw new BadInputException("--pace: " + options.pace + " is out of range: 0 to " + MAX_PACE
                        + " milliseconds");
            }
            terminal.pace(options.pace);
        }
        if (options.throwsScript != null) {
            script(options, rules);
        }
        boolean direct = options.light != null || options.dark != null;
        if (options.save != null && (direct || Files.exists(options.save, LinkOption.NOFOLLOW_LINKS))) {
            try (SaveFile file = SaveFile.open(options.save, disk)) {
                return file.exists() ? resume(terminal, file) : direct(terminal, rules, file);
            }
        }
        if (direct) {
            LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
            try (SaveFile file = SaveStore.standard().create(rules.id(), now, disk)) {
                return direct(terminal, rules, file);
            }
        }
        return new Session(terminal, SaveStore.standard(), options, rules, disk).run();
    }

    /** {@code --save} names an existing game: resume it at once. */
    private int resume(Terminal terminal, SaveFile file) {
        Match match;
        try {
            match = LoadScreen.resume(file, options, terminal);
        } catch (RecordException e) {
            throw new BadInputException("cannot load " + options.save + ": " + e.getMessage()
                    + " (the file was left as it is)");
        }
        return match == null ? 0 : play(match);
    }

    /** {@code --light}/{@code --dark}: seats as given, straight into the game. */
    private int direct(Terminal terminal, RuleSet rules, SaveFile file) {
        Seat light = Seat.fromOption(options.light == null ? "human" : options.light, terminal.t("seat.light-name"));
        Seat dark = Seat.fromOption(options.dark == null ? "human" : options.dark, terminal.t("seat.dark-name"));
        long seed = options.seed != null ? options.seed : ThreadLocalRandom.current().nextLong();
        Position start = FirstMoverDraw.start(rules, seed);
        Optional<FirstMove> firstMove = Optional.empty();
        List<String> said = new ArrayList<>();
        if (rules.opening().drawsFirstMover()) {
            said.add(NewGame.drawnFirstMove(terminal, start.toMove()));
            terminal.println(said.get(0));
            firstMove = Optional.of(FirstMove.DRAWN);
        }
        Game game = new Game(rules, start, sticks(options, rules, seed, 0));
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        Match match = new Match(terminal, game, new Seats(light, dark), file, OptionalLong.of(seed), now.toString(),
                firstMove, seed);
        match.intro(said);
        return play(match);
    }

    private static int play(Match match) {
        try (match) {
            match.play();
        } catch (Terminal.Quit quit) {
            return quit.exitCode();
        } catch (UncheckedIOException e) {
            throw new BadInputException("cannot read the input: " + IoProblem.cause(e.getCause()));
        }
        return 0;
    }

    /**
     * The sticks of a game after {@code thrown} throws: throw {@code k} of the game (counted from 0)
     * is the {@code k}-th value of the {@code --throws} script when there is one, and otherwise the
     * {@code k}-th throw of {@link RandomSticks} seeded with {@code seed}. So a game resumed after
     * {@code thrown} throws has the throws the game would have had without the stop.
     *
     * @throws BadInputException if the script holds a value these rules cannot throw
     */
    static ThrowSource sticks(PlayOptions options, RuleSet rules, long seed, int thrown) {
        return sticks(options, rules, seed, thrown, 0);
    }

    /**
     * The sticks of a game as above, the script's first {@code opening} values having gone to the opening
     * throws for a 1 ({@link NewGame}): the game's throw {@code k} is the script's value {@code opening + k}.
     */
    static ThrowSource sticks(PlayOptions options, RuleSet rules, long seed, int thrown, int opening) {
        List<Integer> script = script(options, rules);
        RandomSticks random = RandomSticks.after(seed, thrown);
        int[] next = {thrown + opening};
        return table -> {
            int drawn = random.nextThrow(table);
            int k = next[0]++;
            return k < script.size() ? script.get(k) : drawn;
        };
    }

    /**
     * The throws {@code --throws} scripts, none without it.
     *
     * @throws BadInputException if the script holds a value these rules cannot throw
     */
    static List<Integer> script(PlayOptions options, RuleSet rules) {
        try {
            return options.throwsScript == null ? List.of()
                    : ScriptedThrows.parse(options.throwsScript, rules.throwTable());
        } catch (SenetException e) {
            throw new BadInputException("--throws: " + e.getMessage());
        }
    }
}
