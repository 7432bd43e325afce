package org.senet.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * File names with any characters under any locale. Java 17 takes the encoding of file names from the
 * locale ({@code LC_ALL}, {@code LC_CTYPE}, {@code LANG}) when it starts, and nothing changes it later
 * ({@code -Dsun.jnu.encoding} is ignored): under {@code LC_ALL=C} it decodes the arguments and the
 * environment as ASCII, so an accented letter in a file name, a home or a data folder is lost before the
 * program sees it, and no such file can be named. A launcher that sets a UTF-8 locale before Java starts
 * avoids that; {@code java -jar senet.jar} started under such a locale does it here, in Java alone:
 *
 * <ol>
 *   <li>where file names are not UTF-8 and an argument or one of the variables the program reads as a file
 *   name ({@link #PATH_VARIABLES}) holds bytes beyond ASCII, the program's arguments are read once as the
 *   bytes they were ({@code /proc/self/cmdline}: its last entries, as many as {@code main} got);</li>
 *   <li>the same {@code java}, with the same JVM options, class path and language, runs the program again under
 *   {@code LC_ALL=C.UTF-8}, the arguments handed over in {@link #ARGUMENTS} (Base64, which any encoding
 *   carries), the environment as it was (Java passes on the bytes of the variables it did not change);</li>
 *   <li>that run reads its arguments from {@link #ARGUMENTS} ({@link #arguments}), and its exit code is
 *   the first run's.</li>
 * </ol>
 *
 * <p>Where that cannot be done (no {@code /proc}, or {@code java}, its options or the jar's path beyond
 * ASCII themselves) a name the locale cannot represent is refused with what to do: run with a UTF-8
 * locale ({@link org.senet.core.store.FileNames}).
 */
final class Utf8Restart {
    /** The variable that marks the second run (or turns the second run off), so that it never runs again. */
    static final String MARK = "SENET_UTF8_RESTART";
    /** The variable that hands the arguments' bytes to the second run: Base64 of the arguments, each ended by NUL. */
    static final String ARGUMENTS = "SENET_ARGUMENTS";

    /** The variables whose values the program reads as file names. */
    private static final List<String> PATH_VARIABLES = List.of("SENET_HOME", "XDG_DATA_HOME", "HOME");

    /** How long the second run is given to end after the first is stopped by a signal. */
    private static final long STOP_GRACE_SECONDS = 10;

    private Utf8Restart() {
    }

    /**
     * Runs the program again under a UTF-8 locale where that is needed and can be done.
     *
     * @param args the arguments as this run decoded them (only their number is used)
     * @return the exit code of the second run, or empty where the program goes on as it is
     */
    static Optional<Integer> runAgainIfNeeded(String[] args) {
        if (utf8Names() || System.getenv(MARK) != null) {
            return Optional.empty();
        }
        try {
            List<byte[]> words = split(Files.readAllBytes(Path.of("/proc/self/cmdline")));
            List<byte[]> arguments = words.subList(words.size() - args.length, words.size());
            boolean beyondAscii = arguments.stream().anyMatch(Utf8Restart::beyondAscii)
                    || PATH_VARIABLES.stream().map(System::getenv).anyMatch(value -> value != null && value.contains("\uFFFD"));
            Optional<String> java = ProcessHandle.current().info().command();
            if (!beyondAscii || java.isEmpty()) {
                return Optional.empty();
            }
            List<String> command = new ArrayList<>(List.of(java.get()));
            Locale locale = Locale.getDefault();
            command.add("-Duser.language=" + locale.getLanguage());
            command.add("-Duser.country=" + locale.getCountry());
            command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
            // the jar (java -jar puts it on the class path alone) or the class path, and the main class
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
            if (command.stream().anyMatch(word -> word.contains("\uFFFD"))) {
                return Optional.empty(); // java, an option or the jar's path beyond ASCII: it cannot be started so
            }
            ProcessBuilder second = new ProcessBuilder(command).inheritIO();
            second.environment().put("LC_ALL", "C.UTF-8");
            second.environment().put(MARK, "1");
            second.environment().put(ARGUMENTS, Base64.getEncoder().encodeToString(joined(arguments)));
            Process run = second.start();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> stopWith(run), "senet-utf8-restart"));
            return Optional.of(run.waitFor());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of(Main.INTERNAL_ERROR);
        }
    }

    /** The arguments of this run: those handed over by the first run where this is the second, else {@code args}. */
    static String[] arguments(String[] args) {
        String handed = System.getenv(ARGUMENTS);
        if (handed == null || !utf8Names()) {
            return args;
        }
        try {
            return split(Base64.getDecoder().decode(handed)).stream()
                    .map(word -> new String(word, StandardCharsets.UTF_8)).toArray(String[]::new);
        } catch (IllegalArgumentException notOurs) {
            return args;
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

    /** The NUL-ended words of {@code bytes}. */
    private static List<byte[]> split(byte[] bytes) {
        List<byte[]> words = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                words.add(Arrays.copyOfRange(bytes, start, i));
                start = i + 1;
            }
        }
        return words;
    }

    private static byte[] joined(List<byte[]> words) {
        int size = words.stream().mapToInt(word -> word.length + 1).sum();
        byte[] bytes = new byte[size];
        int at = 0;
        for (byte[] word : words) {
            System.arraycopy(word, 0, bytes, at, word.length);
            at += word.length + 1;
        }
        return bytes;
    }

    private static boolean beyondAscii(byte[] bytes) {
        for (byte b : bytes) {
            if (b < 0) {
                return true;
            }
        }
        return false;
    }
}
