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

/** A client of the board's API for tests: java.net.http, JSON read with Jackson. */
final class Client {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;

    Client(WebServer server) {
        this("http://127.0.0.1:" + server.port());
    }

    Client(String base) {
        this.base = base;
    }

    /** An answer: its status and its JSON body (null for none). */
    record Answer(int status, JsonNode json) {
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
        return send(HttpRequest.newBuilder(URI.create(base + path)).DELETE());
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
            HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(60)).build(),
                    HttpResponse.BodyHandlers.ofString());
            String body = response.body();
            return new Answer(response.statusCode(), body.isEmpty() ? null : JSON.readTree(body));
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
