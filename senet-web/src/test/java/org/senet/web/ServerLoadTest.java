package org.senet.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.core.notation.Notation;
import org.senet.core.record.GameRecord;
import org.senet.core.rules.RuleSets;
import org.senet.core.store.RecordFile;
import org.senet.web.Client.Answer;

/**
 * Load and faults, measured ({@code mvn -B verify -Pload -pl senet-web}; not in the default build): a server in
 * a process of its own plays 200 friend games at once, scripted clients on both seats, to their end (every
 * action acknowledged once, none out of turn, every record replaying to the position the server reports);
 * then 200 more games are cut by {@code kill -9} of the server, which is started again: every game opens from
 * its save as it was acknowledged. Prints actions per second, the latency of an action (median, 99th
 * percentile) and the server's memory.
 */
class ServerLoadTest {
    private static final int GAMES = 200;
    private static final int THREADS = 32;
    private static final RuleSets REGISTRY = RuleSets.discover();

    @TempDir
    Path saves;

    /** A server process and its client. */
    private record Server(Process process, Client client) {
        long rssKb() throws Exception {
            for (String line : Files.readAllLines(Path.of("/proc/" + process.pid() + "/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
            return -1;
        }
    }

    private Server start() throws Exception {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-cp", System.getProperty("java.class.path"), LoadServer.class.getName(), saves.toString())
                .redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        assertTrue(line != null && line.startsWith("port "), "the server did not start: " + line);
        String[] words = line.split(" ");
        int port = Integer.parseInt(words[1]);
        Thread drain = new Thread(() -> out.lines().forEach(l -> { }));
        drain.setDaemon(true);
        drain.start();
        return new Server(process, new Client("http://127.0.0.1:" + port, words[2]));
    }

    /** One friend game played by two scripted seats. */
    private static final class Game {
        final String id;
        final Map<String, String> seats;
        JsonNode state;
        int acknowledged;

        Game(Answer started) {
            state = started.json().get("game");
            id = state.get("id").asText();
            seats = Map.of("light", started.json().get("seats").get("light").asText(),
                    "dark", started.json().get("seats").get("dark").asText());
        }
    }

    /** Plays one action of the seat on move (and, now and then, tries one for the other seat: refused). */
    private static long step(Client client, Game game, Random random) {
        JsonNode choices = game.state.get("choices");
        String toMove = game.state.get("toMove").asText();
        int step = game.state.get("step").asInt();
        String action = choices.get(random.nextInt(choices.size())).get("action").asText();
        if (random.nextInt(20) == 0) {
            Answer refused = client.act(game.id, game.seats.get(toMove.equals("light") ? "dark" : "light"), step, action);
            assertEquals(409, refused.status(), refused.toString());
        }
        long start = System.nanoTime();
        Answer answer = client.act(game.id, game.seats.get(toMove), step, action);
        long nanos = System.nanoTime() - start;
        assertEquals(200, answer.status(), answer.toString());
        assertEquals(step + 1, answer.json().get("step").asInt(), "one action, one step");
        game.state = answer.json();
        game.acknowledged = step + 1;
        return nanos;
    }

    @Test
    void twoHundredGamesAtOnceThenAKillAndARestart() throws Exception {
        Server server = start();
        List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        Client client = server.client();
        try {
            List<Game> games = startGames(server.client());
            long begin = System.nanoTime();
            List<Future<?>> running = new ArrayList<>();
            for (Game game : games) {
                running.add(pool.submit(() -> {
                    Random random = new Random(game.id.hashCode());
                    while (!game.state.get("over").asBoolean()) {
                        latencies.add(step(client, game, random));
                    }
                    return null;
                }));
            }
            for (Future<?> future : running) {
                future.get(10, TimeUnit.MINUTES);
            }
            double seconds = (System.nanoTime() - begin) / 1e9;
            long rss = server.rssKb();
            for (Game game : games) {
                GameRecord record = RecordFile.read(REGISTRY, saves.resolve(game.id + ".senet"));
                assertEquals(game.acknowledged, record.steps().size(), "no action lost or doubled in " + game.id);
                assertEquals(game.state.get("position").asText(), Notation.format(record.rules(), record.position()));
            }
            List<Long> sorted = new ArrayList<>(latencies);
            Collections.sort(sorted);
            System.out.printf("load: %d games, %d actions in %.1f s: %.0f actions/s; latency median %.1f ms, "
                            + "99th percentile %.1f ms; server memory (RSS) %d MB%n", games.size(), sorted.size(),
                    seconds, sorted.size() / seconds, sorted.get(sorted.size() / 2) / 1e6,
                    sorted.get((int) (sorted.size() * 0.99)) / 1e6, rss / 1024);

            // kill -9 in the middle of 200 games, then a restart: every game opens as it was acknowledged
            List<Game> cut = startGames(server.client());
            AtomicBoolean killed = new AtomicBoolean();
            Map<String, Integer> sent = new ConcurrentHashMap<>();
            List<Future<?>> playing = new ArrayList<>();
            for (Game game : cut) {
                playing.add(pool.submit(() -> {
                    Random random = new Random(game.id.hashCode());
                    while (!killed.get() && !game.state.get("over").asBoolean()) {
                        sent.put(game.id, game.acknowledged + 1);
                        try {
                            step(client, game, random);
                        } catch (RuntimeException | AssertionError e) {
                            if (!killed.get()) {
                                throw e;
                            }
                        }
                    }
                    return null;
                }));
            }
            Thread.sleep(3_000);
            killed.set(true);
            server.process().destroyForcibly().waitFor(); // SIGKILL
            for (Future<?> future : playing) {
                try {
                    future.get(1, TimeUnit.MINUTES);
                } catch (java.util.concurrent.ExecutionException e) {
                    // a request cut by the kill
                }
            }
            server = start();
            int resumed = 0;
            for (Game game : cut) {
                Answer opened = server.client().post("/api/saves/" + game.id + "/open", "{}");
                assertEquals(201, opened.status(), opened.toString());
                int steps = opened.json().get("game").get("step").asInt();
                int inFlight = sent.getOrDefault(game.id, 0);
                assertTrue(steps == game.acknowledged || steps == inFlight, game.id + ": " + steps + " steps saved, "
                        + game.acknowledged + " acknowledged");
                resumed++;
            }
            assertEquals(GAMES, resumed);
            System.out.printf("kill -9 after 3 s of %d games: all %d opened again from their saves%n", cut.size(),
                    resumed);
        } finally {
            pool.shutdownNow();
            server.process().destroyForcibly();
        }
    }

    private static List<Game> startGames(Client client) {
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            Answer started = client.post("/api/games", Map.of("opponent", "friend", "starts", "me"));
            assertEquals(201, started.status(), started.toString());
            games.add(new Game(started));
        }
        return games;
    }
}
