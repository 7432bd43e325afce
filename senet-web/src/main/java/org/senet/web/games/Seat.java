package org.senet.web.games;

import java.util.Optional;

import org.senet.bots.Bot;
import org.senet.bots.Bots;
import org.senet.web.games.Refused.Code;

/**
 * Who sits on one side: a person (by name) or a bot (one of {@link Bots}), written in a game record as the
 * console writes it ({@code Ann (human)}, {@code hard}).
 *
 * @param name the person's name, or the bot's name
 * @param bot  the bot, empty for a person
 */
public record Seat(String name, Optional<Bot> bot) {
    private static final String HUMAN = " (human)";
    /** The longest name a person's seat holds, in characters (as the console). */
    public static final int NAME_LENGTH = 24;

    /**
     * A person: the name on one line, control characters left out, at most {@value #NAME_LENGTH} characters.
     *
     * @param name the name as typed
     * @param otherwise the name when that leaves nothing
     * @return the seat
     */
    public static Seat person(String name, String otherwise) {
        String clean = name == null ? "" : name.codePoints().filter(c -> !Character.isISOControl(c))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString().strip();
        if (clean.codePointCount(0, clean.length()) > NAME_LENGTH) {
            clean = clean.substring(0, clean.offsetByCodePoints(0, NAME_LENGTH)).strip();
        }
        return new Seat(clean.isEmpty() ? otherwise : clean, Optional.empty());
    }

    /**
     * A bot seat.
     *
     * @param bot the bot
     * @return the seat
     */
    public static Seat of(Bot bot) {
        return new Seat(bot.name(), Optional.of(bot));
    }

    /**
     * A seat as a game record names it.
     *
     * @param text {@code Ann (human)} or a bot's name
     * @return the seat
     * @throws Refused for a bot this version does not have
     */
    public static Seat fromRecord(String text) {
        if (text.endsWith(HUMAN)) {
            return new Seat(text.substring(0, text.length() - HUMAN.length()), Optional.empty());
        }
        return Bots.find(text).map(Seat::of).orElseThrow(() -> new Refused(Refused.CONFLICT, Code.UNKNOWN_BOT,
                "the saved game is played by '" + text + "', a bot this version does not have", text));
    }

    /** {@return whether a person plays this seat} */
    public boolean isPerson() {
        return bot.isEmpty();
    }

    /** {@return the seat as a game record writes it} */
    public String recordText() {
        return isPerson() ? name + HUMAN : name;
    }
}
