package org.senet.web.games;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;

import org.senet.bots.Bots;
import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.action.ActionCode;
import org.senet.core.board.Side;
import org.senet.core.game.Game;
import org.senet.core.game.Step;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.Referee;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.ThrowsForDark;
import org.senet.core.sticks.RandomSticks;
import org.senet.core.store.GameFile;
import org.senet.core.store.IoProblem;
import org.senet.web.games.Refused.Code;

/**
 * A game being played through the server: the game, its seats, the tokens of its persons' seats and its file,
 * held (locked) from the moment it is opened until it is closed. Every action is checked (the seat's token,
 * the seat on move, the step the player saw, the action legal now), then the bots play until a person must
 * decide, and the game is saved after every step, as the console saves it. A save that fails undoes the
 * request's steps: the game stays as last saved.
 *
 * <p>Same seed, same game: the sticks go on from the throws already made and a bot's choice at a step is drawn
 * from the game's seed, its side and the step ({@link Bots#decisionSeed}), as in the console, so a game moves
 * between the console and the browser and goes on as it would have.
 *
 * <p>All methods are synchronized on the game: one request at a time changes it.
 */
public final class LiveGame {
    private static final SecureRandom TOKENS = new SecureRandom();

    private final String id;
    private final GameFile file;
    private final Map<Side, Seat> seats;
    private final Map<Side, String> tokens = new EnumMap<>(Side.class);
    private final long seed;
    private final String date;
    private final Optional<FirstMove> firstMove;
    private final Optional<ThrowsForDark> opening;
    private final Consumer<LiveGame> changed;
    private Game game;
    private GameRecord saved;
    private long touched;
    private boolean closed;

    /**
     * A game held in its file, about to be played (its record written at once when it is new).
     *
     * @param id        the game's id (its file name without extension)
     * @param file      the game's file, open: the live game closes it
     * @param record    the game so far (no steps for a new game)
     * @param seed      the game's seed (sticks and bots)
     * @param opening   the throws for a 1 that decided the sides (JP3, AS3), for a game that began with them here
     * @param changed   told after every change, outside the game's lock
     */
    LiveGame(String id, GameFile file, GameRecord record, long seed, Optional<ThrowsForDark> opening,
             Consumer<LiveGame> changed) {
        this.id = id;
        this.file = file;
        this.seats = new EnumMap<>(Map.of(Side.LIGHT, Seat.fromRecord(record.light()),
                Side.DARK, Seat.fromRecord(record.dark())));
        this.seed = seed;
        this.date = record.date();
        this.firstMove = record.firstMove();
        this.opening = opening;
        this.changed = changed;
        this.saved = record;
        this.game = toGame(record);
        for (Side side : Side.values()) {
            if (seats.get(side).isPerson()) {
                tokens.put(side, newToken());
            }
        }
        this.touched = System.nanoTime();
    }

    private Game toGame(GameRecord record) {
        int thrown = (int) record.steps().stream().filter(Step::isThrow).count();
        return record.toGame(RandomSticks.after(seed, thrown));
    }

