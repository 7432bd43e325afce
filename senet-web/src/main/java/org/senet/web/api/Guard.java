package org.senet.web.api;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import io.javalin.http.Context;
import org.senet.web.games.Refused;
import org.senet.web.games.Refused.Code;

/**
 * Who may ask what, from where, checked before every request (OWASP's advice on CSRF and DNS rebinding):
 *
 * <ul>
 *   <li>the {@code Host} a request names is an address (never rebound), {@code localhost}, the host the server
 *       listens on or one it was told to allow; another name is refused ({@code host-not-allowed}, 403);</li>
 *   <li>a change (POST, PUT, PATCH, DELETE) has the JSON body type, which neither a form nor a no-CORS fetch of
 *       another site can send ({@code not-json}, 415), and, when the browser names its {@code Origin}, comes
 *       from this server's own page ({@code cross-site}, 403);</li>
 *   <li>starting a game and the saved games (list, open, review, delete) need the owner's secret in the header
 *       {@value #OWNER_HEADER} ({@code owner-only}, 403): the link of a seat reaches only its own game.</li>
 * </ul>
 *
 * Every answer says {@code X-Content-Type-Options: nosniff}, may not be framed by any site
 * ({@code frame-ancestors 'none'}, {@code X-Frame-Options: DENY}) and sends no referrer (a seat's link holds its
 * token).
 */
final class Guard {
    /** The header of the owner's secret. */
    static final String OWNER_HEADER = "X-Senet-Owner";
    private static final Set<String> CHANGES = Set.of("POST", "PUT", "PATCH", "DELETE");
    private static final Pattern IPV4 = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("\\[[0-9A-Fa-f:.]+(%[A-Za-z0-9]+)?]");

    private final Set<String> names = new TreeSet<>();
    private final byte[] secret;

    /**
     * The checks of a server.
     *
     * @param host         the host it listens on
     * @param allowedHosts further host names it answers to
     * @param ownerSecret  the owner's secret
     */
    Guard(String host, List<String> allowedHosts, String ownerSecret) {
        names.add("localhost");
        names.add(host.toLowerCase(Locale.ROOT));
        allowedHosts.forEach(name -> names.add(name.toLowerCase(Locale.ROOT)));
        this.secret = ownerSecret.getBytes(StandardCharsets.UTF_8);
    }

    /** Sets the safety headers of every answer, then checks the host and, for a change, its type and origin. */
    void check(Context ctx) {
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self';"
                + " frame-ancestors 'none'; form-action 'self'; base-uri 'none'");
        String host = ctx.header("Host");
        if (host == null || !allowed(hostName(host))) {
            String shown = host == null ? "" : org.senet.core.text.Input.shown(hostName(host));
            throw new Refused(Refused.FORBIDDEN, Code.HOST_NOT_ALLOWED, "this server does not answer to the name '"
                    + shown + "'; start it with --allowed-host " + shown + " if that name is yours", shown);
        }
        if (!CHANGES.contains(ctx.method().name())) {
            return;
        }
        String type = ctx.header("Content-Type");
        if (type == null || !type.toLowerCase(Locale.ROOT).strip().matches("application/json\\s*(;.*)?")) {
            throw new Refused(415, Code.NOT_JSON, "a change must be sent as JSON (Content-Type: application/json)");
        }
        String origin = ctx.header("Origin");
        if (origin != null && !sameAuthority(origin, host)) {
            throw new Refused(Refused.FORBIDDEN, Code.CROSS_SITE, "refused: the request came from another site's page");
        }
    }

    /**
     * Checks that a request carries the owner's secret.
     *
     * @throws Refused (403) when it does not
     */
    void owner(Context ctx) {
        if (!isOwner(ctx)) {
            throw new Refused(Refused.FORBIDDEN, Code.OWNER_ONLY, "only the server's owner may do this: open the"
                    + " address 'senet serve' printed, with its owner key");
        }
    }

    /** {@return whether a request carries the owner's secret} */
    boolean isOwner(Context ctx) {
        String given = ctx.header(OWNER_HEADER);
        return given != null && MessageDigest.isEqual(secret, given.getBytes(StandardCharsets.UTF_8));
    }

    private boolean allowed(String name) {
        return IPV4.matcher(name).matches() || IPV6.matcher(name).matches() || names.contains(name);
    }

    /** The name of a {@code Host} header, without its port, in lower case. */
    static String hostName(String host) {
        String name = host.strip().toLowerCase(Locale.ROOT);
        if (name.startsWith("[")) {
            int end = name.indexOf(']');
            return end < 0 ? name : name.substring(0, end + 1);
        }
        int colon = name.lastIndexOf(':');
        return colon < 0 ? name : name.substring(0, colon);
    }

    /** Whether an {@code Origin} names the same host and port as the {@code Host} the request was sent to. */
    private static boolean sameAuthority(String origin, String host) {
        try {
            URI uri = new URI(origin);
            String authority = uri.getRawAuthority();
            if (authority == null || uri.getScheme() == null) {
                return false; // "null": a sandboxed or local page
            }
            return withPort(authority, uri.getScheme()).equals(withPort(host.strip().toLowerCase(Locale.ROOT),
                    uri.getScheme()));
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /** An authority with its port said: the scheme's default where it has none. */
    private static String withPort(String authority, String scheme) {
        String lower = authority.toLowerCase(Locale.ROOT);
        boolean hasPort = lower.startsWith("[") ? lower.contains("]:") : lower.contains(":");
        return hasPort ? lower : lower + ":" + ("https".equalsIgnoreCase(scheme) ? 443 : 80);
    }
}
