package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The real jar ({@code senet-cli/target/senet.jar}) run as a separate process, as a player or a script
 * runs it: arguments, input, output, exit code.
 */
final class Jar {
    /** What a finished run gave. */
    record Result(int exit, String out, String err) {
    }

    private final Path home;
    private final Process process;
    private final StringBuilder out = new StringBuilder();
    private final StringBuilder err = new StringBuilder();
    private final Thread outReader;
    private final Thread errReader;

    private Jar(Path home, List<String> args) throws IOException {
        this(home, java.util.Map.of(), args);
    }

    private Jar(Path home, java.util.Map<String, String> environment, List<String> args) throws IOException {
        this.home = home;
        List<String> command = new ArrayList<>(List.of(javaBinary(), "-Duser.language=en", "-Duser.country=US", "-jar",
                jarFile().toString()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("SENET_HOME", home.toString());
        builder.environment().put("XDG_DATA_HOME", home.resolve("data").toString()); // no endgame tables of the developer
        builder.environment().remove("NO_COLOR");
        builder.environment().remove("COLUMNS"); // screens fitted to 80 columns, whatever the shell running the build says
        builder.environment().putAll(environment);
        this.process = builder.start();
        this.outReader = pump(process.getInputStream(), out);
        this.errReader = pump(process.getErrorStream(), err);
    }

    /** The jar under test; the build passes its path, a run from the IDE finds it in target. */
    static Path jarFile() {
        Path jar = Path.of(System.getProperty("senet.jar", "target/senet.jar"));
        assertTrue(Files.isRegularFile(jar), "build the jar first (mvn package): " + jar.toAbsolutePath());
        return jar;
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Starts the jar with its saves under {@code home}. */
    static Jar start(Path home, String... args) throws IOException {
        return new Jar(home, List.of(args));
    }

    /** Runs the jar to the end with {@code input} as its whole input. */
    static Result run(Path home, String input, String... args) throws IOException, InterruptedException {
        return run(home, java.util.Map.of(), input, args);
    }

    /** Runs the jar to the end with {@code input} as its whole input and {@code environment} added to its own. */
    static Result run(Path home, java.util.Map<String, String> environment, String input, String... args)
            throws IOException, InterruptedException {
        Jar jar = new Jar(home, environment, List.of(args));
        try (OutputStream in = jar.process.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // the program ended before reading everything: fine
        }
        return jar.await(90);
    }

    /** The saves folder of this run. */
    Path home() {
        return home;
    }

    /** The process. */
    Process process() {
        return process;
    }

    /** Everything printed so far. */
    String output() {
        synchronized (out) {
            return out.toString();
        }
    }

    /**
     * Plays as a person: whenever the output (after the last answer) ends with a prompt, asks
     * {@code player} for the answer to it (null: close the input); until the program ends.
     */
    Result converse(Function<String, String> player, int timeoutSeconds) throws InterruptedException, IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        OutputStream in = process.getOutputStream();
        int answered = 0;
        while (process.isAlive()) {
            if (System.nanoTime() > deadline) {
                process.destroyForcibly();
                fail("the game did not end in " + timeoutSeconds + " s; last output:\n" + tail(output()));
            }
            String text = output();
            String fresh = text.substring(answered);
            if ((fresh.endsWith("-> ") || fresh.endsWith(": ")) && settled(text)) {
                String answer = player.apply(fresh);
                answered = text.length();
                try {
                    if (answer == null) {
                        in.close();
                    } else {
                        in.write((answer + "\n").getBytes(StandardCharsets.UTF_8));
                        in.flush();
                    }
                } catch (IOException e) {
                    // the program ended meanwhile
                }
                // wait for the echo of the answer before looking for the next prompt
                long echoDeadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while (output().length() == answered && process.isAlive() && System.nanoTime() < echoDeadline) {
                    Thread.sleep(2);
                }
                continue;
            }
            Thread.sleep(2);
        }
        return await(10);
    }

    /** Whether no more output comes for a moment: the text ends with a prompt, not with half a line. */
    private boolean settled(String text) throws InterruptedException {
        Thread.sleep(25);
        return output().length() == text.length();
    }

    /** Waits for the end of the run. */
    Result await(int timeoutSeconds) throws InterruptedException {
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("the program did not end in " + timeoutSeconds + " s; last output:\n" + tail(output()));
        }
        outReader.join();
        errReader.join();
        String error;
        synchronized (err) {
            error = err.toString();
        }
        return new Result(process.exitValue(), output(), error);
    }

    /**
     * The text with its line breaks (and the indentation around them) as single spaces: what a screen
     * says, however the console wrapped it to 80 columns.
     */
    static String flat(String text) {
        return text.replaceAll(" *\\R *", " ");
    }

    /** Whether the output says {@code expected}, however either was wrapped. */
    static boolean shows(String out, String expected) {
        return flat(out).contains(flat(expected));
    }

    static String tail(String text) {
        return text.length() > 3000 ? text.substring(text.length() - 3000) : text;
    }

    private static Thread pump(InputStream stream, StringBuilder into) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[8192];
            try {
                for (int n; (n = stream.read(buffer)) > 0; ) {
                    String chunk = new String(buffer, 0, n, StandardCharsets.UTF_8);
                    synchronized (into) {
                        into.append(chunk);
                    }
                }
            } catch (IOException closed) {
                // the test closed the stream after the process ended: what it printed is read already
            }
        });
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
