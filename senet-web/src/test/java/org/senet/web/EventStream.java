package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A page's stream of server-sent events for tests, read on a thread of its own: every event's name and data, in
 * the order they came.
 */
final class EventStream implements AutoCloseable {
    /** One event: its name ({@code game}, {@code next}, {@code closed}) and its data. */
    record Event(String name, String data) {
    }

    private final HttpResponse<InputStream> response;
    private final List<Event> events = new ArrayList<>();
    private final Thread reader;

    private EventStream(HttpResponse<InputStream> response) {
        this.response = response;
        this.reader = new Thread(this::read, "test-events");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Opens the events of a game for a seat.
     *
     * @return the stream; its {@link #status()} says whether the server took it
     */
    static EventStream open(Client client, String game, String seat) {
        try {
            return new EventStream(client.http().send(HttpRequest.newBuilder(URI.create(client.base() + "/api/games/"
                    + game + "/events?seat=" + seat)).header("Accept", "text/event-stream").GET().build(),
                    HttpResponse.BodyHandlers.ofInputStream()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** {@return the HTTP status of the stream's answer} */
    int status() {
        return response.statusCode();
    }

    private void read() {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            String name = "message";
            for (String line; (line = lines.readLine()) != null; ) {
                if (line.startsWith("event:")) {
                    name = line.substring(6).strip();
                } else if (line.startsWith("data:")) {
                    synchronized (events) {
                        events.add(new Event(name, line.substring(5).strip()));
                        events.notifyAll();
                    }
                } else if (line.isEmpty()) {
                    name = "message";
                }
            }
        } catch (IOException e) {
            // the stream ends with the test
        }
    }

    /** Waits (10 s at most) for an event of that name, and gives the first one. */
    Event await(String name) throws InterruptedException {
        return await(name, null);
    }

    /** Waits (10 s at most) for an event of that name and data (any data for null), and gives the first one. */
    Event await(String name, String data) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        synchronized (events) {
            while (true) {
                for (Event event : events) {
                    if (event.name().equals(name) && (data == null || event.data().equals(data))) {
                        return event;
                    }
                }
                long left = end - System.nanoTime();
                assertTrue(left > 0, "no event " + name + " " + data + " pushed; the last: "
                        + events.subList(Math.max(0, events.size() - 5), events.size()));
                events.wait(TimeUnit.NANOSECONDS.toMillis(left) + 1);
            }
        }
    }

    /** {@return the events so far} */
    List<Event> events() {
        synchronized (events) {
            return List.copyOf(events);
        }
    }

    @Override
    public void close() {
        try {
            response.body().close();
        } catch (IOException e) {
            // closed already
        }
        reader.interrupt();
    }
}
