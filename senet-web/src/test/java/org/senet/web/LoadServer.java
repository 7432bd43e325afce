package org.senet.web;

import java.nio.file.Path;

import org.senet.core.rules.RuleSets;
import org.senet.core.store.GameStore;

/** A board server in a process of its own, for the load test: {@code LoadServer <saves folder>}; prints its port. */
public final class LoadServer {
    private LoadServer() {
    }

    /**
     * Starts the server and serves until killed.
     *
     * @param args the saves folder
     * @throws InterruptedException never: it waits until killed
     */
    public static void main(String[] args) throws InterruptedException {
        WebServer server = WebServer.start(WebSettings.of("127.0.0.1", 0, new GameStore(Path.of(args[0]))),
                RuleSets.discover());
        System.out.println("port " + server.port() + " " + server.ownerSecret());
        System.out.flush();
        Thread.currentThread().join();
    }
}
