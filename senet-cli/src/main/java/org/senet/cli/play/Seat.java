package org.senet.cli.play;

import java.util.Optional;

import org.senet.bots.Bots;
import org.senet.cli.command.BadInputException;
import org.senet.cli.text.Texts;
import org.senet.core.game.Player;
import org.senet.core.game.PlayerFactory;
import org.senet.core.rules.RuleSet;

/**
 * Who sits on one side: a person (by name) or a bot (by its name in {@link Bots}).
 *
 * @param name the person's name, or the bot's name
 * @param bot  the bot, empty for a person
 */
record Seat(String name, Optional<PlayerFactory> bot) {
    private static final String HUMAN = " (human)";
    /** The longest name a seat holds, in characters. */
    static final int NAME_LENGTH = 24;

    /** A person. */
    static Seat human(String name) {
        return new Seat(cleanName(name), Optional.empty());
    }

    /**
     * A seat as the options name it: {@code human}, or a bot name.
     *
     * @param humanName the name given to a person in this seat
     * @throws BadInputException for an unknown player
     */
    static Seat fromOption(String option, String humanName) {
        if (option.equals("human")) {
            return human(humanName);
        }
        return Bots.find(option).map(factory -> new Seat(option, Optional.of(factory)))
                .orElseThrow(() -> new BadInputException("unknown player '" + option + "'; players: human, "
                        + String.join(", ", Bots.names())));
    }

    /**
     * A seat as a game record names it ({@code Marco (human)}, {@code random}).
     *
     * @throws BadInputException for a bot this version does not have
     */
    static Seat fromRecord(String text) {
        if (text.endsWith(HUMAN)) {
            return human(text.substring(0, text.length() - HUMAN.length()));
        }
        return Bots.find(text).map(factory -> new Seat(text, Optional.of(factory)))
                .orElseThrow(() -> new BadInputException("the saved game is played by '" + text
                        + "', a bot this version does not have (bots: " + String.join(", ", Bots.names()) + ")"));
    }

    /** A seat as a game record names it, for lists: a bot this version does not have is shown by its name. */
    static Seat fromRecordOrHuman(String text) {
        try {
            return fromRecord(text);
        } catch (BadInputException e) {
            return new Seat(text, Optional.empty());
        }
    }

    /** A name fit for the screen and the record: one line, printable, at most {@value #NAME_LENGTH} characters. */
    static String cleanName(String name) {
        String clean = printable(name);
        return clean.codePointCount(0, clean.length()) > NAME_LENGTH
                ? clean.substring(0, clean.offsetByCodePoints(0, NAME_LENGTH)).strip() : clean;
    }

    /** A name as typed, on one line: control characters left out, spaces around it too. */
    static String printable(String name) {
        return name.codePoints().filter(c -> !Character.isISOControl(c))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString().strip();
    }

    /** Whether a person plays this seat. */
    boolean isHuman() {
        return bot.isEmpty();
    }

    /** The seat as written in a game record. */
    String recordText() {
        return isHuman() ? name + HUMAN : name;
    }

    /** The seat as shown on screen in a language: {@code Marco}, {@code hard bot}, {@code sterke bot}. */
    String display(Texts texts) {
        return isHuman() ? name : botName(texts, name);
    }

    /** A bot as the screen names it in a language: {@code hard bot}, {@code bot forte}, {@code sterke bot}. */
    static String botName(Texts texts, String bot) {
        String key = "seat.bot." + bot;
        return texts.has(key) ? texts.get(key) : texts.get("seat.bot", bot);
    }

    /** A bot player for one game (its choices follow from {@code seed}). */
    Player player(RuleSet rules, long seed) {
        return bot.orElseThrow().create(rules, seed);
    }
}
