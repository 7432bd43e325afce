package org.senet.web.games;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

import org.senet.core.SenetException;

/**
 * A request the server refuses, with the HTTP status it answers, a stable code that names the refusal (the
 * page shows its own words for it, in the player's language) and a message a player understands (English);
 * nothing was changed.
 */
public final class Refused extends SenetException {
    private static final long serialVersionUID = 1L;

    /** The request is malformed or names something that does not exist in it (400). */
    public static final int BAD_REQUEST = 400;
    /** The seat's token is missing or not one of the game's (403). */
    public static final int FORBIDDEN = 403;
    /** No such game (404). */
    public static final int NOT_FOUND = 404;
    /** The game is not in the state the request expects: moved on, not this seat's turn, held elsewhere (409). */
    public static final int CONFLICT = 409;
    /** The server holds as many live games as it may (503). */
    public static final int UNAVAILABLE = 503;

    /**
     * The stable name of a refusal, which scripts may test and the page shows in the player's language (its
     * words for {@code err-<code>} in {@code i18n/<lang>.json}).
     */
    public enum Code {
        /** No rule set of that id. */
        UNKNOWN_RULES,
        /** An option the rule set does not have, a value it does not take, or options that do not go together. */
        BAD_OPTION,
        /** No bot of that name (nor {@code friend}). */
        UNKNOWN_OPPONENT,
        /** Who starts is none of {@link NewGame#STARTS}. */
        UNKNOWN_STARTS,
        /** {@code opening} asked of a rule set without an opening of its own. */
        NO_OPENING,
        /** The server plays as many games as it may. */
        TOO_MANY_GAMES,
        /** As many pages listen to games' events as may. */
        TOO_MANY_LISTENERS,
        /** The game could not be saved: it stays as last saved. */
        SAVE_FAILED,
        /** The next game of a match asked before the end. */
        GAME_NOT_OVER,
        /** A saved game asked to be opened while this server plays it. */
        GAME_LIVE_HERE,
        /** A saved game asked to be deleted while this server plays it. */
        LIVE_NOT_DELETED,
        /** No saved game of that id. */
        NO_SAVED_GAME,
        /** A saved game that cannot be read. */
        UNREADABLE_SAVE,
        /** Another program (the console, another server) holds the game. */
        GAME_HELD,
        /** The saved game's file is not a regular file. */
        FILE_NOT_A_FILE,
        /** The saved game's file cannot be read or deleted. */
        FILE_UNREADABLE,
        /** The saved game's file is a link that loops or leads nowhere. */
        FILE_LINK,
        /** The lock beside the saved game cannot be written. */
        FILE_LOCK_UNWRITABLE,
        /** The file is not a saved game of the folder. */
        FILE_NOT_A_SAVED_GAME,
        /** The game's file was closed meanwhile. */
        FILE_CLOSED,
        /** No live game of that id on this server. */
        GAME_NOT_LIVE,
        /** Not a game id: a name of the saves folder. */
        BAD_GAME_ID,
        /** The link holds no seat of the game. */
        NOT_YOUR_SEAT,
        /** The game is over. */
        GAME_OVER,
        /** The other seat is on move. */
        NOT_YOUR_TURN,
        /** The action was made on an older view of the game. */
        MOVED_ON,
        /** No action given. */
        NO_ACTION,
        /** The text names no action. */
        NOT_AN_ACTION,
        /** The action is not legal now. */
        ILLEGAL_ACTION,
        /** The game was closed after standing idle. */
        GAME_CLOSED,
        /** A request without a body. */
        NO_BODY,
        /** A body that is not the JSON expected. */
        MALFORMED_JSON,
        /** An action without the step the player saw. */
        NO_STEP,
        /** A body over the limit. */
        TOO_LARGE,
        /** Nothing at that address. */
        NOT_FOUND,
        /** A request the server cannot take otherwise. */
        BAD_REQUEST,
        /** The server failed: a bug. */
        INTERNAL_ERROR,
        /** The saved game could not be reviewed. */
        CANNOT_REVIEW,
        /** The saved game is played by a bot this version does not have. */
        UNKNOWN_BOT,
        /** The request names a host the server was not started for (DNS rebinding). */
        HOST_NOT_ALLOWED,
        /** A change asked by another site's page (its {@code Origin} is not this server). */
        CROSS_SITE,
        /** A change asked without a JSON body type: a form or a no-CORS request of another site. */
        NOT_JSON,
        /** Starting games and the saved games are for the server's owner: the secret is missing or wrong. */
        OWNER_ONLY,
        /** The body ended before its announced length. */
        INCOMPLETE_BODY,
        /** This client has as many searches (hints, reviews) running as it may. */
        TOO_MANY_SEARCHES,
        /** The server runs as many searches as it may. */
        SEARCHES_BUSY;

        /** {@return the code as the API writes it: lower case words joined by hyphens, e.g. {@code not-your-turn}} */
        public String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** The HTTP status of the answer. */
    private final int status;
    /** The stable name of the refusal. */
    private final Code code;
    /** The values the message names (a rule set's id, a limit), for the page's words. */
    private final List<String> args;

    /**
     * A refusal.
     *
     * @param status  the HTTP status, 4xx (or 5xx for a limit or a failed save)
     * @param code    the refusal's stable name
     * @param message why, in words a player understands
     * @param args    the values the message names, which the page's words for the code may show ({@code {0}} …)
     */
    public Refused(int status, Code code, String message, String... args) {
        super(message);
        this.status = status;
        this.code = Objects.requireNonNull(code, "code");
        this.args = List.of(args);
    }

    /** {@return the HTTP status of the answer} */
    public int status() {
        return status;
    }

    /** {@return the refusal's stable name} */
    public Code code() {
        return code;
    }

    /** {@return the values the message names, for the page's words of the code} */
    public List<String> args() {
        return args;
    }
}