    /** An unguessable token: 128 bits from {@link SecureRandom}, URL-safe Base64. */
    private static String newToken() {
        byte[] bytes = new byte[16];
        TOKENS.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** {@return the game's id} */
    public String id() {
        return id;
    }

    /** {@return the token of each person's seat (a bot's seat has none)} */
    public synchronized Map<Side, String> tokens() {
        return Map.copyOf(tokens);
    }

    /**
     * The side a token holds.
     *
     * @param token the token as received
     * @return the side; empty for no token or one that is not this game's
     */
    public synchronized Optional<Side> sideOf(String token) {
        if (token == null || token.isEmpty()) {
            return Optional.empty();
        }
        for (Map.Entry<Side, String> entry : tokens.entrySet()) {
            if (java.security.MessageDigest.isEqual(entry.getValue().getBytes(java.nio.charset.StandardCharsets.UTF_8),
                    token.getBytes(java.nio.charset.StandardCharsets.UTF_8))) {
                return Optional.of(entry.getKey());
            }
        }
        return Optional.empty();
    }

    /**
     * The side of a token, or a refusal.
     *
     * @param token the token as received
     * @return the side it holds
     * @throws Refused (403) for a token that holds no seat of this game
     */
    public Side seatOf(String token) {
        return sideOf(token).orElseThrow(() -> new Refused(Refused.FORBIDDEN, Code.NOT_YOUR_SEAT,
                "this link holds no seat of game " + id + "; open the link of your seat"));
    }

    /**
     * Plays one action of a person, then the bots' actions until a person must decide, saving after each.
     *
     * @param token        the seat's token
     * @param expectedStep the number of steps the player saw: an action made on an older view is refused
     * @param actionText   {@code throw}, {@code pass}, or a move as the notation writes it ({@code 9->11},
     *                     {@code 28->off}, {@code in->3}, a rescue {@code 27->15})
     * @throws Refused nothing changed: 403 for a token of no seat, 409 out of turn or on an older view or
     *                 after the end, 400 for a malformed or illegal action (with the rule's reason), 410 for a
     *                 game closed meanwhile
     */
    public void play(String token, int expectedStep, String actionText) {
        synchronized (this) {
            touch();
            Side side = seatOf(token);
            if (game.isOver()) {
                throw new Refused(Refused.CONFLICT, Code.GAME_OVER, "the game is over");
            }
            if (side != game.toMove()) {
                throw new Refused(Refused.CONFLICT, Code.NOT_YOUR_TURN, "it is not your turn: "
                        + side.name().toLowerCase(java.util.Locale.ROOT) + " plays, and "
                        + game.toMove().name().toLowerCase(java.util.Locale.ROOT) + " is to move");
            }
            if (expectedStep != game.stepCount()) {
                throw new Refused(Refused.CONFLICT, Code.MOVED_ON, "the game has moved on (step " + game.stepCount() + ", not "
                        + expectedStep + "); look again");
            }
            Action action = legal(actionText);
            int before = game.stepCount();
            game.play(action);
            botsPlay();
            save(before);
        }
        changed.accept(this);
    }

    /** The legal action a text names, or a refusal saying why it is not one. */
    private Action legal(String text) {
        if (text == null || text.isBlank() || text.length() > 20) {
            throw new Refused(Refused.BAD_REQUEST, Code.NO_ACTION, "no action given: 'throw', 'pass' or a move such as '9->11'");
        }
        String given = text.strip().toLowerCase(java.util.Locale.ROOT);
        int code;
        try {
            code = given.equals("throw") ? ActionCode.THROW : ActionCode.parse(given);
        } catch (SenetException e) {
            throw new Refused(Refused.BAD_REQUEST, Code.NOT_AN_ACTION, "'" + text.strip() + "' is not an action: "
                    + e.getMessage(), text.strip());
        }
        for (Action action : game.actions()) {
            if (ActionCode.sameText(action.code(), code)) {
                return action;
            }
        }
        String reason = "";
        Action wanted = Action.of(code);
        if (wanted instanceof Action.Move move && game.hasPendingThrow()) {
            reason = game.rules().whyNot(game.position(), game.pendingThrow(), move.from())
                    .map(refusal -> ": " + refusal.message()).orElse("");
        }
        String legal = String.join(", ", game.actions().stream().map(Action::text).toList());
        throw new Refused(Refused.BAD_REQUEST, Code.ILLEGAL_ACTION, "'" + text.strip() + "' is not a legal action now"
                + reason + "; legal: " + legal, text.strip(), legal);
    }

    /**
     * Lets the bots play while a bot is to move; the caller saves.
     */
    private void botsPlay() {
        while (!game.isOver()) {
            Side side = game.toMove();
            Seat seat = seats.get(side);
            if (seat.isPerson()) {
                return;
            }
            game.step(seat.bot().orElseThrow().create(game.rules(), Bots.decisionSeed(seed, side, game.stepCount())));
        }
    }

    /**
     * Lets the bots play from the current point (a new game or one opened where a bot is to move) and saves.
     */
    void start() {
        synchronized (this) {
            int before = game.stepCount();
            botsPlay();
            save(before);
        }
    }

    /** Saves the game; when that fails, the game goes back to its last save and the request is refused. */
    private void save(int stepsBefore) {
        GameRecord record = GameRecord.of(game, OptionalLong.of(seed), seats.get(Side.LIGHT).recordText(),
                seats.get(Side.DARK).recordText(), date, firstMove);
        try {
            file.write(record.format());
            saved = record;
        } catch (IOException | SenetException e) {
            game = toGame(saved);
            throw new Refused(500, Code.SAVE_FAILED, "cannot save the game to " + file.named() + ": "
                    + (e instanceof IOException io ? IoProblem.cause(io) : e.getMessage())
                    + "; the last good save is kept (" + stepsBefore + " steps)");
        }
    }

    /** {@return the game as it is now, for views} */
    public synchronized Snapshot snapshot() {
        touch();
        RuleSet rules = game.rules();
        Position position = game.position();
        List<Choice> choices = new ArrayList<>();
        if (!closed) {
            Referee referee = new Referee(rules);
            for (Action action : game.actions()) {
                Optional<Position> after = action instanceof Action.Throw ? Optional.empty()
                        : Optional.of(referee.play(position, game.pendingThrow(), action));
                choices.add(new Choice(action, after));
            }
        }
        return new Snapshot(id, rules, seats.get(Side.LIGHT), seats.get(Side.DARK), game.startPosition(),
                position, game.pendingThrow(), game.steps(), choices, closed, opening);
    }

    /** {@return the game's record as last saved} */
    public synchronized GameRecord record() {
        return saved;
    }

    /** {@return the game's seed} */
    public long seed() {
        return seed;
    }

    /**
     * Who plays a side.
     *
     * @param side a side
     * @return its seat
     */
    public Seat seat(Side side) {
        return seats.get(side);
    }

    /** {@return the game's file} */
    public GameFile file() {
        return file;
    }

    /**
     * Whether the game has been idle since {@code limitNanos} ago.
     *
     * @param now        {@link System#nanoTime()} now
     * @param idleNanos  how long a game may stay untouched
     * @return true when nothing touched it for longer
     */
    synchronized boolean idle(long now, long idleNanos) {
        return now - touched > idleNanos;
    }

    private void touch() {
        if (closed) {
            throw new Refused(410, Code.GAME_CLOSED, "game " + id + " was closed (saved) after it stood idle; open it"
                    + " again from the saved games", id);
        }
        touched = System.nanoTime();
    }

    /** Closes the game: its file is released, its save kept; later requests get 410. */
    void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            file.close();
        }
        changed.accept(this);
    }

