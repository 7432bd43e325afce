package org.senet.web.api;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.sse.SseClient;
import org.senet.bots.Bot;
import org.senet.bots.Bots;
import org.senet.bots.analysis.GameReview;
import org.senet.bots.analysis.GameReviewer;
import org.senet.bots.search.Expectiminimax;
import org.senet.bots.tables.EndgameTables;
import org.senet.core.SenetException;
import org.senet.core.action.Action;
import org.senet.core.board.Side;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.Opening;
import org.senet.core.rules.OptionSpec;
import org.senet.core.rules.RuleSet;
import org.senet.core.rules.UnknownRuleSetException;
import org.senet.core.store.GameStore;
import org.senet.core.text.Input;
import org.senet.web.games.LiveGame;
import org.senet.web.games.LiveGames;
import org.senet.web.games.NewGame;
import org.senet.web.games.Refused;
import org.senet.web.games.Refused.Code;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The JSON API of the board, under {@code /api}:
 *
 * <ul>
 *   <li>{@code GET /api/rulesets?lang=L}, {@code GET /api/rulesets/{id}?lang=L}: the rule sets to choose from, the
 *       rules to read, their summaries in the language {@code L} ({@code en}, {@code pt}, {@code nl}; English
 *       otherwise); {@code GET /api/problems}: the rule sets and plugin jars that could not be loaded, one line
 *       each with the class and what it said ({@link Messages.RuleSetProblemsView});</li>
 *   <li>{@code POST /api/games} ({@link NewGame}): starts a game, answers it with the token of each person's
 *       seat;</li>
 *   <li>{@code GET /api/games/{id}?seat=T}: the game as that seat sees it; {@code POST /api/games/{id}/actions}
 *       ({@link Messages.ActionRequest}): an action of the seat on move; {@code GET /api/games/{id}/events?seat=T}:
 *       server-sent events at every change; {@code GET /api/games/{id}/hint?seat=T}: the ranked moves;
 *       {@code POST /api/games/{id}/next}: the next game of the match;</li>
 *   <li>{@code GET /api/saves}: the saved games; {@code POST /api/saves/{id}/open}: plays one on;
 *       {@code GET /api/saves/{id}/review}: its review; {@code DELETE /api/saves/{id}}: deletes it.</li>
 * </ul>
 *
 * Every refusal is a 4xx (or 503 at a limit) answer whose body is {@link Messages.Problem}, and changes nothing.
 */
public final class Api {
    private static final Logger LOG = LoggerFactory.getLogger(Api.class);
    /** The bot whose estimates hints give: the judge of {@code senet hint} (its default). */
    static final Bot JUDGE = Bots.HARD;

    /** The languages of the page. */
    private static final List<String> LANGUAGES = List.of("en", "pt", "nl");

    private final LiveGames games;
    private final Events events;
    private final RuleTexts texts;
    private final Guard guard;
    private final Searches searches = Searches.forThisMachine();

    /**
     * The API over a server's games.
     *
     * @param games        the live games and the store
     * @param maxListeners the most pages listening to events at once
     * @param texts        the rule sets' summaries by language
     * @param access       who may ask what: the host names the server answers to and the owner's secret
     */
    public Api(LiveGames games, int maxListeners, RuleTexts texts, Access access) {
        this.games = games;
        this.texts = texts;
        this.events = new Events(maxListeners);
        this.guard = new Guard(access.host(), access.allowedHosts(), access.ownerSecret());
        games.onChange(events::changed);
    }

    /**
     * Who may ask what ({@link Guard}).
     *
     * @param host         the host the server listens on
     * @param allowedHosts further host names requests may name
     * @param ownerSecret  the owner's secret, which starting games and the saved games need
     */
    public record Access(String host, List<String> allowedHosts, String ownerSecret) {
    }

