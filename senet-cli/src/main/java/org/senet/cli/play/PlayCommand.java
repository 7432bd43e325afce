package org.senet.cli.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;

import org.senet.cli.command.BadInputException;
import org.senet.core.game.Game;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.record.RecordException;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.RuleSet;
import org.senet.core.sticks.RandomSticks;
import org.senet.core.sticks.ScriptedThrows;
import org.senet.core.sticks.ThrowSource;
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
                "With --save naming a file that already holds a game, that game is resumed at once.",
                "", "In a game: Enter throws the sticks (or passes when nothing can move); a square number picks "
                        + "the piece to move (in or 0: a piece waiting to enter); ? lists the moves; q quits and "
                        + "keeps the game. The game is saved after every action, in $SENET_HOME/saves "
                        + "(default ~/.senet/saves) unless --save names a file."})
public final class PlayCommand implements Callable<Integer> {
    @Mixin
    PlayOptions options;

    @Spec
    CommandSpec spec;

    private PrintWriter out;

    /** For picocli. */
    public PlayCommand() {
    }

    /** The game with options parsed by the top-level command, printing to {@code out}. */
    public PlayCommand(PlayOptions options, PrintWriter out) {
        this.options = options;
        this.out = out;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter writer = out != null ? out : spec.commandLine().getOut();
        RuleSet rules = options.rules().ruleSet();
        Terminal terminal = Terminal.system(writer);
        if (Session.exists(options.save)) {
            return resume(terminal);
        }
        if (options.light != null || options.dark != null) {
            return direct(terminal, rules);
        }
        if (options.throwsScript != null) {
            sticks(options, rules, 0);
        }
        return new Session(terminal, SaveStore.standard(), options, rules).run();
    }

    /** {@code --save} names an existing game: resume it at once. */
    private int resume(Terminal terminal) throws IOException {
        Match match;
        try {
            match = Session.resume(options.save, options, terminal);
        } catch (RecordException e) {
            throw new BadInputException("cannot load " + options.save + ": " + e.getMessage()
                    + " (the file was left as it is)");
        }
        return match == null ? 0 : play(match);
    }

    /** {@code --light}/{@code --dark}: seats as given, straight into the game. */
    private int direct(Terminal terminal, RuleSet rules) throws IOException {
        Seat light = Seat.fromOption(options.light == null ? "human" : options.light, "Light");
        Seat dark = Seat.fromOption(options.dark == null ? "human" : options.dark, "Dark");
        long seed = options.seed != null ? options.seed : ThreadLocalRandom.current().nextLong();
        Position start = FirstMoverDraw.start(rules, seed);
        Optional<FirstMove> firstMove = Optional.empty();
        if (rules.opening().drawsFirstMover()) {
            terminal.println(Session.drawnFirstMove(start.toMove()));
            firstMove = Optional.of(FirstMove.DRAWN);
        }
        Game game = new Game(rules, start, sticks(options, rules, seed));
        LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        Path file = options.save != null ? options.save : SaveStore.standard().newFile(rules.id(), now);
        return play(new Match(terminal, game, new Seats(light, dark), file, OptionalLong.of(seed), now.toString(),
                firstMove, seed));
    }

    private static int play(Match match) {
        try {
            match.play();
        } catch (Terminal.Quit quit) {
            return 0;
        } catch (IOException e) {
            throw new BadInputException("cannot save the game: " + e.getMessage());
        } catch (UncheckedIOException e) {
            throw new BadInputException("cannot read the input: " + e.getMessage());
        }
        return 0;
    }

    /**
     * The sticks of a game: the {@code --throws} script first (if any), then random sticks from {@code seed}.
     *
     * @throws BadInputException if the script holds a value these rules cannot throw
     */
    static ThrowSource sticks(PlayOptions options, RuleSet rules, long seed) {
        RandomSticks random = new RandomSticks(seed);
        if (options.throwsScript == null) {
            return random;
        }
        try {
            return new ScriptedThrows(ScriptedThrows.parse(options.throwsScript, rules.throwTable()), random);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--throws: " + e.getMessage());
        }
    }
}
