package org.senet.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's embedding example is compiled and run as it stands, so that it cannot rot. */
class ReadmeExampleTest {
    @TempDir
    Path dir;

    @Test
    void the_readme_example_compiles_and_prints_what_the_readme_says() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"));
        Matcher block = Pattern.compile("```java\n(import .*?public class EmbedExample.*?)```", Pattern.DOTALL)
                .matcher(readme);
        assertTrue(block.find(), "README.md has the EmbedExample block");
        Path source = dir.resolve("EmbedExample.java");
        Files.writeString(source, block.group(1));

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-d", dir.toString(),
                "-cp", System.getProperty("java.class.path"), source.toString());
        assertEquals(0, status, "the README example compiles");

        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.out;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            loader.loadClass("EmbedExample").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(original);
        }
        List<String> lines = captured.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("WBWBWBWBWB.................... W", lines.get(0));
        assertEquals("1->2 BWWBWBWBWB.................... W mid=1", lines.get(1));
        assertTrue(readme.contains("`" + lines.get(1) + "`"), "the README quotes what the example prints");
        assertTrue(lines.get(lines.size() - 1).matches("(LIGHT|DARK) wins after \\d+ steps"), lines.toString());
    }
}
