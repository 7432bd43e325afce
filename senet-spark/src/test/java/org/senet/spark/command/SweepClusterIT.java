package org.senet.spark.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.senet.spark.output.SweepFolder;

/**
 * A real Spark cluster: a standalone master and two workers, each a process of its own started from the jars
 * the build copied to {@code target/lib}, run {@code senet-sweep.jar} as a user would with
 * {@code --master spark://…}; one worker is killed while the job runs, Spark runs its lost tasks again on the
 * other, and the report is the same, byte for byte, as that of local mode. Run by the profile
 * {@code spark-cluster} ({@code mvn -B verify -pl senet-spark -am -Pspark-cluster}), not by the default build.
 */
class SweepClusterIT {
    private static final Path TARGET = Path.of(System.getProperty("sweep.target", "target")).toAbsolutePath();
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final List<String> SWEEP = List.of("--rules", "kendall", "--vary", "safe=none,15", "--vary",
            "water=held,15,1", "--games", "3000", "--block-games", "250", "--seed", "4");
    /** Two rows, each with a network trained for it first on an executor, then broadcast to its strong games. */
    private static final List<String> TRAINED = List.of("--rules", "kendall", "--vary", "water=held,15", "--games", "300",
            "--strong-games", "4", "--strong-block-games", "2", "--train-games", "30", "--seed", "4");

    @TempDir
    Path temp;

    private final List<Process> started = new ArrayList<>();

    @AfterEach
    void stopAll() {
        for (Process process : started) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    private Process start(String name, List<String> command, Path home) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(temp.resolve(name + ".log").toFile());
        builder.environment().put("SPARK_HOME", home.toString());
        builder.environment().put("SPARK_SCALA_VERSION", "2.13");
        builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        Process process = builder.start();
        started.add(process);
        return process;
    }

    /** The JVM options Spark needs on Java 17, as the build gives them to the tests. */
    private static List<String> opens() {
        return Stream.of(System.getProperty("sweep.opens", "").trim().split("\\s+")).filter(word -> !word.isEmpty())
                .toList();
    }

    private Process spark(String name, Path home, String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(JAVA));
        command.addAll(opens());
        command.addAll(List.of("-cp", TARGET.resolve("lib") + File.separator + "*", mainClass));
        command.addAll(List.of(args));
        return start(name, command, home);
    }

    private Process sweep(String name, Path home, List<String> sweep, Path report, String master) throws IOException {
        List<String> command = new ArrayList<>(List.of(JAVA, "-jar", TARGET.resolve("senet-sweep.jar").toString()));
        command.addAll(sweep);
        command.addAll(List.of("--report", report.toString(), "--master", master));
        return start(name, command, home);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static long rowsDone(Path report) throws IOException {
        Path rows = report.resolve(SweepFolder.ROWS);
        if (!Files.isDirectory(rows)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(rows)) {
            return files.filter(file -> file.toString().endsWith(".tsv")).count();
        }
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).map(folder::relativize).sorted().toList();
        }
    }

    /** A folder that Spark's scripts take for a distribution: {@code jars/} holding the jars of {@code target/lib}. */
    private Path sparkHome() throws IOException {
        Path home = Files.createDirectories(temp.resolve("spark-home/jars"));
        try (Stream<Path> jars = Files.list(TARGET.resolve("lib"))) {
            for (Path jar : jars.toList()) {
                Files.createSymbolicLink(home.resolve(jar.getFileName()), jar);
            }
        }
        home = home.getParent();
        Files.writeString(home.resolve("RELEASE"), "Spark's jars of senet-spark/target/lib\n");
        return home;
    }

    /** Starts a standalone master and two workers of one core each; {@return the master's address} */
    private String cluster(Path home, List<Process> workers) throws IOException {
        int port = freePort();
        String master = "spark://127.0.0.1:" + port;
        spark("master", home, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                Integer.toString(port), "--webui-port", "0");
        for (int i = 1; i <= 2; i++) {
            workers.add(spark("worker" + i, home, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                    "--cores", "1", "--memory", "1g", "--webui-port", "0", "--work-dir",
                    Files.createDirectories(temp.resolve("work" + i)).toString(), master));
        }
        return master;
    }

    /** Runs a sweep in local mode, the report the cluster's must equal; {@return its folder} */
    private Path localReport(Path home, List<String> sweep) throws IOException, InterruptedException {
        Path local = temp.resolve("local");
        Process reference = sweep("local", home, sweep, local, "local[2]");
        assertTrue(reference.waitFor(5, TimeUnit.MINUTES), "local mode finishes");
        assertEquals(0, reference.exitValue(), Files.readString(temp.resolve("local.log")));
        return local;
    }

    /** Checks that two folders hold the same files, byte for byte. */
    private static void assertSameFiles(Path one, Path two) throws IOException {
        assertEquals(files(one), files(two));
        for (Path file : files(one)) {
            assertArrayEquals(Files.readAllBytes(one.resolve(file)), Files.readAllBytes(two.resolve(file)), file.toString());
        }
    }

    @Test
    @DisplayName("a standalone cluster that loses a worker half-way writes the report of local mode, byte for byte")
    void a_worker_killed_half_way() throws Exception {
        Path home = sparkHome();
        List<Process> workers = new ArrayList<>();
        String master = cluster(home, workers);

        Path local = localReport(home, SWEEP);

        Path cluster = temp.resolve("cluster");
        Process driver = sweep("cluster", home, SWEEP, cluster, master);
        Instant deadline = Instant.now().plus(Duration.ofMinutes(5));
        while (rowsDone(cluster) == 0 && driver.isAlive() && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
        }
        long doneWhenKilled = rowsDone(cluster);
        assertTrue(driver.isAlive() && doneWhenKilled >= 1 && doneWhenKilled < 6,
                "the job is half-way when the worker is killed: " + doneWhenKilled + " rows done");
        Process killed = workers.get(1);
        killed.descendants().forEach(ProcessHandle::destroyForcibly);
        killed.destroyForcibly().waitFor(30, TimeUnit.SECONDS);

        assertTrue(driver.waitFor(10, TimeUnit.MINUTES), "the job finishes without the worker");
        String log = Files.readString(temp.resolve("cluster.log"));
        assertEquals(0, driver.exitValue(), log);
        assertTrue(log.contains("Lost executor") || log.contains("worker lost"), "Spark saw the worker go:\n" + log);
        assertSameFiles(local, cluster);
    }

    @Test
    @DisplayName("networks trained for their rows on a cluster's executors and broadcast to their games give the report"
            + " of local mode, byte for byte")
    void trained_networks_on_a_cluster() throws Exception {
        Path home = sparkHome();
        String master = cluster(home, new ArrayList<>());
        Path local = localReport(home, TRAINED);
        Path cluster = temp.resolve("cluster");
        Process driver = sweep("cluster", home, TRAINED, cluster, master);
        assertTrue(driver.waitFor(10, TimeUnit.MINUTES), "the job finishes");
        assertEquals(0, driver.exitValue(), Files.readString(temp.resolve("cluster.log")));
        List<String> table = Files.readAllLines(cluster.resolve(SweepFolder.TABLE));
        assertEquals(3, table.size(), table.toString());
        assertTrue(table.stream().skip(1).allMatch(line -> line.contains("\ttrained, 30 games")), table.toString());
        assertSameFiles(local, cluster);
    }
}
