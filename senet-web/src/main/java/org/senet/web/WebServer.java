package org.senet.web;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.senet.core.rules.RuleSets;
import org.senet.web.api.Api;
import org.senet.web.api.RuleTexts;
import org.senet.web.games.LiveGames;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The board in the browser: an embedded Javalin server (on Jetty) that serves the page from the jar and the
 * JSON API over the engine, and saves every game in the same store, in the same format, as the console.
 *
 * <pre>{@code
 * try (WebServer server = WebServer.start(WebSettings.of("127.0.0.1", 8080, GameStore.standard()),
 *         RuleSets.discover())) {
 *     System.out.println("open " + server.address());
 *     ...
 * }
 * }</pre>
 */
public final class WebServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);
    /** Where the page lives in the jar. */
    private static final String PAGE = "/org/senet/web/page";

    private final Javalin app;
    private final LiveGames games;
    private final WebSettings settings;
    private final Api api;

    private WebServer(Javalin app, LiveGames games, WebSettings settings, Api api) {
        this.app = app;
        this.api = api;
        this.games = games;
        this.settings = settings;
    }

    /**
     * Starts a server.
     *
     * @param settings where it listens and its limits
     * @param registry the rule sets its games may use (the shipped ones and the plugins')
     * @return the server, listening
     * @throws RuntimeException when it cannot listen (the port taken, say)
     */
    public static WebServer start(WebSettings settings, RuleSets registry) {
        return start(settings, registry, RuleTexts.ENGLISH);
    }

    /**
     * Starts a server whose page shows the rule sets' summaries in the player's language.
     *
     * @param settings where it listens and its limits
     * @param registry the rule sets its games may use (the shipped ones and the plugins')
     * @param texts    the rule sets' summaries by language
     * @return the server, listening
     * @throws RuntimeException when it cannot listen (the port taken, say)
     */
    public static WebServer start(WebSettings settings, RuleSets registry, RuleTexts texts) {
        LiveGames games = new LiveGames(registry, settings.store(), settings.maxGames(), settings.idle());
        Api api = new Api(games, settings.maxListeners(), texts, new Api.Access(settings.host(),
                settings.allowedHosts(), settings.ownerSecret()));
        Javalin app = Javalin.create(config -> {
            config.jetty.host = settings.host();
            config.jetty.port = settings.port();
            config.http.maxRequestSize = settings.maxBodyBytes();
            config.startup.showJavalinBanner = false;
            config.jetty.modifyServer(server -> server.addBean(new NetworkConnectionLimit(settings.maxConnections(),
                    server)));
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = PAGE;
                files.location = Location.CLASSPATH;
                files.headers = java.util.Map.of("Cache-Control", "no-cache"); // the safety headers: Api's guard
            });
            api.routes(config);
        });
        try {
            app.start();
        } catch (RuntimeException e) {
            games.close();
            throw e;
        }
        LOG.info("senet board at {}", "http://" + settings.host() + ":" + app.port());
        return new WebServer(app, games, settings, api);
    }

    /** {@return the port it listens on} */
    public int port() {
        return app.port();
    }

    /** {@return the address to open in a browser, e.g. {@code http://127.0.0.1:8080/}} */
    public String address() {
        String host = settings.host().contains(":") && !settings.host().startsWith("[") ? "[" + settings.host() + "]"
                : settings.host();
        return "http://" + ("0.0.0.0".equals(host) ? "127.0.0.1" : host) + ":" + port() + "/";
    }

    /**
     * The address the server's owner opens: the board with the owner's key, which the browser keeps, so that it
     * may start games and see, resume and delete the saved games.
     *
     * @return e.g. {@code http://127.0.0.1:8080/?owner=3f…}
     */
    public String ownerAddress() {
        return address() + "?owner=" + settings.ownerSecret();
    }

    /** {@return the owner's secret, which starting games and the saved games need (header X-Senet-Owner)} */
    public String ownerSecret() {
        return settings.ownerSecret();
    }

    /** {@return the live games (for tests and measurements)} */
    public LiveGames games() {
        return games;
    }

    /** Stops listening and closes every game (each saved already). */
    @Override
    public void close() {
        api.close();
        app.stop();
        games.close();
    }
}