    /**
     * Adds the routes and the refusal handlers to a server's configuration.
     *
     * @param config the server's configuration
     */
    public void routes(JavalinConfig config) {
        config.jsonMapper(Json.mapper());
        config.routes.before(guard::check);
        for (String owned : List.of("/api/saves", "/api/saves/{id}", "/api/saves/{id}/open")) {
            config.routes.before(owned, guard::owner);
        }
        config.routes.before("/api/games", ctx -> {
            if (ctx.method().name().equals("POST")) {
                guard.owner(ctx);
            }
        });
        config.routes.get("/api/rulesets", ctx -> ctx.json(ruleSets(language(ctx))));
        config.routes.get("/api/problems", ctx -> ctx.json(new Messages.RuleSetProblemsView(games.registry().warnings())));
        config.routes.get("/api/bots", ctx -> ctx.json(Bots.levels()));
        config.routes.get("/api/rulesets/{id}", ctx -> ctx.json(rules(ctx.pathParam("id"), language(ctx))));
        config.routes.post("/api/games", this::create);
        config.routes.get("/api/games/{id}", ctx -> {
            LiveGame game = games.get(ctx.pathParam("id"));
            ctx.json(Views.game(game.snapshot(), game.seatOf(ctx.queryParam("seat"))));
        });
        config.routes.post("/api/games/{id}/actions", this::act);
        config.routes.get("/api/games/{id}/hint", this::hint);
        config.routes.post("/api/games/{id}/next", this::next);
        // checked before the event stream starts, so that a refusal gets its status
        config.routes.before("/api/games/{id}/events", ctx -> {
            games.get(ctx.pathParam("id")).seatOf(ctx.queryParam("seat"));
            events.room();
        });
        config.routes.sse("/api/games/{id}/events", this::listen);
        config.routes.get("/api/saves", ctx -> ctx.json(saves()));
        config.routes.post("/api/saves/{id}/open", ctx -> {
            LiveGame game = games.open(ctx.pathParam("id"));
            ctx.status(201).json(started(game, null));
        });
        config.routes.get("/api/saves/{id}/review", this::review);
        config.routes.delete("/api/saves/{id}", ctx -> {
            games.delete(ctx.pathParam("id"));
            ctx.status(204);
        });
        config.routes.exception(Refused.class, (e, ctx) -> problem(ctx, e));
        config.routes.exception(HttpResponseException.class, (e, ctx) -> problem(ctx, e.getStatus() == 413
                ? new Refused(413, Code.TOO_LARGE, "the request is too large")
                : new Refused(e.getStatus(), Code.BAD_REQUEST, e.getMessage() == null ? "refused" : e.getMessage())));
        config.routes.exception(java.util.concurrent.CompletionException.class, (e, ctx) -> {
            if (e.getCause() instanceof Refused refused) {
                problem(ctx, refused);
            } else {
                LOG.error("internal error on {} {}", ctx.method(), ctx.path(), e.getCause());
                problem(ctx, new Refused(500, Code.INTERNAL_ERROR, "internal error"));
            }
        });
        config.routes.exception(Exception.class, (e, ctx) -> {
            LOG.error("internal error on {} {}", ctx.method(), ctx.path(), e);
            problem(ctx, new Refused(500, Code.INTERNAL_ERROR, "internal error: " + e.getClass().getSimpleName()));
        });
        config.routes.error(404, ctx -> {
            if (ctx.path().startsWith("/api/") && !ctx.result().isEmpty() && ctx.result().startsWith("{")) {
                return; // a refusal of the API, said already
            }
            problem(ctx, new Refused(404, Code.NOT_FOUND, "there is nothing at " + ctx.path()));
        });
    }

    /** Ends the pages' event streams and the searches, before the server stops. */
    public void close() {
        events.closeAll();
        searches.close();
    }

    /**
     * Answers a refusal: its status, and its message, code and values as JSON, with no path of this machine in
     * them (the saves folder is named so, a file by its name).
     */
    private void problem(Context ctx, Refused refused) {
        String message = refused.getMessage();
        ctx.status(refused.status()).json(new Messages.Problem(hidePaths(message == null ? "refused" : message),
                refused.code().text(), refused.args().stream().map(this::hidePaths).toList()));
    }

    private String hidePaths(String text) {
        String folder = games.store().folder().toAbsolutePath().normalize().toString();
        String home = System.getProperty("user.home", "");
        String hidden = text.replace(folder + java.io.File.separator, "").replace(folder, "the saves folder");
        return home.length() > 1 ? hidden.replace(home, "~") : hidden;
    }

    private static <T> T body(Context ctx, Class<T> type) {
        return Json.body(ctx, type);
    }

    /** The language a request asks for ({@code ?lang=}), English where it asks for none of the page's. */
    private static String language(Context ctx) {
        String asked = ctx.queryParam("lang");
        return asked != null && LANGUAGES.contains(asked) ? asked : "en";
    }

    private List<Messages.RuleSetView> ruleSets(String language) {
        List<Messages.RuleSetView> views = new ArrayList<>();
        for (RuleSet rules : games.registry().all()) {
            List<Messages.OptionView> options = new ArrayList<>();
            for (OptionSpec spec : rules.optionSpecs()) {
                options.add(new Messages.OptionView(spec.key(), spec.values(), spec.defaultValue(),
                        texts.meaning(rules, spec, language)));
            }
            views.add(new Messages.RuleSetView(rules.id(), texts.name(rules, language), texts.line(rules, language),
                    texts.summary(rules, language), options,
                    rules.opening().drawsFirstMover(), rules.opening() == Opening.FIRST_ONE_TAKES_DARK));
        }
        return views;
    }