    /** {@return whether the game was closed} */
    public synchronized boolean closed() {
        return closed;
    }

    /**
     * One legal action of the current decision point, with the position it leads to.
     *
     * @param action the action
     * @param after  the next decision point after it; empty for a throw (its value is not known)
     */
    public record Choice(Action action, Optional<Position> after) {
    }

    /**
     * A live game as it is at one moment.
     *
     * @param id           the game's id
     * @param rules        the rule set with its options
     * @param light        who plays light
     * @param dark         who plays dark
     * @param start        the position the game started from
     * @param position     the current decision point
     * @param pendingThrow the throw waiting to be used, or {@link RuleSet#NO_THROW}
     * @param steps        every step so far
     * @param choices      the legal actions now (none once over or closed)
     * @param closed       whether the game was closed
     * @param opening      the throws for a 1 that decided the sides (JP3, AS3), when the game began with them on
     *                     this server (a game opened from its save does not show them again)
     */
    public record Snapshot(String id, RuleSet rules, Seat light, Seat dark, Position start, Position position,
                           int pendingThrow, List<Step> steps, List<Choice> choices, boolean closed,
                           Optional<ThrowsForDark> opening) {
        /**
         * Who plays a side.
         *
         * @param side a side
         * @return its seat
         */
        public Seat seat(Side side) {
            return side == Side.LIGHT ? light : dark;
        }
    }
}
