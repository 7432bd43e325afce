package org.senet.web;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;

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
 * @param allowedHosts  the host names, besides {@code localhost} and the host it listens on, that requests may
 *                      name in their {@code Host} header (a name behind a reverse proxy); an address such as
 *                      {@code 192.168.1.5} is always taken, a name never unless listed (DNS rebinding)
 * @param ownerSecret   the secret of the server's owner, which starting games and the saved games need (a
 *                      long random text; {@link #newSecret()})
 */
public record WebSettings(String host, int port, GameStore store, int maxGames, Duration idle, int maxBodyBytes,
                          int maxConnections, int maxListeners, List<String> allowedHosts, String ownerSecret) {
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
     * @param allowedHosts   host names requests may name besides {@code localhost} and {@code host}
     * @param ownerSecret    the owner's secret, at least 16 characters
     */
    public WebSettings {
        allowedHosts = List.copyOf(allowedHosts);
        if (ownerSecret == null || ownerSecret.length() < 16) {
            throw new IllegalArgumentException("the owner's secret must have at least 16 characters");
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port " + port + " is out of range: 0 to 65535");
        }
        if (maxGames < 1 || maxBodyBytes < 256 || maxConnections < 2 || maxListeners < 1 || idle.isNegative()
                || idle.isZero()) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    /**
     * Settings with no other host names allowed and a new owner's secret.
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
    public WebSettings(String host, int port, GameStore store, int maxGames, Duration idle, int maxBodyBytes,
                       int maxConnections, int maxListeners) {
        this(host, port, store, maxGames, idle, maxBodyBytes, maxConnections, maxListeners, List.of(), newSecret());
    }

    /** {@return a new owner's secret: 128 random bits in hexadecimal} */
    public static String newSecret() {
        byte[] bits = new byte[16];
        new SecureRandom().nextBytes(bits);
        return HexFormat.of().formatHex(bits);
    }

    /**
     * The same settings with more host names allowed.
     *
     * @param names host names requests may name (a reverse proxy's public name)
     * @return the settings
     */
    public WebSettings allowing(List<String> names) {
        return new WebSettings(host, port, store, maxGames, idle, maxBodyBytes, maxConnections, maxListeners,
                names, ownerSecret);
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
