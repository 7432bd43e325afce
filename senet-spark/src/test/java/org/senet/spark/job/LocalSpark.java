package org.senet.spark.job;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/** A local Spark session for a test class: started once, stopped at the end, so that classes do not share one. */
public final class LocalSpark {
    private LocalSpark() {
    }

    /**
     * Starts local mode.
     *
     * @param threads its executor threads
     * @return the context
     */
    public static JavaSparkContext start(int threads) {
        SparkSession session = SparkSessions.open(SparkSessions.local(threads));
        return JavaSparkContext.fromSparkContext(session.sparkContext());
    }

    /** Stops the session this process has, if any. */
    public static void stop() {
        SparkSession.getActiveSession().foreach(session -> {
            session.stop();
            return null;
        });
        SparkSession.getDefaultSession().foreach(session -> {
            session.stop();
            return null;
        });
        SparkSession.clearActiveSession();
        SparkSession.clearDefaultSession();
    }
}
