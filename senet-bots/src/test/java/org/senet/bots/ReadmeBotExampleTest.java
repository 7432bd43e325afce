package org.senet.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's bot example is compiled and run as it stands, so that it cannot rot. */
class ReadmeBotExampleTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("the README's BotExample compiles and plays hard against random to the end")
    void the_readme_bot_example_runs() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"));
        Matcher block = Pattern.compile("```java\n(import [^`]*?public class BotExample\\b[^`]*?)```").matcher(readme);
        assertTrue(block.find(), "README.md has the BotExample block");
        Path source = dir.resolve("BotExample.java");
        Files.writeString(source, block.group(1));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-d", dir.toString(),
                "-cp", System.getProperty("java.class.path"), source.toString());
        assertEquals(0, status, "the README's BotExample compiles");
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            loader.loadClass("BotExample").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(out);
        }
        String text = printed.toString(StandardCharsets.UTF_8).strip();
        assertTrue(text.startsWith("hard (" + Bots.HARD.description() + ") vs random: "), text);
        assertTrue(text.endsWith(" wins"), text);
    }
}