    private Messages.RulesView rules(String id, String language) {
        RuleSet rules;
        try {
            rules = games.registry().get(id);
        } catch (UnknownRuleSetException e) {
            throw new Refused(Refused.NOT_FOUND, Code.UNKNOWN_RULES, e.getMessage(), Input.shown(id));
        }
        return new Messages.RulesView(rules.id(), texts.name(rules, language), texts.summary(rules, language),
                rules.description());
    }

    private void create(Context ctx) {
        NewGame request = body(ctx, NewGame.class);
        LiveGames.Created created = games.create(request);
        ctx.status(201).json(started(created.game(), created.player()));
    }

    /**
     * A game just started or opened, seen by the seat of {@code player} (or, for none, by its first person's
     * seat), with every person's token.
     */
    private Messages.Started started(LiveGame game, Side player) {
        Map<Side, String> tokens = game.tokens();
        Map<String, String> seats = new TreeMap<>();
        tokens.forEach((side, token) -> seats.put(Views.side(side), token));
        Side first = player != null ? player
                : tokens.containsKey(Side.LIGHT) ? Side.LIGHT : tokens.containsKey(Side.DARK) ? Side.DARK : null;
        return new Messages.Started(Views.game(game.snapshot(), first), seats);
    }

    private void act(Context ctx) {
        LiveGame game = games.get(ctx.pathParam("id"));
        Messages.ActionRequest request = body(ctx, Messages.ActionRequest.class);
        if (request.step() == null) {
            throw new Refused(Refused.BAD_REQUEST, Code.NO_STEP, "no step given: the number of steps the player saw");
        }
        game.play(request.seat(), request.step(), request.action());
        ctx.json(Views.game(game.snapshot(), game.seatOf(request.seat())));
    }

    private void hint(Context ctx) {
        LiveGame game = games.get(ctx.pathParam("id"));
        game.seatOf(ctx.queryParam("seat"));
        LiveGame.Snapshot now = game.snapshot();
        if (now.rules().isOver(now.position())) {
            throw new Refused(Refused.CONFLICT, Code.GAME_OVER, "the game is over");
        }
        searches.answer(ctx, () -> {
            List<Messages.RankedView> moves = new ArrayList<>();
            for (Expectiminimax.Estimate estimate : JUDGE.rank(now.rules(), now.position(), now.pendingThrow())) {
                moves.add(new Messages.RankedView(Action.of(estimate.action()).text(), estimate.winProbability()));
            }
            return new Messages.HintView(JUDGE.name(), moves);
        });
    }

    private void next(Context ctx) {
        LiveGame finished = games.get(ctx.pathParam("id"));
        Messages.SeatRequest request = body(ctx, Messages.SeatRequest.class);
        Side side = finished.seatOf(request.seat());
        LiveGames.Next next = games.next(finished);
        Map<Side, String> tokens = next.game().tokens();
        if (next.made()) {
            events.next(finished, next.game(), tokens, next.sideOf());
        }
        Side mine = next.sideOf().get(side);
        // this seat's token only: the other seat's page is told its own
        ctx.status(next.made() ? 201 : 200).json(new Messages.Started(Views.game(next.game().snapshot(), mine),
                Map.of(Views.side(mine), tokens.get(mine))));
    }

    /** A page's event stream, its game and seat checked already; nothing is thrown once the stream started. */
    private void listen(SseClient client) {
        Context ctx = client.ctx();
        try {
            LiveGame game = games.get(ctx.pathParam("id"));
            events.listen(game, game.seatOf(ctx.queryParam("seat")), client);
        } catch (RuntimeException e) {
            client.close(); // the game closed or the seat changed between the check and the stream
        }
    }

    private List<Messages.SavedView> saves() {
        Set<String> live = new HashSet<>();
        games.live().forEach(game -> live.add(game.id()));
        List<Messages.SavedView> views = new ArrayList<>();
        for (GameStore.Entry entry : games.saved()) {
            Messages.SavedView view = Views.saved(entry, false);
            views.add(live.contains(view.id()) ? Views.saved(entry, true) : view);
        }
        return views;
    }

    /** A review of a saved game, for the owner or for a seat of the game while it is live. */
    private void review(Context ctx) {
        String id = ctx.pathParam("id");
        String seat = ctx.queryParam("seat");
        if (seat == null || guard.isOwner(ctx)) {
            guard.owner(ctx);
        } else {
            games.get(id).seatOf(seat);
        }
        GameRecord record = games.read(id);
        searches.answer(ctx, () -> {
            GameReviewer reviewer = GameReviewer.strongest(record.rules(), EndgameTables.user(),
                    GameReviewer.DEFAULT_DEPTH);
            GameReview review;
            try {
                review = reviewer.review(record);
            } catch (SenetException e) {
                throw new Refused(Refused.CONFLICT, Code.CANNOT_REVIEW, "cannot review " + id + ": " + e.getMessage(),
                        id);
            }
            return Views.review(id, reviewer, review);
        });
    }
}
