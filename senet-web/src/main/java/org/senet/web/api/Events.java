package org.senet.web.api;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import io.javalin.http.sse.SseClient;
import org.senet.core.board.Side;
import org.senet.web.games.LiveGame;
import org.senet.web.games.Refused;
import org.senet.web.games.Refused.Code;

/**
 * The push to the browsers: each seat's page listens to its game's server-sent events, and every change of the
 * game is sent at once as a {@code game} event whose data is the number of steps (the page then fetches the
 * game). A closed game sends {@code closed}. At most {@code max} listeners at once.
 */
final class Events {
    private record Listener(SseClient client, Side side) {
    }

    private final Map<String, List<Listener>> listeners = new ConcurrentHashMap<>();
    private final AtomicInteger count = new AtomicInteger();
    private final int max;

    Events(int max) {
        this.max = max;
    }

    /**
     * Checks that one more page may listen, before its stream starts.
     *
     * @throws Refused (503) at the limit
     */
    void room() {
        if (count.get() >= max) {
            throw new Refused(Refused.UNAVAILABLE, Code.TOO_MANY_LISTENERS, "the server has " + max
                    + " pages listening already, its limit", Integer.toString(max));
        }
    }

    /**
     * Adds a seat's page as a listener of its game, until it goes away. Nothing is thrown once the stream has
     * started: a page over the limit (a race with {@link #room}) has its stream closed.
     */
    void listen(LiveGame game, Side side, SseClient client) {
        if (count.incrementAndGet() > max) {
            count.decrementAndGet();
            client.close();
            return;
        }
        Listener listener = new Listener(client, side);
        listeners.computeIfAbsent(game.id(), id -> new CopyOnWriteArrayList<>()).add(listener);
        client.onClose(() -> {
            List<Listener> of = listeners.get(game.id());
            if (of != null && of.remove(listener)) {
                count.decrementAndGet();
            }
        });
        client.keepAlive();
        client.sendEvent("game", Integer.toString(game.snapshot().steps().size()));
    }

    /** Tells every page of the game that it changed. */
    void changed(LiveGame game) {
        List<Listener> of = listeners.get(game.id());
        if (of == null) {
            return;
        }
        boolean closed = game.closed();
        String steps = closed ? "0" : Integer.toString(game.record().steps().size());
        for (Listener listener : of) {
            try {
                listener.client().sendEvent(closed ? "closed" : "game", steps);
                if (closed) {
                    listener.client().close();
                }
            } catch (RuntimeException e) {
                listener.client().close();
            }
        }
        if (closed) {
            listeners.remove(game.id());
        }
    }

    /**
     * Tells the pages of a finished game that the next game of the match has started: each seat gets its own
     * link.
     */
    void next(LiveGame finished, LiveGame next, Map<Side, String> tokens, Map<Side, Side> sideOf) {
        List<Listener> of = listeners.get(finished.id());
        if (of == null) {
            return;
        }
        for (Listener listener : of) {
            Side nextSide = sideOf.get(listener.side());
            String token = nextSide == null ? null : tokens.get(nextSide);
            if (token != null) {
                listener.client().sendEvent("next", next.id() + " " + token);
            }
        }
    }

    /** Ends every page's stream (the server stops): the pages then reconnect, or say the server is gone. */
    void closeAll() {
        listeners.values().forEach(of -> of.forEach(listener -> {
            try {
                listener.client().close();
            } catch (RuntimeException e) {
                // gone already
            }
        }));
        listeners.clear();
    }

    /** {@return the pages listening now} */
    int count() {
        return count.get();
    }
}
