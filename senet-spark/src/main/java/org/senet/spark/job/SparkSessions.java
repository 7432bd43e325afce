package org.senet.spark.job;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.apache.spark.sql.SparkSession;
import org.senet.bots.study.Study;
import org.senet.core.rules.RuleSet;
import org.senet.variants.kendall.Kendall;

/**
 * The Spark session a sweep runs in: the one already active in this process (a test's, or
 * {@code spark-submit}'s), or a new one on the master given, quiet (no web UI) and, in local mode, bound
 * to the loopback address. On a cluster the executors are sent the jars of the engine, the shipped rule sets,
 * the bots and this module, and the sweep's plugin jars ({@code spark.jars}).
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
        return open(master, List.of());
    }

    /**
     * A new session on {@code master}, or the active one, whose executors get the sweep's jars.
     *
     * @param master  {@code local[N]}, {@code spark://host:7077}, or null to take the master that
     *                {@code spark-submit} set
     * @param plugins the sweep's plugin jars, which a cluster's executors are sent
     * @return the session; stop it with {@link SparkSession#stop()} when it was not active before
     */
    public static SparkSession open(String master, List<String> plugins) {
        SparkSession.Builder builder = SparkSession.builder().appName("senet sweep").config("spark.ui.enabled", "false")
                .config("spark.ui.showConsoleProgress", "false");
        if (master != null) {
            builder.master(master);
        }
        String effective = master != null ? master : System.getProperty("spark.master", "local");
        if (effective.startsWith("local")) {
            builder.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1");
        } else {
            Set<String> jars = new LinkedHashSet<>();
            String given = System.getProperty("spark.jars", "");
            if (!given.isBlank()) {
                jars.addAll(List.of(given.split(",")));
            }
            for (String jar : applicationJars()) {
                // spark-submit names its application jar already, as a URI
                if (jars.stream().noneMatch(named -> named.endsWith("/" + Path.of(jar).getFileName()))) {
                    jars.add(jar);
                }
            }
            jars.addAll(plugins);
            builder.config("spark.jars", String.join(",", jars));
        }
        return builder.getOrCreate();
    }

    /** The jars of this module and of the modules its tasks run: those that are jars (not a build's folders). */
    static List<String> applicationJars() {
        List<String> jars = new ArrayList<>();
        for (Class<?> type : List.of(SparkSessions.class, Study.class, RuleSet.class, Kendall.class)) {
            CodeSource source = type.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                continue; // not from a file: the cluster is given the jars by spark-submit's --jars
            }
            try {
                Path location = Path.of(source.getLocation().toURI());
                if (Files.isRegularFile(location)) {
                    jars.add(location.toAbsolutePath().toString());
                }
            } catch (URISyntaxException | IllegalArgumentException e) {
                // not a file either
            }
        }
        return jars;
    }

    /** {@return true if this process has a Spark session already, not stopped} */
    public static boolean active() {
        return running(SparkSession.getActiveSession()) || running(SparkSession.getDefaultSession());
    }

    private static boolean running(scala.Option<SparkSession> session) {
        return session.isDefined() && !session.get().sparkContext().isStopped();
    }
}
