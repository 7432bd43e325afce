package org.senet.cli;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * File names with any characters under any locale. Java takes the encoding of file names from the
 * locale ({@code LC_ALL}, {@code LC_CTYPE}, {@code LANG}): under {@code LC_ALL=C} it decodes the
 * arguments and the environment as ASCII, so an accented letter in a file name, a home or a data folder
 * is lost before the program sees it, and no such file can be named. Where that would happen (a
 * non-UTF-8 encoding of file names, and an argument or one of the variables the program reads holding
 * bytes beyond ASCII), the program runs itself again under {@code LC_ALL=C.UTF-8}, from the very bytes
 * it was started with ({@code /proc/<pid>/cmdline}, read by {@code bash}), keeping the language it had (the
 * program reads and writes text in UTF-8 whatever the locale), and ends with the exit code of that run.
 *
 * <p>This is done on Linux only, once ({@link #MARK} tells the second run), and only where {@code bash}
 * is there; elsewhere the names are refused with what to do ({@link org.senet.core.store.FileNames}).
 */
final class Utf8Restart {
    /** The variable that marks the second run, so that it never restarts again. */
    static final String MARK = "SENET_UTF8_RESTART";

    /** The variables whose values the program reads as file names. */
    private static final List<String> PATH_VARIABLES = List.of("SENET_HOME", "XDG_DATA_HOME", "HOME");

    /** How long the second run is given to end after the first is stopped by a signal. */
    private static final long STOP_GRACE_SECONDS = 10;

    /** Values put into the second run's command line, which bash reads unquoted: letters, digits, '-', '_', '.'. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9._-]*");

    private Utf8Restart() {
    }

    /**
     * Runs the program again under a UTF-8 locale where that is needed and can be done.
     *
     * @return the exit code of the second run, or empty where the program goes on as it is
     */
    static Optional<Integer> runAgainIfNeeded() {
        if (utf8Names() || System.getenv(MARK) != null) {
            return Optional.empty();
        }
        long pid = ProcessHandle.current().pid();
        Path proc = Path.of("/proc", Long.toString(pid));
        Optional<Path> bash = List.of(Path.of("/bin/bash"), Path.of("/usr/bin/bash")).stream()
                .filter(Files::isExecutable).findFirst();
        try {
            if (bash.isEmpty() || !beyondAscii(Files.readAllBytes(proc.resolve("cmdline")))
                    && !variablesBeyondAscii(Files.readAllBytes(proc.resolve("environ")))) {
                return Optional.empty();
            }
            Process second = new ProcessBuilder(bash.get().toString(), "-c", script(proc)).inheritIO().start();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> stopWith(second), "senet-utf8-restart"));
            return Optional.of(second.waitFor());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of(Main.INTERNAL_ERROR);
        }
    }

    private static boolean utf8Names() {
        try {
            return Charset.forName(System.getProperty("sun.jnu.encoding", "UTF-8")).equals(StandardCharsets.UTF_8);
        } catch (IllegalArgumentException unknown) {
            return false;
        }
    }

    /**
     * The bash script that starts the second run: the first run's arguments, byte for byte, with the
     * language and country of the first run placed before them (an option given on the
     * command line comes later and wins).
     */
    private static String script(Path proc) {
        StringBuilder options = new StringBuilder();
        Locale locale = Locale.getDefault();
        option(options, "user.language", locale.getLanguage());
        option(options, "user.country", locale.getCountry());
        return "mapfile -d '' -t argv < " + proc.resolve("cmdline") + " && exec env LC_ALL=C.UTF-8 " + MARK
                + "=1 \"${argv[0]}\"" + options + " \"${argv[@]:1}\"";
    }

    private static void option(StringBuilder options, String name, String value) {
        if (!value.isEmpty() && PLAIN.matcher(value).matches()) {
            options.append(" -D").append(name).append('=').append(value);
        }
    }

    /**
     * When the first run is stopped (Ctrl-C reaches both runs; a signal sent to the first alone does
     * not), the second is given a moment to stop by itself, then asked to, and its exit code is the
     * first run's.
     */
    private static void stopWith(Process second) {
        try {
            if (!second.waitFor(500, TimeUnit.MILLISECONDS)) {
                second.destroy();
                second.waitFor(STOP_GRACE_SECONDS, TimeUnit.SECONDS);
            }
            if (!second.isAlive()) {
                Runtime.getRuntime().halt(second.exitValue());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether one of {@link #PATH_VARIABLES} in {@code environ} (NUL-separated {@code NAME=value}) goes beyond ASCII. */
    private static boolean variablesBeyondAscii(byte[] environ) {
        int start = 0;
        for (int i = 0; i <= environ.length; i++) {
            if (i == environ.length || environ[i] == 0) {
                String name = nameOf(environ, start, i);
                if (PATH_VARIABLES.contains(name) && beyondAscii(environ, start, i)) {
                    return true;
                }
                start = i + 1;
            }
        }
        return false;
    }

    private static String nameOf(byte[] entry, int from, int to) {
        for (int i = from; i < to; i++) {
            if (entry[i] == '=') {
                return new String(entry, from, i - from, StandardCharsets.ISO_8859_1);
            }
        }
        return "";
    }

    private static boolean beyondAscii(byte[] bytes) {
        return beyondAscii(bytes, 0, bytes.length);
    }

    private static boolean beyondAscii(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] < 0) {
                return true;
            }
        }
        return false;
    }
}
