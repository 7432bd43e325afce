package org.senet.spark.job;

import org.apache.spark.sql.SparkSession;

/**
 * The Spark session a sweep runs in: the one already active in this process (a test's, or
 * {@code spark-submit}'s), or a new one on the master given, quiet (no web UI) and, in local mode, bound
 * to the loopback address.
 */
public final class SparkSessions {
    private SparkSessions() {
    }

    /**
     * The master of local mode with so many threads.
     *
     * @param threads the executor threads, at least 1
     * @return {@code local[threads]}
     */
    public static String local(int threads) {
        return "local[" + threads + "]";
    }

    /**
     * A new session on {@code master}, or the active one.
     *
     * @param master {@code local[N]}, {@code spark://host:7077}, or null to take the master that
     *               {@code spark-submit} set
     * @return the session; stop it with {@link SparkSession#stop()} when it was not active before
     */
    public static SparkSession open(String master) {
        SparkSession.Builder builder = SparkSession.builder().appName("senet sweep").config("spark.ui.enabled", "false")
                .config("spark.ui.showConsoleProgress", "false");
        if (master != null) {
            builder.master(master);
            if (master.startsWith("local")) {
                builder.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1");
            }
        }
        return builder.getOrCreate();
    }

    /** {@return true if this process has a Spark session already, not stopped} */
    public static boolean active() {
        return running(SparkSession.getActiveSession()) || running(SparkSession.getDefaultSession());
    }

    private static boolean running(scala.Option<SparkSession> session) {
        return session.isDefined() && !session.get().sparkContext().isStopped();
    }
}
