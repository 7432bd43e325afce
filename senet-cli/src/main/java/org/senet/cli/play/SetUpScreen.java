package org.senet.cli.play;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.senet.bots.Bots;
import org.senet.core.position.Position;
import org.senet.core.rules.TestPositions;
import org.senet.core.store.IoProblem;

/** The menu's A and N: setting a new game up, or setting it up as the last one was. */
final class SetUpScreen {
    private final Session session;
    private final Terminal terminal;
    private final NewGame newGame;
    /** Where the settings of the last game set up are kept, for the menu's N. */
    private final Path lastGame;

    SetUpScreen(Session session, Terminal terminal, NewGame newGame, Path lastGame) {
        this.session = session;
        this.terminal = terminal;
        this.newGame = newGame;
        this.lastGame = lastGame;
    }

    /**
     * Sets a new game up: the rule set (when {@code askRules}), its options, a normal game or a test
     * position where the rule set has them, the players and who starts.
     */
    Match ask(boolean askRules) {
        terminal.clear();
        newGame.begin();
        if (askRules) {
            session.ruleSets().chooseRules(true);
            if (!session.rules().optionSpecs().isEmpty()) {
                terminal.println(terminal.t("options.in-force", session.name(session.rules()),
                        session.optionsText(session.rules())));
                String answer = terminal.ask(terminal.t("options.offer"));
                if (answer.equalsIgnoreCase("o")) {
                    session.rules(session.ruleSets().editOptions(session.rules()));
                }
            }
        }
        terminal.println(terminal.t("setup.new-game", session.inForce(session.rules())));
        Position start = session.rules().start();
        boolean testPosition = false;
        List<Position> tests = session.rules().capability(TestPositions.class).map(TestPositions::testPositions)
                .orElse(List.of());
        if (!tests.isEmpty()) {
            int number = terminal.number(terminal.t("setup.test-position", tests.size()), 0, tests.size(), 0);
            if (number > 0) {
                start = tests.get(number - 1);
                testPosition = true;
            }
        }
        String name = session.name(terminal.t("setup.your-name"), terminal.t("setup.player", 1), "");
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
                opponent = Seat.human(session.name(terminal.t("setup.second-name"), terminal.t("setup.player", 2), name));
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
            remember(new LastGame(session.rules(), name, opponent));
        }
        return newGame.start(session.rules(), start, testPosition, Seat.human(name), opponent, NewGame.Sides.ASKED);
    }

    /** Keeps the settings of a game set up, for N in the menu; says so where they cannot be kept. */
    private void remember(LastGame settings) {
        try {
            settings.write(lastGame);
        } catch (IOException e) {
            terminal.println(terminal.t("menu.n-not-kept", lastGame, IoProblem.cause(e)));
        }
    }

    /** A game with the last settings: no question, the sides drawn as the session.rules() draw them. */
    Match playLast(LastGame last) {
        terminal.clear();
        newGame.begin();
        session.rules(last.rules());
        terminal.println(terminal.t("setup.new-game", session.inForce(session.rules())));
        return newGame.start(session.rules(), session.rules().start(), false, Seat.human(last.name()), last.opponent(),
                NewGame.Sides.DRAWN);
    }
}
