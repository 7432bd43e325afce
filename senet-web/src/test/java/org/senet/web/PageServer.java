package org.senet.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;

/**
 * A server of the board for one class of browser tests, with its saves in a folder of its own: started before
 * the class's tests (skipped without Chromium), stopped after them.
 */
final class PageServer implements BeforeAllCallback, AfterAllCallback {
    private Path home;
    private WebServer server;

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        Browsers.assumeInstalled();
        home = Files.createTempDirectory("senet-page");
        server = WebServer.start(WebSettings.of("127.0.0.1", 0, new GameStore(home.resolve("saves"))),
                RuleSets.discover());
    }

    /**
     * The owner's page (its key given) with the bots' steps shown at once ({@code pace=0}) and {@code query}
     * added.
     */
    String page(String query) {
        return "http://127.0.0.1:" + server.port() + "/?pace=0&owner=" + server.ownerSecret() + query;
    }

    /** The server's address, for the API. */
    String address() {
        return "http://127.0.0.1:" + server.port();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (server != null) {
            server.close();
        }
        try (var files = Files.walk(home)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // the folder is left in the temporary folder
        }
    }
}
