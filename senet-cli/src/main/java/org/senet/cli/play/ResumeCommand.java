package org.senet.cli.play;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The command line that goes on with a saved game, as a person would type it: {@code java -jar
 * /path/senet.jar --save /path/game.senet} when the program runs from its jar, {@code senet --save
 * …} otherwise. Paths with spaces or quotes are quoted for a POSIX shell.
 */
final class ResumeCommand {
    private ResumeCommand() {
    }

    /** The command that resumes the game saved in {@code file}. */
    static String of(Path file) {
        return program() + " --save " + quoted(file.toAbsolutePath().toString());
    }

    private static String program() {
        try {
            Path jar = Path.of(ResumeCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(jar) && jar.toString().endsWith(".jar")) {
                return "java -jar " + quoted(jar.toString());
            }
        } catch (URISyntaxException | RuntimeException e) {
            // no jar to name: the short name of the README
        }
        return "senet";
    }

    /** A word for a POSIX shell: as it is when it is safe, in single quotes otherwise. */
    static String quoted(String word) {
        return word.matches("[A-Za-z0-9_./:@%+=,-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
