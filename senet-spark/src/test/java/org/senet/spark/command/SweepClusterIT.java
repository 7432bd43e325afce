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

    private Process sweep(String name, Path home, Path report, String master) throws IOException {
        List<String> command = new ArrayList<>(List.of(JAVA, "-jar", TARGET.resolve("senet-sweep.jar").toString()));
        command.addAll(SWEEP);
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

    @Test
    @DisplayName("a standalone cluster that loses a worker half-way writes the report of local mode, byte for byte")
    void a_worker_killed_half_way() throws Exception {
        Path home = Files.createDirectories(temp.resolve("spark-home/jars"));
        try (Stream<Path> jars = Files.list(TARGET.resolve("lib"))) {
            for (Path jar : jars.toList()) {
                Files.createSymbolicLink(home.resolve(jar.getFileName()), jar);
            }
        }
        home = home.getParent();
        Files.writeString(home.resolve("RELEASE"), "Spark's jars of senet-spark/target/lib\n");
        int port = freePort();
        String master = "spark://127.0.0.1:" + port;
        spark("master", home, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                Integer.toString(port), "--webui-port", "0");
        List<Process> workers = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            workers.add(spark("worker" + i, home, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                    "--cores", "1", "--memory", "1g", "--webui-port", "0", "--work-dir",
                    Files.createDirectories(temp.resolve("work" + i)).toString(), master));
        }

        Path local = temp.resolve("local");
        Process reference = sweep("local", home, local, "local[2]");
        assertTrue(reference.waitFor(5, TimeUnit.MINUTES), "local mode finishes");
        assertEquals(0, reference.exitValue(), Files.readString(temp.resolve("local.log")));

        Path cluster = temp.resolve("cluster");
        Process driver = sweep("cluster", home, cluster, master);
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
        assertEquals(files(local), files(cluster));
        for (Path file : files(local)) {
            assertArrayEquals(Files.readAllBytes(local.resolve(file)), Files.readAllBytes(cluster.resolve(file)),
                    file.toString());
        }
    }
}
