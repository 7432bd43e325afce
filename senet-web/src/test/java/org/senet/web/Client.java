package org.senet.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A client of the board's API for tests: java.net.http, JSON read with Jackson. A client of the server's owner
 * sends the owner's secret with every request; a friend's does not.
 */
final class Client {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private final String owner;

    /** The owner's client of a server. */
    Client(WebServer server) {
        this("http://127.0.0.1:" + server.port(), server.ownerSecret());
    }

    /**
     * A client.
     *
     * @param base  the server's address
     * @param owner the owner's secret, null for a friend's client
     */
    Client(String base, String owner) {
        this.base = base;
        this.owner = owner;
    }

    /** {@return a client of the same server without the owner's secret: a friend's} */
    Client friend() {
        return new Client(base, null);
    }

    /** An answer: its status, its JSON body (null for none) and its headers. */
    record Answer(int status, JsonNode json, java.util.Map<String, java.util.List<String>> headers) {
        String header(String name) {
            return headers.getOrDefault(name.toLowerCase(java.util.Locale.ROOT), java.util.List.of("")).get(0);
        }

        String error() {
            return json == null || json.get("error") == null ? "" : json.get("error").asText();
        }

        String code() {
            return json == null || json.get("code") == null ? "" : json.get("code").asText();
        }
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Answer delete(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .DELETE());
    }

    /** A request with these headers (name, value, …) and body (null for none), as a browser of any site may send. */
    Answer request(String method, String path, String body, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).method(method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (headers.length > 0) {
            request.headers(headers);
        }
        return send(request);
    }

    Answer post(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    Answer post(String path, Object body) {
        try {
            return post(path, JSON.writeValueAsString(body));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Plays an action of the seat on the game as it is now. */
    Answer act(String id, String seat, int step, String action) {
        return post("/api/games/" + id + "/actions", java.util.Map.of("seat", seat, "step", step, "action", action));
    }

    private Answer send(HttpRequest.Builder request) {
        try {
            if (owner != null) {
                request.header("X-Senet-Owner", owner);
            }
            HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(60)).build(),
                    HttpResponse.BodyHandlers.ofString());
            String body = response.body();
            return new Answer(response.statusCode(), body.isEmpty() || !body.startsWith("{") && !body.startsWith("[")
                    ? null : JSON.readTree(body), response.headers().map());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    HttpClient http() {
        return http;
    }

    String base() {
        return base;
    }
}
