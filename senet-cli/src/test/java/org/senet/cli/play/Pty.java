package org.senet.cli.play;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;

/**
 * The real jar on a real pseudo-terminal, as a person at a terminal runs it: {@code script} (util-linux)
 * gives the program a terminal of a chosen size, keys typed go through the terminal's line discipline
 * (Ctrl-C becomes {@code SIGINT}), and closing the terminal hangs it up. A small shell around the program
 * writes its exit code and the terminal's mode after it ({@code stty -a}) into files beside the home.
 */
final class Pty {
    /** An escape sequence of the terminal (cursor, erase, colour, the keypad's mode that a line editor sets). */
    static final Pattern ESCAPE = Pattern.compile("\033\\[[0-9;?]*[A-Za-z]|\033[=>]");

    private final Path home;
    private final Process script;
    private final StringBuilder screen = new StringBuilder();
    private final Thread reader;
    /** When a stop was asked for (Ctrl-C typed, a signal sent, the terminal closed), by {@link System#nanoTime}; 0: none. */
    private volatile long stopAsked;

    private Pty(Path home, Process script) {
        this.home = home;
        this.script = script;
        this.reader = new Thread(() -> {
            byte[] buffer = new byte[8192];
            try (InputStream in = script.getInputStream()) {
                for (int n; (n = in.read(buffer)) > 0; ) {
                    synchronized (screen) {
                        screen.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                    }
                }
            } catch (IOException e) {
                // the terminal was closed
            }
        });
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Gives the program's shell the signal handling a person's terminal gives a program it starts: a
     * build started in the background by a shell without job control ({@code mvn verify &}, a CI script)
     * runs with {@code SIGINT} and {@code SIGQUIT} ignored, every process below it inherits that, a
     * shell cannot undo it with {@code trap}, and a JVM started so installs no handler for them, so a
     * typed Ctrl-C would do nothing. A build started under {@code nohup} runs with {@code SIGHUP} ignored
     * the same way, so a hang-up would do nothing. GNU {@code env} (coreutils 8.31 or later) puts them
     * back to their default; where it cannot, the program is started as before.
     */
    private static final String RESET = "INT,QUIT,HUP,TERM";
    /** The command that starts the program's shell with {@link #RESET}'s signals at their default. */
    private static final String DEFAULT_SIGNALS = canResetSignals() ? "env --default-signal=" + RESET + " " : "";

    private static boolean canResetSignals() {
        try {
            Process probe = new ProcessBuilder("env", "--default-signal=" + RESET, "true").redirectErrorStream(true)
                    .start();
            probe.getOutputStream().close();
            return probe.waitFor(20, TimeUnit.SECONDS) && probe.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Whether {@code script} can give the program a terminal here. */
    static void assumeAvailable() throws InterruptedException {
        boolean available;
        try {
            Process probe = new ProcessBuilder("script", "-qec", "true", "/dev/null").redirectErrorStream(true).start();
            probe.getOutputStream().close();
            available = probe.waitFor(20, TimeUnit.SECONDS) && probe.exitValue() == 0;
        } catch (IOException e) {
            available = false;
        }
        assumeTrue(available, "script (util-linux) is needed for a pseudo-terminal");
    }

    /**
     * Starts the jar on a terminal of {@code columns} × 24 with its saves under {@code home}.
     *
     * @param ignoreHangUp whether the program starts with {@code SIGHUP} ignored (as under {@code nohup}):
     *                     a closed terminal then shows only as failed reads and writes
     */
    static Pty start(Path home, int columns, boolean ignoreHangUp, String... args) throws IOException {
        Files.createDirectories(home);
        List<String> java = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.language=en", "-Duser.country=US", "-jar", Jar.jarFile().toAbsolutePath().toString()));
        java.addAll(List.of(args));
        StringBuilder program = new StringBuilder();
        java.forEach(word -> program.append(ResumeCommand.quoted(word)).append(' '));
        String err = ResumeCommand.quoted(home.resolve("err").toString());
        String shell = "trap : INT TERM HUP; stty cols " + columns + " rows 24; "
                + (ignoreHangUp ? "(trap '' HUP; exec " + program + "2>" + err + ")" : program + "2>" + err)
                + "; echo $? > " + ResumeCommand.quoted(home.resolve("rc").toString())
                + "; stty -a > " + ResumeCommand.quoted(home.resolve("stty").toString());
        ProcessBuilder builder = new ProcessBuilder("script", "-qfec",
                DEFAULT_SIGNALS + "sh -c " + ResumeCommand.quoted(shell), "/dev/null").redirectErrorStream(true);
        builder.environment().put("SENET_HOME", home.toString());
        builder.environment().put("XDG_DATA_HOME", home.resolve("data").toString());
        builder.environment().put("TERM", "xterm");
        builder.environment().remove("COLUMNS");
        return new Pty(home, builder.start());
    }

    /** Everything the terminal showed so far, escape codes and all. */
    String screen() {
        synchronized (screen) {
            return screen.toString();
        }
    }

    /** Types on the terminal's keyboard. */
    void type(String keys) throws IOException {
        if (keys.contains("\003")) {
            stopAsked();
        }
        OutputStream in = script.getOutputStream();
        in.write(keys.getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /** What the terminal showed as plain text: escape codes left out, line breaks and the spaces around them as one space. */
    String text() {
        return ESCAPE.matcher(screen()).replaceAll("").replaceAll(" *\\r?\\n *", " ");
    }

    /** Waits until the terminal has shown {@code text} {@code count} times, however it was wrapped or coloured. */
    void waitFor(String text, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (text().split(Pattern.quote(text), -1).length - 1 < count) {
            if (System.nanoTime() > deadline || !script.isAlive()) {
                fail("the terminal did not show '" + text + "' " + count + " times:\n" + Jar.tail(screen()));
            }
            Thread.sleep(10);
        }
        Thread.sleep(100); // the program waits for the answer now
    }

    /** Waits until the last thing the terminal shows is {@code prompt}: the program waits for an answer to it now. */
    void waitForPrompt(String prompt) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!text().stripTrailing().endsWith(prompt.strip())) {
            if (System.nanoTime() > deadline || !script.isAlive()) {
                fail("the terminal does not end with '" + prompt + "':\n" + Jar.tail(screen()));
            }
            Thread.sleep(10);
        }
        Thread.sleep(100);
    }

    /** The program's process (the JVM running the jar). */
    ProcessHandle program() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            Optional<ProcessHandle> jvm = script.descendants()
                    .filter(p -> p.info().command().orElse("").endsWith("java")
                            && p.info().commandLine().orElse("").contains("senet.jar")).findFirst();
            if (jvm.isPresent()) {
                return jvm.get();
            }
            Thread.sleep(10);
        }
        fail("the program did not start:\n" + screen());
        return null;
    }

    /** Sends a signal to the program ({@code TERM}, {@code HUP} …). */
    void signal(String name) throws IOException, InterruptedException {
        stopAsked();
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(program().pid())).inheritIO().start();
        if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            fail("kill -" + name + " failed");
        }
    }

    /** Resizes the terminal to {@code columns} × 24, as a person drags its window: the program gets {@code SIGWINCH}. */
    void resize(int columns) throws IOException, InterruptedException {
        Path tty = Files.readSymbolicLink(Path.of("/proc", Long.toString(program().pid()), "fd", "0"));
        Process stty = new ProcessBuilder("stty", "-F", tty.toString(), "cols", Integer.toString(columns), "rows", "24")
                .inheritIO().start();
        if (!stty.waitFor(10, TimeUnit.SECONDS) || stty.exitValue() != 0) {
            fail("stty -F " + tty + " failed");
        }
    }

    /** Closes the terminal, as a person closes its window: the program's terminal hangs up. */
    void close() throws InterruptedException {
        ProcessHandle jvm = program();
        stopAsked();
        script.destroyForcibly();
        script.waitFor(10, TimeUnit.SECONDS);
        try {
            jvm.onExit().get(30, TimeUnit.SECONDS);
        } catch (TimeoutException | ExecutionException e) {
            jvm.destroyForcibly();
            fail("the program went on after its terminal was closed");
        }
    }

    /** Notes the time of a stop asked for now (the first one): {@link Ending#stopMillis} counts from it. */
    private void stopAsked() {
        if (stopAsked == 0) {
            stopAsked = System.nanoTime();
        }
    }

    /**
     * What the program left: its exit code, its stderr, the terminal's mode after it (empty when the terminal is
     * gone), and how long it took to end after the stop was asked for, to within 20 ms (-1 when none was).
     */
    record Ending(int exit, String err, String stty, long stopMillis) {
    }

    /** Waits for the program and its shell to end. */
    Ending ending() throws IOException, InterruptedException {
        Path rc = home.resolve("rc");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!(Files.exists(rc) && Files.readString(rc).strip().matches("[0-9]+"))) {
            if (System.nanoTime() > deadline) {
                script.destroyForcibly();
                fail("the program did not end:\n" + Jar.tail(screen()));
            }
            Thread.sleep(20);
        }
        long ended = System.nanoTime(); // the shell writes the exit code as soon as the program has ended
        script.waitFor(20, TimeUnit.SECONDS);
        reader.join(5000);
        Path stty = home.resolve("stty");
        long settle = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!Files.exists(stty) && System.nanoTime() < settle) {
            Thread.sleep(20);
        }
        Thread.sleep(50); // stty has written its lines
        long stopMillis = stopAsked == 0 ? -1 : TimeUnit.NANOSECONDS.toMillis(ended - stopAsked);
        return new Ending(Integer.parseInt(Files.readString(rc).strip()), Files.readString(home.resolve("err")),
                Files.exists(stty) ? Files.readString(stty) : "", stopMillis);
    }
}
