package org.senet.web;

import java.time.Duration;

import org.senet.core.store.GameStore;

/**
 * How a board server runs.
 *
 * @param host          the address it listens on: {@code 127.0.0.1} (this machine only) unless the player says
 *                      otherwise
 * @param port          the port, 0 for any free one
 * @param store         where games are saved (the console's store)
 * @param maxGames      the most games played at once
 * @param idle          how long a game may stand untouched before it is closed (saved, its file released)
 * @param maxBodyBytes  the largest request body taken
 * @param maxConnections the most connections open at once
 * @param maxListeners  the most pages listening to a game's events at once
 */
public record WebSettings(String host, int port, GameStore store, int maxGames, Duration idle, int maxBodyBytes,
                          int maxConnections, int maxListeners) {
    /** The loopback address, the default host. */
    public static final String LOOPBACK = "127.0.0.1";
    /** The default port. */
    public static final int DEFAULT_PORT = 8080;

    /**
     * Checks the values.
     *
     * @param host           the address to listen on
     * @param port           the port, 0 for any free one
     * @param store          where games are saved
     * @param maxGames       the most games played at once
     * @param idle           how long a game may stand untouched
     * @param maxBodyBytes   the largest request body taken
     * @param maxConnections the most connections open at once
     * @param maxListeners   the most pages listening to events at once
     */
    public WebSettings {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port " + port + " is out of range: 0 to 65535");
        }
        if (maxGames < 1 || maxBodyBytes < 256 || maxConnections < 2 || maxListeners < 1 || idle.isNegative()
                || idle.isZero()) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    /**
     * The defaults for a player's machine: loopback, 500 games, idle after 30 minutes, 16 KB bodies, 512
     * connections, 1,000 listening pages.
     *
     * @param host  the host
     * @param port  the port
     * @param store where games are saved
     * @return the settings
     */
    public static WebSettings of(String host, int port, GameStore store) {
        return new WebSettings(host, port, store, 500, Duration.ofMinutes(30), 16 * 1024, 512, 1_000);
    }

    /**
     * Whether the host is reached from this machine only.
     *
     * @return true for a loopback address or {@code localhost}
     */
    public boolean loopbackOnly() {
        return host.equals("localhost") || host.startsWith("127.") || host.equals("::1") || host.equals("[::1]");
    }
}
