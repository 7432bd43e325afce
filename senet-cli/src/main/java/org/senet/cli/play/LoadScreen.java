package org.senet.cli.play;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.senet.cli.command.BadInputException;
import org.senet.cli.play.Terminal.Colour;
import org.senet.cli.text.Texts;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Step;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.store.Disk;
import org.senet.core.text.Input;

/** The menu's B: the saved games, to go on with one, review it or delete it, or a game file named. */
final class LoadScreen {
    /** How a save file says that another process plays the game, with the process's number. */
    private static final Pattern IN_USE = Pattern.compile("open in another senet process \\(process ([0-9]+)\\)");

    private final Session session;
    private final Terminal terminal;
    private final SaveStore store;
    private final PlayOptions options;
    private final Disk disk;
    private final ReviewScreen reviews;

    LoadScreen(Session session, Terminal terminal, SaveStore store, PlayOptions options, Disk disk, ReviewScreen reviews) {
        this.session = session;
        this.terminal = terminal;
        this.store = store;
        this.options = options;
        this.disk = disk;
        this.reviews = reviews;
    }

    void show() {
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
                    reviews.show(entries.get(number - 1).file());
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
                session.refused(terminal.t("load.not-a-file-name", Input.shown(answer)));
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
        if (session.yes(answer)) {
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
            session.refused(terminal.t("load.no-such-file", file));
            return;
        }
        Optional<String> unplayable = unplayable(file);
        if (unplayable.isPresent()) {
            session.refused(unplayable.get());
            return;
        }
        Match match;
        SaveFile save;
        try {
            save = SaveFile.open(file, disk);
        } catch (BadInputException e) {
            session.refused(inUse(file, e).orElse(e.getMessage()));
            return;
        }
        try {
            match = resume(save, options, terminal);
        } catch (RecordException | BadInputException e) {
            save.close();
            session.refused(terminal.t("load.cannot", file, e.getMessage()));
            return;
        }
        if (match == null) {
            save.close();
            terminal.askRaw(terminal.t("menu.enter-back"));
        } else {
            session.playMatch(match);
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
                ? terminal.paint(terminal.t("load.finished", session.display(seats.of(record.rules().winner(record.position())
                        .orElseThrow()))), Colour.BOLD)
                : terminal.t("load.to-play", NewGame.side(terminal, record.position().toMove()));
        return when + "  " + record.rules().id() + ", " + session.display(seats.light()) + " - "
                + session.display(seats.dark()) + ", "
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
}
