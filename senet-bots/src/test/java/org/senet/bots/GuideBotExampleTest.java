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

/**
 * The bot example of docs/bots.md is compiled and run as it stands, so that it cannot rot, and prints what the
 * guide says. (senet-its builds the same file in a project of its own, on the class path and the module path.)
 */
class GuideBotExampleTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("the BotGame of docs/bots.md compiles, plays hard against random to the end and prints what the guide says")
    void the_guide_bot_example_runs() throws Exception {
        String guide = Files.readString(Path.of("..", "docs", "bots.md"));
        Matcher block = Pattern.compile("```java\n(package com\\.example\\.senet\\.app;[^`]*?public class BotGame\\b[^`]*?)```")
                .matcher(guide);
        assertTrue(block.find(), "docs/bots.md has the BotGame block");
        Path source = dir.resolve("BotGame.java");
        Files.writeString(source, block.group(1));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-d", dir.toString(),
                "-cp", System.getProperty("java.class.path"), source.toString());
        assertEquals(0, status, "the guide's BotGame compiles");
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            loader.loadClass("com.example.senet.app.BotGame").getMethod("main", String[].class)
                    .invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(out);
        }
        String text = printed.toString(StandardCharsets.UTF_8).strip();
        assertTrue(text.startsWith("hard (" + Bots.HARD.description() + ") vs random: "), text);
        assertTrue(text.endsWith(" wins"), text);
        assertTrue(guide.replaceAll("\\s+", " ").contains("`" + text + "`"), "docs/bots.md quotes what BotGame prints: " + text);
    }
}
