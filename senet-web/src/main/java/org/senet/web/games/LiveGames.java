package org.senet.web.games;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.senet.bots.Bots;
import org.senet.core.SenetException;
import org.senet.core.board.Side;
import org.senet.core.points.Points;
import org.senet.core.position.Position;
import org.senet.core.record.FirstMove;
import org.senet.core.record.GameRecord;
import org.senet.core.record.RecordException;
import org.senet.core.rules.FirstMoverDraw;
import org.senet.core.rules.Opening;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.RuleSets;
import org.senet.core.rules.ThrowsForDark;
import org.senet.core.rules.UnknownRuleSetException;
import org.senet.core.store.Disk;
import org.senet.core.store.GameFile;
import org.senet.core.store.GameFileException;
import org.senet.core.store.GameStore;
import org.senet.core.store.RecordFile;
import org.senet.core.text.Input;
import org.senet.web.games.Refused.Code;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games this server plays, live in memory and held in their files of the {@link GameStore}: at most a
 * given number at once; a game untouched for the idle time is closed (it is saved after every action, so
 * nothing is lost: it is opened again from the saved games).
 */
public final class LiveGames implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LiveGames.class);
    /** Who plays where the opponent is a second person. */
    public static final String FRIEND = "friend";

    private final RuleSets registry;
    private final GameStore store;
    private final int maxGames;
    private final long idleNanos;
    private final Map<String, LiveGame> games = new ConcurrentHashMap<>();
    /** The next game of each finished game that has one, by the finished game's id. */
    private final Map<String, Next> nexts = new ConcurrentHashMap<>();
    private final AtomicInteger reserved = new AtomicInteger();
    private final ScheduledExecutorService sweeper;
    private volatile Consumer<LiveGame> changed = game -> { };

    /**
     * The live games of a server.
     *
     * @param registry the rule sets games may be played with
     * @param store    where games are saved
     * @param maxGames the most live games at once
     * @param idle     how long a game may stand untouched before it is closed
     */
    public LiveGames(RuleSets registry, GameStore store, int maxGames, Duration idle) {
        this.registry = registry;
        this.store = store;
        this.maxGames = maxGames;
        this.idleNanos = idle.toNanos();
        this.sweeper = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "senet-web-idle-games");
            thread.setDaemon(true);
            return thread;
        });
        long period = Math.max(1, Math.min(30_000, idle.toMillis() / 4));
        sweeper.scheduleAtFixedRate(this::closeIdle, period, period, TimeUnit.MILLISECONDS);
    }

    /**
     * Sets who is told of every change of a game (the push to the browsers).
     *
     * @param listener told after each change, on the thread that made it
     */
    public void onChange(Consumer<LiveGame> listener) {
        this.changed = listener;
    }

    /** {@return the rule sets games may be played with} */
    public RuleSets registry() {
        return registry;
    }

    /** {@return the store of saved games} */
    public GameStore store() {
        return store;
    }

    /**
     * Starts a game as asked: checks the request, names and holds its file, lets a bot that starts play, and
     * saves it.
     *
     * @param request what the player asked for
     * @return the game, live, and the side of the player who asked for it
     * @throws Refused 400 for an unknown rule set, a bad option, an unknown opponent or who starts; 503 when
     *                 the server holds as many live games as it may
     */
    public Created create(NewGame request) {
        RuleSet rules = rules(request);
        Seat me = Seat.person(request.name(), "Player 1");
        Seat opponent;
        if (request.opponent().equals(FRIEND)) {
            opponent = Seat.person(request.friend(), "Player 2");
        } else {
            opponent = Bots.find(request.opponent()).map(Seat::of).orElseThrow(() -> new Refused(Refused.BAD_REQUEST,
                    Code.UNKNOWN_OPPONENT, "unknown opponent '" + shown(request.opponent()) + "'; opponents: " + FRIEND
                            + ", " + String.join(", ", Bots.levels()), Input.shown(request.opponent())));
        }
        String starts = request.starts().isEmpty() ? defaultStarts(rules) : request.starts();
        if (!NewGame.STARTS.contains(starts)) {
            throw new Refused(Refused.BAD_REQUEST, Code.UNKNOWN_STARTS, "unknown starts '" + shown(starts)
                    + "'; who starts: " + String.join(", ", NewGame.STARTS), Input.shown(starts));
        }
        long seed = ThreadLocalRandom.current().nextLong();
        Position start = FirstMoverDraw.start(rules, seed);
        Optional<FirstMove> firstMove = Optional.empty();
        Optional<ThrowsForDark> opening = Optional.empty();
        Side mine;
        if (starts.equals(NewGame.OPENING) && rules.opening() == Opening.FIRST_ONE_TAKES_DARK) {
            // JP3, AS3: the player throws first
            opening = Optional.of(ThrowsForDark.of(rules, seed));
            mine = opening.get().sideOfFirst();
        } else if (rules.opening().drawsFirstMover()) {
            // the rules draw the side that moves first: the player plays light
            firstMove = Optional.of(FirstMove.DRAWN);
            mine = Side.LIGHT;
        } else if (starts.equals(NewGame.OPENING)) {
            throw new Refused(Refused.BAD_REQUEST, Code.NO_OPENING, rules.id() + " has no opening of its own (neither"
                    + " throws for a 1 nor a drawn first mover); who starts: me, opponent, drawn", rules.id());
        } else {
            boolean meFirst = switch (starts) {
                case "me" -> true;
                case "opponent" -> false;
                default -> ThreadLocalRandom.current().nextBoolean();
            };
            mine = meFirst ? start.toMove() : start.toMove().opponent();
        }
        LiveGame game = begin(rules, start, mine == Side.LIGHT ? me : opponent, mine == Side.LIGHT ? opponent : me,
                seed, firstMove, opening);
        return new Created(game, mine);
    }

    /** Who starts when the request does not say: the rules' throws for a 1 where they have them, else drawn. */
    private static String defaultStarts(RuleSet rules) {
        return rules.opening() == Opening.FIRST_ONE_TAKES_DARK ? NewGame.OPENING : NewGame.DRAWN;
    }

    /**
     * A game just started and the side of the player who started it.
     *
     * @param game   the game, live
     * @param player the side of the player who asked for it (the first person of a game against a friend)
     */
    public record Created(LiveGame game, Side player) {
    }

    /**
     * The next game of a match and where each side of the finished game sits in it.
     *
     * @param game   the next game
     * @param sideOf the side in the next game of the seat of each side of the finished game
     * @param made   whether this request made it (false: it was made before, by either seat)
     */
    public record Next(LiveGame game, Map<Side, Side> sideOf, boolean made) {
    }

    /**
     * The next game of a match: the loser of the finished game starts. Where the rules draw the side that
     * moves first, the players keep their sides and the loser's side moves first; where the throws for a 1
     * decide (JP3, AS3), the loser throws first; otherwise the loser takes the side that moves first.
     *
     * Asking again, from either seat, gives the same game: a match has one next game.
     *
     * @param finished the finished game
     * @return the next game, live, and where the seats went
     * @throws Refused 409 when the game is not over
     */
    public Next next(LiveGame finished) {
        synchronized (finished) {
            Next made = nexts.get(finished.id());
            if (made != null) {
                return new Next(made.game(), made.sideOf(), false);
            }
            Next next = nextOf(finished);
            nexts.put(finished.id(), next);
            return next;
        }
    }

    private Next nextOf(LiveGame finished) {
        LiveGame.Snapshot last = finished.snapshot();
        Side winner = last.rules().winner(last.position()).orElseThrow(() -> new Refused(Refused.CONFLICT,
                Code.GAME_NOT_OVER, "the game is not over yet"));
        Side loser = winner.opponent();
        RuleSet rules = last.rules();
        long seed = ThreadLocalRandom.current().nextLong();
        if (rules.opening().drawsFirstMover()) {
            return new Next(begin(rules, rules.start(loser), last.light(), last.dark(), seed,
                    Optional.of(FirstMove.LOSER_STARTS), Optional.empty()),
                    Map.of(Side.LIGHT, Side.LIGHT, Side.DARK, Side.DARK), true);
        }
        Position start = rules.start();
        Optional<ThrowsForDark> opening = rules.opening() == Opening.FIRST_ONE_TAKES_DARK
                ? Optional.of(ThrowsForDark.of(rules, seed)) : Optional.empty();
        Side loserSide = opening.map(ThrowsForDark::sideOfFirst).orElse(start.toMove());
        LiveGame game = begin(rules, start, loserSide == Side.LIGHT ? last.seat(loser) : last.seat(winner),
                loserSide == Side.LIGHT ? last.seat(winner) : last.seat(loser), seed, Optional.empty(), opening);
        return new Next(game, Map.of(loser, loserSide, winner, loserSide.opponent()), true);
    }

    private LiveGame begin(RuleSet rules, Position start, Seat light, Seat dark, long seed,
                           Optional<FirstMove> firstMove, Optional<ThrowsForDark> opening) {
        reserve();
        try {
            LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
            GameFile file;
            try {
                file = store.create(rules.id() + "-" + GameIds.randomPart(), now, Disk.SYSTEM);
            } catch (GameFileException e) {
                throw new Refused(500, Code.SAVE_FAILED, e.getMessage());
            }
            GameRecord record = new GameRecord(rules, OptionalLong.of(seed), light.recordText(), dark.recordText(),
                    now.toString(), start, firstMove, List.of());
            return add(new LiveGame(GameIds.of(file.target()), file, record, seed, opening, this::changed));
        } catch (RuntimeException e) {
            reserved.decrementAndGet();
            throw e;
        }
    }

    /**
     * Opens a saved game to play it on: holds its file (refused when another process, the console say, plays
     * it), reads it, lets a bot to move play.
     *
     * @param id the game's id
     * @return the game, live
     * @throws Refused 400 for a bad id, 404 for no such game, 409 when it is open elsewhere or live here already
     *                 (its seats' links play it) or cannot be read, 503 at the limit of live games
     */
    public LiveGame open(String id) {
        Path file = GameIds.file(store.folder(), id);
        if (games.containsKey(id)) {
            throw new Refused(Refused.CONFLICT, Code.GAME_LIVE_HERE, "game " + id + " is being played on this server: use"
                    + " its seats' links", id);
        }
        savedFile(id);
        reserve();
        GameFile held = null;
        try {
            held = GameFile.open(file, Disk.SYSTEM);
            GameRecord record = held.read(registry);
            long seed = record.seed().isPresent() ? record.seed().getAsLong() : ThreadLocalRandom.current().nextLong();
            LiveGame game = new LiveGame(id, held, record, seed, Optional.empty(), this::changed);
            held = null;
            return add(game);
        } catch (GameFileException e) {
            reserved.decrementAndGet();
            throw held(e, id);
        } catch (RecordException e) {
            reserved.decrementAndGet();
            throw new Refused(Refused.CONFLICT, Code.UNREADABLE_SAVE, "cannot load " + id + ": " + e.getMessage()
                    + " (the file was left as it is)", id);
        } catch (RuntimeException e) {
            reserved.decrementAndGet();
            throw e;
        } finally {
            if (held != null) {
                held.close();
            }
        }
    }

    private LiveGame add(LiveGame game) {
        games.put(game.id(), game);
        LOG.debug("game {} opened; {} live", game.id(), games.size());
        try {
            game.start();
        } catch (RuntimeException e) {
            remove(game);
            throw e;
        }
        return game;
    }

    private void reserve() {
        if (reserved.incrementAndGet() > maxGames) {
            reserved.decrementAndGet();
            throw new Refused(Refused.UNAVAILABLE, Code.TOO_MANY_GAMES, "the server plays " + maxGames + " games already,"
                    + " its limit; finish one or try again later", Integer.toString(maxGames));
        }
    }

    private void remove(LiveGame game) {
        if (games.remove(game.id(), game)) {
            reserved.decrementAndGet();
        }
        nexts.remove(game.id());
        game.close();
    }

    /**
     * A live game.
     *
     * @param id the game's id
     * @return the game
     * @throws Refused 400 for a bad id, 404 when no game of that id is live (closed, or never opened)
     */
    public LiveGame get(String id) {
        GameIds.file(store.folder(), id);
        LiveGame game = games.get(id);
        if (game == null) {
            throw new Refused(Refused.NOT_FOUND, Code.GAME_NOT_LIVE, "game " + id + " is not being played on this server"
                    + (Files.exists(GameIds.file(store.folder(), id)) ? "; open it from the saved games" : ""), id);
        }
        return game;
    }

    /** {@return the live games} */
    public Collection<LiveGame> live() {
        return List.copyOf(games.values());
    }

    /**
     * The saved games of the folder, the last saved first.
     *
     * @return the entries of the store
     */
    public List<GameStore.Entry> saved() {
        return store.list(registry);
    }

    /**
     * Reads a saved game without holding it (for a review).
     *
     * @param id the game's id
     * @return its record
     * @throws Refused 400 for a bad id, 404 for no such game, 409 when it cannot be read
     */
    public GameRecord read(String id) {
        Path file = savedFile(id);
        try {
            return RecordFile.read(registry, file);
        } catch (RecordException e) {
            throw new Refused(Refused.CONFLICT, Code.UNREADABLE_SAVE, "cannot read " + id + ": " + e.getMessage(), id);
        }
    }

    /**
     * Deletes a saved game, unless it is played: open on this server (said as such), or held by another process
     * (the console).
     *
     * @param id the game's id
     * @throws Refused 400 for a bad id, 404 for no such game, 409 when it is being played
     */
    public void delete(String id) {
        Path file = savedFile(id);
        if (games.containsKey(id)) {
            throw new Refused(Refused.CONFLICT, Code.LIVE_NOT_DELETED, "game " + id + " is open on this server: it"
                    + " can be deleted once it is closed (after standing idle)", id);
        }
        try {
            store.delete(file);
        } catch (GameFileException e) {
            throw held(e, id);
        }
    }

    /** The file of a saved game, or a refusal: 400 for a bad id, 404 for no such game. */
    private Path savedFile(String id) {
        Path file = GameIds.file(store.folder(), id);
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new Refused(Refused.NOT_FOUND, Code.NO_SAVED_GAME, "there is no saved game " + id, id);
        }
        return file;
    }

    /** A saved game's file that cannot be used: {@code game-held} by another program, or {@code file-…} why not. */
    private static Refused held(GameFileException e, String id) {
        Code code = e.reason() == GameFileException.Reason.IN_USE ? Code.GAME_HELD
                : Code.valueOf("FILE_" + e.reason().name());
        return new Refused(Refused.CONFLICT, code, e.getMessage(), id);
    }

    /** The rule set a request names, with its options and points (a bad point is refused as a bad option). */
    private RuleSet rules(NewGame request) {
        try {
            return Points.vary(registry.get(request.rules().toLowerCase(Locale.ROOT), request.options()),
                    Points.parse(request.set()));
        } catch (UnknownRuleSetException e) {
            throw new Refused(Refused.BAD_REQUEST, Code.UNKNOWN_RULES, e.getMessage(), Input.shown(request.rules()));
        } catch (SenetException e) {
            throw new Refused(Refused.BAD_REQUEST, Code.BAD_OPTION, e.getMessage());
        }
    }

    /** Closes the games nobody touched for the idle time: saved already, their files released. */
    void closeIdle() {
        long now = System.nanoTime();
        for (LiveGame game : games.values()) {
            if (game.idle(now, idleNanos)) {
                LOG.debug("game {} idle: closed", game.id());
                remove(game);
            }
        }
    }

    private void changed(LiveGame game) {
        changed.accept(game);
    }

    private static String shown(String text) {
        String printable = text.replaceAll("\\p{Cntrl}", "?");
        return printable.length() > 40 ? printable.substring(0, 40) + "..." : printable;
    }

    /** Closes every live game (saved already) and stops the idle sweeper. */
    @Override
    public void close() {
        sweeper.shutdownNow();
        for (LiveGame game : games.values()) {
            remove(game);
        }
    }
}
