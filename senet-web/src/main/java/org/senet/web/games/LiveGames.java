package org.senet.web.games;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.List;
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

import org.senet.core.board.Side;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.Disk;
import org.senet.core.store.GameFile;
import org.senet.core.store.GameStore;
import org.senet.web.games.Refused.Code;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games this server plays, live in memory and held in their files of the {@link GameStore}: at most a
 * given number at once; a game untouched for the idle time is closed (it is saved after every action, so
 * nothing is lost: it is opened again from the saved games). A request is decided by {@code GameRequests},
 * the next game of a match by {@code Matches}, the files are {@code SavedGames}.
 */
public final class LiveGames implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LiveGames.class);
    /** Who plays where the opponent is a second person. */
    public static final String FRIEND = "friend";

    private final RuleSets registry;
    private final GameStore store;
    private final SavedGames saved;
    private final Matches matches = new Matches(this::begin);
    private final int maxGames;
    private final long idleNanos;
    private final Map<String, LiveGame> games = new ConcurrentHashMap<>();
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
        this(registry, store, maxGames, idle, Disk.SYSTEM);
    }

    /** The games of a server whose files are written with {@code disk} (tests make it fail). */
    LiveGames(RuleSets registry, GameStore store, int maxGames, Duration idle, Disk disk) {
        this.registry = registry;
        this.store = store;
        this.saved = new SavedGames(registry, store, disk);
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
        GameRequests.Decided decided = GameRequests.decide(registry, request);
        return new Created(begin(decided.beginning()), decided.player());
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
        return matches.next(finished);
    }

    /** Starts a game as it begins: holds a new file, saves the game there, and lets a bot that starts play. */
    private LiveGame begin(Beginning beginning) {
        reserve();
        try {
            LocalDateTime now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS);
            GameFile file = saved.create(beginning.rules(), now);
            GameRecord record = new GameRecord(beginning.rules(), OptionalLong.of(beginning.seed()),
                    beginning.light().recordText(), beginning.dark().recordText(), now.toString(), beginning.start(),
                    beginning.firstMove(), List.of());
            return add(new LiveGame(GameIds.of(file.target()), file, record, beginning.seed(), beginning.opening(),
                    this::changed));
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
        GameIds.file(store.folder(), id);
        if (games.containsKey(id)) {
            throw new Refused(Refused.CONFLICT, Code.GAME_LIVE_HERE, "game " + id + " is being played on this server: use"
                    + " its seats' links", id);
        }
        saved.file(id);
        reserve();
        GameFile held = null;
        try {
            SavedGames.Held game = saved.hold(id);
            held = game.file();
            GameRecord record = game.record();
            long seed = record.seed().isPresent() ? record.seed().getAsLong() : ThreadLocalRandom.current().nextLong();
            LiveGame live = new LiveGame(id, held, record, seed, Optional.empty(), this::changed);
            held = null;
            return add(live);
        } catch (RuntimeException e) {
            reserved.decrementAndGet();
            throw e;
        } finally {
            if (held != null) {
                held.close();
            }
        }
    }

    /** Adds a reserved game and starts it; a game that fails to start is let go, its reservation left to the caller. */
    private LiveGame add(LiveGame game) {
        games.put(game.id(), game);
        LOG.debug("game {} opened; {} live", game.id(), games.size());
        try {
            game.start();
        } catch (RuntimeException e) {
            discard(game);
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
        if (discard(game)) {
            reserved.decrementAndGet();
        }
    }

    /** Takes a game out of the live ones and closes it; true if it was live. */
    private boolean discard(LiveGame game) {
        boolean live = games.remove(game.id(), game);
        matches.forget(game.id());
        game.close();
        return live;
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
        return saved.list();
    }

    /**
     * Reads a saved game without holding it (for a review).
     *
     * @param id the game's id
     * @return its record
     * @throws Refused 400 for a bad id, 404 for no such game, 409 when it cannot be read
     */
    public GameRecord read(String id) {
        return saved.read(id);
    }

    /**
     * Deletes a saved game, unless it is played: open on this server (said as such), or held by another process
     * (the console).
     *
     * @param id the game's id
     * @throws Refused 400 for a bad id, 404 for no such game, 409 when it is being played
     */
    public void delete(String id) {
        Path file = saved.file(id);
        if (games.containsKey(id)) {
            throw new Refused(Refused.CONFLICT, Code.LIVE_NOT_DELETED, "game " + id + " is open on this server: it"
                    + " can be deleted once it is closed (after standing idle)", id);
        }
        saved.delete(file, id);
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

    /** Closes every live game (saved already) and stops the idle sweeper. */
    @Override
    public void close() {
        sweeper.shutdownNow();
        for (LiveGame game : games.values()) {
            remove(game);
        }
    }
}
