package org.senet.web.api;

import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import io.javalin.http.Context;
import org.senet.web.games.Refused;
import org.senet.web.games.Refused.Code;

/**
 * The bots' searches a page asks for (hints, reviews), run on a bounded pool of their own rather than on the
 * server's request threads, so that a flood of them leaves play answered: at most {@code threads} at once,
 * {@code queued} waiting, and {@value #PER_CLIENT} running or waiting per client (by address). Beyond, a request
 * is refused at once: {@code too-many-searches} (429) for the client, {@code searches-busy} (503) for the server.
 */
final class Searches implements AutoCloseable {
    /** The searches one client may have running or waiting. */
    static final int PER_CLIENT = 2;

    private final ThreadPoolExecutor pool;
    private final Map<String, Integer> perClient = new ConcurrentHashMap<>();

    /**
     * A pool of searches.
     *
     * @param threads the searches run at once
     * @param queued  the searches that may wait
     */
    Searches(int threads, int queued) {
        AtomicInteger made = new AtomicInteger();
        pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queued),
                runnable -> {
                    Thread thread = new Thread(runnable, "senet-web-search-" + made.incrementAndGet());
                    thread.setDaemon(true);
                    thread.setPriority(Thread.NORM_PRIORITY - 1);
                    return thread;
                });
        pool.allowCoreThreadTimeOut(true);
    }

    /** The pool for this machine: one search per core but one (at least one), 16 waiting. */
    static Searches forThisMachine() {
        return new Searches(Math.max(1, Runtime.getRuntime().availableProcessors() - 1), 16);
    }

    /**
     * Answers a request with the result of a search run on the pool (as JSON), or refuses it at once.
     *
     * @param ctx    the request
     * @param search the search; a {@link Refused} it throws is the answer
     * @throws Refused (429) when the client has {@value #PER_CLIENT} searches already, (503) when the pool is full
     */
    void answer(Context ctx, Supplier<Object> search) {
        String client = ctx.ip();
        if (perClient.merge(client, 1, Integer::sum) > PER_CLIENT) {
            release(client);
            throw new Refused(429, Code.TOO_MANY_SEARCHES, "you have " + PER_CLIENT + " hints or reviews being worked"
                    + " out already; wait for them", Integer.toString(PER_CLIENT));
        }
        CompletableFuture<Object> result;
        try {
            result = CompletableFuture.supplyAsync(search, pool);
        } catch (RejectedExecutionException e) {
            release(client);
            throw new Refused(Refused.UNAVAILABLE, Code.SEARCHES_BUSY, "the server is busy working out hints and"
                    + " reviews; try again in a moment");
        }
        ctx.future(() -> result.whenComplete((value, failure) -> release(client)).thenAccept(ctx::json));
    }

    private void release(String client) {
        perClient.computeIfPresent(client, (key, count) -> count <= 1 ? null : count - 1);
    }

    /** {@return the searches running or waiting now} */
    int running() {
        return pool.getActiveCount() + pool.getQueue().size();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
